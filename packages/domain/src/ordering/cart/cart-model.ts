// Spec section 3 "Cart": current items keyed by an item identity, plus previous items.
import type { ItemAvailability, ProductArtwork, ProductType } from '../menu/catalog-model';

export interface OptionSizeRef {
  readonly sizeCode: string;
  readonly sku: string;
}

/** A customization on a cart item: a quantity (shots, pumps) or a value ('Extra hot'). */
export interface SelectedOption {
  readonly optionProductNumber: string;
  readonly quantity?: number;
  readonly value?: string;
  readonly size?: OptionSizeRef;
  readonly product: { readonly productNumber: string; readonly name: string };
  /**
   * The product has it so as it comes (its default at the item's size: 2% milk, 'Temperature: Hot'): the
   * barista still gets it, the item's line does not name it (lineOptions). Set by selectedOptionsOf, where the
   * product's defaults are known; an option without it is named.
   */
  readonly asItComes?: true;
}

export interface CartProductRef {
  readonly productNumber: string;
  readonly formCode: string;
  readonly name: string;
  readonly productType?: ProductType;
  readonly artwork?: ProductArtwork;
}

export interface CartSize {
  readonly sku: string;
  readonly sizeCode: string;
  readonly name: string;
}

/** What a caller supplies to add an item; the cart gives it its key and time. */
export interface CartItemInput {
  readonly product: CartProductRef;
  readonly size: CartSize;
  readonly selectedOptions: readonly SelectedOption[];
  readonly quantity: number;
  /** Estimated unit price (size + options) from the product page, shown before pricing. */
  readonly unitPriceMinor?: number;
}

export interface CartItem extends CartItemInput {
  /** The item identity: same product, size and options means the same key. */
  readonly key: string;
  readonly sizeCode: string;
  readonly timeAdded: number;
  /** Availability at the selected store; undefined until marked. */
  readonly availability?: ItemAvailability;
}

export interface CartState {
  readonly items: readonly CartItem[];
  /** Items of the most recent successful order that were still Available. */
  readonly previousItems: readonly CartItem[];
  /** Availability and pricing must be fetched again (any cart, store or pickup change). */
  readonly needsRefresh: boolean;
  readonly storeNumber?: string;
  readonly pickupOption?: string;
  readonly mostRecentOrderTime?: number;
}

/** What the CartStore persists (the web keeps it in localStorage, synced across tabs). */
export type CartSnapshot = Pick<CartState, 'items' | 'previousItems' | 'mostRecentOrderTime'>;

export const emptyCart: CartState = { items: [], previousItems: [], needsRefresh: false };

/** Availability of each product form at a store, keyed by formId; a form missing here is NotAvailableHere. */
export type StoreAvailabilityIndex = Readonly<Record<string, ItemAvailability>>;
