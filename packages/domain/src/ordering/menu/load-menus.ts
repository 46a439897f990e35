// makeLoadMenus: the menu of the selected store (or the national menu), cached per store. A store menu
// that fails to load clears the selected store and falls back to the national menu with the notice
// 'Could not load menus for this store. Showing national menu.'. With a cart, the store menu marks the
// availability of every cart item.
import { concat, defer, map, of, switchMap, take, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { createStaleCache, domainError, loading, ok, type Clock } from '../../shared';
import type { MenuCatalog } from './catalog-model';
import { isCatalogEmpty } from './catalog-rules';
import { availabilityIndexOf } from '../cart/cart-rules';
import type { CartService } from '../cart/cart-service';
import { OrderingCodes, resolveMenuError, type OrderingFailure, type OrderingError } from '../errors';
import { MenuMessages } from '../messages';
import type { Menus } from '../ports';
import { fail, type OrderingState } from '../ordering-state';
import type { SelectedStore } from '../state-store';

export interface MenuView {
  readonly catalog: MenuCatalog;
  /** Set when a store menu failed and the national menu is shown instead. */
  readonly notice?: string;
}

export interface LoadMenusDeps {
  readonly menus: Menus;
  readonly clock: Clock;
  /** How long a loaded menu is reused. Ours: 5 minutes (the spec gives no stale time for menus). */
  readonly staleAfterMs?: number;
  readonly selectedStore?: SelectedStore;
  readonly cart?: CartService;
}

const NATIONAL = '';

export const makeLoadMenus = (d: LoadMenusDeps) => {
  const cache = createStaleCache<string, OrderingError, MenuCatalog>({ clock: d.clock, staleAfterMs: d.staleAfterMs ?? 5 * 60_000 });
  const loadCatalog = (storeNumber: string | undefined): Observable<Either<OrderingError, MenuCatalog>> =>
    cache.get(storeNumber ?? NATIONAL, () =>
      d.menus.getMenus(storeNumber).pipe(
        take(1),
        map((r) => (r._tag === 'Right' && isCatalogEmpty(r.right) ? { _tag: 'Left' as const, left: domainError(OrderingCodes.MENU_EMPTY, { status: 404 }) } : r)),
      ),
    );

  const load = (storeNumber?: string): Observable<OrderingState<MenuView>> =>
    defer(() =>
      concat(
        of(loading<MenuView, OrderingFailure>()),
        loadCatalog(storeNumber).pipe(
          switchMap((r): Observable<OrderingState<MenuView>> => {
            if (r._tag === 'Right') {
              if (storeNumber !== undefined) d.cart?.markAvailability(availabilityIndexOf(r.right));
              return of(ok<MenuView, OrderingFailure>({ catalog: r.right }));
            }
            if (storeNumber === undefined) return of(fail<MenuView>(resolveMenuError(r.left)));
            d.selectedStore?.dispatch({ type: 'MenuLoadFailed' });
            return loadCatalog(undefined).pipe(
              map((n) =>
                n._tag === 'Right'
                  ? ok<MenuView, OrderingFailure>({ catalog: n.right, notice: MenuMessages.storeMenuFallback })
                  : fail<MenuView>(resolveMenuError(n.left)),
              ),
            );
          }),
        ),
      ),
    );
  return Object.assign(load, { invalidate: (storeNumber?: string) => cache.invalidate(storeNumber ?? NATIONAL) });
};

export type LoadMenus = ReturnType<typeof makeLoadMenus>;
