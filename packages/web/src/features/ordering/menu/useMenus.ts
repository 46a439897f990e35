import { idle, loading } from '@crema/domain';
import { createLiveQuery, settledQuery, type MenuView, type OrderingState } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import type { CurrentStoreView } from '@crema/domain/locator';
import { useLiveQuery } from '../shared/hooks';

/**
 * The menus of the current store (the national menu without one), once the saved store is known so a
 * page loads one menu, not two. Cached by the use case: a revisit renders at once. retry() asks again.
 */
export const useMenus = (store: CurrentStoreView): readonly [OrderingState<MenuView>, () => void] => {
  const load = useService(OrderingTokens.LoadMenus);
  const storeNumber = store.status === 'unknown' ? null : store.storeNumber;
  return useLiveQuery<OrderingState<MenuView>>(
    () => (storeNumber === null ? settledQuery(loading<MenuView, never>()) : createLiveQuery(() => load(storeNumber), idle())),
    [load, storeNumber],
  );
};
