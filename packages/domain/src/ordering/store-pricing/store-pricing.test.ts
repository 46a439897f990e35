// Store pricing rules (pricing-rules, pricing-by-store-number): properties of who shows prices, of store
// prices with their national fall-back, and of the estimate a product page shows at a store.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OwnershipTypeCode } from '../../locator/model';
import type { OptionEntry, OptionProduct, ProductDetails, ProductSize } from '../menu/catalog-model';
import type { SelectedOption } from '../cart/cart-model';
import type { StoreFacts } from '../order-model';
import { estimateShownUnitPrice, estimateUnitPrice, optionPrice, optionPriceLabel } from '../pricing/pricing-rules';
import type { PricingRules, ShownPrices, StorePriceList } from './store-pricing-model';
import { isPricingEnabled, shownOptionUnitPrice, shownPricesAt, shownSizePrice, storeOptionUnitPrice, storePricingInput, storeSizePrice } from './store-pricing-rules';

const COUNTRIES = ['US', 'CA', 'GB', 'JP'] as const;
const OWNERSHIP: readonly OwnershipTypeCode[] = ['CO', 'LS'];

const rulesArb: fc.Arbitrary<PricingRules> = fc.record({
  markets: fc.uniqueArray(fc.record({ countryCode: fc.constantFrom(...COUNTRIES), ownershipTypeCodes: fc.subarray([...OWNERSHIP]) }), { selector: (m) => m.countryCode, maxLength: 4 }),
});

const storeArb: fc.Arbitrary<StoreFacts> = fc.record(
  {
    storeNumber: fc.constant('12345-67890'),
    timeZoneId: fc.constantFrom('America/New_York', 'Europe/London'),
    countryCode: fc.constantFrom(...COUNTRIES),
    ownershipTypeCode: fc.constantFrom(...OWNERSHIP),
  },
  { requiredKeys: ['storeNumber'] },
);

const SIZE_CODES = ['S', 'M', 'L'] as const;
const optionProduct = (productNumber: string, unitOfMeasure: 'quantity' | 'value', priceMinor: number): OptionProduct => ({
  productNumber,
  name: productNumber,
  unitOfMeasure,
  ...(unitOfMeasure === 'value' ? { values: ['None', 'Light', 'Extra'] } : {}),
  min: 0,
  max: 6,
  priceMinor,
  sizes: SIZE_CODES.map((sizeCode, i) => ({ sizeCode, sku: `${productNumber}${i + 1}` })),
  caloriesPerUnit: 10,
});
const entry = (p: OptionProduct): OptionEntry => ({ category: 'c', parentCategory: 'p', product: p, unitOfMeasure: p.unitOfMeasure });
const size = (sizeCode: string, i: number, priceMinor: number): ProductSize => ({
  sku: `100${i + 1}`,
  sizeCode,
  name: sizeCode,
  servingLabel: '',
  priceMinor,
  nutrition: { calories: 0, fatG: 0, saturatedFatG: 0, sodiumMg: 0, carbohydrateG: 0, sugarG: 0, proteinG: 0, caffeineMg: 0 },
});

/** A drink with three sizes, two shots included, a priced syrup and a priced value option. */
const detailsArb = fc.tuple(fc.array(fc.integer({ min: 100, max: 900 }), { minLength: 3, maxLength: 3 }), fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 150 })).map(
  ([prices, shot, syrup, foam]): Pick<ProductDetails, 'sizes' | 'options' | 'defaultOptions'> => ({
    sizes: SIZE_CODES.map((c, i) => size(c, i, prices[i] ?? 100)),
    options: { '9001': entry(optionProduct('9001', 'quantity', shot)), '9002': entry(optionProduct('9002', 'quantity', syrup)), '9003': entry(optionProduct('9003', 'value', foam)) },
    defaultOptions: [{ optionProductNumber: '9001', quantity: 2 }, { optionProductNumber: '9003', value: 'None' }],
  }),
);

const selectedArb: fc.Arbitrary<SelectedOption[]> = fc
  .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), fc.constantFrom('None', 'Light', 'Extra'))
  .map(([shots, pumps, foam]) => [
    { optionProductNumber: '9001', quantity: shots, product: { productNumber: '9001', name: 'Shot' } },
    { optionProductNumber: '9002', quantity: pumps, product: { productNumber: '9002', name: 'Syrup' } },
    { optionProductNumber: '9003', value: foam, product: { productNumber: '9003', name: 'Foam' } },
  ]);

