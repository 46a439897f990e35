// The CardLedger contract against the HTTP adapter and a real server process (fresh in-memory PGlite): each
// test gets its own world from the server's test-only fixture control (a member with two cards and a saved
// instrument, a member without cards, two newly issued cards), one client = one browser profile.
import { describeCardLedgerContract, type CardLedgerFixture } from '@crema/domain/cards/contract';
import { useServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { testAccounts } from '../test/sessions';
import { createHttpCardLedger } from './card-ledger';
import { newCardsWorld } from './test-world';

const server = useServerProcess();

describeCardLedgerContract('http', async (): Promise<CardLedgerFixture> => {
  const world = await newCardsWorld(server.baseUrl);
  const client = testClient(server.baseUrl);
  const accounts = testAccounts(client);
  return {
    ledger: createHttpCardLedger(client),
    signInMemberWithCards: () => accounts.signIn(world.withCards),
    signInMemberWithoutCards: () => accounts.signIn(world.withoutCards),
    signOut: accounts.signOut,
    addableCard: world.addableCard,
    emptyCard: world.emptyCard,
    paymentInstrumentId: world.paymentInstrumentId,
  };
});
