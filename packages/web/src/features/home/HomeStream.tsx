// The signed-in (or guest-stream) part of '/': loaded lazily with the stream capability, so signed-out
// visitors never download it. Cards, the rewards status card, a member's actions, loading and error states,
// all rendered from the home stream flow's state.
import type { Session } from '@crema/domain';
import { HomeMessages, StreamMessages } from '@crema/domain/stream';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { T } from '../../app/tokens';
import { RewardsStatusCard } from './RewardsStatusCard';
import { StreamCard } from './StreamCards';
import { StreamSkeleton } from './StreamSkeleton';
import { HomeActions } from './HomeActions';
import { useIsPhone } from '../../ui/useIsPhone';
import { useHomeStream } from './useHomeStream';

export default function HomeStream({ session }: { session: Session }) {
  useCapability('stream');
  const clock = useService(T.Clock);
  const isMobile = useIsPhone();
  const { state: home, flow } = useHomeStream(session, isMobile);
  const memberId = session.kind === 'member' ? session.memberId : undefined;
  const { stream: state, rewards, primaryCard: primary } = home;
  const view = state.view;
  const totalStars = rewards.status === 'ok' ? rewards.value.stars : undefined;
  const ctx = {
    now: clock.now(),
    totalStars,
    primaryCardId: primary.status === 'ok' ? primary.cardId : undefined,
    seenTasks: state.seenTasks,
    impressions: state.impressions,
    onCardVisible: flow.cardVisible,
  };

  return (
    <div className="home-stream">
      {memberId !== undefined && <HomeActions primary={primary} />}
      <div className={memberId !== undefined ? 'home-grid' : 'home-grid home-grid--guest'}>
        {memberId !== undefined && (
          <div className="home-aside">
            <RewardsStatusCard state={rewards} onRetry={flow.retryRewards} />
          </div>
        )}
        <section className="home-feed" aria-labelledby="stream-title" aria-busy={state.status === 'loading'}>
          <h2 id="stream-title" className="home-feed__title">{HomeMessages.streamLabel}</h2>
          {state.status === 'error' && (
            <div className="notice notice--error stream-error" role="alert">
              <p><strong>{StreamMessages.errorTitle}</strong></p>
              <p>{state.message}</p>
              <button type="button" className="btn btn--small" onClick={flow.refresh}>{StreamMessages.retry}</button>
            </div>
          )}
          {view?.partial && state.status === 'complete' && <p className="notice notice--warn" role="status">{StreamMessages.partial}</p>}
          {!view && state.status !== 'error' && <StreamSkeleton label={HomeMessages.loadingStream} />}
          {view && view.items.length === 0 && state.status === 'complete' && <p className="muted stream-empty">{HomeMessages.empty}</p>}
          {view && view.items.length > 0 && (
            <div className="stream-list">
              {view.items.map((item) => <StreamCard key={item.id} item={item} ctx={ctx} />)}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
