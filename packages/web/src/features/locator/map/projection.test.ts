import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Limits } from '@crema/domain';
import {
  MAX_LATITUDE,
  boundsOf,
  canZoomIn,
  canZoomOut,
  clampZoom,
  fitBounds,
  fromScreen,
  hasMoved,
  isViewChange,
  panBy,
  project,
  roundLatLng,
  shiftBetween,
  toScreen,
  unproject,
  worldSize,
  zoomAround,
} from './projection';

const lat = fc.double({ min: -85, max: 85, noNaN: true });
const lng = fc.double({ min: -180, max: 179.999999, noNaN: true });
const latLng = fc.record({ lat, lng });
const zoom = fc.integer({ min: Limits.mapZoomMin, max: Limits.mapZoomMax });
const size = { width: 800, height: 600 };
const lngDelta = (a: number, b: number): number => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

describe('project / unproject', () => {
  it('matches Google world pixels: null island in the middle, 256 px per tile', () => {
    expect(worldSize(0)).toBe(256);
    expect(worldSize(3)).toBe(2048);
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ lat: 0, lng: -180 }, 1).x).toBe(0);
    expect(project({ lat: MAX_LATITUDE, lng: 0 }, 0).y).toBeCloseTo(0, 6);
    expect(project({ lat: -MAX_LATITUDE, lng: 0 }, 0).y).toBeCloseTo(256, 6);
  });

  it('round-trips any lat/lng at any zoom within 1e-6 degrees', () => {
    fc.assert(
      fc.property(latLng, zoom, (p, z) => {
        const back = unproject(project(p, z), z);
        expect(Math.abs(back.lat - p.lat)).toBeLessThan(1e-6);
        expect(lngDelta(back.lng, p.lng)).toBeLessThan(1e-6);
      }),
      { numRuns: 300 },
    );
  });

  it('places the centre in the middle of the viewport and back', () => {
    fc.assert(
      fc.property(latLng, zoom, (center, z) => {
        const view = { center, zoom: z };
        const mid = toScreen(center, view, size);
        expect(mid.x).toBeCloseTo(400, 6);
        expect(mid.y).toBeCloseTo(300, 6);
        const back = fromScreen({ x: 400, y: 300 }, view, size);
        expect(Math.abs(back.lat - center.lat)).toBeLessThan(1e-6);
        expect(lngDelta(back.lng, center.lng)).toBeLessThan(1e-6);
      }),
      { numRuns: 200 },
    );
  });
});