const ALL_SIZE_SKUS = ['1001', '1002', '1003'];
const ALL_OPTION_SKUS = ['9001', '9002', '9003'].flatMap((p) => [1, 2, 3].map((i) => `${p}${i}`));
const entriesArb = (skus: readonly string[]) => fc.dictionary(fc.constantFrom(...skus), fc.integer({ min: 0, max: 1000 }), { maxKeys: skus.length });
const listArb: fc.Arbitrary<StorePriceList> = fc.record({
  storeNumber: fc.constant('12345-67890'),
  pricedAt: fc.nat(),
  currency: fc.constant('USD'),
  sizes: entriesArb(ALL_SIZE_SKUS),
  options: entriesArb(ALL_OPTION_SKUS),
});
const EMPTY_LIST: StorePriceList = { storeNumber: '1', pricedAt: 0, currency: 'USD', sizes: {}, options: {} };

describe('which stores show app prices', () => {
  it('isPricingEnabled: exactly when a market of the store country enables its ownership type; never without both facts', () => {
    fc.assert(
      fc.property(rulesArb, storeArb, (rules, store) => {
        const expected =
          store.countryCode !== undefined &&
          store.ownershipTypeCode !== undefined &&
          rules.markets.some((m) => m.countryCode === store.countryCode && m.ownershipTypeCodes.includes(store.ownershipTypeCode as OwnershipTypeCode));
        expect(isPricingEnabled(rules, store)).toBe(expected);
      }),
    );
  });

  it('the previous-orders store pricing input: present exactly when time zone, ownership and country are known, and agrees with the rules', () => {
    fc.assert(
      fc.property(rulesArb, storeArb, (rules, store) => {
        const input = storePricingInput(rules, store);
        const known = store.timeZoneId !== undefined && store.ownershipTypeCode !== undefined && store.countryCode !== undefined;
        expect(input !== undefined).toBe(known);
        if (input !== undefined) {
          expect(input).toEqual({ timeZone: store.timeZoneId, ownershipTypeCode: store.ownershipTypeCode, countryCode: store.countryCode, isPricingEnabled: isPricingEnabled(rules, store) });
        }
      }),
    );
  });

  it("shows the store's list where enabled, nothing where not, and national prices when anything is unknown", () => {
    fc.assert(
      fc.property(fc.option(storeArb, { nil: undefined }), fc.option(rulesArb, { nil: undefined }), fc.option(listArb, { nil: undefined }), (store, rules, list) => {
        const shown = shownPricesAt(store, rules, list);
        const known = store !== undefined && rules !== undefined && store.countryCode !== undefined && store.ownershipTypeCode !== undefined;
        const enabled = known && isPricingEnabled(rules, store);
        expect(shown.kind).toBe(!known ? 'national' : !enabled ? 'hidden' : list === undefined ? 'national' : 'store');
      }),
    );
  });

  it('a licensed US store shows no prices under rules enabling only company-operated US stores', () => {
    const rules: PricingRules = { markets: [{ countryCode: 'US', ownershipTypeCodes: ['CO'] }] };
    const licensed: StoreFacts = { storeNumber: '1-1', countryCode: 'US', ownershipTypeCode: 'LS', timeZoneId: 'America/Chicago' };
    expect(shownPricesAt(licensed, rules, EMPTY_LIST)).toEqual({ kind: 'hidden' });
    expect(storePricingInput(rules, licensed)).toEqual({ timeZone: 'America/Chicago', ownershipTypeCode: 'LS', countryCode: 'US', isPricingEnabled: false });
  });
});

