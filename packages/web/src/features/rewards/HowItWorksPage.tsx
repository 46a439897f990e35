import { Link } from 'react-router-dom';
import { HOW_IT_WORKS } from '@crema/domain/rewards';
import { RewardsPaths } from '../../app/paths';
import { LevelDetails } from './LevelDetails';
import { AccountShell } from '../../ui/AccountShell';
import './rewards.css';

/** /account/rewards/how-it-works: how Stars are earned, what they buy and when they expire. */
export default function HowItWorksPage() {
  const c = HOW_IT_WORKS;
  return (
    <AccountShell title="How Rewards work" heading={c.title} back={{ to: RewardsPaths.rewards, label: 'Rewards' }}>
      <div className="how">
        <section className="card how__intro" aria-label="Introduction">
          <p className="lead">{c.intro}</p>
          <p className="balance__rate">{c.starRateLabel}</p>
        </section>

        <section aria-labelledby="how-steps">
          <h2 id="how-steps">Three steps to free treats</h2>
          <ol className="how__steps">
            {c.steps.map((s, i) => (
              <li key={s.title} className="card how__step">
                <span className="how__num" aria-hidden="true">{i + 1}</span>
                <h3>{s.title}</h3>
                <p>{s.body}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="how-levels">
          <h2 id="how-levels">{c.levelsTitle}</h2>
          <ul className="card how__levels">
            {c.levels.map((l) => (
              <li key={l.stars} className="level">
                <LevelDetails level={l} />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-faq">
          <h2 id="how-faq">Questions</h2>
          <div className="how__faq">
            {c.questions.map((q) => (
              <details key={q.question} className="card how__q">
                <summary>{q.question}</summary>
                <p>{q.answer}</p>
              </details>
            ))}
          </div>
        </section>

        <p>
          <Link className="btn" to={RewardsPaths.rewards}>See your Stars</Link>
        </p>
      </div>
    </AccountShell>
  );
}
