// The store to order from. The locator saves the chosen store in its selected-store preference; this
// service reads that same preference (on refresh(): when a menu page opens, after the locator chose), looks
// the store's facts up by number and feeds them to the domain's SelectedStore and to the cart's store. A
// menu failure for the store (the domain clears SelectedStore with its notice) also clears the preference.
import { BehaviorSubject, Subject, distinctUntilChanged, switchMap, take, tap, type Observable } from 'rxjs';
import { ErrorCodes } from '@crema/domain';
import { storeFactsOf, type CartService, type SelectedStore, type SelectedStoreState, type StoreFacts } from '@crema/domain/ordering';
import type { SelectedStorePreference, SelectedStoreRecord, StoreLocations } from '@crema/domain/locator';

export interface CurrentStoreView {
  /** 'unknown' until the preference has been read once (menus wait for it, so they load once). */
  readonly status: 'unknown' | 'loading' | 'none' | 'selected';
  /** The store number as soon as it is known (also while its facts load). */
  readonly storeNumber?: string;
  readonly store?: StoreFacts;
  /** One-line address of the selected store, for the banner. */
  readonly address?: string;
  /** 'Could not load menus for this store. Showing national menu.' after a store menu failed. */
  readonly notice?: string;
}

export interface CurrentStoreService {
  readonly state$: Observable<CurrentStoreView>;
  current(): CurrentStoreView;
  /** Reads the saved selection again (cheap: the facts are looked up only when the store changed). */
  refresh(): void;
  /** The person clears the store: the national menu is shown again. */
  clear(): void;
  dismissNotice(): void;
}

export interface CurrentStoreDeps {
  readonly preference: SelectedStorePreference;
  readonly stores: Pick<StoreLocations, 'byNumber'>;
  readonly selectedStore: SelectedStore;
  readonly cart: CartService;
}


/** The store number the state is about: the one loading, else the selected one. */
const numberOf = (s: SelectedStoreState): string | undefined => (s.status === 'loading' ? s.loadingStoreNumber : s.status === 'selected' ? s.location?.storeNumber : undefined);

export const createCurrentStore = (d: CurrentStoreDeps): CurrentStoreService => {
  let resolved = false;
  const addresses = new Map<string, string>();
  const view = (s: SelectedStoreState): CurrentStoreView => {
    const storeNumber = numberOf(s);
    const address = storeNumber === undefined ? undefined : addresses.get(storeNumber);
    return {
      status: !resolved && s.status === 'none' ? 'unknown' : s.status,
      ...(storeNumber !== undefined ? { storeNumber } : {}),
      ...(s.status === 'selected' && s.location !== undefined ? { store: s.location } : {}),
      ...(address !== undefined ? { address } : {}),
      ...(s.notice !== undefined ? { notice: s.notice } : {}),
    };
  };
  const subject = new BehaviorSubject<CurrentStoreView>(view(d.selectedStore.get()));
  const publish = () => subject.next(view(d.selectedStore.get()));

  const syncCart = (storeNumber: string | undefined) => {
    if (d.cart.current().storeNumber !== storeNumber) d.cart.changeStore(storeNumber);
  };

  // The domain clears the store when its menu fails: forget the saved choice too.
  let before = d.selectedStore.get();
  d.selectedStore.state$.subscribe((s) => {
    if (s.status === 'none' && before.status !== 'none' && s.notice !== undefined) {
      d.preference.clear().subscribe();
      syncCart(undefined);
    }
    before = s;
    publish();
  });

  // Looking a store's facts up: only when the saved store changed, and never cancelled by a mere refresh.
  const lookups = new Subject<SelectedStoreRecord>();
  lookups
    .pipe(
      switchMap((record) => {
        const n = record.storeNumber;
        return d.stores.byNumber(n).pipe(
          take(1),
          tap((found) => {
            const now = d.selectedStore.get();
            // A menu failure or another choice may have happened meanwhile.
            if (now.status !== 'loading' || now.loadingStoreNumber !== n) return;
            if (found._tag === 'Left' && found.left.code === ErrorCodes.NOT_FOUND) {
              d.preference.clear().subscribe();
              d.selectedStore.dispatch({ type: 'StoreCleared', byUser: false });
              syncCart(undefined);
              return;
            }
            // The saved number stays the key (the lookup may answer the store's full number).
            const facts: StoreFacts = found._tag === 'Right' ? { ...storeFactsOf(found.right.store), storeNumber: n } : { storeNumber: n };
            if (found._tag === 'Right') addresses.set(n, found.right.store.address.singleLine);
            d.selectedStore.dispatch({
              type: 'StoreSelected',
              location: facts,
              at: record.storeConfirmationTimestamp,
              needsConfirmation: !record.userConfirmed,
            });
          }),
        );
      }),
    )
    .subscribe();

  const refreshes = new Subject<void>();
  refreshes.pipe(switchMap(() => d.preference.get().pipe(take(1)))).subscribe((r) => {
    const wasResolved = resolved;
    resolved = true;
    const s = d.selectedStore.get();
    if (r._tag === 'Left') {
      if (!wasResolved) publish();
      return;
    }
    const record = r.right;
    if (record === undefined) {
      if (s.status !== 'none') d.selectedStore.dispatch({ type: 'StoreCleared', byUser: false });
      else publish();
      syncCart(undefined);
      return;
    }
    const n = record.storeNumber;
    syncCart(n);
    if (numberOf(s) === n) {
      if (!wasResolved) publish();
      return;
    }
    d.selectedStore.dispatch({ type: 'StoreLoading', storeNumber: n });
    lookups.next(record);
  });

  return {
    state$: subject.pipe(distinctUntilChanged()),
    current: () => subject.value,
    refresh: () => refreshes.next(),
    clear: () => {
      d.preference.clear().subscribe();
      d.selectedStore.dispatch({ type: 'StoreCleared', byUser: true });
      syncCart(undefined);
    },
    dismissNotice: () => d.selectedStore.dispatch({ type: 'NoticeDismissed' }),
  };
};
