// The offline base map: Natural Earth land (and, at low zoom, country borders) from world-atlas, loaded on
// demand. Each topojson file is imported dynamically, so the bundler gives it a chunk of its own:
//   low detail  (zoom < 5): countries-110m, land and borders (~108 KB, ~38 KB gzipped);
//   high detail (zoom >= 5): land-50m, land only (~546 KB, ~170 KB gzipped).
// Shapes are split into parts with their bounding boxes, so a frame projects only what is in view.
import { feature, mesh } from 'topojson-client';
import { wrapLongitude } from './projection';
import type { LatLngBounds } from './types';

export type BasemapDetail = 'low' | 'high';

export const detailForZoom = (zoom: number): BasemapDetail => (zoom >= 5 ? 'high' : 'low');

type Topology = Parameters<typeof feature>[0];
type MeshObject = NonNullable<Parameters<typeof mesh>[1]>;
type Ring = number[][];

export interface PolygonPart {
  readonly type: 'Polygon';
  readonly coordinates: Ring[];
  readonly box: LatLngBounds;
}

export interface LinePart {
  readonly type: 'LineString';
  readonly coordinates: Ring;
  readonly box: LatLngBounds;
}

export interface Basemap {
  readonly detail: BasemapDetail;
  readonly land: readonly PolygonPart[];
  readonly borders: readonly LinePart[];
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

const isTopology = (x: unknown): x is Topology =>
  isObject(x) && x.type === 'Topology' && isObject(x.objects) && Array.isArray(x.arcs);

const isGeometryCollection = (x: unknown): x is MeshObject =>
  isObject(x) && x.type === 'GeometryCollection' && Array.isArray(x.geometries);

/**
 * The longitudes a part that wraps over the antimeridian covers, as a box from west to east across it (west >
 * east): the whole world but the widest band of whole degrees the part leaves empty, less a degree on each
 * side. Every longitude when that leaves nothing.
 */
const wrappedSpan = (rings: readonly (readonly (readonly number[])[])[]): { west: number; east: number } => {
  const used = new Uint8Array(360);
  for (const ring of rings) for (const [lng = 0] of ring) used[Math.min(359, Math.max(0, Math.floor(lng + 180)))] = 1;
  // The longest run of empty degrees, going round the world once from each empty degree that follows a used one.
  let best = { start: 0, length: 0 };
  for (let start = 0; start < 360; start++) {
    if (used[start] === 1 || used[(start + 359) % 360] === 0) continue;
    let length = 0;
    while (length < 360 && used[(start + length) % 360] === 0) length++;
    if (length > best.length) best = { start, length };
  }
  // A degree more on each side: a longitude a hair west of a whole degree counts in the degree above it.
  if (best.length <= 2) return { west: -180, east: 180 };
  // Degree i of `used` starts at longitude i - 180.
  return { west: wrapLongitude(best.start + best.length - 1 - 180), east: wrapLongitude(best.start + 1 - 180) };
};

/**
 * A part's box: the least and greatest longitude and latitude of its points. Only for culling, so it may be too
 * big, never too small. A part with a step of more than half the world in longitude wraps over the antimeridian
 * (Natural Earth's Eurasia reaches past it to Chukotka): its box goes across (wrappedSpan). Plain comparisons,
 * where d3's spherical bounds made a phone spend a tenth of a second on the world's shapes before the first
 * frame of the map.
 */
export const boxOf = (rings: readonly (readonly (readonly number[])[])[]): LatLngBounds => {
  let west = Infinity;
  let east = -Infinity;
  let south = Infinity;
  let north = -Infinity;
  let wraps = false;
  for (const ring of rings) {
    let before: number | undefined;
    for (const [lng = 0, lat = 0] of ring) {
      if (lng < west) west = lng;
      if (lng > east) east = lng;
      if (lat < south) south = lat;
      if (lat > north) north = lat;
      if (before !== undefined && Math.abs(lng - before) > 180) wraps = true;
      before = lng;
    }
  }
  return wraps ? { ...wrappedSpan(rings), south, north } : { west, south, east, north };
};

/** Builds the drawable parts of a world-atlas topology (exported for tests). */
export const toBasemap = (topology: unknown, detail: BasemapDetail, withBorders: boolean): Basemap => {
  if (!isTopology(topology)) throw new Error('world-atlas: not a topology');
  const landObject = topology.objects.land;
  const countries = topology.objects.countries;
  const land: PolygonPart[] = [];
  if (landObject) {
    const f = feature(topology, landObject);
    const geometries = 'features' in f ? f.features.map((x) => x.geometry) : [f.geometry];
    for (const g of geometries) {
      const polygons = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
      for (const coordinates of polygons) land.push({ type: 'Polygon', coordinates, box: boxOf(coordinates) });
    }
  }
  const borders: LinePart[] = [];
  if (withBorders && isGeometryCollection(countries)) {
    const m = mesh(topology, countries, (a, b) => a !== b);
    for (const coordinates of m.coordinates) borders.push({ type: 'LineString', coordinates, box: boxOf([coordinates]) });
  }
  return { detail, land, borders };
};

const loaders: Record<BasemapDetail, () => Promise<Basemap>> = {
  low: () => import('world-atlas/countries-110m.json').then((m) => toBasemap(m.default, 'low', true)),
  high: () => import('world-atlas/land-50m.json').then((m) => toBasemap(m.default, 'high', false)),
};

const cache = new Map<BasemapDetail, Promise<Basemap>>();

/** Loads (once) the base map of a detail; a failed load is forgotten so a later call tries again. */
export const loadBasemap = (detail: BasemapDetail): Promise<Basemap> => {
  const hit = cache.get(detail);
  if (hit) return hit;
  const p = loaders[detail]();
  cache.set(detail, p);
  p.catch(() => cache.delete(detail));
  return p;
};

/** The longitude ranges a box covers: one, or two when it goes across the antimeridian (west > east). */
const spans = (b: LatLngBounds): readonly (readonly [number, number])[] =>
  b.west <= b.east ? [[b.west, b.east]] : [[b.west, 180], [-180, b.east]];

/** Whether a part's box meets the view (either may go across the antimeridian). */
export const meetsView = (box: LatLngBounds, view: LatLngBounds): boolean => {
  if (box.south > view.north || box.north < view.south) return false;
  return spans(box).some(([w, e]) => spans(view).some(([vw, ve]) => w <= ve && e >= vw));
};
