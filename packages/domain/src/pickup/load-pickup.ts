// Use cases of the two pickup pages: the options of /pickup and the parking-spot form of /pickup/curbside.
import { type Observable, concat, map, of } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { type AsyncState, domainError, ErrorCodes, failed, loading, ok } from '../shared';
import { PickupErrorCodes, type PickupError } from './errors';
import { PickupMessages } from './messages';
import type { CurbsideStatus, PickupOption, PickupPlatform, PickupQuery, PickupStore } from './model';
import type { PickupStores } from './ports';
import { curbsideBanner, curbsideStatus, parkingSpots, pickupOptionsFor } from './rules';

export interface PickupOptionsView {
  readonly store: PickupStore;
  readonly options: readonly PickupOption[];
  readonly curbside: CurbsideStatus;
  /** 'Curbside pickup is closed right now.' when curbside is closed for now. */
  readonly banner?: string;
  readonly query: PickupQuery;
}

export type CurbsideView =
  | {
      readonly kind: 'ready';
      readonly store: PickupStore;
      readonly spots: readonly number[];
      readonly displayName?: string;
      readonly platform: PickupPlatform;
      readonly query: PickupQuery;
    }
  | { readonly kind: 'unavailable'; readonly store: PickupStore; readonly message: string; readonly query: PickupQuery };

/** The link had no store number, or no store has it (the page then offers to find a store). */
export const isPickupStoreMissing = (e: PickupError): boolean =>
  e.code === ErrorCodes.NOT_FOUND || e.status === 404 || e.code === PickupErrorCodes.MISSING_STORE;

/** Store lookups fail with the store-not-found text; other failures with the check-in failure text. */
export const pickupLoadErrorMessage = (e: PickupError): string =>
  isPickupStoreMissing(e) ? PickupMessages.storeNotFound : PickupMessages.checkInFailed;

const withStore = <T>(
  stores: PickupStores,
  query: PickupQuery,
  build: (store: PickupStore) => T,
): Observable<AsyncState<T, PickupError>> => {
  if (query.storeNumber === undefined) {
    const e = domainError(PickupErrorCodes.MISSING_STORE);
    return of(failed<T, PickupError>(e, pickupLoadErrorMessage(e)));
  }
  return concat(
    of(loading<T, PickupError>()),
    stores.getStore(query.storeNumber).pipe(map((r) => (isLeft(r) ? failed<T, PickupError>(r.left, pickupLoadErrorMessage(r.left)) : ok<T, PickupError>(build(r.right))))),
  );
};

/** makeLoadPickupOptions(deps)(query): loading, then ok(PickupOptionsView) or error (store not found). */
export const makeLoadPickupOptions =
  (d: { readonly stores: PickupStores }) =>
  (query: PickupQuery): Observable<AsyncState<PickupOptionsView, PickupError>> =>
    withStore(d.stores, query, (store) => {
      const banner = curbsideBanner(store);
      return { store, options: pickupOptionsFor(store), curbside: curbsideStatus(store), ...(banner ? { banner } : {}), query };
    });

/** makeLoadCurbside(deps)(query): loading, then ok(ready form | unavailable page) or error (store not found). */
export const makeLoadCurbside =
  (d: { readonly stores: PickupStores }) =>
  (query: PickupQuery): Observable<AsyncState<CurbsideView, PickupError>> =>
    withStore(d.stores, query, (store): CurbsideView =>
      curbsideStatus(store) === 'available'
        ? {
            kind: 'ready',
            store,
            spots: parkingSpots(store),
            ...(query.firstName !== undefined ? { displayName: query.firstName } : {}),
            platform: query.platform,
            query,
          }
        : { kind: 'unavailable', store, message: PickupMessages.curbsideUnavailable, query },
    );