describe('zoom', () => {
  it('is always held within 3..21', () => {
    fc.assert(
      fc.property(fc.double(), (z) => {
        const c = clampZoom(z);
        expect(c).toBeGreaterThanOrEqual(Limits.mapZoomMin);
        expect(c).toBeLessThanOrEqual(Limits.mapZoomMax);
      }),
    );
    expect(clampZoom(2)).toBe(3);
    expect(clampZoom(22)).toBe(21);
    expect(clampZoom(12)).toBe(12);
    expect(clampZoom(Number.NaN)).toBe(3);
  });

  it('can step in below 21 and out above 3 only', () => {
    expect(canZoomIn(20)).toBe(true);
    expect(canZoomIn(21)).toBe(false);
    expect(canZoomOut(4)).toBe(true);
    expect(canZoomOut(3)).toBe(false);
  });

  it('zooming about a point keeps the lat/lng under it', () => {
    fc.assert(
      fc.property(
        fc.record({ lat: fc.double({ min: -60, max: 60, noNaN: true }), lng }),
        fc.integer({ min: 6, max: 20 }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 600 }),
        (center, z, x, y) => {
          const view = { center, zoom: z };
          const before = fromScreen({ x, y }, view, size);
          const after = zoomAround(view, z + 1, { x, y }, size);
          expect(after.zoom).toBe(z + 1);
          const under = fromScreen({ x, y }, after, size);
          expect(Math.abs(under.lat - before.lat)).toBeLessThan(1e-6);
          expect(lngDelta(under.lng, before.lng)).toBeLessThan(1e-6);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('moves and rounding', () => {
  it('a move smaller than the tolerance on both axes is not a move', () => {
    // 0.999: a sum like lat + 5e-6 is itself rounded, so the exact tolerance is not a stable edge to test.
    const below = Limits.mapIdleTolerance * 0.999;
    const step = fc.double({ min: -below, max: below, noNaN: true });
    fc.assert(
      fc.property(latLng, step, step, zoom, (p, dLat, dLng, z) => {
        const q = { lat: p.lat + dLat, lng: p.lng + dLng };
        expect(hasMoved(p, q)).toBe(false);
        expect(isViewChange({ center: p, zoom: z }, { center: q, zoom: z })).toBe(false);
      }),
    );
  });

  it('a move beyond the tolerance, or another zoom, is a change', () => {
    fc.assert(
      fc.property(latLng, fc.double({ min: 1e-5, max: 1, noNaN: true }), zoom, (p, d, z) => {
        expect(hasMoved(p, { lat: p.lat, lng: p.lng + d })).toBe(true);
        expect(hasMoved(p, { lat: p.lat - d, lng: p.lng })).toBe(true);
        expect(isViewChange({ center: p, zoom: z }, { center: p, zoom: z === 21 ? 20 : z + 1 })).toBe(true);
      }),
    );
    expect(hasMoved({ lat: 0, lng: 179.999999 }, { lat: 0, lng: -180 })).toBe(false);
  });

  it('rounds to 6 decimals and wraps longitude', () => {
    expect(roundLatLng({ lat: 47.60621234, lng: -122.33207 })).toEqual({ lat: 47.606212, lng: -122.33207 });
    expect(roundLatLng({ lat: 10, lng: 190 })).toEqual({ lat: 10, lng: -170 });
    expect(roundLatLng({ lat: 89, lng: 0 }).lat).toBe(85.051129);
    fc.assert(
      fc.property(latLng, (p) => {
        const r = roundLatLng(p);
        expect(Math.abs(r.lat - p.lat)).toBeLessThanOrEqual(5e-7 + 1e-12);
        expect(Number(r.lat.toFixed(6))).toBe(r.lat);
        expect(Number(r.lng.toFixed(6))).toBe(r.lng);
      }),
    );
  });
});

describe('panning, bounds, fitting', () => {
  it('a pan right shows what lies east, a pan up what lies north', () => {
    const view = { center: { lat: 47.6, lng: -122.3 }, zoom: 12 };
    expect(panBy(view, 100, 0, size).center.lng).toBeGreaterThan(-122.3);
    expect(panBy(view, 0, -100, size).center.lat).toBeGreaterThan(47.6);
  });

  it('never pans the north or south edge of the world into view', () => {
    fc.assert(
      fc.property(latLng, zoom, fc.integer({ min: -100000, max: 100000 }), (center, z, dy) => {
        const moved = panBy({ center, zoom: z }, 0, dy, size);
        const top = toScreen({ lat: MAX_LATITUDE, lng: moved.center.lng }, moved, size).y;
        const bottom = toScreen({ lat: -MAX_LATITUDE, lng: moved.center.lng }, moved, size).y;
        expect(top).toBeLessThanOrEqual(1e-6);
        expect(bottom).toBeGreaterThanOrEqual(600 - 1e-6);
      }),
      { numRuns: 200 },
    );
  });

  it('the shift between two views moves drawn points onto their place in the new view', () => {
    fc.assert(
      fc.property(latLng, latLng, zoom, fc.integer({ min: -400, max: 400 }), fc.integer({ min: -300, max: 300 }), (p, center, z, dx, dy) => {
        const from = { center, zoom: z };
        const to = panBy(from, dx, dy, size);
        const shift = shiftBetween(from, to);
        const drawn = toScreen(p, from, size);
        const want = toScreen(p, to, size);
        const w = worldSize(z);
        const gap = drawn.x + shift.x - want.x;
        expect(Math.abs(gap - w * Math.round(gap / w))).toBeLessThan(1e-6 * w);
        expect(drawn.y + shift.y).toBeCloseTo(want.y, 4);
      }),
      { numRuns: 200 },
    );
  });

  it('bounds hold the centre and span the viewport', () => {
    const b = boundsOf({ center: { lat: 0, lng: 0 }, zoom: 3 }, size);
    // 800 px of a 2048 px world: 140.625 degrees of longitude.
    expect(b.west).toBeCloseTo(-70.3125, 6);
    expect(b.east).toBeCloseTo(70.3125, 6);
    expect(b.north).toBeGreaterThan(0);
    expect(b.south).toBeCloseTo(-b.north, 6);
    const wrapped = boundsOf({ center: { lat: 0, lng: 179 }, zoom: 5 }, size);
    expect(wrapped.west).toBeGreaterThan(wrapped.east);
  });

  it('fits points with the 20 px padding', () => {
    const points = [
      { lat: 47.5, lng: -122.5 },
      { lat: 47.7, lng: -122.2 },
    ];
    const fit = fitBounds(points, size);
    expect(fit).not.toBeNull();
    if (!fit) return;
    for (const p of points) {
      const s = toScreen(p, fit, size);
      expect(s.x).toBeGreaterThanOrEqual(20);
      expect(s.x).toBeLessThanOrEqual(780);
      expect(s.y).toBeGreaterThanOrEqual(20);
      expect(s.y).toBeLessThanOrEqual(580);
    }
    // One zoom deeper would not fit.
    const tighter = { ...fit, zoom: fit.zoom + 1 };
    const spans = points.map((p) => toScreen(p, tighter, size));
    const [a, b] = spans;
    expect(a && b && (Math.abs(a.x - b.x) > 760 || Math.abs(a.y - b.y) > 560)).toBe(true);
    expect(fitBounds([], size)).toBeNull();
    expect(fitBounds([{ lat: 1, lng: 2 }], size)).toEqual({ zoom: 16, center: { lat: 1, lng: 2 } });
  });
});
