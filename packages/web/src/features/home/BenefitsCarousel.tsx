// Rewards benefits for signed-out visitors: one slide at a time (no auto-rotation), previous and next
// buttons, a button per slide, and each slide a labelled group announced politely when it changes.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { benefitSlideLabel, HomeMessages, REWARDS_BENEFITS, showBenefitLabel } from '@crema/domain/greeting';

/** One small line drawing per benefit (decorative). */
const ART = [
  'M14 20h20v6a10 10 0 0 1-20 0zM34 22h3a3 3 0 0 1 0 6h-3M18 12c0 2 2 2 2 4M24 10c0 2 2 2 2 4M30 12c0 2 2 2 2 4',
  'M16 14h16v22H16zM20 19h8M20 24h8M20 29h5M24 8v6',
  'M12 22h24v14H12zM10 16h28v6H10zM24 16v20M24 16c-3-6-10-6-8-1M24 16c3-6 10-6 8-1',
  'M14 12h20v26H14zM18 18h3v14h-3zM23 18h1v14h-1zM26 18h2v14h-2zM30 18h1v14h-1z',
];

export default function BenefitsCarousel() {
  const [i, setI] = useState(0);
  const titleId = useId();
  const n = REWARDS_BENEFITS.length;
  const b = REWARDS_BENEFITS[i] ?? REWARDS_BENEFITS[0];
  const go = (d: number) => setI((i + d + n) % n);
  if (!b) return null;
  return (
    <section className="carousel card" aria-roledescription="carousel" aria-labelledby={titleId}>
      <h2 id={titleId} className="carousel__title">{HomeMessages.benefitsTitle}</h2>
      <div className="carousel__viewport" aria-live="polite">
        <div className="carousel__slide" role="group" aria-roledescription="slide" aria-label={benefitSlideLabel(i, n, b.title)}>
          <svg className="carousel__art" aria-hidden="true" viewBox="0 0 48 48" width="96" height="96">
            <circle cx="24" cy="24" r="23" fill="var(--c-crema)" />
            <path d={ART[i] ?? ''} fill="none" stroke="var(--c-leaf-dark)" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div>
            <h3>{b.title}</h3>
            <p>{b.body}</p>
          </div>
        </div>
      </div>
      <div className="carousel__footer">
      <div className="carousel__controls">
        <button type="button" className="carousel__arrow" onClick={() => go(-1)} aria-label={HomeMessages.previousBenefit}>
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20"><path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
        <div className="carousel__dots">
          {REWARDS_BENEFITS.map((s, k) => (
            <button
              key={s.title}
              type="button"
              className="carousel__dot"
              aria-label={showBenefitLabel(k, s.title)}
              aria-current={k === i ? 'true' : undefined}
              onClick={() => setI(k)}
            />
          ))}
        </div>
        <button type="button" className="carousel__arrow" onClick={() => go(1)} aria-label={HomeMessages.nextBenefit}>
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20"><path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
      </div>
      <Link className="btn btn--small carousel__join" to="/join">{HomeMessages.joinNow}</Link>
      </div>
    </section>
  );
}
