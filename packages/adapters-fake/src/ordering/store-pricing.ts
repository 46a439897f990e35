// Fake StorePricing: pricing-rules ('getPricingRules') and pricing-by-store-number ('getPricingByStore').
import { right } from 'fp-ts/Either';
import type { StorePricing } from '@crema/domain/ordering';
import { answerStorePriceList, PRICING_RULES } from '@crema/catalog/ordering';
import type { FakeBackend } from '../backend';

export const createFakeStorePricing = (backend: FakeBackend): StorePricing => ({
  pricingRules: () => backend.call('getPricingRules', () => right(PRICING_RULES)),
  pricingByStoreNumber: (storeNumber) => backend.call('getPricingByStore', () => answerStorePriceList(storeNumber, backend.clock.now())),
});
