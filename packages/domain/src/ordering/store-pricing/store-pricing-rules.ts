// Store pricing rules (spec section 3 "pricing rules, pricing by store"): which stores show app prices,
// the store price of a size or an option (the national price when the store's list has none), and the
// get-previous-orders store pricing input. The item estimate at a store is estimateUnitPrice with a list.
import type { OptionProduct, ProductSize } from '../menu/catalog-model';
import type { StoreFacts } from '../order-model';
import { HIDDEN_PRICES, NATIONAL_PRICES, type PricingRules, type ShownPrices, type StorePriceList, type StorePricingInput } from './store-pricing-model';

type PricedStoreFacts = Pick<StoreFacts, 'countryCode' | 'ownershipTypeCode'>;

/** The store's country has app prices for its ownership type; false when either fact is unknown. */
export const isPricingEnabled = (rules: PricingRules, store: PricedStoreFacts): boolean => {
  const { countryCode, ownershipTypeCode } = store;
  if (countryCode === undefined || ownershipTypeCode === undefined) return false;
  return rules.markets.some((m) => m.countryCode === countryCode && m.ownershipTypeCodes.includes(ownershipTypeCode));
};

/** Spec section 7: the store pricing input of get previous orders; undefined without the store's facts. */
export const storePricingInput = (rules: PricingRules, store: StoreFacts): StorePricingInput | undefined => {
  const { timeZoneId, ownershipTypeCode, countryCode } = store;
  if (timeZoneId === undefined || ownershipTypeCode === undefined || countryCode === undefined) return undefined;
  return { timeZone: timeZoneId, ownershipTypeCode, countryCode, isPricingEnabled: isPricingEnabled(rules, store) };
};

/** A size's price at the store: the list's entry for its SKU, else the national price. */
export const storeSizePrice = (size: Pick<ProductSize, 'sku' | 'priceMinor'>, list?: StorePriceList): number =>
  list?.sizes[size.sku] ?? size.priceMinor;

/** The SKU of an option on an item of a size (the option's first size when it has none for that size). */
export const optionSkuAt = (product: Pick<OptionProduct, 'sizes'>, sizeCode: string): string | undefined =>
  (product.sizes.find((s) => s.sizeCode === sizeCode) ?? product.sizes[0])?.sku;

/** One charged unit of an option at the store, on an item of a size: the list's entry, else national. */
export const storeOptionUnitPrice = (product: Pick<OptionProduct, 'sizes' | 'priceMinor'>, sizeCode: string, list?: StorePriceList): number => {
  const sku = optionSkuAt(product, sizeCode);
  return (sku === undefined ? undefined : list?.options[sku]) ?? product.priceMinor;
};

/** The price list the shown prices use (undefined: national prices, or none shown). */
export const shownList = (shown: ShownPrices): StorePriceList | undefined => (shown.kind === 'store' ? shown.list : undefined);

/** A size's shown price, or undefined when the store's prices are not shown. */
export const shownSizePrice = (shown: ShownPrices, size: Pick<ProductSize, 'sku' | 'priceMinor'>): number | undefined =>
  shown.kind === 'hidden' ? undefined : storeSizePrice(size, shownList(shown));

/** An option unit's shown price on an item of a size, or undefined when the store's prices are not shown. */
export const shownOptionUnitPrice = (shown: ShownPrices, product: Pick<OptionProduct, 'sizes' | 'priceMinor'>, sizeCode: string): number | undefined =>
  shown.kind === 'hidden' ? undefined : storeOptionUnitPrice(product, sizeCode, shownList(shown));

/**
 * What a page shows at a store from the rules and the store's list: no store, unknown rules or a store
 * whose country or ownership is unknown give the national prices; a store without app pricing shows none; a missing list (it failed) falls back to
 * the national prices.
 */
export const shownPricesAt = (store: PricedStoreFacts | undefined, rules: PricingRules | undefined, list?: StorePriceList): ShownPrices => {
  if (store === undefined || rules === undefined) return NATIONAL_PRICES;
  if (store.countryCode === undefined || store.ownershipTypeCode === undefined) return NATIONAL_PRICES;
  if (!isPricingEnabled(rules, store)) return HIDDEN_PRICES;
  return list === undefined ? NATIONAL_PRICES : { kind: 'store', list };
};
