// A latte-like test drink for the customization rules' properties (favorites, line options): its option
// categories, its defaults, and arbitraries of the edits a person makes on the product page.
import fc from 'fast-check';
import type { OptionCategory, OptionProduct, ProductDetails } from './catalog-model';
import { initialDraft, withOptionQuantity, withOptionValue, withSingleChoice, type Draft } from './customization-rules';

export const qty = (productNumber: string, max = 6): OptionProduct => ({ productNumber, name: productNumber, unitOfMeasure: 'quantity', min: 0, max, priceMinor: 50, sizes: [], caloriesPerUnit: 0 });
// Value options are free here, as in the catalog: a removed default ('None') is listed on a favorite and
// optionPrice would charge a priced one.
export const val = (productNumber: string, values: readonly string[]): OptionProduct => ({ productNumber, name: productNumber, unitOfMeasure: 'value', values, min: 0, max: 1, priceMinor: 0, sizes: [], caloriesPerUnit: 0 });
export const cat = (id: string, selection: 'single' | 'multiple', products: readonly OptionProduct[]): OptionCategory => ({ id, name: id, kind: 'milk', parentCategory: 'Add-ins', selection, products });

export const LEVELS = ['None', 'Light', 'Regular', 'Extra'];
export const MILK = cat('milk', 'single', [qty('milk-2', 1), qty('milk-oat', 1), qty('milk-whole', 1)]);
export const SHOTS = cat('shots', 'multiple', [qty('shot')]);
export const SYRUPS = cat('syrups', 'multiple', [qty('vanilla'), qty('caramel')]);
export const VALUES = cat('values', 'multiple', [val('roast', ['Signature', 'Blonde', 'Decaf']), val('whip', LEVELS), val('drizzle', LEVELS)]);
export const SIZES = ['S', 'M', 'L'] as const;

/** A latte-like drink: 2% milk, shots by size, Signature roast and whipped cream unless changed. */
export const DRINK: ProductDetails = {
  formId: '700_hot',
  productNumber: '700',
  formCode: 'hot',
  name: 'Test Latte',
  uri: '/menu/product/700/hot',
  description: '',
  productType: 'Beverage',
  sizes: SIZES.map((sizeCode, i) => ({
    sku: `700-${sizeCode}`,
    sizeCode,
    name: sizeCode,
    servingLabel: '',
    priceMinor: 400 + 50 * i,
    nutrition: { calories: 0, fatG: 0, saturatedFatG: 0, sodiumMg: 0, carbohydrateG: 0, sugarG: 0, proteinG: 0, caffeineMg: 0 },
  })),
  defaultSizeCode: 'M',
  optionCategories: [MILK, SHOTS, SYRUPS, VALUES],
  options: Object.fromEntries(
    [MILK, SHOTS, SYRUPS, VALUES].flatMap((c) => c.products.map((p) => [p.productNumber, { category: c.id, parentCategory: c.parentCategory, product: p, unitOfMeasure: p.unitOfMeasure }])),
  ),
  defaultOptions: [
    { optionProductNumber: 'milk-2', quantity: 1 },
    { optionProductNumber: 'shot', quantityBySize: { S: 1, M: 2, L: 3 } },
    { optionProductNumber: 'roast', value: 'Signature' },
    { optionProductNumber: 'whip', value: 'Regular' },
  ],
  forms: [{ formCode: 'hot', name: 'Hot' }],
  artwork: { shape: 'cup-hot', palette: { background: '#fff', primary: '#000', secondary: '#111', accent: '#222' }, aspectRatio: 1, imageUrl: '', alt: '' },
  availability: 'Available',
  menuPath: { menu: 'drinks', category: 'hot' },
  preOrderEstimate: { minMinutes: 3, maxMinutes: 6 },
};

export type Edit = { readonly kind: 'milk'; readonly pn: string } | { readonly kind: 'qty'; readonly pn: string; readonly q: number } | { readonly kind: 'value'; readonly pn: string; readonly v: string };

// Small ranges on purpose: two random drafts often describe the same drink.
export const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.constantFrom(...MILK.products.map((p) => p.productNumber)).map((pn): Edit => ({ kind: 'milk', pn })),
  fc.record({ pn: fc.constantFrom('shot', 'vanilla', 'caramel'), q: fc.integer({ min: 0, max: 3 }) }).map((e): Edit => ({ kind: 'qty', ...e })),
  fc.constantFrom(...VALUES.products.flatMap((p) => (p.values ?? []).map((v) => ({ pn: p.productNumber, v })))).map((e): Edit => ({ kind: 'value', ...e })),
);

export const apply = (draft: Draft, edits: readonly Edit[]): Draft =>
  edits.reduce(
    (d, e) => (e.kind === 'milk' ? withSingleChoice(d, MILK, e.pn) : e.kind === 'qty' ? withOptionQuantity(d, e.pn, e.q) : withOptionValue(d, e.pn, e.v)),
    draft,
  );

export const draftArb: fc.Arbitrary<Draft> = fc
  .record({ size: fc.constantFrom(...SIZES), edits: fc.array(editArb, { maxLength: 6 }) })
  .map(({ size, edits }) => apply({ ...initialDraft(DRINK), sizeCode: size }, edits));

/** Every option set, explicitly, to what the drink comes with at this size. */
export const explicitDefaults = (sizeCode: string): Draft =>
  apply({ ...initialDraft(DRINK), sizeCode }, [
    { kind: 'milk', pn: 'milk-2' },
    { kind: 'qty', pn: 'shot', q: sizeCode === 'S' ? 1 : sizeCode === 'M' ? 2 : 3 },
    { kind: 'qty', pn: 'vanilla', q: 0 },
    { kind: 'qty', pn: 'caramel', q: 0 },
    { kind: 'value', pn: 'roast', v: 'Signature' },
    { kind: 'value', pn: 'whip', v: 'Regular' },
    { kind: 'value', pn: 'drizzle', v: 'None' },
  ]);
