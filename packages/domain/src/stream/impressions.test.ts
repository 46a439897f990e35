import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { countsAsImpression, IMPRESSION_OBSERVER_THRESHOLDS, IMPRESSION_VISIBLE_RATIO, recordImpression } from './impressions';

describe('impressions', () => {
  it('counts at 50 percent visible', () => {
    expect(IMPRESSION_VISIBLE_RATIO).toBe(0.5);
    expect(IMPRESSION_OBSERVER_THRESHOLDS).toEqual([0.5]);
    expect(countsAsImpression(0.5)).toBe(true);
    expect(countsAsImpression(0.4999)).toBe(false);
  });

  it('counts each card at most once, and only when half visible', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.double({ min: 0, max: 1, noNaN: true }))), (reports) => {
      let counted: readonly string[] = [];
      for (const [id, ratio] of reports) counted = recordImpression(counted, id, ratio).counted;
      expect(new Set(counted).size).toBe(counted.length);
      expect(new Set(counted)).toEqual(new Set(reports.filter(([, r]) => r >= 0.5).map(([id]) => id)));
    }));
  });
});
