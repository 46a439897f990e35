// The PickupStores and CustomerArrivals contracts against the HTTP adapters and a real server process (fresh
// in-memory PGlite): the server's six pickup stores (README: 10001..10006; stores of its stores table, answered
// under their full numbers, as the locator names them) cover every curbside status and both drive-thru cases. Check-ins go to the server's curbside fixture store (a locator store open at every hour, with
// curbside: test starts only), naming orders the demo member places there over the HTTP ordering adapters; they
// are refused at 10005 (curbside closed), and an order there is foreign at 10003.
import { firstValueFrom } from 'rxjs';
import * as t from 'io-ts';
import type { PickupStore } from '@crema/domain/pickup';
import { StoreFactsCodec } from '@crema/domain/ordering/wire';
import { describeCustomerArrivalsContract, describePickupStoresContract, placeOrderForCheckIn } from '@crema/domain/pickup/contract';
import { useServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { createHttpAccounts } from '../auth';
import { createHttpOrdering } from '../ordering';
import { createHttpStoreLocations } from '../locator';
import { createHttpCustomerArrivals, createHttpPickupStores } from './pickup';

// Every call of the suite comes from one address: the per-address limits of sign-in and check-in are lifted.
const server = useServerProcess({ CREMA_AUTH_RATE_PER_MINUTE: '10000', CREMA_CHECK_IN_RATE_PER_MINUTE: '10000' });

const storeOf = async (n: string): Promise<PickupStore> => {
  const r = await firstValueFrom(createHttpPickupStores(testClient(server.baseUrl)).getStore(n));
  if (r._tag === 'Left') throw new Error(`store ${n}: ${r.left.code}`);
  return r.right;
};

const FixtureStores = t.type({ curbsideStore: StoreFactsCodec });
const curbsideFixture = async () => {
  const decoded = FixtureStores.decode(await (await fetch(`${server.baseUrl}/__test/ordering/stores`)).json());
  if (decoded._tag === 'Left') throw new Error('the server named no curbside fixture store');
  return decoded.right.curbsideStore;
};

/** The demo member, on a browser profile of its own, orders a drink at the store with the saved Visa. */
const orderTokenAt = async (store: PickupStore): Promise<string> => {
  const client = testClient(server.baseUrl);
  const signedIn = await firstValueFrom(createHttpAccounts(client).signIn({ email: 'demo@crema.coffee', password: 'Crema-Demo-2026' }));
  if (signedIn._tag === 'Left') throw new Error(`sign-in answered ${signedIn.left.code}`);
  const facts = await curbsideFixture();
  if (facts.storeNumber !== store.storeNumber) throw new Error(`orders are placed at the curbside fixture store only, not ${store.storeNumber}`);
  return placeOrderForCheckIn(createHttpOrdering(client), facts, { id: 'pi-demo-visa-4242', tender: 'VISA' });
};

/** A store's full number, as the server's locator knows it ('10003' is 10003-39386). */
const fullNumberOf = async (n: string): Promise<string> => {
  const r = await firstValueFrom(createHttpStoreLocations(testClient(server.baseUrl)).byNumber(n));
  if (r._tag === 'Left') throw new Error(`store ${n}: ${r.left.code}`);
  return r.right.store.storeNumber;
};

describePickupStoresContract('http', async () => ({
  stores: createHttpPickupStores(testClient(server.baseUrl)),
  knownStoreNumbers: await Promise.all(['10001', '10002', '10003', '10004', '10005', '10006'].map(fullNumberOf)),
  unknownStoreNumber: '99999',
}));

describeCustomerArrivalsContract('http', async () => ({
  arrivals: createHttpCustomerArrivals(testClient(server.baseUrl)),
  curbsideStore: await storeOf((await curbsideFixture()).storeNumber),
  noCurbsideStore: await storeOf('10005'),
  otherCurbsideStore: await storeOf('10003'),
  orderTokenAt,
  advance: (ms) => server.advance(ms),
}));
