// Where the store locator opens when its URL holds neither a map nor a place. The spec is silent; the rule
// is ours, in this order:
//   1. the last place searched on this device (remembered whenever a place search resolves);
//   2. a store the visitor already has: the store chosen for ordering on this device, else the signed-in
//      member's first favorite store, else the store of their most recent order;
//   3. the visitor's position, only when they have already allowed location (arriving never prompts);
//   4. otherwise the country view of the locale's region (the continental US, the chain's home market, when
//      the region is not in COUNTRY_VIEWS), with a prompt to search. No stores are listed at a country's zoom,
//      so the screen says what to do there instead of 'Zoomed out too far' over an empty map.
// A URL with a map or a place (a shared link, a reload) always wins: it is opened as it is.
import { EMPTY, type Observable, catchError, concat, defer, filter, map, mergeMap, of, take } from 'rxjs';
import { isRight, type Either } from 'fp-ts/Either';
import type { AppConfig } from '../shared/config';
import type { DomainError } from '../shared/errors';
import { isMember, type Session } from '../shared/session';
import { roundCoordinates } from './map-rules';
import type { Coordinates, MapView, RememberedPlace, StoreLocation } from './model';
import type { DevicePosition, RecentPlaces, RecommendedStores, SelectedStorePreference, StoreLocations } from './ports';

export type OpeningStoreSource = 'selected' | 'favorite' | 'previous';

export type LocatorOpening =
  | { readonly kind: 'place'; readonly place: RememberedPlace }
  | { readonly kind: 'store'; readonly source: OpeningStoreSource; readonly storeNumber: string; readonly coordinates: Coordinates }
  | { readonly kind: 'position'; readonly coordinates: Coordinates }
  | { readonly kind: 'default'; readonly view: MapView };

/**
 * Country views by ISO region: the centre and the zoom at which the country (or its populated part)
 * fills a desktop map. Our choice; regions not listed open on the continental US.
 */
export const COUNTRY_VIEWS = {
  US: { latitude: 39.8283, longitude: -98.5795, zoom: 4 },
  CA: { latitude: 50.5, longitude: -96, zoom: 4 },
  MX: { latitude: 23.6, longitude: -102.5, zoom: 5 },
  GB: { latitude: 54.2, longitude: -2.5, zoom: 5 },
  IE: { latitude: 53.4, longitude: -8.2, zoom: 6 },
  FR: { latitude: 46.6, longitude: 2.4, zoom: 5 },
  DE: { latitude: 51.2, longitude: 10.4, zoom: 5 },
  ES: { latitude: 40.2, longitude: -3.7, zoom: 5 },
  JP: { latitude: 36.2, longitude: 138.3, zoom: 5 },
  AU: { latitude: -27, longitude: 134, zoom: 4 },
} as const satisfies Readonly<Record<string, MapView>>;
export const HOME_COUNTRY = 'US';
const viewOf = (region: string): MapView | undefined => (COUNTRY_VIEWS as Readonly<Record<string, MapView | undefined>>)[region];

const regionOf = (locale: string): string | undefined => {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
};

/** The default view: the locale's country, else the chain's home country. */
export const defaultMapView = (locale: string): MapView => {
  const region = regionOf(locale);
  return (region !== undefined ? viewOf(region) : undefined) ?? COUNTRY_VIEWS[HOME_COUNTRY];
};

/** A member's store to open on: the first favorite, else the first previous store. */
export const memberStoreToOpenOn = (stores: readonly StoreLocation[]): { location: StoreLocation; source: OpeningStoreSource } | undefined => {
  const favorite = stores.find((l) => l.isFavorite);
  if (favorite !== undefined) return { location: favorite, source: 'favorite' };
  const previous = stores.find((l) => l.isPrevious);
  return previous !== undefined ? { location: previous, source: 'previous' } : undefined;
};

export interface ChooseOpeningDeps {
  readonly recentPlaces: RecentPlaces;
  readonly preference: SelectedStorePreference;
  readonly stores: StoreLocations;
  readonly recommended: RecommendedStores;
  readonly position: DevicePosition;
  readonly session: () => Session;
  readonly config: Pick<AppConfig, 'locale'>;
}

const isDefined = <T>(x: T | undefined): x is T => x !== undefined;

/** The first answer's value; a failure (or a throw) counts as "nothing here", so the next source is tried. */
const firstValue = <T>(source: () => Observable<Either<DomainError, T>>): Observable<T> =>
  defer(source).pipe(
    take(1),
    mergeMap((r) => (isRight(r) ? of(r.right) : EMPTY)),
    catchError(() => EMPTY),
  );

const storeOpening = (l: StoreLocation, source: OpeningStoreSource): LocatorOpening => ({
  kind: 'store',
  source,
  storeNumber: l.store.storeNumber,
  coordinates: roundCoordinates(l.store.coordinates),
});

/** Emits one opening, trying each source in the rule's order and asking the next only when one has nothing. */
export const makeChooseOpening =
  (d: ChooseOpeningDeps) =>
  (): Observable<LocatorOpening> => {
    const place = firstValue(() => d.recentPlaces.last()).pipe(
      filter(isDefined),
      filter((p) => p.placeName.trim() !== ''),
      map((p): LocatorOpening => ({ kind: 'place', place: p.coordinates !== undefined ? { ...p, coordinates: roundCoordinates(p.coordinates) } : p })),
    );
    const selected = firstValue(() => d.preference.get()).pipe(
      filter(isDefined),
      mergeMap((record) => firstValue(() => d.stores.byNumber(record.storeNumber))),
      map((l) => storeOpening(l, 'selected')),
    );
    const memberStore = defer(() => (isMember(d.session()) ? firstValue(() => d.recommended.forMember()) : EMPTY)).pipe(
      map(memberStoreToOpenOn),
      filter(isDefined),
      map((m) => storeOpening(m.location, m.source)),
    );
    const position = defer(() => d.position.ifGranted()).pipe(
      take(1),
      filter(isDefined),
      catchError(() => EMPTY),
      map((c): LocatorOpening => ({ kind: 'position', coordinates: roundCoordinates(c) })),
    );
    const fallback = defer(() => of<LocatorOpening>({ kind: 'default', view: defaultMapView(d.config.locale) }));
    return concat(place, selected, memberStore, position, fallback).pipe(take(1));
  };
