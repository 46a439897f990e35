// Builds the catalog from the seed tables: product details per form (sizes with SKUs and prices,
// nutrition, customizations and defaults, artwork) and the menu tree for any store.
import {
  formIdOf,
  isPreparedProduct,
  type Category,
  type DefaultOption,
  type ItemAvailability,
  type Menu,
  type MenuCatalog,
  type Nutrition,
  type OptionEntry,
  type ProductDetails,
  type ProductSize,
  type ProductSummary,
  type Subcategory,
} from '@crema/domain/ordering';
import { makeArtwork } from './artwork';
import { illustrationOf } from './illustration';

/**
 * A product's page, as the menu answer names it in each product's `uri` (the retailer's data, which the app
 * links to as it comes): /menu/product/{productNumber}/{formCode}.
 */
const productUri = (productNumber: string, formCode: string): string => `/menu/product/${productNumber}/${formCode}`;
import { KINDS, type SizeSpec } from './kinds';
import { ADD_SHOTS, ESPRESSO, MILK, OPT } from './options';
import { PRODUCT_DEFS, type ProductDef } from './products';
import { CATEGORY_NAMES, MENU_NAMES, PALETTES, SUBCATEGORY_NAMES } from './structure';

export interface CatalogEntry {
  readonly def: ProductDef;
  /** National details (availability Available). */
  readonly details: ProductDetails;
  readonly displayOrder: number;
}

const FORM_NAMES: Readonly<Record<string, string>> = { hot: 'Hot', iced: 'Iced', food: 'Food', 'whole-bean': 'Whole bean', merch: 'Merchandise' };

const formName = (def: ProductDef, form: string): string =>
  form === 'iced' && def.forms.length > 1 && !def.name.startsWith('Iced') ? `Iced ${def.name}` : def.name;

const round1 = (n: number): number => Math.round(n * 10) / 10;

const nutritionAt = (def: ProductDef, scale: number): Nutrition => ({
  calories: Math.round(def.calories * scale),
  fatG: round1(def.fatG * scale),
  saturatedFatG: round1(def.fatG * scale * 0.55),
  sodiumMg: Math.round((def.calories * 0.9 + 10) * scale),
  carbohydrateG: Math.round((def.sugarG + def.calories / 30) * scale),
  sugarG: Math.round(def.sugarG * scale),
  proteinG: Math.round((def.calories / 35) * scale),
  caffeineMg: Math.round(def.caffeineMg * (scale > 1 ? 1 + (scale - 1) * 0.8 : 1)),
});

const sizesOf = (def: ProductDef, form: string, formIndex: number, specs: readonly SizeSpec[]): readonly ProductSize[] =>
  specs.map((s, i) => ({
    sku: `${def.productNumber}${formIndex}${i + 1}`,
    sizeCode: s.sizeCode,
    name: s.name,
    servingLabel: s.servingLabel,
    priceMinor: def.priceMinor + s.priceStep + (form === 'iced' && def.forms.length > 1 ? 30 : 0),
    nutrition: nutritionAt(def, s.scale),
  }));

const milkNumbers = new Set(MILK.products.map((p) => p.productNumber));

const mergeDefaults = (kind: readonly DefaultOption[], own: readonly DefaultOption[]): readonly DefaultOption[] => {
  const ownNumbers = new Set(own.map((o) => o.optionProductNumber));
  const ownMilk = own.some((o) => milkNumbers.has(o.optionProductNumber));
  return [...kind.filter((k) => !ownNumbers.has(k.optionProductNumber) && !(ownMilk && milkNumbers.has(k.optionProductNumber))), ...own];
};

/** Has espresso as it comes: a shot included at some size. */
const includesEspresso = (defaults: readonly DefaultOption[]): boolean =>
  defaults.some((o) => o.optionProductNumber === OPT.shot && ((o.quantity ?? 0) > 0 || Object.values(o.quantityBySize ?? {}).some((q) => q > 0)));

