// The ordering contracts (Menus, Pricing, Orders, TimeSlots, StorePricing, PreviousOrders, FavoriteProducts)
// against the HTTP adapters and a real server process on a fresh in-memory PGlite, with the server's
// test-only clock; the same suites the fake passes. The fixture signs in through the membership adapter,
// tokenizes guest cards with the HTTP tokenizer, and asks the server (test starts only) which of its stores
// fit the suites (open at every hour, so the suites do not depend on when they run).
import { afterAll, beforeAll } from 'vitest';
import { firstValueFrom, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { DomainError } from '@crema/domain';
import * as t from 'io-ts';
import { describeOrderingContract, type OrderingFixture } from '@crema/domain/ordering/contract';
import { StoreFactsCodec } from '@crema/domain/ordering/wire';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { createHttpAccounts } from '../auth';
import { createHttpCardTokenizer } from '../payments';
import { createHttpCardLedger } from '../cards';
import { createHttpOrdering } from './index';

const FixtureStores = t.type({ store: StoreFactsCodec, marketStore: StoreFactsCodec, memberOnlyStore: StoreFactsCodec, storedValueOnlyStore: StoreFactsCodec, atCapacityStore: StoreFactsCodec });
type FixtureStores = t.TypeOf<typeof FixtureStores>;

let server: ServerProcess;
let stores: FixtureStores;
beforeAll(async () => {
  // Many sign-ins and tokenizations from one address in a few minutes: the burst limits are lifted for the run.
  server = await startServerProcess({ CREMA_AUTH_RATE_PER_MINUTE: '10000', CREMA_TOKENIZE_RATE_PER_MINUTE: '10000', CREMA_GUEST_PRICING_RATE_PER_MINUTE: '10000', CREMA_GUEST_ORDER_RATE_PER_MINUTE: '10000' });
  const decoded = FixtureStores.decode(await (await fetch(`${server.baseUrl}/__test/ordering/stores`)).json());
  if (decoded._tag === 'Left') throw new Error('the server named no fixture stores');
  stores = decoded.right;
}, 360_000);
afterAll(() => server?.stop());

let members = 0;
const ok = async <T>(o: Observable<Either<DomainError, T>>): Promise<void> => {
  const r = await firstValueFrom(o);
  if (r._tag === 'Left') throw new Error(`membership answered ${r.left.code}`);
};

describeOrderingContract('http', (): OrderingFixture => {
  // One browser profile: its own cookie jar, so its session is its own.
  const client = testClient(server.baseUrl);
  const ordering = createHttpOrdering(client);
  const accounts = createHttpAccounts(client);
  return {
    ...ordering,
    favorites: ordering.favoriteProducts,
    tokenizer: createHttpCardTokenizer(client),
    signInMember: () => ok(accounts.signIn({ email: 'demo@crema.coffee', password: 'Crema-Demo-2026' })),
    signInNewMember: () =>
      ok(accounts.register({ firstName: 'Nova', lastName: 'Contract', email: `nova.${Date.now().toString(36)}.${++members}@example.com`, password: 'Contract-Pass-1' })),
    signOut: () => ok(accounts.signOut()),
    store: stores.store,
    marketStore: stores.marketStore,
    memberOnlyStore: stores.memberOnlyStore,
    storedValueOnlyStore: stores.storedValueOnlyStore,
    atCapacityStore: stores.atCapacityStore,
    // What the server's store directory says of a store from now on (its test-only control).
    setStoreFacts: async (storeNumber, patch) => {
      const r = await fetch(`${server.baseUrl}/__test/ordering/store-facts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ storeNumber, ...patch }) });
      if (!r.ok) throw new Error(`store facts control answered ${r.status}`);
    },
    // The demo member's saved Visa and PayPal and stored-value card, as the server seeds them (it checks each is the member's).
    instrument: { id: 'pi-demo-visa-4242', paymentType: 'visa' },
    paypalInstrumentId: 'pi-demo-paypal',
    storedValueCardId: 'card-demo-primary',
    cards: createHttpCardLedger(client),
    advance: (ms) => server.advance(ms),
    now: () => server.now(),
  };
});
