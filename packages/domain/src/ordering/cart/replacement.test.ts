// Out-of-stock recommendations (spec section 4): which product is recommended, the item it becomes, and
// the use case that finds it through the store menu and the product details.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, of } from 'rxjs';
import { domainError, loading, ok } from '../../shared';
import type { CartItem } from './cart-model';
import { allProducts, itemIdentity, recommendReplacement, toCartItem } from './cart-rules';
import type { ItemAvailability, MenuCatalog, ProductDetails, ProductSummary } from '../menu/catalog-model';
import { cartInputOf, initialDraft, selectedOptionsOf } from '../menu/customization-rules';
import { makeFindReplacement, type FindReplacementDeps } from './find-replacement';
import type { LoadMenus, MenuView } from '../menu/load-menus';
import { fail, type OrderingState } from '../ordering-state';
import { failure, type OrderingFailure } from '../errors';
import { replacementInput, replacementSizeCode } from './replacement-rules';

const AVAILABILITIES: readonly ItemAvailability[] = ['Available', 'SoldOut', 'NotAvailableHere', 'UnavailableOnline'];

const summary = (productNumber: string, displayOrder: number, availability: ItemAvailability, formCode = 'hot'): ProductSummary => ({
  productNumber,
  formCode,
  name: `Product ${productNumber}`,
  uri: `/menu/product/${productNumber}/hot`,
  displayOrder,
  productType: 'Beverage',
  artwork: { shape: 'cup-hot', palette: { background: '#fff', primary: '#000', secondary: '#111', accent: '#222' }, aspectRatio: 1, imageUrl: '', alt: '' },
  availability,
  startingPriceMinor: 300,
});

/** One menu with one category whose subcategories hold these products. */
const catalogOf = (subcategories: readonly (readonly ProductSummary[])[]): MenuCatalog => ({
  storeNumber: '1-1',
  featured: [],
  menus: [
    {
      id: 'drinks',
      name: 'Drinks',
      uri: 'drinks',
      displayOrder: 1,
      categories: [
        {
          id: 'hot',
          name: 'Hot coffee',
          uri: 'hot',
          displayOrder: 1,
          subcategories: subcategories.map((products, s) => ({ id: `s${s}`, name: `Sub ${s}`, uri: `s${s}`, displayOrder: s, products })),
        },
      ],
    },
  ],
});

/** Subcategories of products with unique numbers, display orders, availabilities and forms. */
const catalogArb: fc.Arbitrary<MenuCatalog> = fc
  .array(fc.array(fc.record({ order: fc.nat(30), availability: fc.constantFrom(...AVAILABILITIES), form: fc.constantFrom('hot', 'iced') }), { minLength: 1, maxLength: 6 }), {
    minLength: 1,
    maxLength: 4,
  })
  .map((subs) => {
    let n = 100;
    return catalogOf(subs.map((products) => products.map((p) => summary(String(n++), p.order, p.availability, p.form))));
  });

const subcategoryOf = (catalog: MenuCatalog, productNumber: string) =>
  catalog.menus[0]?.categories[0]?.subcategories.find((s) => s.products.some((p) => p.productNumber === productNumber));

const asItem = (p: ProductSummary): Pick<CartItem, 'product'> => ({ product: { productNumber: p.productNumber, formCode: p.formCode, name: p.name } });

describe('recommendReplacement', () => {
  it('recommends an Available product other than the item, from its subcategory when that has one, of its form first, closest in display order', () => {
    fc.assert(
      fc.property(catalogArb, fc.nat(), (catalog, pick) => {
        const products = allProducts(catalog);
        const target = products[pick % products.length]!;
        const rec = recommendReplacement(catalog, asItem(target));
        const sub = subcategoryOf(catalog, target.productNumber)!;
        const candidates = sub.products.filter((p) => p.productNumber !== target.productNumber && p.availability === 'Available');
        const anywhere = products.filter((p) => p.productNumber !== target.productNumber && p.availability === 'Available');
        if (anywhere.length === 0) {
          expect(rec).toBeUndefined();
          return;
        }
        expect(rec).toBeDefined();
        expect(rec!.availability).toBe('Available');
        expect(rec!.productNumber).not.toBe(target.productNumber);
        if (candidates.length > 0) {
          expect(candidates).toContain(rec);
          const sameForm = candidates.filter((p) => p.formCode === target.formCode);
          if (sameForm.length > 0) expect(rec!.formCode).toBe(target.formCode);
          const pool = sameForm.length > 0 ? sameForm : candidates;
          const best = Math.min(...pool.map((p) => Math.abs(p.displayOrder - target.displayOrder)));
          expect(Math.abs(rec!.displayOrder - target.displayOrder)).toBe(best);
        }
      }),
    );
  });

  it('recommends nothing for an item the menu does not list', () => {
    fc.assert(
      fc.property(catalogArb, (catalog) => {
        expect(recommendReplacement(catalog, asItem(summary('999999', 1, 'SoldOut')))).toBeUndefined();
      }),
    );
  });
});

