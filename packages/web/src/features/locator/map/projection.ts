// Web-mercator geometry of the store map, pure: Google's zoom levels (a 256-px tile world, 256 * 2^zoom
// pixels wide at a zoom), lat/lng <-> world pixels, screen placement, panning, zooming about a point, the
// visible bounds, and the spec's view rules (zoom 3..21, 6 decimals, 5e-6 degree idle tolerance).
import { Limits } from '@crema/domain';
import { clampZoom as clampZoomOfLocator, roundCoordinate, wrapLongitude } from '@crema/domain/locator';
import type { LatLng, LatLngBounds } from './types';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** What the map shows: a centre and a zoom level. */
export interface MapViewState {
  readonly center: LatLng;
  readonly zoom: number;
}

export const TILE_SIZE = 256;
/** The latitude where the square mercator world ends: atan(sinh(pi)). */
export const MAX_LATITUDE = 85.05112877980659;

const RAD = Math.PI / 180;

export { wrapLongitude, roundCoordinate };

export const worldSize = (zoom: number): number => TILE_SIZE * 2 ** zoom;

/** Zoom held within 3..21 (a NaN zoom becomes 3). */
export const clampZoom = (zoom: number): number => (Number.isNaN(zoom) ? Limits.mapZoomMin : clampZoomOfLocator(zoom));

export const canZoomIn = (zoom: number): boolean => zoom < Limits.mapZoomMax;
export const canZoomOut = (zoom: number): boolean => zoom > Limits.mapZoomMin;

/** Latitude held within the mercator world (a NaN latitude becomes 0). */
export const clampLatitude = (lat: number): number =>
  Number.isNaN(lat) ? 0 : Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));

/** A centre as the map reports it: latitude within the mercator world, longitude wrapped, both to 6 decimals. */
export const roundLatLng = (p: LatLng): LatLng => ({
  lat: roundCoordinate(clampLatitude(p.lat)),
  lng: roundCoordinate(wrapLongitude(p.lng)),
});

/** A lat/lng as world pixels at a zoom: x in [0, world), y from the north edge. */
export const project = (p: LatLng, zoom: number): Point => {
  const w = worldSize(zoom);
  const sin = Math.sin(clampLatitude(p.lat) * RAD);
  return {
    x: ((wrapLongitude(p.lng) + 180) / 360) * w,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * w,
  };
};

/** World pixels at a zoom back to lat/lng (x wraps around the world, y is held to its edges). */
export const unproject = (p: Point, zoom: number): LatLng => {
  const w = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * p.y) / w;
  return { lat: clampLatitude(Math.atan(Math.sinh(n)) / RAD), lng: wrapLongitude((p.x / w) * 360 - 180) };
};

/** Spec section 9: a centre that moved by no more than the tolerance on both axes has not moved. */
export const hasMoved = (a: LatLng, b: LatLng, tolerance: number = Limits.mapIdleTolerance): boolean =>
  Math.abs(a.lat - b.lat) > tolerance || Math.abs(wrapLongitude(b.lng - a.lng)) > tolerance;

export const isViewChange = (a: MapViewState, b: MapViewState): boolean => a.zoom !== b.zoom || hasMoved(a.center, b.center);

export const normalizeView = (v: MapViewState): MapViewState => ({ center: roundLatLng(v.center), zoom: clampZoom(v.zoom) });

/** Where a lat/lng falls on a viewport of the given size showing the view (the nearest copy of the world). */
export const toScreen = (p: LatLng, view: MapViewState, size: Size): Point => {
  const w = worldSize(view.zoom);
  const c = project(view.center, view.zoom);
  const q = project(p, view.zoom);
  const dx = q.x - c.x;
  return { x: size.width / 2 + dx - w * Math.round(dx / w), y: size.height / 2 + (q.y - c.y) };
};

