// The offline base map: Natural Earth land (and, at low zoom, country borders) from world-atlas, loaded on
// demand. Each topojson file is imported dynamically, so the bundler gives it a chunk of its own:
//   low detail  (zoom < 5): countries-110m, land and borders (~108 KB, ~38 KB gzipped);
//   high detail (zoom >= 5): land-50m, land only (~546 KB, ~170 KB gzipped).
// Shapes are split into parts with their bounding boxes, so a frame projects only what is in view.
import { feature, mesh } from 'topojson-client';
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
 * A part's box: the least and greatest longitude and latitude of its points. Only for culling, so it may be too
 * big, never too small: a part with a step of more than half the world in longitude (one that wraps over the
 * antimeridian; Natural Earth cuts its shapes there, so none should) gets every longitude. Plain comparisons,
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
  return wraps ? { west: -180, east: 180, south, north } : { west, south, east, north };
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

/** Whether a part's box meets the view (parts across the antimeridian, and views over it, are kept). */
export const meetsView = (box: LatLngBounds, view: LatLngBounds): boolean => {
  if (box.south > view.north || box.north < view.south) return false;
  if (box.west > box.east || view.west > view.east) return true;
  return box.west <= view.east && box.east >= view.west;
};
