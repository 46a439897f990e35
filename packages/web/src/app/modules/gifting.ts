// Binds the gifting capability's use cases into the container (composition root: adapters chosen here).
// The guest card and the member's saved instruments come from the payments capability's use cases, bound
// here under gifting's own tokens so the gift pages do not depend on the payments screens' module.
import type { Container } from 'inversify';
import { makeBuyGift, makeLoadGiftCard, makeLoadGiftCatalog } from '@crema/domain/gifting';
import { makeAddSingleUseBillingAddress, makeListPaymentMethods, makeTokenizeGuestCard, readCardNumber } from '@crema/domain/payments';
import { createFakeGiftCatalog, createFakeGiftPurchases } from '@crema/adapters-fake/gifting';
import { createCardNetworks, createFakeAddresses, createFakeCardTokenizer, createFakePaymentMethods } from '@crema/adapters-fake/payments';
import { FakeBackendToken } from '../container';
import { T } from '../tokens';
import { GiftTokens } from '../../features/gifting/tokens';
import { createGiftFlow } from '../../features/gifting/giftFlow';

/**
 * The delay the fake server answers with an accepted purchase before its status is polled (spec default
 * 4000 ms). Shorter here so the demo does not drag; none at all when the fake has no latency (tests).
 */
const FAKE_PURCHASE_DELAY_MS = 1200;

const sessionStorageOrUndefined = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};

export default function bindGifting(c: Container): void {
  const backend = c.get(FakeBackendToken);
  const config = c.get(T.Config);
  const clock = c.get(T.Clock);
  const ids = c.get(T.Ids);
  const env = c.get(T.Env);
  const catalog = createFakeGiftCatalog(backend);
  const purchases = createFakeGiftPurchases(backend, { config, delayMs: env.fakeLatencyMs > 0 ? FAKE_PURCHASE_DELAY_MS : 0 });

  // Singletons: the two loaders keep the spec's 15-minute caches.
  c.bind(GiftTokens.LoadCatalog).toConstantValue(makeLoadGiftCatalog({ catalog, clock, config }));
  c.bind(GiftTokens.LoadGiftCard).toConstantValue(makeLoadGiftCard({ catalog, clock, config }));
  c.bind(GiftTokens.ListPaymentMethods).toConstantValue(makeListPaymentMethods({ paymentMethods: createFakePaymentMethods(backend) }));
  c.bind(GiftTokens.TokenizeGuestCard).toConstantValue(makeTokenizeGuestCard({ tokenizer: createFakeCardTokenizer(backend), clock }));
  c.bind(GiftTokens.ReadCardNumber).toConstantValue(readCardNumber(createCardNetworks()));
  c.bind(GiftTokens.AddSingleUseBillingAddress).toConstantValue(makeAddSingleUseBillingAddress({ addresses: createFakeAddresses(backend) }));
  c.bind(GiftTokens.Flow).toConstantValue(
    createGiftFlow({ buyGift: makeBuyGift({ purchases, ids, clock, config }), config, storage: sessionStorageOrUndefined() }),
  );
}
