// The domain's conformance suites, run against the gifting fakes (member and guest payers).
import { describeGiftCatalogContract, describeGiftPurchasesContract } from '@crema/domain/gifting/contract';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { guestRequest, issueGuestToken, makeGiftingFakes, memberRequest } from './test-harness';

describeGiftCatalogContract('fake', () => makeGiftingFakes().catalog);

describeGiftPurchasesContract('fake, signed-in member with a saved card', () => {
  const { backend, purchases } = makeGiftingFakes();
  backend.setCurrentMember(DEMO_MEMBER.memberId);
  return { purchases, validRequest: (requestId) => memberRequest(requestId) };
});

describeGiftPurchasesContract('fake, guest with a card token', () => {
  const { backend, purchases } = makeGiftingFakes({ purchases: { delayMs: 1500 } });
  return { purchases, validRequest: (requestId) => guestRequest(requestId, issueGuestToken(backend)) };
});