const details = (sizeCodes: readonly string[], over: Partial<ProductDetails> = {}): ProductDetails => ({
  formId: '500_hot',
  productNumber: '500',
  formCode: 'hot',
  name: 'Flat White',
  uri: '/menu/product/500/hot',
  description: '',
  productType: 'Beverage',
  sizes: sizeCodes.map((c, i) => ({
    sku: `sku-${c}`,
    sizeCode: c,
    name: `Size ${c}`,
    servingLabel: '',
    priceMinor: 400 + i * 50,
    nutrition: { calories: 100, fatG: 0, saturatedFatG: 0, sodiumMg: 0, carbohydrateG: 0, sugarG: 0, proteinG: 0, caffeineMg: 0 },
  })),
  defaultSizeCode: sizeCodes[0]!,
  optionCategories: [
    {
      id: 'shots',
      name: 'Shots',
      kind: 'espresso',
      parentCategory: 'Add-ins',
      selection: 'multiple',
      products: [{ productNumber: 'shot', name: 'Espresso shot', unitOfMeasure: 'quantity', min: 0, max: 6, priceMinor: 90, sizes: [], caloriesPerUnit: 5 }],
    },
  ],
  options: {},
  defaultOptions: [{ optionProductNumber: 'shot', quantity: 2, quantityBySize: { L: 3 } }],
  forms: [{ formCode: 'hot', name: 'Hot' }],
  artwork: summary('500', 1, 'Available').artwork,
  availability: 'Available',
  menuPath: { menu: 'drinks', category: 'hot' },
  preOrderEstimate: { minMinutes: 4, maxMinutes: 8 },
  ...over,
});

const sizeCodesArb = fc.uniqueArray(fc.constantFrom('S', 'M', 'L', 'XL'), { minLength: 1, maxLength: 4 });

describe('replacementInput', () => {
  it('keeps the quantity, takes the item size when offered, else the default, with the default options', () => {
    fc.assert(
      fc.property(sizeCodesArb, fc.constantFrom('S', 'M', 'L', 'XL'), fc.integer({ min: 1, max: 15 }), (codes, itemSize, quantity) => {
        const d = details(codes);
        const input = replacementInput(d, { sizeCode: itemSize, quantity })!;
        expect(input.quantity).toBe(quantity);
        expect(input.size.sizeCode).toBe(codes.includes(itemSize) ? itemSize : d.defaultSizeCode);
        expect(replacementSizeCode(d, { sizeCode: itemSize })).toBe(input.size.sizeCode);
        // The product as it comes: the same cart line as adding it untouched from the product page.
        const untouched = { ...initialDraft(d), sizeCode: input.size.sizeCode, quantity };
        expect(itemIdentity(input)).toBe(itemIdentity(cartInputOf(d, untouched, undefined)!));
        expect(input.selectedOptions).toEqual(selectedOptionsOf(d, untouched));
      }),
    );
  });

  it("prices the estimate at the store's shown prices, included shots free; none where prices are hidden", () => {
    const d = details(['S', 'M', 'L']);
    const input = replacementInput(d, { sizeCode: 'L', quantity: 2 })!;
    expect(input.unitPriceMinor).toBe(500);
    const list = { storeNumber: '1-1', pricedAt: 0, currency: 'USD', sizes: { 'sku-L': 530 }, options: {} };
    expect(replacementInput(d, { sizeCode: 'L', quantity: 2 }, { kind: 'store', list })?.unitPriceMinor).toBe(530);
    expect(replacementInput(d, { sizeCode: 'L', quantity: 2 }, { kind: 'hidden' })?.unitPriceMinor).toBeUndefined();
    expect(input.selectedOptions.map((o) => [o.optionProductNumber, o.quantity])).toEqual([['shot', 3]]);
  });
});

describe('makeFindReplacement', () => {
  const catalog = catalogOf([[summary('400', 1, 'SoldOut'), summary('500', 2, 'Available')]]);
  const soldOut: CartItem = {
    ...toCartItem({ product: { productNumber: '400', formCode: 'hot', name: 'Latte' }, size: { sku: 'x', sizeCode: 'M', name: 'Medium' }, selectedOptions: [], quantity: 3 }, 0),
    availability: 'SoldOut',
  };
  const menus = (state: OrderingState<MenuView>): LoadMenus =>
    Object.assign(() => of(loading(), state), { invalidate: () => undefined }) as unknown as LoadMenus;
  const product = (d: ProductDetails | undefined): FindReplacementDeps['loadProduct'] => () =>
    of(
      loading<ProductDetails, OrderingFailure>(),
      d === undefined ? fail<ProductDetails>(failure(domainError('NOT_FOUND', { status: 404 }), 'We could not find this product.')) : ok<ProductDetails, OrderingFailure>(d),
    );

  it('answers the nearest Available product of the store menu as an item for the slot', async () => {
    const find = makeFindReplacement({ loadMenus: menus(ok({ catalog })), loadProduct: product(details(['S', 'M', 'L'])) });
    const r = await firstValueFrom(find(soldOut, '1-1'));
    expect(r?.forKey).toBe(soldOut.key);
    expect(r?.product.productNumber).toBe('500');
    expect(r?.input.size.sizeCode).toBe('M');
    expect(r?.input.quantity).toBe(3);
  });

  it('answers nothing when the store menu fell back to the national menu, the product fails or is not orderable', async () => {
    const fallback = makeFindReplacement({ loadMenus: menus(ok({ catalog, notice: 'x' })), loadProduct: product(details(['M'])) });
    expect(await firstValueFrom(fallback(soldOut, '1-1'))).toBeUndefined();
    const failing = makeFindReplacement({ loadMenus: menus(ok({ catalog })), loadProduct: product(undefined) });
    expect(await firstValueFrom(failing(soldOut, '1-1'))).toBeUndefined();
    const soldOutToo = makeFindReplacement({ loadMenus: menus(ok({ catalog })), loadProduct: product(details(['M'], { availability: 'SoldOut' })) });
    expect(await firstValueFrom(soldOutToo(soldOut, '1-1'))).toBeUndefined();
  });
});
