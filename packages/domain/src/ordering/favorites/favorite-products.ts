// makeFavoriteProducts: the member's favorite products (spec sections 5, 7, 8). Adding an item already
// saved only shows the added notice; 561007 gives the maximum message; guests have none.
import { concat, defer, map, of, take, tap, type Observable } from 'rxjs';
import { createStaleCache, domainError, ErrorCodes, loading, ok, type AppConfig, type Clock, type Session } from '../../shared';
import { failure, resolveFavoriteError, type OrderingFailure, type OrderingError } from '../errors';
import { FavoriteMessages } from '../messages';
import type { FavoriteProduct, FavoriteProductInput } from './favorite-model';
import type { FavoriteProducts } from '../ports';
import { fail, type OrderingState } from '../ordering-state';
import { findFavorite } from './favorite-rules';

export interface FavoriteAdded {
  readonly favorite: FavoriteProduct;
  /** The added notice (also when the item was already a favorite). */
  readonly notice: string;
  readonly alreadyAdded: boolean;
}

export interface FavoriteProductsService {
  list(session: Session): Observable<OrderingState<readonly FavoriteProduct[]>>;
  /** `input.item` in the canonical form (favoriteInputOf): "already added" compares favoriteKey. */
  add(session: Session, input: FavoriteProductInput): Observable<OrderingState<FavoriteAdded>>;
  remove(session: Session, id: string): Observable<OrderingState<readonly FavoriteProduct[]>>;
  invalidate(): void;
}

/** text not given by the spec */
export const FAVORITES_SIGN_IN_MESSAGE = 'Sign in to save your favorite items.';

const signInFailure = (): OrderingFailure => failure(domainError(ErrorCodes.UNAUTHORIZED, { status: 401 }), FAVORITES_SIGN_IN_MESSAGE);

export const makeFavoriteProducts = (d: { readonly favorites: FavoriteProducts; readonly clock: Clock; readonly config: AppConfig }): FavoriteProductsService => {
  const cache = createStaleCache<string, OrderingError, readonly FavoriteProduct[]>({ clock: d.clock, staleAfterMs: d.config.staleTimes.favorites });
  const key = (s: Session): string => (s.kind === 'member' ? s.memberId : '');
  const loadFavorites = (s: Session) => cache.get(key(s), () => d.favorites.list().pipe(take(1)));

  return {
    list: (session) =>
      defer(() =>
        session.kind !== 'member'
          ? of(ok<readonly FavoriteProduct[], OrderingFailure>([]))
          : concat(
              of(loading<readonly FavoriteProduct[], OrderingFailure>()),
              loadFavorites(session).pipe(map((r) => (r._tag === 'Left' ? fail<readonly FavoriteProduct[]>(resolveFavoriteError(r.left)) : ok<readonly FavoriteProduct[], OrderingFailure>(r.right)))),
            ),
      ),
    add: (session, input) =>
      defer(() => {
        if (session.kind !== 'member') return of(fail<FavoriteAdded>(signInFailure()));
        const known = cache.peek(key(session));
        const existing = known === undefined ? undefined : findFavorite(known, input.item);
        if (existing !== undefined) return of(ok<FavoriteAdded, OrderingFailure>({ favorite: existing, notice: FavoriteMessages.added, alreadyAdded: true }));
        return concat(
          of(loading<FavoriteAdded, OrderingFailure>()),
          d.favorites.add(input).pipe(
            take(1),
            tap((r) => r._tag === 'Right' && cache.invalidate(key(session))),
            map((r) =>
              r._tag === 'Left'
                ? fail<FavoriteAdded>(resolveFavoriteError(r.left))
                : ok<FavoriteAdded, OrderingFailure>({ favorite: r.right, notice: FavoriteMessages.added, alreadyAdded: false }),
            ),
          ),
        );
      }),
    remove: (session, id) =>
      defer(() => {
        if (session.kind !== 'member') return of(fail<readonly FavoriteProduct[]>(signInFailure()));
        return concat(
          of(loading<readonly FavoriteProduct[], OrderingFailure>()),
          d.favorites.remove(id).pipe(
            take(1),
            tap(() => cache.invalidate(key(session))),
            map((r) => (r._tag === 'Left' ? fail<readonly FavoriteProduct[]>(resolveFavoriteError(r.left)) : ok<readonly FavoriteProduct[], OrderingFailure>(r.right))),
          ),
        );
      }),
    invalidate: () => cache.invalidate(),
  };
};
