// Reorder from a page that lists past orders (/account/history, /menu/previous): runs the domain's reorder and,
// when lines went into the cart, goes there with the outcome (the cart names what did not come); when none could,
// the page keeps the outcome to say why of each line.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OrderingFailure, ReorderOutcome } from '@crema/domain/ordering';
import { OrderingPaths } from '../../../app/paths';
import { useAsyncAction } from '../../../app/useAsyncAction';
import type { Reorder } from '../../../app/capability-tokens/ordering';

/** What the cart reads from its location's state after a reorder. */
export interface ReorderedState {
  readonly reorder: ReorderOutcome;
}

export const reorderedStateOf = (state: unknown): ReorderOutcome | undefined =>
  typeof state === 'object' && state !== null && 'reorder' in state ? (state as ReorderedState).reorder : undefined;

/** `reorder` is undefined until the ordering capability is bound: no Reorder button shows before then. */
export const useReorder = (reorder: Reorder | undefined) => {
  const navigate = useNavigate();
  const action = useCallback(
    (order: Parameters<Reorder>[0]) => {
      if (reorder === undefined) throw new Error('Reorder shows only once the ordering capability is bound');
      return reorder(order);
    },
    [reorder],
  );
  const [state, run, reset] = useAsyncAction(action);
  const [which, setWhich] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (state.status === 'ok' && state.value.added > 0) void navigate(OrderingPaths.cart, { state: { reorder: state.value } satisfies ReorderedState });
  }, [navigate, state]);
  const failure: OrderingFailure | undefined = state.status === 'error' ? state.error : undefined;
  return {
    /** Reorders `order`; `id` names the order whose button was pressed (its notice shows beside it). */
    start: (order: Parameters<Reorder>[0], id: string) => {
      setWhich(id);
      run(order);
    },
    busyId: state.status === 'loading' ? which : undefined,
    /** The outcome when nothing could come, for the order `id`. */
    nothingCame: state.status === 'ok' && state.value.added === 0 ? { id: which, outcome: state.value } : undefined,
    failure,
    dismiss: reset,
  };
};