/** How far what was drawn for view `from` must move on screen to sit right for view `to` (same zoom). */
export const shiftBetween = (from: MapViewState, to: MapViewState): Point => {
  const w = worldSize(to.zoom);
  const a = project(from.center, to.zoom);
  const b = project(to.center, to.zoom);
  const dx = a.x - b.x;
  return { x: dx - w * Math.round(dx / w), y: a.y - b.y };
};

/** The lat/lng under a viewport point. */
export const fromScreen = (pt: Point, view: MapViewState, size: Size): LatLng => {
  const c = project(view.center, view.zoom);
  return unproject({ x: c.x + pt.x - size.width / 2, y: c.y + pt.y - size.height / 2 }, view.zoom);
};

/**
 * Keeps the world's north and south edges outside the viewport when the world is taller than it (no grey
 * band above the Arctic); when it is not, the world sits in the middle.
 */
export const constrainCenter = (center: LatLng, zoom: number, size: Size): LatLng => {
  const w = worldSize(zoom);
  const c = project(center, zoom);
  const half = size.height / 2;
  const y = w <= size.height ? w / 2 : Math.max(half, Math.min(w - half, c.y));
  return y === c.y ? { lat: clampLatitude(center.lat), lng: wrapLongitude(center.lng) } : unproject({ x: c.x, y }, zoom);
};

/** The view moved by screen pixels (positive dx shows what lies east, positive dy what lies south). */
export const panBy = (view: MapViewState, dx: number, dy: number, size: Size): MapViewState => {
  const c = project(view.center, view.zoom);
  return { zoom: view.zoom, center: constrainCenter(unproject({ x: c.x + dx, y: c.y + dy }, view.zoom), view.zoom, size) };
};

/** The view at another zoom, keeping the lat/lng under `anchor` (a viewport point) where it is. */
export const zoomAround = (view: MapViewState, zoom: number, anchor: Point, size: Size): MapViewState => {
  const z = clampZoom(zoom);
  const g = fromScreen(anchor, view, size);
  const p = project(g, z);
  const center = unproject({ x: p.x - (anchor.x - size.width / 2), y: p.y - (anchor.y - size.height / 2) }, z);
  return { zoom: z, center: constrainCenter(center, z, size) };
};

/** The visible bounds, rounded to 6 decimals; a view wider than the world spans -180..180. */
export const boundsOf = (view: MapViewState, size: Size): LatLngBounds => {
  const nw = fromScreen({ x: 0, y: 0 }, view, size);
  const se = fromScreen({ x: size.width, y: size.height }, view, size);
  const whole = size.width >= worldSize(view.zoom);
  return {
    north: roundCoordinate(nw.lat),
    south: roundCoordinate(se.lat),
    west: whole ? -180 : roundCoordinate(nw.lng),
    east: whole ? 180 : roundCoordinate(se.lng),
  };
};

/**
 * The view that shows every point with the spec's 20 px padding on each side, at a whole zoom no deeper
 * than `maxZoom` (our choice for a lone point: 16, a few streets). Longitudes are not taken across the
 * antimeridian.
 */
export const fitBounds = (
  points: readonly LatLng[],
  size: Size,
  padding: number = Limits.mapPaddingPx,
  maxZoom = 16,
): MapViewState | null => {
  if (points.length === 0) return null;
  const px = points.map((p) => project(p, 0));
  const xs = px.map((p) => p.x);
  const ys = px.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const availW = Math.max(1, size.width - 2 * padding);
  const availH = Math.max(1, size.height - 2 * padding);
  const scale = Math.min(x1 > x0 ? availW / (x1 - x0) : Infinity, y1 > y0 ? availH / (y1 - y0) : Infinity);
  const zoom = clampZoom(Math.min(maxZoom, Math.floor(Math.log2(scale))));
  return { zoom, center: roundLatLng(unproject({ x: (x0 + x1) / 2, y: (y0 + y1) / 2 }, 0)) };
};
