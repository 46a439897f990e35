// Binds the pickup capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';
import { makeCheckIn, makeLoadCurbside, makeLoadPickupOptions } from '@crema/domain/pickup';
import { createFakeCustomerArrivals, createFakePickupStores } from '@crema/adapters-fake/pickup';
import { FakeBackendToken } from '../container';
import { PickupTokens } from '../../features/pickup/tokens';

export default function bindPickup(c: Container): void {
  const backend = () => c.get(FakeBackendToken);
  c.bind(PickupTokens.LoadOptions).toDynamicValue(() => makeLoadPickupOptions({ stores: createFakePickupStores(backend()) }));
  c.bind(PickupTokens.LoadCurbside).toDynamicValue(() => makeLoadCurbside({ stores: createFakePickupStores(backend()) }));
  c.bind(PickupTokens.CheckIn).toDynamicValue(() => makeCheckIn({ arrivals: createFakeCustomerArrivals(backend()) }));
}
