// Place search (spec section 4): found gives coordinates; not found gives the place-not-found state; a
// geocode fallback only sets the place name (the store search then resolves it server-side).
import { type Observable, map, of, startWith } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { failed, idle, loading, ok, type AsyncState } from '../shared/async-state';
import { locatorErrorMessage, type LocatorError } from './errors';
import { LocatorMessages } from './messages';
import type { Coordinates } from './model';
import type { Places } from './ports';
import { roundCoordinates } from './map-rules';
import { isSubmittableSearch } from './rules';

export type PlaceSearchOutcome =
  | { readonly kind: 'found'; readonly placeName: string; readonly coordinates: Coordinates }
  | { readonly kind: 'fallback'; readonly placeName: string }
  | { readonly kind: 'notFound'; readonly message: string };

/** Emits idle for an empty term (not submitted); else loading, then ok(outcome) or error. */
export const makeSearchPlaces =
  (d: { places: Places }) =>
  (query: string): Observable<AsyncState<PlaceSearchOutcome, LocatorError>> => {
    if (!isSubmittableSearch(query)) return of(idle<PlaceSearchOutcome, LocatorError>());
    return d.places.search(query.trim()).pipe(
      map((r): AsyncState<PlaceSearchOutcome, LocatorError> => {
        if (isLeft(r)) return failed(r.left, locatorErrorMessage(r.left));
        const m = r.right;
        switch (m.kind) {
          case 'found':
            return ok({ kind: 'found', placeName: m.placeName, coordinates: roundCoordinates(m.coordinates) });
          case 'fallback':
            return ok({ kind: 'fallback', placeName: m.placeName });
          case 'notFound':
            return ok({ kind: 'notFound', message: LocatorMessages.locationNotFound });
        }
      }),
      startWith(loading<PlaceSearchOutcome, LocatorError>()),
    );
  };
