import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allProducts, estimateCalories, estimateUnitPrice, formIdOf, includedQuantity, selectedOptionsOf } from '@crema/domain/ordering';
import { buildMenuCatalog, catalogEntries, findEntry, summaryOf } from './catalog/catalog';
import { availabilityAt, deriveStore } from './store-facts';

const storeNumber = fc.stringMatching(/^[0-9]{3,6}(-[0-9]{1,6})?$/);

describe('catalog seed', () => {
  const entries = catalogEntries();
  const national = buildMenuCatalog(undefined, () => 'Available');

  it('has the four menus and at least 80 products, each product number unique per form', () => {
    expect(national.menus.map((m) => m.name)).toEqual(['Drinks', 'Food', 'At Home Coffee', 'Merchandise']);
    expect(new Set(entries.map((e) => e.details.productNumber)).size).toBeGreaterThanOrEqual(80);
    expect(new Set(entries.map((e) => e.details.formId)).size).toBe(entries.length);
    expect(allProducts(national)).toHaveLength(entries.length);
    expect(national.featured.length).toBeGreaterThan(4);
  });

  it('gives every product sizes with unique SKUs, nutrition, square artwork and a product route', () => {
    const skus = entries.flatMap((e) => e.details.sizes.map((s) => s.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const e of entries) {
      const d = e.details;
      expect(d.sizes.length).toBeGreaterThan(0);
      expect(d.uri).toBe(`/menu/product/${d.productNumber}/${d.formCode}`);
      expect(d.artwork.aspectRatio).toBe(1);
      expect(d.artwork.imageUrl.startsWith('data:image/svg+xml')).toBe(true);
      expect(d.sizes.some((s) => s.sizeCode === d.defaultSizeCode)).toBe(true);
      for (const s of d.sizes) expect(s.nutrition.calories).toBeGreaterThanOrEqual(0);
      // Defaults refer to the product's own options; with only defaults selected, the price is the size price.
      for (const o of d.defaultOptions) expect(d.options[o.optionProductNumber]).toBeDefined();
      for (const s of d.sizes) expect(estimateUnitPrice(d, s.sizeCode, [])).toBe(s.priceMinor);
    }
  });

  it("a tile's starting calories are where the product's sizes start, so its 'From' holds on the product page (issue #32)", () => {
    for (const e of entries) {
      const tile = summaryOf(e, 'Available');
      if (tile.startingCalories === undefined) continue;
      const smallest = Math.min(...e.details.sizes.map((s) => estimateCalories(e.details, s.sizeCode, selectedOptionsOf(e.details, { sizeCode: s.sizeCode, choices: {}, quantity: 1 })) ?? Infinity));
      expect(tile.startingCalories, e.details.name).toBe(smallest);
    }
  });

  it('offers drink customizations in the milk, espresso, syrup, topping and temperature categories', () => {
    const latte = findEntry('200201', 'hot');
    expect(latte?.details.optionCategories.map((c) => c.kind)).toEqual(expect.arrayContaining(['milk', 'espresso', 'syrup', 'topping', 'temperature']));
    expect(latte?.details.forms.map((f) => f.formCode)).toEqual(['hot', 'iced']);
    expect(findEntry('200201', 'iced')?.details.name).toBe('Iced Caffè Latte');
  });

  it('offers an espresso roast only on drinks with espresso as they come, as it comes; shots can still be added to brewed coffee', () => {
    const ROAST = '920002';
    const SHOT = '920001';
    const hasEspresso = (d: (typeof entries)[number]['details']): boolean => d.sizes.some((s) => includedQuantity(d, SHOT, s.sizeCode) > 0);
    for (const { details: d } of entries) {
      const roast = d.options[ROAST] !== undefined;
      expect({ product: d.name, roast }).toEqual({ product: d.name, roast: hasEspresso(d) });
      if (roast) expect(d.defaultOptions.some((o) => o.optionProductNumber === ROAST && o.value !== undefined)).toBe(true);
    }
    const brewed = findEntry('200101', 'hot')?.details;
    expect(brewed?.options[ROAST]).toBeUndefined();
    expect(brewed?.options[SHOT]).toBeDefined();
    expect(findEntry('203101', 'hot')?.details.options[ROAST]).toBeUndefined();
    expect(findEntry('203102', 'hot')?.details.options[ROAST]).toBeDefined();
    expect(findEntry('200201', 'hot')?.details.options[ROAST]).toBeDefined();
  });

  it('derives the same store behaviour and availability from the same store number, for any number', () => {
    fc.assert(
      fc.property(storeNumber, (s) => {
        expect(deriveStore(s)).toEqual(deriveStore(s));
        const e = entries[0];
        if (e === undefined) return;
        expect(availabilityAt(s, e.details.formId, false)).toBe(availabilityAt(s, e.details.formId, false));
        expect(Intl.DateTimeFormat('en-US', { timeZone: deriveStore(s).timeZoneId }).resolvedOptions().timeZone).toBeTruthy();
      }),
      { numRuns: 50 },
    );
  });

  it('leaves products not sold at a store off its menu, marks some sold out or unavailable online, and keeps core products available', () => {
    const seen = new Set<string>();
    for (let n = 100; n < 140; n++) {
      const store = `${n}-1`;
      const menu = buildMenuCatalog(store, (e) => availabilityAt(store, e.details.formId, e.def.core === true));
      const listed = new Set(allProducts(menu).map((p) => formIdOf(p.productNumber, p.formCode)));
      for (const e of entries) {
        const a = availabilityAt(store, e.details.formId, e.def.core === true);
        seen.add(a);
        expect(listed.has(e.details.formId)).toBe(a !== 'NotAvailableHere');
        if (e.def.core === true) expect(a).toBe('Available');
      }
    }
    expect([...seen].sort()).toEqual(['Available', 'NotAvailableHere', 'SoldOut', 'UnavailableOnline']);
  });
});
