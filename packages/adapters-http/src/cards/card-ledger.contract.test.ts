// The CardLedger contract against the HTTP adapter and a real server process (fresh in-memory PGlite): each
// test gets its own world from the server's test-only fixture control (a member with two cards and a saved
// instrument, a member without cards, two newly issued cards), one client = one browser profile.
import { afterAll, beforeAll } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { describeCardLedgerContract, type CardLedgerFixture } from '@crema/domain/cards/contract';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { createHttpAccounts } from '../auth/accounts';
import { createHttpCardLedger } from './card-ledger';
import { newCardsWorld, type Credentials } from './test-world';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
}, 180_000);
afterAll(() => server.stop());

describeCardLedgerContract('http', async (): Promise<CardLedgerFixture> => {
  const world = await newCardsWorld(server.baseUrl);
  const client = testClient(server.baseUrl);
  const accounts = createHttpAccounts(client);
  const signIn = async (c: Credentials): Promise<void> => {
    const r = await firstValueFrom(accounts.signIn(c));
    if (r._tag === 'Left') throw new Error(`sign-in failed: ${r.left.code}`);
  };
  return {
    ledger: createHttpCardLedger(client),
    signInMemberWithCards: () => signIn(world.withCards),
    signInMemberWithoutCards: () => signIn(world.withoutCards),
    signOut: async () => {
      await firstValueFrom(accounts.signOut());
    },
    addableCard: world.addableCard,
    emptyCard: world.emptyCard,
    paymentInstrumentId: world.paymentInstrumentId,
  };
});
