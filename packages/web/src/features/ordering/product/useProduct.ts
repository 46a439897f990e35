import { useState } from 'react';
import { of } from 'rxjs';
import { idle, loading } from '@crema/domain';
import type { OrderingState, ProductDetails } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import type { CurrentStoreView } from '@crema/domain/locator';
import { useLive } from '../shared/hooks';

/** The product form's details at the current store (cached by the use case), once the store is known. */
export const useProduct = (
  productNumber: string,
  formCode: string,
  store: CurrentStoreView,
): readonly [OrderingState<ProductDetails>, () => void] => {
  const load = useService(OrderingTokens.LoadProduct);
  const [attempt, setAttempt] = useState(0);
  const storeNumber = store.status === 'unknown' ? null : store.storeNumber;
  const state = useLive<OrderingState<ProductDetails>>(
    () =>
      storeNumber === null
        ? of(loading<ProductDetails, never>())
        : load({ productNumber, formCode, ...(storeNumber !== undefined ? { storeNumber } : {}) }),
    [load, productNumber, formCode, storeNumber, attempt],
    idle(),
  );
  return [state, () => setAttempt((a) => a + 1)] as const;
};
