import { useState } from 'react';
import { of } from 'rxjs';
import { idle, loading } from '@crema/domain';
import type { MenuView, OrderingState } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import type { CurrentStoreView } from '@crema/domain/locator';
import { useLive } from '../shared/hooks';

/**
 * The menus of the current store (the national menu without one), once the saved store is known so a
 * page loads one menu, not two. Cached by the use case: a revisit renders at once. retry() asks again.
 */
export const useMenus = (store: CurrentStoreView): readonly [OrderingState<MenuView>, () => void] => {
  const load = useService(OrderingTokens.LoadMenus);
  const [attempt, setAttempt] = useState(0);
  const storeNumber = store.status === 'unknown' ? null : store.storeNumber;
  const state = useLive<OrderingState<MenuView>>(
    () => (storeNumber === null ? of(loading<MenuView, never>()) : load(storeNumber)),
    [load, storeNumber, attempt],
    idle(),
  );
  return [state, () => setAttempt((a) => a + 1)] as const;
};
