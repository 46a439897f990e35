// Nearest-location expansion (spec sections 4 and 7): the Expand Search button asks for the nearest
// stores beyond the usual radius; 404 means nothing nearby; other failures are a generic error.
import { type Observable, map, startWith } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import type { AppConfig } from '../shared/config';
import { failed, loading, ok, type AsyncState } from '../shared/async-state';
import { isNotFound, locatorErrorMessage, type LocatorError } from './errors';
import type { Coordinates, DistanceUnit, LocationResult } from './model';
import type { StoreLocations } from './ports';
import { normalizeFeatures } from './query-codec';
import { distanceUnitForLocale, noResultsMessage, toExpandedResults, type NoResultsMessage } from './rules';
import type { LocatorVariant } from './model';

export type NearestOutcome =
  | { readonly kind: 'found'; readonly locations: readonly LocationResult[]; readonly unit: DistanceUnit }
  | ({ readonly kind: 'notFound' } & NoResultsMessage);

/** Emits loading, then ok(found | notFound) or error. */
export const makeExpandNearest =
  (d: { stores: StoreLocations; config: Pick<AppConfig, 'locale'> }) =>
  (input: { coordinates: Coordinates; features: readonly string[]; variant?: LocatorVariant }): Observable<AsyncState<NearestOutcome, LocatorError>> => {
    const unit = distanceUnitForLocale(d.config.locale);
    const features = normalizeFeatures(input.features);
    const notFound = (): NearestOutcome => ({
      kind: 'notFound',
      ...noResultsMessage({ variant: input.variant ?? 'locator', activeFilterCount: features.length, nearestNotFound: true }),
    });
    return d.stores.nearest({ coordinates: input.coordinates, features }).pipe(
      map((r): AsyncState<NearestOutcome, LocatorError> => {
        if (isLeft(r)) return isNotFound(r.left) ? ok(notFound()) : failed(r.left, locatorErrorMessage(r.left));
        return r.right.length === 0 ? ok(notFound()) : ok({ kind: 'found', locations: toExpandedResults(r.right, unit), unit });
      }),
      startWith(loading<NearestOutcome, LocatorError>()),
    );
  };
