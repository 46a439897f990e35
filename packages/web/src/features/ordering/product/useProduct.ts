import { idle, loading } from '@crema/domain';
import { createLiveQuery, settledQuery, type OrderingState, type ProductDetails } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import type { CurrentStoreView } from '@crema/domain/locator';
import { useLiveQuery } from '../shared/hooks';

/** The product form's details at the current store (cached by the use case), once the store is known. */
export const useProduct = (
  productNumber: string,
  formCode: string,
  store: CurrentStoreView,
): readonly [OrderingState<ProductDetails>, () => void] => {
  const load = useService(OrderingTokens.LoadProduct);
  const storeNumber = store.status === 'unknown' ? null : store.storeNumber;
  return useLiveQuery<OrderingState<ProductDetails>>(
    () =>
      storeNumber === null
        ? settledQuery(loading<ProductDetails, never>())
        : createLiveQuery(() => load({ productNumber, formCode, ...(storeNumber !== undefined ? { storeNumber } : {}) }), idle()),
    [load, productNumber, formCode, storeNumber],
  );
};
