// The base map's culling: a frame draws only the parts whose box meets the view, so a box must never be
// smaller than its part, or a coast in view would go missing.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import world from 'world-atlas/countries-110m.json';
import { boxOf, meetsView, toBasemap } from './basemap';

const point = fc.tuple(fc.double({ min: -180, max: 180, noNaN: true }), fc.double({ min: -85, max: 85, noNaN: true }));
const nearSeam = fc.tuple(fc.oneof(fc.double({ min: -180, max: -170, noNaN: true }), fc.double({ min: 170, max: 180, noNaN: true })), fc.double({ min: -85, max: 85, noNaN: true }));
const rings = fc.array(fc.array(fc.oneof(point, nearSeam), { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 3 });

/** A small view around a point (no wider than a degree), as a frame at a city's zoom would be. */
const viewAround = ([lng, lat]: readonly number[], d: number) => ({
  west: Math.max(-180, (lng ?? 0) - d),
  east: Math.min(180, (lng ?? 0) + d),
  south: (lat ?? 0) - d,
  north: (lat ?? 0) + d,
});

describe('base map parts', () => {
  it('a view around any point of a part meets the part', () => {
    fc.assert(
      fc.property(rings, fc.double({ min: 0, max: 1, noNaN: true }), (rs, d) => {
        const box = boxOf(rs);
        for (const ring of rs) for (const p of ring) expect(meetsView(box, viewAround(p, d))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a view far from every point of a part does not meet it, unless the part may wrap over the antimeridian', () => {
    fc.assert(
      fc.property(rings, (rs) => {
        const box = boxOf(rs);
        const lats = rs.flat().map((p) => p[1] ?? 0);
        const above = { west: -180, east: 180, south: Math.max(...lats) + 1, north: Math.max(...lats) + 2 };
        expect(meetsView(box, above)).toBe(false);
      }),
    );
  });

  it('every point of the world map lies in its part box', () => {
    const map = toBasemap(world, 'low', true);
    expect(map.land.length).toBeGreaterThan(100);
    expect(map.borders.length).toBeGreaterThan(100);
    for (const part of [...map.land.map((p) => ({ box: p.box, points: p.coordinates.flat() })), ...map.borders.map((p) => ({ box: p.box, points: p.coordinates }))])
      for (const p of part.points) expect(meetsView(part.box, viewAround(p, 0))).toBe(true);
  });

  it("Eurasia, which reaches past the antimeridian to Chukotka, is drawn over Europe and Chukotka, not over the United States", () => {
    const map = toBasemap(world, 'low', true);
    const eurasia = [...map.land].sort((a, b) => b.coordinates.flat().length - a.coordinates.flat().length)[0];
    expect(eurasia?.coordinates.flat().some(([lng = 0]) => lng < -170)).toBe(true);
    const box = eurasia?.box ?? { west: 0, east: 0, south: 0, north: 0 };
    expect(meetsView(box, { west: -134, east: -62, south: 20, north: 55 })).toBe(false);
    expect(meetsView(box, { west: -5, east: 15, south: 40, north: 55 })).toBe(true);
    expect(meetsView(box, { west: -176, east: -172, south: 64, north: 68 })).toBe(true);
  });
});
