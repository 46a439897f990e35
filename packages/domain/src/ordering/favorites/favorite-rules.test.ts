// A favorite's canonical form (spec section 5: adding a favorite that already exists only shows the added
// notice): saved without the product's defaults, keyed in a stable order, so the same drink is one favorite.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lastValueFrom, of, type Observable } from 'rxjs';
import { right, type Either } from 'fp-ts/Either';
import { createManualClock, makeConfig, type MemberSession } from '../../shared';
import type { OrderingError } from '../errors';
import { itemIdentity } from '../cart/cart-rules';
import { estimateUnitPrice } from '../pricing/pricing-rules';
import type { OptionCategory, OptionProduct, ProductDetails } from '../menu/catalog-model';
import { cartInputOf, draftOfOptions, initialDraft, selectedOptionsOf, withOptionQuantity, withOptionValue, withSingleChoice, type Draft } from '../menu/customization-rules';
import { makeFavoriteProducts } from './favorite-products';
import type { FavoriteItem, FavoriteProduct } from './favorite-model';
import { canonicalFavoriteItem, favoriteItemOf, favoriteKey, findFavorite } from './favorite-rules';

const qty = (productNumber: string, max = 6): OptionProduct => ({ productNumber, name: productNumber, unitOfMeasure: 'quantity', min: 0, max, priceMinor: 50, sizes: [], caloriesPerUnit: 0 });
// Value options are free here, as in the catalog: a removed default ('None') is listed on a favorite and
// optionPrice would charge a priced one.
const val = (productNumber: string, values: readonly string[]): OptionProduct => ({ productNumber, name: productNumber, unitOfMeasure: 'value', values, min: 0, max: 1, priceMinor: 0, sizes: [], caloriesPerUnit: 0 });
const cat = (id: string, selection: 'single' | 'multiple', products: readonly OptionProduct[]): OptionCategory => ({ id, name: id, kind: 'milk', parentCategory: 'Add-ins', selection, products });

const LEVELS = ['None', 'Light', 'Regular', 'Extra'];
const MILK = cat('milk', 'single', [qty('milk-2', 1), qty('milk-oat', 1), qty('milk-whole', 1)]);
const SHOTS = cat('shots', 'multiple', [qty('shot')]);
const SYRUPS = cat('syrups', 'multiple', [qty('vanilla'), qty('caramel')]);
const VALUES = cat('values', 'multiple', [val('roast', ['Signature', 'Blonde', 'Decaf']), val('whip', LEVELS), val('drizzle', LEVELS)]);
const SIZES = ['S', 'M', 'L'] as const;

/** A latte-like drink: 2% milk, shots by size, Signature roast and whipped cream unless changed. */
const DRINK: ProductDetails = {
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

type Edit = { readonly kind: 'milk'; readonly pn: string } | { readonly kind: 'qty'; readonly pn: string; readonly q: number } | { readonly kind: 'value'; readonly pn: string; readonly v: string };

// Small ranges on purpose: two random drafts often describe the same drink.
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.constantFrom(...MILK.products.map((p) => p.productNumber)).map((pn): Edit => ({ kind: 'milk', pn })),
  fc.record({ pn: fc.constantFrom('shot', 'vanilla', 'caramel'), q: fc.integer({ min: 0, max: 3 }) }).map((e): Edit => ({ kind: 'qty', ...e })),
  fc.constantFrom(...VALUES.products.flatMap((p) => (p.values ?? []).map((v) => ({ pn: p.productNumber, v })))).map((e): Edit => ({ kind: 'value', ...e })),
);

const apply = (draft: Draft, edits: readonly Edit[]): Draft =>
  edits.reduce(
    (d, e) => (e.kind === 'milk' ? withSingleChoice(d, MILK, e.pn) : e.kind === 'qty' ? withOptionQuantity(d, e.pn, e.q) : withOptionValue(d, e.pn, e.v)),
    draft,
  );

const draftArb: fc.Arbitrary<Draft> = fc
  .record({ size: fc.constantFrom(...SIZES), edits: fc.array(editArb, { maxLength: 6 }) })
  .map(({ size, edits }) => apply({ ...initialDraft(DRINK), sizeCode: size }, edits));

/** Every option set, explicitly, to what the drink comes with at this size. */
const explicitDefaults = (sizeCode: string): Draft =>
  apply({ ...initialDraft(DRINK), sizeCode }, [
    { kind: 'milk', pn: 'milk-2' },
    { kind: 'qty', pn: 'shot', q: sizeCode === 'S' ? 1 : sizeCode === 'M' ? 2 : 3 },
    { kind: 'qty', pn: 'vanilla', q: 0 },
    { kind: 'qty', pn: 'caramel', q: 0 },
    { kind: 'value', pn: 'roast', v: 'Signature' },
    { kind: 'value', pn: 'whip', v: 'Regular' },
    { kind: 'value', pn: 'drizzle', v: 'None' },
  ]);

/** The drink a draft makes, as the cart knows it (every option it has, defaults included). */
const drinkOf = (draft: Draft): string => itemIdentity(cartInputOf(DRINK, draft, undefined)!);

