// Binds the gifting capability's use cases into the container (composition root: adapters chosen here).
// The guest card and the member's saved instruments come from the payments capability's use cases, bound
// here under gifting's own tokens so the gift pages do not depend on the payments screens' module.
import type { Container } from 'inversify';
import { defer, switchMap } from 'rxjs';
import { createClaimFlow, createGiftFlow, makeAddGiftGuestCard, makeBuyGift, makeLoadGiftCard, makeLoadGiftCatalog } from '@crema/domain/gifting';
import { makeAddCardFromToken } from '@crema/domain/cards';
import { createCardNetworks, makeAddSingleUseBillingAddress, makeListPaymentMethods, makeTokenizeGuestCard, readCardNumber } from '@crema/domain/payments';
import { T } from '../tokens';
import { GiftTokens } from '../../features/gifting/tokens';
import { createSessionGiftDraftStore } from '../../browser/session-gift-draft-store';
import { createSessionClaimTokenStore } from '../../browser/session-claim-token-store';
import { browserSessionStorage } from '../../browser/web-storage';

export default async function bindGifting(c: Container): Promise<void> {
  const backend = c.get(T.Backend);
  const [{ catalog, purchases, received, guestTokenizer }, { paymentMethods, addresses, tokenizer }] = await Promise.all([backend.gifting(), backend.payments()]);
  const config = c.get(T.Config);
  const clock = c.get(T.Clock);
  const ids = c.get(T.Ids);

  // Singletons: the two loaders keep the spec's 15-minute caches.
  c.bind(GiftTokens.LoadCatalog).toConstantValue(makeLoadGiftCatalog({ catalog, clock, config }));
  c.bind(GiftTokens.LoadGiftCard).toConstantValue(makeLoadGiftCard({ catalog, clock, config }));
  c.bind(GiftTokens.ListPaymentMethods).toConstantValue(makeListPaymentMethods({ paymentMethods }));
  // A guest's gift card goes to the provider that takes it at gift-purchase (the server's, in an HTTP build).
  const tokenize = makeTokenizeGuestCard({ tokenizer: guestTokenizer ?? tokenizer, clock });
  c.bind(GiftTokens.AddGuestCard).toConstantValue(makeAddGiftGuestCard({ tokenize, addAddress: makeAddSingleUseBillingAddress({ addresses }) }));
  c.bind(GiftTokens.ReadCardNumber).toConstantValue(readCardNumber(createCardNetworks()));
  c.bind(GiftTokens.Flow).toConstantValue(
    createGiftFlow({ buyGift: makeBuyGift({ purchases, ids, clock, config }), config, drafts: createSessionGiftDraftStore(browserSessionStorage()) }),
  );
  // The claim page: the card's reveal is gifting's; adding it is the cards capability's e-gift load path, whose
  // adapters load only when a member adds a card (a recipient who only looks never loads them).
  const addFromToken = (token: string) => defer(() => backend.cards()).pipe(switchMap(({ ledger }) => makeAddCardFromToken({ ledger })(token)));
  const claimTokens = createSessionClaimTokenStore(browserSessionStorage());
  c.bind(GiftTokens.CreateClaimFlow).toConstantValue(() => createClaimFlow({ gifts: received, addFromToken, tokens: claimTokens }));
}
