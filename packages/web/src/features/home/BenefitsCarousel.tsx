import { useState } from 'react';
import { Link } from 'react-router-dom';

const BENEFITS = [
  { title: 'Free drinks and food', body: 'Every order earns Stars. Redeem 100 Stars for a brewed coffee, 200 for a handcrafted drink.' },
  { title: 'Order ahead', body: 'Customize your usual, pay in the app and pick it up at the counter, the drive-thru or curbside.' },
  { title: 'A birthday treat', body: 'Members get a free treat on their birthday, on us.' },
  { title: 'Pay faster', body: 'Add money to a Crema card and scan to pay in any store.' },
] as const;

/** Rewards benefits for signed-out visitors: one slide at a time, with previous and next buttons. */
export const BenefitsCarousel = () => {
  const [i, setI] = useState(0);
  const b = BENEFITS[i] ?? BENEFITS[0];
  const go = (d: number) => setI((i + d + BENEFITS.length) % BENEFITS.length);
  return (
    <section className="carousel card" aria-roledescription="carousel" aria-labelledby="benefits-title">
      <h2 id="benefits-title">Crema Rewards benefits</h2>
      <div aria-roledescription="slide" role="group" aria-label={`${i + 1} of ${BENEFITS.length}`} aria-live="polite">
        <h3>{b.title}</h3>
        <p>{b.body}</p>
      </div>
      <div className="row">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => go(-1)} aria-label="Previous benefit">‹ Previous</button>
        <span className="muted" aria-hidden="true">{i + 1} / {BENEFITS.length}</span>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => go(1)} aria-label="Next benefit">Next ›</button>
        <Link className="btn btn--small" to="/join">Join now</Link>
      </div>
    </section>
  );
};
