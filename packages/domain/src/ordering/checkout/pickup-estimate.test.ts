// One estimate from one rule (issue #32, point 4): a product alone is its own estimate (the product page), an
// order's never shorter than any of its products', never shorter for more items, the same whatever the order of
// its lines; as soon as possible is refused at a store at capacity, a scheduled order is not.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asapPickupEstimate, asapRefusal, productPickupEstimate, scheduledPickupEstimate } from './pickup-estimate';

const estimateArb = fc.integer({ min: 1, max: 15 }).chain((min) => fc.integer({ min, max: min + 8 }).map((max) => ({ minMinutes: min, maxMinutes: max })));
const lineArb = fc.record({ estimate: estimateArb, quantity: fc.integer({ min: 1, max: 5 }) });

describe('pickup estimate', () => {
  it('property: a product alone is its own estimate, as is one line of it', () => {
    fc.assert(
      fc.property(estimateArb, (e) => {
        expect(productPickupEstimate(e)).toEqual(e);
        expect(asapPickupEstimate([{ estimate: e, quantity: 1 }])).toEqual(e);
      }),
    );
  });

  it("property: an order is never readier than its slowest product, nor for more items, and its lines' order does not matter", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 6 }), lineArb, (lines, more) => {
        const e = asapPickupEstimate(lines);
        if (e === undefined) throw new Error('an order of lines has an estimate');
        expect(e.minMinutes).toBeLessThanOrEqual(e.maxMinutes);
        for (const l of lines) {
          expect(e.minMinutes).toBeGreaterThanOrEqual(l.estimate.minMinutes);
          expect(e.maxMinutes).toBeGreaterThanOrEqual(l.estimate.maxMinutes);
        }
        const bigger = asapPickupEstimate([...lines, more]);
        expect(bigger?.minMinutes).toBeGreaterThanOrEqual(e.minMinutes);
        expect(bigger?.maxMinutes).toBeGreaterThanOrEqual(e.maxMinutes);
        expect(asapPickupEstimate([...lines].reverse())).toEqual(e);
      }),
    );
  });

  it('adds a minute for every three items past the first; no lines, no estimate', () => {
    const latte = { minMinutes: 5, maxMinutes: 9 };
    expect(asapPickupEstimate([{ estimate: latte, quantity: 3 }])).toEqual(latte);
    expect(asapPickupEstimate([{ estimate: latte, quantity: 4 }])).toEqual({ minMinutes: 6, maxMinutes: 10 });
    expect(asapPickupEstimate([])).toBeUndefined();
  });

  it('a scheduled order is ready within its slot', () => {
    expect(scheduledPickupEstimate(25 * 60_000, 0)).toEqual({ minMinutes: 25, maxMinutes: 30 });
  });

  it('refuses as soon as possible at a store at capacity (HIGH_VOLUME_STORE), never a scheduled order', () => {
    expect(asapRefusal(true, undefined)).toBe('HIGH_VOLUME_STORE');
    expect(asapRefusal(true, 1)).toBeUndefined();
    expect(asapRefusal(false, undefined)).toBeUndefined();
  });
});
