// Spec section 3 "Menu" and "Product details": the catalog a store sells, as the menu pages and the
// product page read it. Prices are integer minor units (cents).

/** Per-store availability of a product form (spec section 8 "Cart and order messages"). */
export type ItemAvailability = 'Available' | 'SoldOut' | 'NotAvailableHere' | 'UnavailableOnline';

/** Previous-order baskets carry one more state: an item that can no longer be ordered at all. */
export type PreviousItemAvailability = ItemAvailability | 'NotOrderable';

export type ProductType = 'Beverage' | 'Food' | 'Coffee' | 'Merchandise';

export interface Nutrition {
  readonly calories: number;
  readonly fatG: number;
  readonly saturatedFatG: number;
  readonly sodiumMg: number;
  readonly carbohydrateG: number;
  readonly sugarG: number;
  readonly proteinG: number;
  readonly caffeineMg: number;
}

/** A size of a product form; each has its own SKU (spec: "Size carries sku and sizeCode"). */
export interface ProductSize {
  readonly sku: string;
  readonly sizeCode: string;
  /** Display name, e.g. 'Medium'. */
  readonly name: string;
  /** e.g. '16 fl oz', '1 lb bag', 'each'. */
  readonly servingLabel: string;
  readonly priceMinor: number;
  readonly nutrition: Nutrition;
}

/** Shapes the UI draws product art with; every artwork has the same 1:1 box so it never shifts layout. */
export type ArtworkShape =
  | 'cup-hot'
  | 'cup-iced'
  | 'cup-blended'
  | 'bottle'
  | 'pastry'
  | 'sandwich'
  | 'bowl'
  | 'bag'
  | 'mug'
  | 'tumbler'
  | 'box';

export interface ArtworkPalette {
  readonly background: string;
  readonly primary: string;
  readonly secondary: string;
  readonly accent: string;
}

export interface ProductArtwork {
  readonly shape: ArtworkShape;
  readonly palette: ArtworkPalette;
  /** Width / height: always 1 (a square box). */
  readonly aspectRatio: 1;
  /** A drawable image (the fake serves an SVG data URI; a real server an image URL). */
  readonly imageUrl: string;
  readonly alt: string;
}

export type OptionCategoryKind = 'milk' | 'espresso' | 'syrup' | 'topping' | 'temperature' | 'sweetener' | 'preparation';

/** The value shown for "no value" options such as toppings (the catalogue's first level). */
export const NONE_VALUE = 'None';

/** 'quantity': a count (shots, pumps, scoops). 'value': one of a list of levels ('Extra hot', 'Light'). */
export type UnitOfMeasure = 'quantity' | 'value';

export interface OptionSize {
  readonly sizeCode: string;
  readonly sku: string;
}

/** A customization product (an "option product"), e.g. 'Oat milk', 'Vanilla syrup', 'Espresso shot'. */
export interface OptionProduct {
  readonly productNumber: string;
  readonly name: string;
  readonly unitOfMeasure: UnitOfMeasure;
  /** For 'value' options: the levels, in display order. */
  readonly values?: readonly string[];
  /** Bounds of the quantity (quantity options) on one item. */
  readonly min: number;
  readonly max: number;
  /** Price of each unit above what the product includes (minor units). */
  readonly priceMinor: number;
  readonly sizes: readonly OptionSize[];
  /** Calories added by one unit. */
  readonly caloriesPerUnit: number;
}

export interface OptionCategory {
  readonly id: string;
  readonly name: string;
  readonly kind: OptionCategoryKind;
  /** The heading this category sits under on the product page ('Add-ins', 'Flavors', ...). */
  readonly parentCategory: string;
  /** 'single': at most one product of the category on an item (e.g. the milk). */
  readonly selection: 'single' | 'multiple';
  readonly products: readonly OptionProduct[];
}

/** Spec: "an options map keyed by option product number holding category, parent category, product, unitOfMeasure". */
export interface OptionEntry {
  readonly category: string;
  readonly parentCategory: string;
  readonly product: OptionProduct;
  readonly unitOfMeasure: UnitOfMeasure;
}

/** What a product includes by default, per size where it varies (e.g. espresso shots). */
export interface DefaultOption {
  readonly optionProductNumber: string;
  readonly quantity?: number;
  readonly value?: string;
  /** Included quantity per size code, overriding `quantity`. */
  readonly quantityBySize?: Readonly<Record<string, number>>;
}

export interface ProductForm {
  readonly formCode: string;
  readonly name: string;
}

export interface MenuPath {
  readonly menu: string;
  readonly category: string;
  readonly subcategory?: string;
}

/** The product page's data, keyed by formId = `${productNumber}_${formCode}`. */
export interface ProductDetails {
  readonly formId: string;
  readonly productNumber: string;
  readonly formCode: string;
  readonly name: string;
  readonly uri: string;
  readonly description: string;
  readonly productType: ProductType;
  readonly sizes: readonly ProductSize[];
  readonly defaultSizeCode: string;
  readonly optionCategories: readonly OptionCategory[];
  readonly options: Readonly<Record<string, OptionEntry>>;
  readonly defaultOptions: readonly DefaultOption[];
  readonly forms: readonly ProductForm[];
  readonly artwork: ProductArtwork;
  /** Availability at the requested store; 'Available' on the national menu. */
  readonly availability: ItemAvailability;
  readonly menuPath: MenuPath;
  /** Pre-order estimate for this product (spec: "pre-order estimates (min and max minutes)"). */
  readonly preOrderEstimate: { readonly minMinutes: number; readonly maxMinutes: number };
}

export interface ProductSummary {
  readonly productNumber: string;
  readonly formCode: string;
  readonly name: string;
  /** Route of the product page: /menu/product/{productNumber}/{formCode}. */
  readonly uri: string;
  readonly displayOrder: number;
  readonly productType: ProductType;
  readonly artwork: ProductArtwork;
  readonly availability: ItemAvailability;
  /** Price of the smallest size. */
  readonly startingPriceMinor: number;
  /** The smallest size's SKU, to find its price in a store's list (not shown by the spec; optional on the wire). */
  readonly startingSku?: string;
  /** Calories of the smallest size as it comes; left out for what is not eaten or drunk as sold (beans, mugs). */
  readonly startingCalories?: number;
  /** How many sizes it comes in: a tile says 'From' before the price when more than one. */
  readonly sizeCount?: number;
}

export interface Subcategory {
  readonly id: string;
  readonly name: string;
  /** Slug used in /menu/{menu}/{category}/{subcategory}. */
  readonly uri: string;
  readonly displayOrder: number;
  readonly products: readonly ProductSummary[];
}

export interface Category {
  readonly id: string;
  readonly name: string;
  readonly uri: string;
  readonly displayOrder: number;
  readonly subcategories: readonly Subcategory[];
}

export interface Menu {
  readonly id: string;
  readonly name: string;
  readonly uri: string;
  readonly displayOrder: number;
  readonly categories: readonly Category[];
}

export interface MenuCatalog {
  /** The store the menu is for; undefined for the national menu. */
  readonly storeNumber?: string;
  readonly menus: readonly Menu[];
  /** /menu/featured */
  readonly featured: readonly ProductSummary[];
}

export const formIdOf = (productNumber: string, formCode: string): string => `${productNumber}_${formCode}`;
