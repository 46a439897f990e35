// /pickup without a store in its link (the footer's 'Pickup options', a bookmark): never a dead end. It
// shows the option every store has (in store) and a way to the store's own options: the store chosen for
// ordering on this device when there is one, else the store locator. Drive-thru and curbside depend on the
// store, so they are not offered before one is known.
import { type Observable, catchError, concat, defaultIfEmpty, map, mergeMap, of, take } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { type AsyncState, loading, ok } from '../shared';
import type { PickupOption, PickupStore } from './model';
import type { PickupStoreChoice, PickupStores } from './ports';
import { pickupOptionsFor } from './rules';

export interface PickupStartView {
  /** The options that need no store: in store. */
  readonly options: readonly PickupOption[];
  /** The store chosen for ordering on this device, whose own options are a link away; absent when none is known. */
  readonly suggestedStore?: PickupStore;
}

/** Options every store offers (a store without drive-thru or curbside offers exactly these). */
export const storelessPickupOptions = (): readonly PickupOption[] =>
  pickupOptionsFor({ storeNumber: '', name: '', pickUpOptions: [], curbsideAvailability: 'UNAVAILABLE', checkInSupported: false, addressLine: '' });

/** loading, then ok(view). A failure to read the choice or the store only leaves the suggestion out. */
export const makeLoadPickupStart =
  (d: { readonly choice: PickupStoreChoice; readonly stores: PickupStores }) =>
  (): Observable<AsyncState<PickupStartView>> => {
    const options = storelessPickupOptions();
    const without: PickupStartView = { options };
    const view = d.choice.selectedStoreNumber().pipe(
      take(1),
      mergeMap((r) =>
        isLeft(r) || r.right === undefined
          ? of(without)
          : d.stores.getStore(r.right).pipe(
              take(1),
              map((s): PickupStartView => (isLeft(s) ? without : { options, suggestedStore: s.right })),
            ),
      ),
      catchError(() => of(without)),
      defaultIfEmpty(without),
      map((v) => ok(v)),
    );
    return concat(of(loading<PickupStartView>()), view);
  };
