// The stream's rewards status card: Star balance, progress to the next reward, a Details link and the
// 'Rewards you can get with Stars' expander.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AsyncState } from '@crema/domain';
import {
  HOME_PROGRESS_ALL_REACHED,
  RewardsMessages,
  nextRewardMessage,
  starsProgressLabel,
  starsUnit,
  type RewardsView,
} from '@crema/domain/rewards';
import { HomeMessages, StreamMessages } from '@crema/domain/stream';
import { RewardsPaths } from '../../app/paths';

export const RewardsStatusCard = ({ state, onRetry }: { state: AsyncState<RewardsView>; onRetry: () => void }) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const titleId = useId();
  const view = state.status === 'ok' ? state.value : state.status === 'loading' || state.status === 'error' ? state.previous : undefined;
  return (
    <section className="stream-card rewards-card" aria-labelledby={titleId} aria-busy={state.status === 'loading' && !view}>
      <div className="rewards-card__head">
        <h2 id={titleId} className="stream-card__title">{RewardsMessages.pageTitle}</h2>
        <Link to={RewardsPaths.rewards} className="rewards-card__details">
          {RewardsMessages.detailsLink}
        </Link>
      </div>
      {view ? (
        <>
          <p className="rewards-card__stars">
            <span className="rewards-card__count">{view.stars}</span> <span>{starsUnit(view.stars)}</span>
          </p>
          <div
            className="progress"
            role="progressbar"
            aria-label={starsProgressLabel(view.status.nextLevel?.title, HOME_PROGRESS_ALL_REACHED)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(view.status.progress * 100)}
          >
            <span style={{ width: `${Math.round(view.status.progress * 100)}%` }} />
          </div>
          <p className="muted rewards-card__next">
            {nextRewardMessage(view.status)}
          </p>
          <button type="button" className="expander" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
            <span>{RewardsMessages.starLevelsTitle}</span>
            <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20"><path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
          </button>
          <ul id={listId} className="levels" hidden={!open}>
            {view.levels.map((l) => (
              <li key={l.stars} className={view.stars >= l.stars ? 'levels__item levels__item--reached' : 'levels__item'}>
                <span className="levels__stars">{l.stars}<span className="visually-hidden"> Stars</span></span>
                <span>
                  <strong>{l.title}</strong>
                  <span className="muted levels__desc">{l.description}</span>
                </span>
                {view.stars >= l.stars && <span className="levels__badge">{HomeMessages.levelReady}</span>}
              </li>
            ))}
          </ul>
        </>
      ) : state.status === 'error' ? (
        <div className="stack">
          <p role="alert">{state.message}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>{StreamMessages.retry}</button>
        </div>
      ) : (
        <div className="skeleton-lines" aria-hidden="true"><span /><span /><span /></div>
      )}
    </section>
  );
};