describe('favoriteItemOf and favoriteKey', () => {
  it('drops the defaults: the drink as it comes has no options, set explicitly or not', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIZES), fc.array(editArb, { maxLength: 6 }), (size, edits) => {
        expect(favoriteItemOf(DRINK, { ...initialDraft(DRINK), sizeCode: size }).selectedOptions).toEqual([]);
        expect(favoriteItemOf(DRINK, explicitDefaults(size)).selectedOptions).toEqual([]);
        // The same changes on top of defaults stated or left alone: one favorite.
        const plain = apply({ ...initialDraft(DRINK), sizeCode: size }, edits);
        expect(favoriteKey(favoriteItemOf(DRINK, apply(explicitDefaults(size), edits)))).toBe(favoriteKey(favoriteItemOf(DRINK, plain)));
      }),
    );
  });

  it('lists options in a stable order, and the key does not depend on the order they come in', () => {
    fc.assert(
      fc.property(draftArb, fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), (draft, ranks) => {
        const item = favoriteItemOf(DRINK, draft);
        const numbers = item.selectedOptions.map((o) => o.optionProductNumber);
        expect(numbers).toEqual([...numbers].sort());
        const shuffled = item.selectedOptions.map((o, i) => ({ o, r: ranks[i] ?? 0 })).sort((a, b) => a.r - b.r).map((x) => x.o);
        expect(favoriteKey({ ...item, selectedOptions: shuffled })).toBe(favoriteKey(item));
        // The full option list (defaults included, any order) comes to the same canonical item.
        const full = selectedOptionsOf(DRINK, draft).map((o, i) => ({ o, r: ranks[i] ?? 0 })).sort((a, b) => a.r - b.r).map((x) => x.o);
        const whipRemoved = item.selectedOptions.some((o) => o.value === 'None');
        // (A full list leaves a removed value out, so that one case reads as the default there.)
        if (!whipRemoved) expect(canonicalFavoriteItem(DRINK, { ...item, selectedOptions: full })).toEqual(item);
      }),
    );
  });

  it('gives different customizations different keys, and the same drink the same key', () => {
    fc.assert(
      fc.property(draftArb, draftArb, (a, b) => {
        const same = drinkOf(a) === drinkOf(b);
        expect(favoriteKey(favoriteItemOf(DRINK, a)) === favoriteKey(favoriteItemOf(DRINK, b))).toBe(same);
      }),
      { numRuns: 500 },
    );
  });

  it('loses nothing: the saved options make the same drink again, and saving them again changes nothing', () => {
    fc.assert(
      fc.property(draftArb, (draft) => {
        const item = favoriteItemOf(DRINK, draft);
        expect(drinkOf(draftOfOptions(DRINK, item.sizeCode, item.selectedOptions))).toBe(drinkOf(draft));
        expect(canonicalFavoriteItem(DRINK, item)).toEqual(item);
      }),
    );
  });

  it('prices like the drink: a favorite added to the order costs what the product page showed', () => {
    fc.assert(
      fc.property(draftArb, (draft) => {
        const item = favoriteItemOf(DRINK, draft);
        expect(estimateUnitPrice(DRINK, item.sizeCode, item.selectedOptions)).toBe(estimateUnitPrice(DRINK, draft.sizeCode, selectedOptionsOf(DRINK, draft)));
      }),
    );
  });

  it('says what replaced a default milk, and a removed whipped cream', () => {
    const d = apply(initialDraft(DRINK), [{ kind: 'milk', pn: 'milk-oat' }, { kind: 'value', pn: 'whip', v: 'None' }, { kind: 'qty', pn: 'vanilla', q: 2 }]);
    expect(favoriteItemOf(DRINK, d).selectedOptions.map((o) => [o.optionProductNumber, o.quantity ?? o.value])).toEqual([
      ['milk-oat', 1],
      ['vanilla', 2],
      ['whip', 'None'],
    ]);
  });
});

describe('makeFavoriteProducts judges "already added" on the canonical key', () => {
  const member: MemberSession = { kind: 'member', memberId: 'm', email: 'a@b.c', firstName: 'A', lastName: 'B', signedInAt: 0 };
  const ok = <T,>(v: T): Observable<Either<OrderingError, T>> => of(right(v));

  it('the same options in another order are the favorite already saved: only the added notice, no second add', async () => {
    const draft = apply(initialDraft(DRINK), [{ kind: 'milk', pn: 'milk-oat' }, { kind: 'qty', pn: 'vanilla', q: 2 }]);
    const item: FavoriteItem = favoriteItemOf(DRINK, draft);
    const saved: FavoriteProduct = { id: 'f1', product: { productNumber: '700', name: 'Test Latte', forms: [{ name: 'Hot', formCode: 'hot' }] }, item, addedAt: 0 };
    let adds = 0;
    const svc = makeFavoriteProducts({ favorites: { list: () => ok([saved]), add: () => (adds++, ok(saved)), remove: () => ok([]) }, clock: createManualClock(0), config: makeConfig() });
    await lastValueFrom(svc.list(member));
    const reversed = { ...item, selectedOptions: [...item.selectedOptions].reverse() };
    expect(findFavorite([saved], reversed)).toBe(saved);
    const r = await lastValueFrom(svc.add(member, { productName: 'Test Latte', formName: 'Hot', item: reversed }));
    expect(r.status === 'ok' && [r.value.alreadyAdded, r.value.favorite.id]).toEqual([true, 'f1']);
    expect(adds).toBe(0);
  });
});
