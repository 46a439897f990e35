// Spec section 3 "Product details": pricing rules and pricing by store (graph operations pricing-rules and
// pricing-by-store-number, each reused for 5 minutes), and section 7's store pricing input of get previous
// orders. The shapes of both answers are not shown by the spec; these are the ones a chain needs.
import type { OwnershipTypeCode } from '../../locator/model';

/**
 * A market where the app shows and charges its own prices (not shown by the spec). Licensed stores ('LS')
 * set their prices themselves, so a market normally enables only company-operated stores ('CO').
 */
export interface PricingMarket {
  readonly countryCode: string;
  readonly ownershipTypeCodes: readonly OwnershipTypeCode[];
}

/**
 * pricing-rules: which stores show app prices. Rounding is deliberately no rule here (not shown by the
 * spec): the store's list carries final prices per SKU, so the page's estimate can never round
 * differently from what pricing charges.
 */
export interface PricingRules {
  readonly markets: readonly PricingMarket[];
}

/**
 * pricing-by-store-number: the store's own prices. A SKU missing from a map costs its national price, so a
 * store on national prices answers empty maps.
 */
export interface StorePriceList {
  readonly storeNumber: string;
  /** When the server priced this list (epoch ms). */
  readonly pricedAt: number;
  readonly currency: string;
  /** Price of a product size, by the size's SKU (minor units). */
  readonly sizes: Readonly<Record<string, number>>;
  /** Price of one charged unit of an option on an item of some size, by the option's SKU at that size. */
  readonly options: Readonly<Record<string, number>>;
}

/** Spec section 7: the store pricing input of the get-previous-orders query. */
export interface StorePricingInput {
  readonly timeZone: string;
  readonly ownershipTypeCode: OwnershipTypeCode;
  readonly countryCode: string;
  readonly isPricingEnabled: boolean;
}

/**
 * The prices a page shows at a store: the store's list; none ('hidden': the store sets its own prices);
 * or the national prices (no store, or the store's pricing could not be known: the cart's pricing is
 * the source of truth anyway).
 */
export type ShownPrices =
  | { readonly kind: 'national' }
  | { readonly kind: 'store'; readonly list: StorePriceList }
  | { readonly kind: 'hidden' };

export const NATIONAL_PRICES: ShownPrices = { kind: 'national' };
export const HIDDEN_PRICES: ShownPrices = { kind: 'hidden' };
