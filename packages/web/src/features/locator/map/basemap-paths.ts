// The base map's drawing for one frame (a centre, a zoom and the drawn size, margins included), pure: d3-geo's
// mercator scaled to the zoom and turned to the centre's longitude, the land and borders of the parts in view as
// SVG path data. The same code runs in the base map's worker (basemap-worker.ts) and, where there is no worker,
// on the page (basemap-painter.ts); BaseLayer draws the graticule with the same projection.
import { geoMercator, geoPath } from 'd3-geo';
import { meetsView, type Basemap, type BasemapDetail } from './basemap';
import { boundsOf, project, worldSize, type Size } from './projection';
import type { LatLng, LatLngBounds } from './types';

/** What one drawing covers: the view's centre and zoom, and the size drawn (the view and its margins). */
export interface Frame {
  readonly center: LatLng;
  readonly zoom: number;
  readonly width: number;
  readonly height: number;
}

/** Land and borders of a frame as SVG path data (none where nothing is in view). */
export interface LandPaths {
  readonly land: string | null;
  readonly borders: string | null;
}

/** What the page asks the worker: the drawing of a frame at a detail; `id` pairs the answer with it. */
export interface PaintRequest {
  readonly id: number;
  readonly detail: BasemapDetail;
  readonly frame: Frame;
}

export type PaintAnswer = { readonly id: number } & ({ readonly paths: LandPaths } | { readonly failed: true });

const CLIP_MARGIN_PX = 8;

/** The frame's projection: its centre in the middle, lines clipped just outside its edges. */
export const frameProjection = (f: Frame) => {
  const w = worldSize(f.zoom);
  const c = project(f.center, f.zoom);
  return geoMercator()
    .scale(w / (2 * Math.PI))
    .rotate([-f.center.lng, 0])
    .translate([f.width / 2, f.height / 2 + w / 2 - c.y])
    .precision(0)
    .clipExtent([
      [-CLIP_MARGIN_PX, -CLIP_MARGIN_PX],
      [f.width + CLIP_MARGIN_PX, f.height + CLIP_MARGIN_PX],
    ]);
};

/** The longitudes and latitudes the frame shows, with a little to spare. */
export const frameBounds = (f: Frame): LatLngBounds =>
  boundsOf({ center: f.center, zoom: f.zoom }, { width: f.width + 4 * CLIP_MARGIN_PX, height: f.height + 4 * CLIP_MARGIN_PX } satisfies Size);

export const landPaths = (basemap: Basemap, f: Frame): LandPaths => {
  const path = geoPath(frameProjection(f));
  const b = frameBounds(f);
  const land = path({ type: 'MultiPolygon', coordinates: basemap.land.filter((p) => meetsView(p.box, b)).map((p) => p.coordinates) });
  const borders =
    basemap.borders.length > 0 ? path({ type: 'MultiLineString', coordinates: basemap.borders.filter((p) => meetsView(p.box, b)).map((p) => p.coordinates) }) : null;
  return { land, borders };
};

/**
 * Where a drawing made for frame `from` sits in the drawing of frame `to`, as an SVG transform: world pixels
 * scale by the zoom's difference and the origin moves by the centres' (the short way round the world). While a
 * frame's own drawing comes from the worker, the last one is shown in its place.
 */
export const placeOf = (from: Frame, to: Frame): { readonly scale: number; readonly x: number; readonly y: number } => {
  const s = 2 ** (to.zoom - from.zoom);
  const w = worldSize(to.zoom);
  const a = project(from.center, from.zoom);
  const c = project(to.center, to.zoom);
  const dx = c.x - s * a.x;
  const around = dx - w * Math.round(dx / w);
  return { scale: s, x: to.width / 2 - (s * from.width) / 2 - around, y: to.height / 2 - c.y - s * (from.height / 2 - a.y) };
};
