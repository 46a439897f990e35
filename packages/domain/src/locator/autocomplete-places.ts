// Place autocomplete for the search box (the maps service's geocode-type predictions).
import { type Observable, map, of, startWith } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { failed, loading, ok, type AsyncState } from '../shared/async-state';
import { locatorErrorMessage, type LocatorError } from './errors';
import type { PlaceSuggestion } from './model';
import type { Places } from './ports';

/** Prefixes shorter than this get no suggestions and no call (our choice). */
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_DEFAULT_LIMIT = 5;

/** Emits ok([]) for a too-short prefix; else loading, then ok(suggestions) or error. */
export const makeAutocompletePlaces =
  (d: { places: Places }) =>
  (prefix: string, limit: number = AUTOCOMPLETE_DEFAULT_LIMIT): Observable<AsyncState<readonly PlaceSuggestion[], LocatorError>> => {
    const p = prefix.trim();
    if (p.length < AUTOCOMPLETE_MIN_CHARS || limit <= 0) return of(ok<readonly PlaceSuggestion[], LocatorError>([]));
    return d.places.autocomplete(p, limit).pipe(
      map((r) => (isLeft(r) ? failed<readonly PlaceSuggestion[], LocatorError>(r.left, locatorErrorMessage(r.left)) : ok<readonly PlaceSuggestion[], LocatorError>(r.right.slice(0, limit)))),
      startWith(loading<readonly PlaceSuggestion[], LocatorError>()),
    );
  };
