// The signed-in (or guest-stream) part of '/': loaded lazily with the stream capability, so signed-out
// visitors never download it. Cards, the rewards status card, the mobile actions, loading and error states.
import { useEffect, useState } from 'react';
import type { AsyncState, Session } from '@crema/domain';
import { HomeMessages, StreamMessages, type StreamView } from '@crema/domain/stream';
import type { RewardsView } from '@crema/domain/rewards';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { T } from '../../app/tokens';
import { RewardsStatusCard } from './RewardsStatusCard';
import { StreamCard } from './StreamCards';
import { StreamSkeleton } from './StreamSkeleton';
import { MobileActions } from './MobileActions';
import { usePrimaryCard } from './usePrimaryCard';
import { useIsPhone } from '../../ui/useIsPhone';
import { useStream } from './useStream';
import { StreamTokens } from './tokens';

const useRewards = (memberId: string | undefined) => {
  const load = useService(StreamTokens.LoadRewards);
  const [state, setState] = useState<AsyncState<RewardsView>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (memberId === undefined) return;
    const s = load({ memberId, force: attempt > 0 }).subscribe(setState);
    return () => s.unsubscribe();
  }, [load, memberId, attempt]);
  return [state, () => setAttempt((a) => a + 1)] as const;
};

const needsScan = (view: StreamView | undefined): boolean =>
  (view?.items ?? []).some((i) => i.type === 'rewardPointsExpiration' || i.type === 'tierPointsExpiration');

export default function HomeStream({ session }: { session: Session }) {
  useCapability('stream');
  const clock = useService(T.Clock);
  const isMobile = useIsPhone();
  const { state, refresh, dispatch } = useStream(session, isMobile);
  const memberId = session.kind === 'member' ? session.memberId : undefined;
  const [rewards, retryRewards] = useRewards(memberId);
  const view = state.view;
  const primary = usePrimaryCard(memberId !== undefined && (isMobile || needsScan(view)));
  const totalStars = rewards.status === 'ok' ? rewards.value.stars : undefined;
  const ctx = {
    now: clock.now(),
    totalStars,
    primaryCardId: primary.status === 'ok' ? primary.cardId : undefined,
    seenTasks: state.seenTasks,
    impressions: state.impressions,
    dispatch,
  };

  return (
    <div className="home-stream">
      {memberId !== undefined && isMobile && <MobileActions primary={primary} />}
      <div className={memberId !== undefined ? 'home-grid' : 'home-grid home-grid--guest'}>
        {memberId !== undefined && (
          <div className="home-aside">
            <RewardsStatusCard state={rewards} onRetry={retryRewards} />
          </div>
        )}
        <section className="home-feed" aria-labelledby="stream-title" aria-busy={state.status === 'loading'}>
          <h2 id="stream-title" className="home-feed__title">{HomeMessages.streamLabel}</h2>
          {state.status === 'error' && (
            <div className="notice notice--error stream-error" role="alert">
              <p><strong>{StreamMessages.errorTitle}</strong></p>
              <p>{state.message}</p>
              <button type="button" className="btn btn--small" onClick={refresh}>{StreamMessages.retry}</button>
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
