// Binds the pickup capability's use cases and the curbside check-in flow into the container (composition root: adapters chosen here).
import type { Container } from 'inversify';
import { map } from 'rxjs';
import { bimap } from 'fp-ts/Either';
import { decodeDomainError } from '@crema/domain';
import { createPickupCheckIn, isPickupErrorCode, makeLoadPickupOptions, makeLoadPickupStart, type PickupStoreChoice } from '@crema/domain/pickup';
import { T } from '../tokens';
import { PickupTokens } from '../../features/pickup/tokens';

export default async function bindPickup(c: Container): Promise<void> {
  const backend = c.get(T.Backend);
  const [{ stores, arrivals }, { preference }] = await Promise.all([backend.pickup(), backend.locator()]);
  // /pickup without a store suggests the store chosen for ordering (the locator's selected-store preference);
  // a locator error's code is read as a pickup code (one pickup does not know becomes the typed fallback).
  const choice: PickupStoreChoice = { selectedStoreNumber: () => preference.get().pipe(map(bimap(decodeDomainError(isPickupErrorCode), (r) => r?.storeNumber))) };
  c.bind(PickupTokens.LoadStart).toConstantValue(makeLoadPickupStart({ choice, stores }));
  c.bind(PickupTokens.LoadOptions).toConstantValue(makeLoadPickupOptions({ stores }));
  c.bind(PickupTokens.CreateCheckIn).toConstantValue(() => createPickupCheckIn({ stores, arrivals }));
}