describe('store prices', () => {
  it("a size or option costs the list's entry for its SKU, else its national price", () => {
    fc.assert(
      fc.property(detailsArb, listArb, fc.constantFrom(...SIZE_CODES), (d, list, sizeCode) => {
        for (const s of d.sizes) expect(storeSizePrice(s, list)).toBe(list.sizes[s.sku] ?? s.priceMinor);
        for (const o of Object.values(d.options)) {
          const sku = o.product.sizes.find((x) => x.sizeCode === sizeCode)?.sku ?? '';
          expect(storeOptionUnitPrice(o.product, sizeCode, list)).toBe(list.options[sku] ?? o.product.priceMinor);
        }
      }),
    );
  });

  it('an empty list, or one repeating the national prices, estimates exactly the national price', () => {
    fc.assert(
      fc.property(detailsArb, selectedArb, fc.constantFrom(...SIZE_CODES), (d, options, sizeCode) => {
        const national = estimateUnitPrice(d, sizeCode, options);
        const same: StorePriceList = {
          ...EMPTY_LIST,
          sizes: Object.fromEntries(d.sizes.map((s) => [s.sku, s.priceMinor])),
          options: Object.fromEntries(Object.values(d.options).flatMap((o) => o.product.sizes.map((s) => [s.sku, o.product.priceMinor]))),
        };
        expect(estimateUnitPrice(d, sizeCode, options, EMPTY_LIST)).toBe(national);
        expect(estimateUnitPrice(d, sizeCode, options, same)).toBe(national);
      }),
    );
  });

  it('a store adding δ to every size and ε to every option unit estimates national + δ + ε × charged units', () => {
    fc.assert(
      fc.property(detailsArb, selectedArb, fc.constantFrom(...SIZE_CODES), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 50 }), (d, options, sizeCode, delta, eps) => {
        const list: StorePriceList = {
          ...EMPTY_LIST,
          sizes: Object.fromEntries(d.sizes.map((s) => [s.sku, s.priceMinor + delta])),
          options: Object.fromEntries(Object.values(d.options).flatMap((o) => o.product.sizes.map((s) => [s.sku, o.product.priceMinor + eps]))),
        };
        const unitsOf = (o: SelectedOption): number => {
          if (o.optionProductNumber === '9003') return o.value !== 'None' ? 1 : 0;
          const included = o.optionProductNumber === '9001' ? 2 : 0;
          return Math.max(0, (o.quantity ?? 1) - included);
        };
        const charged = options.reduce((n, o) => n + unitsOf(o), 0);
        expect(estimateUnitPrice(d, sizeCode, options, list)).toBe((estimateUnitPrice(d, sizeCode, options) ?? 0) + delta + eps * charged);
      }),
    );
  });

  it('raising any entry of a list never lowers an estimate', () => {
    fc.assert(
      fc.property(detailsArb, selectedArb, fc.constantFrom(...SIZE_CODES), listArb, fc.constantFrom(...ALL_SIZE_SKUS, ...ALL_OPTION_SKUS), fc.integer({ min: 1, max: 200 }), (d, options, sizeCode, list, sku, raise) => {
        const isSize = ALL_SIZE_SKUS.includes(sku);
        const table = isSize ? list.sizes : list.options;
        const before = table[sku] ?? (isSize ? (d.sizes.find((s) => s.sku === sku)?.priceMinor ?? 0) : (d.options[sku.slice(0, 4)]?.product.priceMinor ?? 0));
        const raised: StorePriceList = isSize ? { ...list, sizes: { ...list.sizes, [sku]: before + raise } } : { ...list, options: { ...list.options, [sku]: before + raise } };
        expect(estimateUnitPrice(d, sizeCode, options, raised) ?? 0).toBeGreaterThanOrEqual(estimateUnitPrice(d, sizeCode, options, list) ?? 0);
      }),
    );
  });

  it('shows no size or option price and no estimate where prices are hidden, and the list-or-national ones otherwise', () => {
    fc.assert(
      fc.property(detailsArb, selectedArb, fc.constantFrom(...SIZE_CODES), listArb, (d, options, sizeCode, list) => {
        for (const s of d.sizes) {
          expect(shownSizePrice({ kind: 'hidden' }, s)).toBeUndefined();
          expect(shownSizePrice({ kind: 'national' }, s)).toBe(s.priceMinor);
          expect(shownSizePrice({ kind: 'store', list }, s)).toBe(storeSizePrice(s, list));
        }
        for (const o of Object.values(d.options)) {
          expect(shownOptionUnitPrice({ kind: 'hidden' }, o.product, sizeCode)).toBeUndefined();
          expect(shownOptionUnitPrice({ kind: 'national' }, o.product, sizeCode)).toBe(o.product.priceMinor);
          expect(shownOptionUnitPrice({ kind: 'store', list }, o.product, sizeCode)).toBe(storeOptionUnitPrice(o.product, sizeCode, list));
        }
        expect(estimateShownUnitPrice(d, sizeCode, options, { kind: 'hidden' })).toBeUndefined();
        expect(estimateShownUnitPrice(d, sizeCode, options, { kind: 'national' })).toBe(estimateUnitPrice(d, sizeCode, options));
        expect(estimateShownUnitPrice(d, sizeCode, options, { kind: 'store', list })).toBe(estimateUnitPrice(d, sizeCode, options, list));
      }),
    );
  });

  it("a Large at $5.25 (national $4.95) with one extra shot at the store's $1.10: $6.35; another size's option SKU does not apply", () => {
    const d = { sizes: [size('L', 0, 495)], options: { '9001': entry(optionProduct('9001', 'quantity', 100)) }, defaultOptions: [{ optionProductNumber: '9001', quantity: 2 }] };
    const threeShots: SelectedOption[] = [{ optionProductNumber: '9001', quantity: 3, product: { productNumber: '9001', name: 'Shot' } }];
    // The shot's sizes are S, M, L with SKUs 90011, 90012, 90013: on a Large it is 90013.
    expect(estimateUnitPrice(d, 'L', threeShots, { ...EMPTY_LIST, sizes: { '1001': 525 }, options: { '90013': 110 } })).toBe(635);
    expect(estimateUnitPrice(d, 'L', threeShots, { ...EMPTY_LIST, sizes: { '1001': 525 }, options: { '90011': 110 } })).toBe(625);
  });
});

