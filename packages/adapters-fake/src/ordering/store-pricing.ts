// Fake StorePricing: pricing-rules ('getPricingRules') and pricing-by-store-number ('getPricingByStore').
import { right } from 'fp-ts/Either';
import type { StorePricing } from '@crema/domain/ordering';
import type { FakeBackend } from '../backend';
import { answerStorePriceList, FAKE_PRICING_RULES } from './store-prices';

export const createFakeStorePricing = (backend: FakeBackend): StorePricing => ({
  pricingRules: () => backend.call('getPricingRules', () => right(FAKE_PRICING_RULES)),
  pricingByStoreNumber: (storeNumber) => backend.call('getPricingByStore', () => answerStorePriceList(storeNumber, backend.clock.now())),
});
