// Typed service identifiers of the pickup pages, bound by app/modules/pickup.ts. Types only.
import type { ServiceIdentifier } from 'inversify';
import type { PickupCheckIn, makeLoadPickupOptions, makeLoadPickupStart } from '@crema/domain/pickup';

export type LoadPickupOptions = ReturnType<typeof makeLoadPickupOptions>;
/** /pickup without a store: the options that need none and the store to look at. */
export type LoadPickupStart = ReturnType<typeof makeLoadPickupStart>;
/** A new /pickup/curbside flow (state$ + commands). */
export type CreatePickupCheckIn = () => PickupCheckIn;

export const PickupTokens = {
  LoadOptions: Symbol.for('pickup.LoadOptions') as ServiceIdentifier<LoadPickupOptions>,
  LoadStart: Symbol.for('pickup.LoadStart') as ServiceIdentifier<LoadPickupStart>,
  CreateCheckIn: Symbol.for('pickup.CreateCheckIn') as ServiceIdentifier<CreatePickupCheckIn>,
} as const;
