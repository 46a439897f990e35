// The base map's frames: a drawing made for one frame, moved and scaled by placeOf, lies where the next frame
// draws the same places (so the last drawing stands in while the worker draws the new one), and a frame draws
// the land and borders in view.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import world from 'world-atlas/countries-110m.json';
import { toBasemap } from './basemap';
import { frameProjection, landPaths, placeOf, type Frame } from './basemap-paths';
import { wrapLongitude } from './projection';

const frameAt = (lng: number, lat: number, zoom: number, width: number, height: number): Frame => ({ center: { lat, lng: wrapLongitude(lng) }, zoom, width, height });

const frames = fc
  .record({
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
    lat: fc.double({ min: -60, max: 60, noNaN: true }),
    zoom: fc.integer({ min: 3, max: 9 }),
    dLng: fc.double({ min: -20, max: 20, noNaN: true }),
    dLat: fc.double({ min: -10, max: 10, noNaN: true }),
    dZoom: fc.integer({ min: -2, max: 2 }),
    width: fc.integer({ min: 200, max: 2000 }),
    height: fc.integer({ min: 200, max: 1600 }),
    toWidth: fc.integer({ min: 200, max: 2000 }),
    toHeight: fc.integer({ min: 200, max: 1600 }),
    pLng: fc.double({ min: -10, max: 10, noNaN: true }),
    pLat: fc.double({ min: -10, max: 10, noNaN: true }),
  })
  .map((r) => ({
    from: frameAt(r.lng, r.lat, r.zoom, r.width, r.height),
    to: frameAt(r.lng + r.dLng, r.lat + r.dLat, Math.min(21, Math.max(3, r.zoom + r.dZoom)), r.toWidth, r.toHeight),
    place: [wrapLongitude(r.lng + r.pLng), r.lat + r.pLat] as [number, number],
  }));

describe('base map frames', () => {
  it("a drawing placed into another frame puts every place where that frame draws it, across the antimeridian too", () => {
    fc.assert(
      fc.property(frames, ({ from, to, place }) => {
        const [x0, y0] = frameProjection(from)(place) ?? [NaN, NaN];
        const [x1, y1] = frameProjection(to)(place) ?? [NaN, NaN];
        const p = placeOf(from, to);
        const tolerance = 1e-6 * Math.max(1, Math.abs(x1), Math.abs(y1));
        expect(Math.abs(p.scale * x0 + p.x - x1)).toBeLessThan(tolerance);
        expect(Math.abs(p.scale * y0 + p.y - y1)).toBeLessThan(tolerance);
      }),
    );
  });

  it('a frame over the United States draws its land and borders, one over the open Pacific neither', () => {
    const map = toBasemap(world, 'low', true);
    const us = landPaths(map, frameAt(-98.6, 39.8, 4, 824, 1200));
    expect(us.land?.length ?? 0).toBeGreaterThan(1000);
    expect(us.borders?.length ?? 0).toBeGreaterThan(100);
    const pacific = landPaths(map, frameAt(-140, -30, 7, 400, 400));
    expect(pacific.land ?? '').toBe('');
  });
});
