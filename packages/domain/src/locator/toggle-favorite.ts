// Favorite toggle (spec sections 4 and 6): a guest gets the sign-in dialog; a member sees the change at
// once (pending), then it is confirmed, or rolled back to the prior value when the call fails.
import { type Observable, concat, map, of } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import type { LocatorError } from './errors';
import { isMember, type Session } from '../shared/session';
import { LocatorMessages } from './messages';
import type { FavoriteStores } from './ports';
import { shortStoreNumber } from './rules';
import type { LocatorEvent } from './state';

export interface ToggleFavoriteInput {
  /** The full store number ('12345-67890'); the call sends the part before the dash. */
  readonly storeNumber: string;
  /** The favorite value shown now (before the toggle). */
  readonly isFavorite: boolean;
  readonly session: Session;
}

export type FavoriteToggleState =
  | { readonly status: 'signInRequired'; readonly message: string; readonly confirmLabel: string }
  | { readonly status: 'pending'; readonly storeNumber: string; readonly isFavorite: boolean }
  | { readonly status: 'confirmed'; readonly storeNumber: string; readonly isFavorite: boolean }
  | { readonly status: 'rolledBack'; readonly storeNumber: string; readonly isFavorite: boolean; readonly error: LocatorError; readonly message: string };

/** Guest: emits signInRequired. Member: emits pending (optimistic value), then confirmed or rolledBack (prior value). */
export const makeToggleFavorite =
  (d: { favorites: FavoriteStores }) =>
  (input: ToggleFavoriteInput): Observable<FavoriteToggleState> => {
    if (!isMember(input.session)) {
      return of({ status: 'signInRequired', message: LocatorMessages.signInToFavorite, confirmLabel: LocatorMessages.signInToFavoriteConfirm });
    }
    const { storeNumber } = input;
    const next = !input.isFavorite;
    const short = shortStoreNumber(storeNumber);
    const call = next ? d.favorites.add(short) : d.favorites.remove(short);
    return concat(
      of<FavoriteToggleState>({ status: 'pending', storeNumber, isFavorite: next }),
      call.pipe(
        map((r): FavoriteToggleState =>
          isLeft(r)
            ? { status: 'rolledBack', storeNumber, isFavorite: input.isFavorite, error: r.left, message: LocatorMessages.favoriteFailed }
            : { status: 'confirmed', storeNumber, isFavorite: next },
        ),
      ),
    );
  };

/** The locator reducer event for each toggle state. */
export const favoriteToggleEvent = (s: FavoriteToggleState): LocatorEvent => {
  switch (s.status) {
    case 'signInRequired':
      return { type: 'favoriteSignInRequired' };
    case 'pending':
      return { type: 'favoriteToggleRequested', storeNumber: s.storeNumber };
    case 'confirmed':
      return { type: 'favoriteToggleSucceeded', storeNumber: s.storeNumber, isFavorite: s.isFavorite };
    case 'rolledBack':
      return { type: 'favoriteToggleFailed', storeNumber: s.storeNumber, message: s.message };
  }
};
