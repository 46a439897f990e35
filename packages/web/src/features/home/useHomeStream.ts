// The home stream's state for one visit of '/': the use case's answers fed to the domain reducer, with the
// onboarding timers and impressions. Loads on mount (the use case's cache refetches only when stale,
// 5 minutes) and again when the tab becomes visible; refresh() skips the cache.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Subscription } from 'rxjs';
import type { Session } from '@crema/domain';
import {
  initialStreamState,
  streamReducer,
  type OnboardingTaskItem,
  type StreamEvent,
  type StreamState,
} from '@crema/domain/stream';
import { useService } from '../../app/services';
import { StreamTokens } from './tokens';

export interface UseStream {
  readonly state: StreamState;
  readonly refresh: () => void;
  readonly dispatch: (e: StreamEvent) => void;
}

export const useStream = (session: Session, isMobile: boolean): UseStream => {
  const load = useService(StreamTokens.LoadStream);
  const [state, dispatch] = useReducer(streamReducer, initialStreamState);
  const sub = useRef<Subscription | null>(null);

  const run = useCallback(
    (force: boolean) => {
      sub.current?.unsubscribe();
      sub.current = load({ session, isMobile, force }).subscribe((s) => {
        if (s.status === 'loading') dispatch({ type: 'requested' });
        else if (s.status === 'ok') dispatch({ type: 'succeeded', view: s.value });
        else if (s.status === 'error') dispatch({ type: 'failed', error: s.error });
      });
    },
    [load, session, isMobile],
  );

  useEffect(() => {
    run(false);
    const onVisible = () => {
      if (document.visibilityState === 'visible') run(false);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      sub.current?.unsubscribe();
    };
  }, [run]);

  return { state, refresh: useCallback(() => run(true), [run]), dispatch };
};

/** Starts the 5-second "completed" moment of each completed task once per set of tasks shown. */
export const useOnboardingTimers = (
  tasks: readonly OnboardingTaskItem[],
  seen: StreamState['seenTasks'],
  dispatch: (e: StreamEvent) => void,
): void => {
  const watch = useService(StreamTokens.WatchOnboarding);
  const seenNow = useRef(seen);
  seenNow.current = seen;
  const key = tasks.map((t) => `${t.task.name}:${t.task.completedOn ?? ''}`).join('|');
  const tasksNow = useRef(tasks);
  tasksNow.current = tasks;
  useEffect(() => {
    const s = watch({ tasks: tasksNow.current, seen: seenNow.current }).subscribe(dispatch);
    return () => s.unsubscribe();
  }, [key, watch, dispatch]);
};
