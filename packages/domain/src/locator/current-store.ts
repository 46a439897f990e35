// The store to order from, as a flow: the locator saves the chosen store in its selected-store preference;
// this reads that same preference (on refresh(): when a menu page opens, after the locator chose), looks the
// store's facts up by number and feeds them to ordering's SelectedStore and to the cart's store. A menu
// failure for the store (ordering clears SelectedStore with its notice) also clears the preference. It lives
// with the locator because the preference and the store lookup are the locator's ports; ordering is reached
// only through its public surface. A signed-in member with no store saved on this device gets their own
// (memberStoreToOrderFrom: the first favorite, else the usual store), saved as not yet confirmed, once per
// member and visit: a member who clears it keeps the choice to have none.
import { BehaviorSubject, Subject, Subscription, catchError, distinctUntilChanged, map, of, switchMap, take, tap, type Observable } from 'rxjs';
import { right, type Either } from 'fp-ts/Either';
import type { Clock } from '../shared/clock';
import { ErrorCodes } from '../shared/errors';
import type { Session } from '../shared/session';
import { storeFactsOf, type CartService, type SelectedStore, type SelectedStoreState, type StoreFacts } from '../ordering';
import type { LocatorError } from './errors';
import type { SelectedStoreRecord } from './model';
import type { RecommendedStores, SelectedStorePreference, StoreLocations } from './ports';
import { memberStoreToOrderFrom } from './selection-rules';

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
  /** Stops listening to SelectedStore and drops a lookup still running. */
  dispose(): void;
}

export interface CurrentStoreDeps {
  readonly preference: SelectedStorePreference;
  readonly stores: Pick<StoreLocations, 'byNumber'>;
  readonly selectedStore: SelectedStore;
  readonly cart: Pick<CartService, 'current' | 'changeStore'>;
  /** Who is using the app, their recommended stores and the clock of a pick: without them, no store is picked. */
  readonly member?: { readonly session: () => Session; readonly recommended: RecommendedStores; readonly clock: Clock };
}

type SavedRecord = Either<LocatorError, SelectedStoreRecord | undefined>;

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
  const subscriptions = new Subscription();
  const subject = new BehaviorSubject<CurrentStoreView>(view(d.selectedStore.get()));
  const publish = () => subject.next(view(d.selectedStore.get()));

  const syncCart = (storeNumber: string | undefined) => {
    if (d.cart.current().storeNumber !== storeNumber) d.cart.changeStore(storeNumber);
  };

  // Ordering clears the store when its menu fails: forget the saved choice too.
  let before = d.selectedStore.get();
  subscriptions.add(
    d.selectedStore.state$.subscribe((s) => {
      if (s.status === 'none' && before.status !== 'none' && s.notice !== undefined) {
        d.preference.clear().subscribe();
        syncCart(undefined);
      }
      before = s;
      publish();
    }),
  );

  // Looking a store's facts up: only when the saved store changed, and never cancelled by a mere refresh.
  const lookups = new Subject<SelectedStoreRecord>();
  subscriptions.add(
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
      .subscribe(),
  );

  // The member whose store was looked for in this visit: one look per member, whatever it found.
  let pickedFor: string | undefined;
  /** No store saved and a member not yet looked for: their store, saved unconfirmed (else still none). */
  const orPicked = (r: SavedRecord): Observable<SavedRecord> => {
    const m = d.member;
    const session = m?.session();
    if (m === undefined || session?.kind !== 'member' || r._tag === 'Left' || r.right !== undefined || pickedFor === session.memberId) return of(r);
    return m.recommended.forMember().pipe(
      take(1),
      catchError(() => of(undefined)),
      switchMap((answer): Observable<SavedRecord> => {
        pickedFor = session.memberId;
        const pick = answer?._tag === 'Right' ? memberStoreToOrderFrom(answer.right) : undefined;
        if (pick === undefined) return of(r);
        const record: SelectedStoreRecord = { storeNumber: pick.store.storeNumber, storeConfirmationTimestamp: m.clock.now(), userConfirmed: false };
        // A store chosen meanwhile (the locator, another tab) wins: the pick is saved only where there is none.
        return d.preference.get().pipe(
          take(1),
          map((now): SavedRecord => {
            if (now._tag === 'Right' && now.right !== undefined) return now;
            d.preference.set(record).subscribe();
            return right(record);
          }),
        );
      }),
    );
  };

  const refreshes = new Subject<void>();
  subscriptions.add(
    refreshes.pipe(switchMap(() => d.preference.get().pipe(take(1), switchMap(orPicked)))).subscribe((r) => {
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
    }),
  );

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
    dispose: () => subscriptions.unsubscribe(),
  };
};
