// Binds the pickup capability's use cases and the curbside check-in flow into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';
import { map } from 'rxjs';
import { map as mapRight } from 'fp-ts/Either';
import { createPickupCheckIn, makeLoadPickupOptions, makeLoadPickupStart, type PickupStoreChoice } from '@crema/domain/pickup';
import { T } from '../tokens';
import { PickupTokens } from '../../features/pickup/tokens';

export default async function bindPickup(c: Container): Promise<void> {
  const backend = c.get(T.Backend);
  const [{ stores, arrivals }, { preference }] = await Promise.all([backend.pickup(), backend.locator()]);
  // /pickup without a store suggests the store chosen for ordering (the locator's selected-store preference).
  const choice: PickupStoreChoice = { selectedStoreNumber: () => preference.get().pipe(map(mapRight((r) => r?.storeNumber))) };
  c.bind(PickupTokens.LoadStart).toConstantValue(makeLoadPickupStart({ choice, stores }));
  c.bind(PickupTokens.LoadOptions).toConstantValue(makeLoadPickupOptions({ stores }));
  c.bind(PickupTokens.CreateCheckIn).toConstantValue(() => createPickupCheckIn({ stores, arrivals }));
}
