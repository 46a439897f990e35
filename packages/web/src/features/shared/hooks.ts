// In features/shared/: what the cards and payments pages both use beside the bridge (app/useObservable) and
// the command runner (app/useAsyncAction): a reaction to a command's success and the arrival-notice state.
import { useEffect, useRef } from 'react';
import type { AsyncState } from '@crema/domain';

/** Calls `f` once each time `state` becomes ok (with its value). */
export const useOnOk = <T, E>(state: AsyncState<T, E>, f: (value: T) => void): void => {
  const latest = useRef(f);
  latest.current = f;
  useEffect(() => {
    if (state.status === 'ok') latest.current(state.value);
  }, [state]);
};

/** What a page passes to the next one through navigation state: a notice to show on arrival. */
export interface ArrivalState {
  readonly notice?: string;
  /** A card just registered with a low balance: ask to load it. */
  readonly promptLoadCardId?: string;
}

export const arrivalOf = (state: unknown): ArrivalState => {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  return {
    ...(typeof s['notice'] === 'string' ? { notice: s['notice'] } : {}),
    ...(typeof s['promptLoadCardId'] === 'string' ? { promptLoadCardId: s['promptLoadCardId'] } : {}),
  };
};
