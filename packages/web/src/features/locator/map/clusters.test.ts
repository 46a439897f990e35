import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { createClusterIndex, itemsInView } from './clusters';
import { graticuleStep } from './BaseLayer';
import { meetsView } from './basemap';
import { worldSize } from './projection';
import type { StoreMapMarker } from './types';

const WORLD = { north: 85, south: -85, west: -180, east: 180 };

const markerArb = fc.record({
  lat: fc.double({ min: 47, max: 48, noNaN: true }),
  lng: fc.double({ min: -123, max: -122, noNaN: true }),
  state: fc.constantFrom('default', 'default', 'default', 'highlighted', 'selected'),
});
const markersArb = fc
  .array(markerArb, { maxLength: 40 })
  .map((ms): StoreMapMarker[] => ms.map((m, i) => ({ ...m, id: `s${i}`, label: `Store ${i}` })));

describe('clusters', () => {
  it('account for every marker exactly once, and never fold in a selected or highlighted one', () => {
    fc.assert(
      fc.property(markersArb, fc.integer({ min: 3, max: 21 }), (markers, zoom) => {
        const items = itemsInView(createClusterIndex(markers), WORLD, zoom);
        const shown = items.flatMap((i) => (i.kind === 'marker' ? [i.marker.id] : []));
        const clustered = items.reduce((n, i) => n + (i.kind === 'cluster' ? i.count : 0), 0);
        expect(shown.length + clustered).toBe(markers.length);
        expect(new Set(shown).size).toBe(shown.length);
        for (const m of markers) if (m.state !== 'default') expect(shown).toContain(m.id);
        for (const i of items) if (i.kind === 'cluster') expect(i.expansionZoom).toBeGreaterThan(Math.floor(Math.min(zoom, 17)));
      }),
      { numRuns: 60 },
    );
  });

  it('from zoom 18 on, every store shows on its own', () => {
    const markers: StoreMapMarker[] = [0, 1, 2].map((i) => ({ id: `s${i}`, lat: 47.6 + i * 1e-5, lng: -122.3, label: `S${i}`, state: 'default' }));
    expect(itemsInView(createClusterIndex(markers), WORLD, 17).map((i) => i.kind)).toEqual(['cluster']);
    expect(itemsInView(createClusterIndex(markers), WORLD, 18).map((i) => i.kind)).toEqual(['marker', 'marker', 'marker']);
  });

  it("list the stores first, in the markers' order, then the clusters: the keyboard's order (issue #32)", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ lat: fc.double({ min: 47, max: 48, noNaN: true }), lng: fc.double({ min: -123, max: -122, noNaN: true }), pinned: fc.boolean() }), { maxLength: 30 }), fc.integer({ min: 3, max: 19 }), (points, zoom) => {
        const markers: StoreMapMarker[] = points.map((p, i) => ({ id: `s${i}`, lat: p.lat, lng: p.lng, label: `S${i}`, state: p.pinned ? 'highlighted' : 'default' }));
        const kinds = itemsInView(createClusterIndex(markers), WORLD, zoom).map((i) => (i.kind === 'marker' ? Number(i.marker.id.slice(1)) : 'cluster'));
        const firstCluster = kinds.indexOf('cluster');
        const stores = firstCluster === -1 ? kinds : kinds.slice(0, firstCluster);
        expect(kinds.slice(stores.length).every((k) => k === 'cluster')).toBe(true);
        expect(stores).toEqual([...stores].sort((a, b) => Number(a) - Number(b)));
        // A pinned (highlighted or selected) store is never folded into a cluster.
        for (const [i, p] of points.entries()) if (p.pinned) expect(stores).toContain(i);
      }),
      { numRuns: 60 },
    );
  });

  it('leave out what is outside the bounds', () => {
    const markers: StoreMapMarker[] = [
      { id: 'in', lat: 47.6, lng: -122.3, label: 'In', state: 'selected' },
      { id: 'out', lat: 10, lng: 10, label: 'Out', state: 'selected' },
      { id: 'far', lat: 10, lng: 10.5, label: 'Far', state: 'default' },
    ];
    const items = itemsInView(createClusterIndex(markers), { north: 48, south: 47, west: -123, east: -122 }, 10);
    expect(items.map((i) => (i.kind === 'marker' ? i.marker.id : 'cluster'))).toEqual(['in']);
  });
});

describe('base map helpers', () => {
  it('keep at least 160 px and less than 2.5 times that between graticule lines', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 21 }), (zoom) => {
        const px = (graticuleStep(zoom) * worldSize(zoom)) / 360;
        expect(px).toBeGreaterThanOrEqual(160 - 1e-9);
        expect(px).toBeLessThan(400);
      }),
    );
  });

  it('cull parts whose box misses the view, on either side of the antimeridian', () => {
    const view = { north: 50, south: 40, west: -10, east: 10 };
    expect(meetsView({ north: 45, south: 44, west: 0, east: 1 }, view)).toBe(true);
    expect(meetsView({ north: 45, south: 44, west: 20, east: 30 }, view)).toBe(false);
    expect(meetsView({ north: 70, south: 60, west: 0, east: 1 }, view)).toBe(false);
    // A box across the antimeridian covers its two ends only; one reaching round to the view meets it.
    expect(meetsView({ north: 45, south: 44, west: 170, east: -170 }, view)).toBe(false);
    expect(meetsView({ north: 45, south: 44, west: -5, east: -170 }, view)).toBe(true);
    // A view across the antimeridian.
    const pacific = { north: 50, south: 40, west: 175, east: -175 };
    expect(meetsView({ north: 45, south: 44, west: 170, east: 176 }, pacific)).toBe(true);
    expect(meetsView({ north: 45, south: 44, west: -178, east: -160 }, pacific)).toBe(true);
    expect(meetsView({ north: 45, south: 44, west: 0, east: 170 }, pacific)).toBe(false);
    expect(meetsView({ north: 45, south: 44, west: 170, east: -170 }, pacific)).toBe(true);
  });
});
