// Fake StorePricing: pricing-rules ('getPricingRules') and pricing-by-store-number ('getPricingByStore').
import { right } from 'fp-ts/Either';
import { isOrderingErrorCode, type StorePricing } from '@crema/domain/ordering';
import { answerStorePriceList, PRICING_RULES } from '@crema/catalog/ordering';
import type { FakeBackend } from '../backend';

export const createFakeStorePricing = (backend: FakeBackend): StorePricing => {
  const ordering = backend.typed(isOrderingErrorCode);
  return {
    pricingRules: () => ordering.call('getPricingRules', () => right(PRICING_RULES)),
    pricingByStoreNumber: (storeNumber) => ordering.call('getPricingByStore', () => answerStorePriceList(storeNumber, backend.clock.now())),
  };
};
