import { useId, useState } from 'react';
import { RewardsMessages, RewardsPageTexts, reachableLevels, type StarLevel } from '@crema/domain/rewards';
import { LevelDetails } from './LevelDetails';

/** The 'Rewards you can get with Stars' expander: a disclosure button and the levels it shows. */
export const StarLevels = ({ stars, levels }: { stars: number; levels: readonly StarLevel[] }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  const reachable = new Set(reachableLevels(stars, levels).map((l) => l.stars));
  return (
    <section className="card levels" aria-labelledby={`${id}-button`}>
      <h2 className="levels__heading">
        <button
          id={`${id}-button`}
          type="button"
          className="levels__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{RewardsMessages.starLevelsTitle}</span>
          <span className="levels__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={`${id}-panel`} className="levels__panel" hidden={!open}>
        <ol className="levels__list">
          {levels.map((l) => {
            const ready = reachable.has(l.stars);
            return (
              <li key={l.stars} className={ready ? 'level level--ready' : 'level'}>
                <LevelDetails level={l} />
                {ready && <span className="level__badge">{RewardsPageTexts.levelReady}</span>}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
};