const buildDetails = (def: ProductDef, form: string, formIndex: number): ProductDetails => {
  const kind = KINDS[def.kind];
  const name = formName(def, form);
  const sizes = sizesOf(def, form, formIndex, kind.sizes(form));
  const defaultOptions = mergeDefaults(kind.defaults(form), def.defaults ?? []);
  // An espresso roast to choose only where there is espresso as it comes (a Dirty Chai, not a House Blend or a Chai).
  const espresso = includesEspresso(defaultOptions) ? ESPRESSO : ADD_SHOTS;
  const categories = kind.categories(form).map((c) => (c === ESPRESSO || c === ADD_SHOTS ? espresso : c));
  const options: Record<string, OptionEntry> = {};
  for (const c of categories) for (const p of c.products) options[p.productNumber] = { category: c.name, parentCategory: c.parentCategory, product: p, unitOfMeasure: p.unitOfMeasure };
  const palette = PALETTES[def.color] ?? PALETTES['brewed'];
  if (palette === undefined) throw new Error(`no palette ${def.color}`);
  return {
    formId: formIdOf(def.productNumber, form),
    productNumber: def.productNumber,
    formCode: form,
    name,
    uri: productUri(def.productNumber, form),
    description: def.description,
    productType: kind.productType,
    sizes,
    defaultSizeCode: (sizes.find((s) => s.sizeCode === 'M') ?? sizes[0])?.sizeCode ?? 'EA',
    optionCategories: categories,
    options,
    defaultOptions,
    forms: def.forms.map((f) => ({ formCode: f, name: FORM_NAMES[f] ?? f })),
    artwork: makeArtwork(`${def.productNumber}_${form}`, kind.shape(form), palette, name, () => illustrationOf(def, form, name, palette)),
    availability: 'Available',
    menuPath: { menu: def.menu, category: def.category, subcategory: def.subcategory },
    preOrderEstimate: kind.estimate,
  };
};

let entries: readonly CatalogEntry[] | undefined;
let byFormId: ReadonlyMap<string, CatalogEntry> | undefined;

/** Every product form of the seed, in menu order (built once). */
export const catalogEntries = (): readonly CatalogEntry[] => {
  if (entries === undefined) {
    const order = new Map<string, number>();
    entries = PRODUCT_DEFS.flatMap((def) =>
      def.forms.map((form, i) => {
        const group = `${def.menu}/${def.category}/${def.subcategory}`;
        const n = (order.get(group) ?? 0) + 1;
        order.set(group, n);
        return { def, details: buildDetails(def, form, i + 1), displayOrder: n * 10 };
      }),
    );
    byFormId = new Map(entries.map((e) => [e.details.formId, e]));
  }
  return entries;
};

export const findEntry = (productNumber: string, formCode: string): CatalogEntry | undefined => {
  catalogEntries();
  return byFormId?.get(formIdOf(productNumber, formCode));
};

export const summaryOf = (e: CatalogEntry, availability: ItemAvailability): ProductSummary => {
  const sizes = e.details.sizes;
  const smallest = sizes.reduce((a, b) => (b.priceMinor < a.priceMinor ? b : a));
  return {
    productNumber: e.details.productNumber,
    formCode: e.details.formCode,
    name: e.details.name,
    uri: e.details.uri,
    displayOrder: e.displayOrder,
    productType: e.details.productType,
    artwork: e.details.artwork,
    availability,
    startingPriceMinor: smallest.priceMinor,
    startingSku: smallest.sku,
    ...(isPreparedProduct(e.details.productType) ? { startingCalories: smallest.nutrition.calories } : {}),
    sizeCount: sizes.length,
  };
};

/**
 * The menu tree for a store: products NotAvailableHere are left out (an item missing from the store menu
 * is NotAvailableHere); others carry their availability. Without a store: the national menu.
 */
export const buildMenuCatalog = (storeNumber: string | undefined, availabilityOf: (e: CatalogEntry) => ItemAvailability): MenuCatalog => {
  const menus = new Map<string, Map<string, Map<string, ProductSummary[]>>>();
  const featured: ProductSummary[] = [];
  for (const e of catalogEntries()) {
    const a = availabilityOf(e);
    if (a === 'NotAvailableHere') continue;
    const s = summaryOf(e, a);
    const cats = menus.get(e.def.menu) ?? new Map<string, Map<string, ProductSummary[]>>();
    menus.set(e.def.menu, cats);
    const subs = cats.get(e.def.category) ?? new Map<string, ProductSummary[]>();
    cats.set(e.def.category, subs);
    const list = subs.get(e.def.subcategory) ?? [];
    subs.set(e.def.subcategory, list);
    list.push(s);
    if (e.def.featured === true && e.details.formCode === e.def.forms[0]) featured.push(s);
  }
  const menuList: Menu[] = [...menus.entries()].map(([menu, cats], mi) => ({
    id: `menu-${menu}`,
    name: MENU_NAMES[menu] ?? menu,
    uri: menu,
    displayOrder: (mi + 1) * 10,
    categories: [...cats.entries()].map(([cat, subs], ci): Category => ({
      id: `cat-${cat}`,
      name: CATEGORY_NAMES[cat] ?? cat,
      uri: cat,
      displayOrder: (ci + 1) * 10,
      subcategories: [...subs.entries()].map(([sub, products], si): Subcategory => ({
        id: `sub-${cat}-${sub}`,
        name: SUBCATEGORY_NAMES[sub] ?? sub,
        uri: sub,
        displayOrder: (si + 1) * 10,
        products,
      })),
    })),
  }));
  return { ...(storeNumber !== undefined ? { storeNumber } : {}), menus: menuList, featured };
};
