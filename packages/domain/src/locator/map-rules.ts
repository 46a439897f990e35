// Map rules and constants of spec section 9: rounding, zoom bounds, idle tolerance, pan threshold and the
// zoom below which results are not shown.
import type { AppConfig } from '../shared/config';
import { Limits } from '../shared/config';
import { LocatorMessages } from './messages';
import type { Coordinates, MapView } from './model';

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

/** Great-circle (haversine) distance in kilometres. */
export const distanceKm = (a: Coordinates, b: Coordinates): number => {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLng = (b.longitude - a.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Spec section 9: latitude and longitude rounded to 6 decimals (-0 becomes 0). */
export const roundCoordinate = (x: number): number => Number(x.toFixed(Limits.coordinateDecimals)) + 0;

/** Longitudes wrapped into [-180, 180). */
export const wrapLongitude = (lng: number): number => ((((lng + 180) % 360) + 360) % 360) - 180;

export const clampLatitude = (lat: number): number => Math.min(90, Math.max(-90, lat));

/** Rounded to 6 decimals and wrapped into [-180, 180); values already in range are only rounded (no float noise). */
export const normalizeLongitude = (lng: number): number => {
  const r = roundCoordinate(lng);
  return r < -180 || r >= 180 ? roundCoordinate(wrapLongitude(r)) : r;
};

export const roundCoordinates = (c: Coordinates): Coordinates => ({
  latitude: roundCoordinate(clampLatitude(c.latitude)),
  longitude: normalizeLongitude(c.longitude),
});

// Zoom: limited to 3..21; the buttons do nothing when the step would leave the range.
export const clampZoom = (zoom: number): number => Math.min(Limits.mapZoomMax, Math.max(Limits.mapZoomMin, zoom));
export const canZoomIn = (zoom: number): boolean => zoom + 1 <= Limits.mapZoomMax && zoom + 1 >= Limits.mapZoomMin;
export const canZoomOut = (zoom: number): boolean => zoom - 1 >= Limits.mapZoomMin && zoom - 1 <= Limits.mapZoomMax;
export const zoomIn = (zoom: number): number => (canZoomIn(zoom) ? zoom + 1 : zoom);
export const zoomOut = (zoom: number): number => (canZoomOut(zoom) ? zoom - 1 : zoom);

/** A map view as the locator keeps it: rounded coordinates, wrapped longitude, whole zoom within bounds. */
export const normalizeMapView = (v: MapView): MapView => ({
  latitude: roundCoordinate(clampLatitude(v.latitude)),
  longitude: normalizeLongitude(v.longitude),
  zoom: clampZoom(Math.round(v.zoom)),
});

/** Spec section 9: a move smaller than 5e-6 degrees on both axes (at the same zoom) is not a move. */
export const isMapMove = (from: MapView, to: MapView): boolean =>
  Math.abs(from.latitude - to.latitude) > Limits.mapIdleTolerance ||
  Math.abs(from.longitude - to.longitude) > Limits.mapIdleTolerance ||
  from.zoom !== to.zoom;

/** The configured pan threshold (km), halved when more results are available than were listed. */
export const panThresholdKm = (config: Pick<AppConfig, 'panThresholdKm'>, moreResultsAvailable: boolean): number =>
  moreResultsAvailable ? config.panThresholdKm / 2 : config.panThresholdKm;

/** A pan refetches stores once the map centre is farther than the threshold from where stores were fetched. */
export const shouldSearchAfterPan = (
  fetchedAt: Coordinates,
  center: Coordinates,
  config: Pick<AppConfig, 'panThresholdKm'>,
  moreResultsAvailable: boolean,
): boolean => distanceKm(fetchedAt, center) > panThresholdKm(config, moreResultsAvailable);

/**
 * Below this zoom the map shows too large an area: results are not shown and 'Zoomed out too far' is.
 * Our choice (the spec gives no value): 8, about a 100 km wide view on a phone.
 */
export const MIN_RESULTS_ZOOM = 8;
export const isZoomedOutTooFar = (zoom: number): boolean => zoom < MIN_RESULTS_ZOOM;

/**
 * 'Zoomed out too far' with 'Zoom in to see results.' when a place or location was searched, else
 * 'Try searching for a location or zooming in to see results.' (which applies when is ours).
 */
export const zoomedOutMessage = (hasSearchedLocation: boolean): { title: string; hint: string } => ({
  title: LocatorMessages.zoomedOutTooFar,
  hint: hasSearchedLocation ? LocatorMessages.zoomInToSeeResults : LocatorMessages.searchOrZoomIn,
});

/** Default map view before anything is known (our choice: the continental US at zoom 4). */
export const DEFAULT_MAP_VIEW: MapView = { latitude: 39.8283, longitude: -98.5795, zoom: 4 };
/** Zoom used when centring on a searched place or a selected store (our choice). */
export const SEARCH_ZOOM = 12;
