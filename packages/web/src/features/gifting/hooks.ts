// Small hooks shared by the gift pages: the bound capability, the gift in progress, and a use case's
// observable made stable for useObservable.
import { useMemo } from 'react';
import type { Observable } from 'rxjs';
import { idle, type AsyncState } from '@crema/domain';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { useObservable } from '../../app/useObservable';
import type { GiftFlow, GiftFlowState } from '@crema/domain/gifting';
import { GiftTokens } from './tokens';

/** Suspends until gifting is bound, then gives the gift in progress and its actions. */
export const useGiftFlow = (): readonly [GiftFlowState, GiftFlow] => {
  useCapability('gifting');
  const flow = useService(GiftTokens.Flow);
  return [useObservable(flow.state$, flow.current()), flow] as const;
};

/** The latest state of `make()`, re-run when `deps` change (the observable is memoised, never built in render). */
export const useAsyncSource = <T>(make: () => Observable<AsyncState<T>>, deps: readonly unknown[]): AsyncState<T> => {
  const source = useMemo(make, deps); // eslint-disable-line react-hooks/exhaustive-deps
  return useObservable(source, idle<T>());
};
