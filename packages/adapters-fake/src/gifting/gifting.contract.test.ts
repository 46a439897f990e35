// The domain's conformance suites, run against the gifting fakes (member and guest payers).
import { defaultConfig } from '@crema/domain';
import { describeGiftCatalogContract, describeGiftPaymentContract, describeGiftPurchasesContract } from '@crema/domain/gifting/contract';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { instrumentsTable } from '../payments';
import { guestRequest, issueGuestToken, makeGiftingFakes, memberRequest } from './test-harness';

describeGiftCatalogContract('fake', () => makeGiftingFakes().catalog);

describeGiftPurchasesContract('fake, signed-in member with a saved card', () => {
  const { backend, purchases } = makeGiftingFakes();
  backend.setCurrentMember(DEMO_MEMBER.memberId);
  return { purchases, validRequest: (requestId) => memberRequest(requestId) };
});

describeGiftPurchasesContract('fake, guest with a card token', () => {
  const { backend, purchases } = makeGiftingFakes({ purchases: { delayMs: 1500 } });
  // One token per purchase; a replayed request id carries the token it was first sent with.
  const tokens = new Map<string, string>();
  const tokenFor = (requestId: string): string => tokens.get(requestId) ?? (tokens.set(requestId, issueGuestToken(backend)), tokens.get(requestId) as string);
  return { purchases, validRequest: (requestId) => guestRequest(requestId, tokenFor(requestId)) };
});

const EXPIRED_INSTRUMENT_ID = 'pi-demo-visa-expired';

describeGiftPaymentContract('fake', async () => {
  const { backend, purchases, clock } = makeGiftingFakes();
  instrumentsTable(backend).update((t) => {
    const mine = t[DEMO_MEMBER.memberId] ?? [];
    const visa = mine.find((i) => i.paymentInstrumentId === DEMO_INSTRUMENT_IDS.visa);
    return visa === undefined ? t : { ...t, [DEMO_MEMBER.memberId]: [...mine, { ...visa, paymentInstrumentId: EXPIRED_INSTRUMENT_ID, default: false, expiry: { month: 1, year: 2020 } }] };
  });
  return {
    purchases,
    issueGuestToken: async () => issueGuestToken(backend),
    signInMember: async () => backend.setCurrentMember(DEMO_MEMBER.memberId),
    signOut: async () => backend.setCurrentMember(undefined),
    instrumentId: DEMO_INSTRUMENT_IDS.visa,
    expiredInstrumentId: EXPIRED_INSTRUMENT_ID,
    productNumber: '11000101',
    advance: async (ms) => clock.advance(ms),
    now: async () => clock.now(),
    guestTokenMaxAgeMs: defaultConfig.guestPaymentTokenMaxAgeMs,
  };
});
