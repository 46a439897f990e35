// Typed service identifiers of the pickup pages, bound by app/modules/pickup.ts.
import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { AsyncState } from '@crema/domain';
import type { CheckInInput, CheckInResult, CurbsideView, PickupOptionsView, PickupQuery, PickupStartView } from '@crema/domain/pickup';

export type LoadPickupOptions = (query: PickupQuery) => Observable<AsyncState<PickupOptionsView>>;
export type LoadCurbside = (query: PickupQuery) => Observable<AsyncState<CurbsideView>>;
/** /pickup without a store: the options that need none and the store to look at. */
export type LoadPickupStart = () => Observable<AsyncState<PickupStartView>>;
export type CheckIn = (input: CheckInInput) => Observable<AsyncState<CheckInResult>>;

export const PickupTokens = {
  LoadOptions: Symbol.for('pickup.LoadOptions') as ServiceIdentifier<LoadPickupOptions>,
  LoadCurbside: Symbol.for('pickup.LoadCurbside') as ServiceIdentifier<LoadCurbside>,
  LoadStart: Symbol.for('pickup.LoadStart') as ServiceIdentifier<LoadPickupStart>,
  CheckIn: Symbol.for('pickup.CheckIn') as ServiceIdentifier<CheckIn>,
} as const;
