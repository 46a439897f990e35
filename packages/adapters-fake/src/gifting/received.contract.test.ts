// The ReceivedEgifts conformance suite against the fake: the demo e-gift card's token, claimed through the fake
// card ledger's e-gift load path by the member without cards.
import { firstValueFrom, last } from 'rxjs';
import { makeAddCardFromToken } from '@crema/domain/cards';
import { describeReceivedEgiftsContract } from '@crema/domain/gifting/contract';
import { PHYSICAL_CARDS } from '@crema/catalog/cards';
import { NEW_MEMBER } from '@crema/catalog/members';
import { createFakeCardLedger } from '../cards';
import { createFakeReceivedEgifts } from './received';
import { makeGiftingFakes } from './test-harness';

const demo = PHYSICAL_CARDS.find((c) => c.cashstarToken !== undefined);

describeReceivedEgiftsContract('fake', async () => {
  if (demo?.cashstarToken === undefined) throw new Error('the catalog has no e-gift card with a token');
  const { backend } = makeGiftingFakes();
  const addFromToken = makeAddCardFromToken({ ledger: createFakeCardLedger(backend) });
  return {
    port: createFakeReceivedEgifts(backend),
    token: demo.cashstarToken,
    balance: demo.balance,
    claim: async (token) => {
      backend.setCurrentMember(NEW_MEMBER.memberId);
      const s = await firstValueFrom(addFromToken(token).pipe(last()));
      if (s.status !== 'ok') throw new Error(`claim answered ${s.status}`);
      backend.setCurrentMember(undefined);
    },
  };
});
