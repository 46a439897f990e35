import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { makeConfig } from '../shared/config';
import {
  canZoomIn,
  canZoomOut,
  clampZoom,
  distanceKm,
  isMapMove,
  isZoomedOutTooFar,
  MIN_RESULTS_ZOOM,
  normalizeMapView,
  panThresholdKm,
  roundCoordinate,
  shouldSearchAfterPan,
  zoomIn,
  zoomOut,
  zoomedOutMessage,
} from './map-rules';

const lat = fc.double({ min: -90, max: 90, noNaN: true });
const lng = fc.double({ min: -180, max: 180, noNaN: true });

describe('coordinates', () => {
  it('are rounded to 6 decimals: idempotent and within half a millionth', () => {
    fc.assert(
      fc.property(fc.double({ min: -180, max: 180, noNaN: true }), (x) => {
        const r = roundCoordinate(x);
        expect(roundCoordinate(r)).toBe(r);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(5e-7 + 1e-12);
        expect(String(r).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(6);
      }),
    );
    expect(roundCoordinate(47.60621234)).toBe(47.606212);
    expect(Object.is(roundCoordinate(-0.0000001), 0)).toBe(true);
  });

  it('measure great-circle distances (Seattle to Portland is about 233 km)', () => {
    expect(distanceKm({ latitude: 47.60621, longitude: -122.33207 }, { latitude: 45.52345, longitude: -122.67621 })).toBeCloseTo(233.1, 0);
    fc.assert(
      fc.property(lat, lng, lat, lng, (a1, o1, a2, o2) => {
        const a = { latitude: a1, longitude: o1 };
        const b = { latitude: a2, longitude: o2 };
        expect(distanceKm(a, a)).toBe(0);
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
        expect(distanceKm(a, b)).toBeLessThanOrEqual(20016);
      }),
    );
  });
});

describe('zoom (3 to 21)', () => {
  it('buttons step by one inside the range and do nothing at or beyond its ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 30 }), (z) => {
        const inside = z >= 3 && z <= 21;
        if (inside) {
          expect(zoomIn(z)).toBe(Math.min(21, z + 1));
          expect(zoomOut(z)).toBe(Math.max(3, z - 1));
          expect(clampZoom(zoomIn(z))).toBe(zoomIn(z));
        }
        if (z < 2 || z > 22) {
          expect(zoomIn(z)).toBe(z);
          expect(zoomOut(z)).toBe(z);
        }
      }),
    );
    expect([canZoomIn(21), canZoomOut(3), canZoomIn(20), canZoomOut(4)]).toEqual([false, false, true, true]);
  });

  it('normalised views have a whole zoom within bounds and rounded coordinates', () => {
    fc.assert(
      fc.property(lat, fc.double({ min: -720, max: 720, noNaN: true }), fc.double({ min: -10, max: 40, noNaN: true }), (la, lo, z) => {
        const v = normalizeMapView({ latitude: la, longitude: lo, zoom: z });
        expect(v.zoom).toBeGreaterThanOrEqual(3);
        expect(v.zoom).toBeLessThanOrEqual(21);
        expect(Number.isInteger(v.zoom)).toBe(true);
        expect(v.longitude).toBeGreaterThanOrEqual(-180);
        expect(v.longitude).toBeLessThanOrEqual(180);
        expect(normalizeMapView(v)).toEqual(v);
      }),
    );
  });

  it('results are not shown below zoom 8', () => {
    expect(MIN_RESULTS_ZOOM).toBe(8);
    expect(isZoomedOutTooFar(7)).toBe(true);
    expect(isZoomedOutTooFar(8)).toBe(false);
    expect(zoomedOutMessage(true)).toEqual({ title: 'Zoomed out too far', hint: 'Zoom in to see results.' });
    expect(zoomedOutMessage(false)).toEqual({ title: 'Zoomed out too far', hint: 'Try searching for a location or zooming in to see results.' });
  });
});

describe('map idle and pan', () => {
  it('a move smaller than 5e-6 degrees is not a move; any larger move or a zoom change is', () => {
    fc.assert(
      fc.property(lat, lng, fc.double({ min: -5e-6, max: 5e-6, noNaN: true }), fc.double({ min: -5e-6, max: 5e-6, noNaN: true }), (la, lo, d1, d2) => {
        const from = { latitude: la, longitude: lo, zoom: 12 };
        expect(isMapMove(from, { latitude: la + d1 * 0.99, longitude: lo + d2 * 0.99, zoom: 12 })).toBe(false);
        expect(isMapMove(from, { ...from, zoom: 13 })).toBe(true);
        expect(isMapMove(from, { ...from, latitude: la + 1e-5 })).toBe(true);
      }),
    );
  });

  it('the pan threshold is the configured one, halved when more results are available', () => {
    const config = makeConfig({ panThresholdKm: 4 });
    expect(panThresholdKm(config, false)).toBe(4);
    expect(panThresholdKm(config, true)).toBe(2);
    const at = { latitude: 47.6, longitude: -122.3 };
    const threeKmNorth = { latitude: 47.6 + 3 / 111.195, longitude: -122.3 };
    expect(shouldSearchAfterPan(at, threeKmNorth, config, false)).toBe(false);
    expect(shouldSearchAfterPan(at, threeKmNorth, config, true)).toBe(true);
  });
});
