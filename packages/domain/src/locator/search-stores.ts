// Store list fetch (spec sections 4 and 7): stores around a place or coordinates, filtered by features,
// distances in the locale's unit and results beyond the cutoff dropped; 404 counts as no results.
import { type Observable, map, of, startWith } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import type { AppConfig } from '../shared/config';
import { failed, loading, ok, type AsyncState } from '../shared/async-state';
import { isNotFound, locatorErrorMessage, type LocatorError } from './errors';
import { isZoomedOutTooFar, zoomedOutMessage } from './map-rules';
import type { DistanceUnit, LocationResult, LocatorVariant, StoreSearchTarget } from './model';
import type { StoreLocations } from './ports';
import { normalizeFeatures } from './query-codec';
import { distanceUnitForLocale, noResultsMessage, toLocationResults, type NoResultsMessage } from './rules';

export const DEFAULT_STORE_LIMIT = 50;

export interface SearchStoresInput {
  readonly target: StoreSearchTarget;
  readonly features: readonly string[];
  readonly variant: LocatorVariant;
  /** The map's zoom: below MIN_RESULTS_ZOOM nothing is fetched and zoomedOut is emitted. */
  readonly zoom?: number;
  /** Whether a place or location was searched (chooses the zoomed-out hint). */
  readonly hasSearchedLocation?: boolean;
  readonly limit?: number;
}

export type StoreSearchOutcome =
  | { readonly kind: 'results'; readonly locations: readonly LocationResult[]; readonly moreResultsAvailable: boolean; readonly unit: DistanceUnit }
  | ({ readonly kind: 'empty'; readonly unit: DistanceUnit } & NoResultsMessage)
  | { readonly kind: 'zoomedOut'; readonly title: string; readonly hint: string };

/** Emits loading, then ok(results | empty) or error; or only ok(zoomedOut) when zoomed out too far. */
export const makeSearchStores =
  (d: { stores: StoreLocations; config: Pick<AppConfig, 'locale'> }) =>
  (input: SearchStoresInput): Observable<AsyncState<StoreSearchOutcome, LocatorError>> => {
    if (input.zoom !== undefined && isZoomedOutTooFar(input.zoom)) {
      return of(ok<StoreSearchOutcome, LocatorError>({ kind: 'zoomedOut', ...zoomedOutMessage(input.hasSearchedLocation === true) }));
    }
    const unit = distanceUnitForLocale(d.config.locale);
    const features = normalizeFeatures(input.features);
    const limit = input.limit ?? DEFAULT_STORE_LIMIT;
    const empty = (): StoreSearchOutcome => ({
      kind: 'empty',
      unit,
      ...noResultsMessage({ variant: input.variant, activeFilterCount: features.length, nearestNotFound: false }),
    });
    return d.stores.search({ target: input.target, features, limit }).pipe(
      map((r): AsyncState<StoreSearchOutcome, LocatorError> => {
        if (isLeft(r)) return isNotFound(r.left) ? ok(empty()) : failed(r.left, locatorErrorMessage(r.left));
        const locations = toLocationResults(r.right.slice(0, limit), unit);
        return locations.length === 0
          ? ok(empty())
          : ok({ kind: 'results', locations, moreResultsAvailable: r.right.length >= limit, unit });
      }),
      startWith(loading<StoreSearchOutcome, LocatorError>()),
    );
  };
