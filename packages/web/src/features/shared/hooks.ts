// In features/shared/: page hooks (load, run, on-ok) and the arrival-notice state that cards and payments pages both use; React glue over use cases, no ui markup.
// Small React bridges over the domain's use cases, shared by the cards and payments pages. Observables are
// built in useMemo (stable between renders) and read through the one useObservable bridge.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import { idle, type AsyncState, type DomainError } from '@crema/domain';
import { useObservable } from '../../app/useObservable';
import { useAsyncAction } from '../../app/useAsyncAction';

/**
 * Loads data on mount (and again when `deps` change or `reload()` is called): the use case's states,
 * loading first. `make` must be a use case call; it runs inside useMemo, never inline in render.
 */
export const useLoad = <T, E = DomainError>(make: () => Observable<AsyncState<T, E>>, deps: readonly unknown[]) => {
  const [round, setRound] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const source = useMemo(make, [...deps, round]);
  const state = useObservable<AsyncState<T, E>>(source, idle<T, E>());
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return [state, reload] as const;
};

/** Runs a use case on demand: the app's shared hook, under the name these pages use. */
export const useRun = useAsyncAction;

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
