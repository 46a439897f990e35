// Binds the pickup capability's use cases into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';
import { makeCheckIn, makeLoadCurbside, makeLoadPickupOptions } from '@crema/domain/pickup';
import { T } from '../tokens';
import { PickupTokens } from '../../features/pickup/tokens';

export default async function bindPickup(c: Container): Promise<void> {
  const { stores, arrivals } = await c.get(T.Backend).pickup();
  c.bind(PickupTokens.LoadOptions).toConstantValue(makeLoadPickupOptions({ stores }));
  c.bind(PickupTokens.LoadCurbside).toConstantValue(makeLoadCurbside({ stores }));
  c.bind(PickupTokens.CheckIn).toConstantValue(makeCheckIn({ arrivals }));
}