describe('option price labels', () => {
  // An option included per size (0 to 3 units, like espresso shots), at any price, shown any way.
  const labelCaseArb = fc.record({
    unit: fc.constantFrom<'quantity' | 'value'>('quantity', 'value'),
    selection: fc.constantFrom<'single' | 'multiple'>('single', 'multiple'),
    price: fc.integer({ min: 0, max: 150 }),
    included: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 }),
    sizeCode: fc.constantFrom(...SIZE_CODES),
    shown: fc.oneof(fc.constant<ShownPrices>({ kind: 'national' }), fc.constant<ShownPrices>({ kind: 'hidden' }), listArb.map((list): ShownPrices => ({ kind: 'store', list }))),
    quantity: fc.integer({ min: 0, max: 6 }),
    value: fc.constantFrom('None', 'Light', 'Extra'),
  });

  it('says what the estimate charges: nothing for included units, the labelled price for each unit beyond them', () => {
    fc.assert(
      fc.property(labelCaseArb, (c) => {
        const p = optionProduct('9001', c.unit, c.price);
        const d = {
          options: { '9001': entry(p) },
          defaultOptions: [c.unit === 'value' ? { optionProductNumber: '9001', value: 'None' } : { optionProductNumber: '9001', quantityBySize: Object.fromEntries(SIZE_CODES.map((s, i) => [s, c.included[i] ?? 0])) }],
        };
        const label = optionPriceLabel(d, { selection: c.selection }, p, c.sizeCode, c.shown);
        if (c.shown.kind === 'hidden') {
          expect(label).toBeUndefined();
          return;
        }
        const list = c.shown.kind === 'store' ? c.shown.list : undefined;
        // The quantities the page can choose: a single choice is one unit or none.
        const q = c.selection === 'single' ? Math.min(1, c.quantity) : c.quantity;
        const chosen: SelectedOption = c.unit === 'value'
          ? { optionProductNumber: '9001', value: c.value, product: { productNumber: '9001', name: 'x' } }
          : { optionProductNumber: '9001', quantity: q, product: { productNumber: '9001', name: 'x' } };
        const charged = optionPrice(d, chosen, c.sizeCode, list);
        const units = c.unit === 'value' ? (c.value !== 'None' ? 1 : 0) : Math.max(0, q - (label?.included ?? 0));
        expect(charged).toBe(label === undefined ? 0 : label.unitMinor * units);
        if (label !== undefined) expect(label.unitMinor).toBe(storeOptionUnitPrice(p, c.sizeCode, list));
      }),
      { numRuns: 500 },
    );
  });

  it("taking a default value off ('None', as a saved favorite says it) is never charged, whatever the option costs", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.constantFrom('Light', 'Extra'), fc.constantFrom(...SIZE_CODES), (price, def, sizeCode) => {
        const p = optionProduct('9001', 'value', price);
        const d = { options: { '9001': entry(p) }, defaultOptions: [{ optionProductNumber: '9001', value: def }] };
        const none: SelectedOption = { optionProductNumber: '9001', value: 'None', product: { productNumber: '9001', name: 'x' } };
        expect(optionPrice(d, none, sizeCode)).toBe(0);
      }),
    );
  });

  it('an espresso shot, one included on a Medium at $1.00: $1.00 for each shot beyond the first', () => {
    const shot = optionProduct('9001', 'quantity', 100);
    const d = { defaultOptions: [{ optionProductNumber: '9001', quantityBySize: { S: 1, M: 1, L: 2 } }] };
    expect(optionPriceLabel(d, { selection: 'multiple' }, shot, 'M', { kind: 'national' })).toEqual({ unitMinor: 100, included: 1 });
    expect(optionPriceLabel(d, { selection: 'multiple' }, shot, 'L', { kind: 'national' })).toEqual({ unitMinor: 100, included: 2 });
    expect(optionPriceLabel({ defaultOptions: [] }, { selection: 'multiple' }, shot, 'M', { kind: 'national' })).toEqual({ unitMinor: 100, included: 0 });
    expect(optionPriceLabel(d, { selection: 'single' }, shot, 'M', { kind: 'national' })).toBeUndefined();
  });
});
