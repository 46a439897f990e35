import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TileText } from '../messages';
import { isPreparedProduct, tileFactsOf } from './product-facts';

describe('product facts', () => {
  it('gives a ready time and nutrition facts to drinks and food, not to whole bean coffee or merchandise', () => {
    expect(['Beverage', 'Food', 'Coffee', 'Merchandise'].filter((t) => isPreparedProduct(t as never))).toEqual(['Beverage', 'Food']);
  });

  it("a tile's calories say 'From' exactly when its price does: the smallest of several sizes (issue #32: '110 cal' beside a page of 154)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 10_000 }), (calories, sizeCount, priceMinor) => {
        const facts = tileFactsOf({ startingPriceMinor: priceMinor, startingCalories: calories, sizeCount }, { kind: 'national' });
        const text = TileText.calories(calories, facts.from);
        expect(text.startsWith('From ')).toBe(sizeCount > 1);
        expect(TileText.price('$1.00', facts.from).startsWith('From ')).toBe(text.startsWith('From '));
        expect(text).toContain(`${calories} cal`);
      }),
    );
  });

  it('says the one size of a single-size product as it is', () => {
    expect(TileText.calories(110, true)).toBe('From 110 cal');
    expect(TileText.calories(320, false)).toBe('320 cal');
  });
});
