// The chain's store pricing: market tiers by short store number, the demo stores on national prices, and
// lists that add the tier's steps to beverages (and options from tier 2) only.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { storeSizePrice } from '@crema/domain/ordering';
import { catalogEntries } from './catalog/catalog';
import { priceTierOf, storePriceList, tierSteps, type PriceTier } from './store-prices';

describe('store prices', () => {
  it("keeps the demo member's Seattle stores (10001-10004) on national prices, under either form of their number", () => {
    for (const n of ['10001', '10001-1', '10001-65096', '10002-91367', '10003-1', '10004-58977']) expect(priceTierOf(n)).toBe(0);
  });

  it('gives a store one tier whatever follows the dash, and uses every tier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10005, max: 99999 }), fc.integer({ min: 1, max: 99999 }), (short, tail) => {
        expect(priceTierOf(`${short}-${tail}`)).toBe(priceTierOf(String(short)));
      }),
    );
    const seen = new Set<PriceTier>();
    for (let n = 10005; n < 10105; n++) seen.add(priceTierOf(`${n}-1`));
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it("lists a store's beverage sizes at national + its tier's step, and leaves food and merchandise national", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10005, max: 99999 }), (n) => {
        const storeNumber = `${n}-1`;
        const list = storePriceList(storeNumber, 5);
        const step = tierSteps(priceTierOf(storeNumber));
        expect([list.storeNumber, list.pricedAt]).toEqual([storeNumber, 5]);
        for (const e of catalogEntries().slice(0, 60)) {
          const extra = e.details.productType === 'Beverage' ? step.beverage : 0;
          for (const s of e.details.sizes) expect(storeSizePrice(s, list)).toBe(s.priceMinor + extra);
        }
      }),
      { numRuns: 40 },
    );
  });
});
