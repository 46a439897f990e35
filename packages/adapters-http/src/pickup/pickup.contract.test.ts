// The PickupStores and CustomerArrivals contracts against the HTTP adapters and a real server process (fresh
// in-memory PGlite): the server's six pickup stores (README: 10001..10006) cover every curbside status and both
// drive-thru cases; check-ins go to 10004 (curbside, 8 stalls) and are refused at 10005 (curbside closed).
import { firstValueFrom } from 'rxjs';
import type { PickupStore } from '@crema/domain/pickup';
import { describeCustomerArrivalsContract, describePickupStoresContract } from '@crema/domain/pickup/contract';
import { useServerProcess } from '../test/server-process';
import { testClient } from '../test/client';
import { createHttpCustomerArrivals, createHttpPickupStores } from './pickup';

const server = useServerProcess();

const storeOf = async (n: string): Promise<PickupStore> => {
  const r = await firstValueFrom(createHttpPickupStores(testClient(server.baseUrl)).getStore(n));
  if (r._tag === 'Left') throw new Error(`store ${n}: ${r.left.code}`);
  return r.right;
};

describePickupStoresContract('http', () => ({
  stores: createHttpPickupStores(testClient(server.baseUrl)),
  knownStoreNumbers: ['10001', '10002', '10003', '10004', '10005', '10006'],
  unknownStoreNumber: '99999',
}));

describeCustomerArrivalsContract('http', async () => ({
  arrivals: createHttpCustomerArrivals(testClient(server.baseUrl)),
  curbsideStore: await storeOf('10004'),
  noCurbsideStore: await storeOf('10005'),
}));
