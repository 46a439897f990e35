// Pricing rules (spec sections 4 and 9): expiry, the request built from the cart, offers, and the item
// price estimate that the product page shows and the fake server charges.
import { MS_PER_SECOND } from '../../shared';
import { NONE_VALUE, type OptionCategory, type OptionProduct, type ProductDetails } from '../menu/catalog-model';
import type { CartItem, SelectedOption } from '../cart/cart-model';
import type { OrderState } from '../checkout/order-state';
import type { CartOffer, OfferSelection, PriceItem, PriceOrderRequest, PricedOrder, StoreFacts } from '../order-model';
import { DEFAULT_COLLECTION } from '../order-model';
import type { ShownPrices, StorePriceList } from '../store-pricing/store-pricing-model';
import { shownList, shownOptionUnitPrice, storeOptionUnitPrice, storeSizePrice } from '../store-pricing/store-pricing-rules';

/** The moment pricing received at `receivedAt` expires: expiresIn seconds later, or expiresAt if sooner. */
export const pricingExpiresAt = (p: Pick<PricedOrder, 'expiresIn' | 'expiresAt'>, receivedAt: number): number => {
  const relative = receivedAt + p.expiresIn * MS_PER_SECOND;
  return p.expiresAt === undefined ? relative : Math.min(relative, p.expiresAt);
};

/** Spec section 4: expired when now is past expiresIn seconds after receipt, or past expiresAt. */
export const isPricingExpired = (p: Pick<PricedOrder, 'expiresIn' | 'expiresAt'>, receivedAt: number, now: number): boolean =>
  now > receivedAt + p.expiresIn * MS_PER_SECOND || (p.expiresAt !== undefined && now > p.expiresAt);

/** The order must be priced again: the cart changed since, or the pricing expired. */
export const isOrderStale = (o: { readonly needsRefresh: boolean; readonly priced?: PricedOrder; readonly receivedAt?: number; readonly now: number }): boolean =>
  o.needsRefresh || o.priced === undefined || o.receivedAt === undefined || isPricingExpired(o.priced, o.receivedAt, o.now);

export const toPriceItem = (i: CartItem): PriceItem => ({
  key: i.key,
  productNumber: i.product.productNumber,
  formCode: i.product.formCode,
  sku: i.size.sku,
  sizeCode: i.size.sizeCode,
  quantity: i.quantity,
  options: i.selectedOptions.map((o) => ({
    optionProductNumber: o.optionProductNumber,
    ...(o.quantity !== undefined ? { quantity: o.quantity } : {}),
    ...(o.value !== undefined ? { value: o.value } : {}),
    ...(o.size !== undefined ? { sku: o.size.sku } : {}),
  })),
});

/** Spec section 7: price order with cart items and offers, fulfillment consumption and collection, store. */
export const buildPriceRequest = (
  items: readonly CartItem[],
  order: Pick<OrderState, 'deliveryType' | 'appliedOffers' | 'scheduledTimeSlot'>,
  store: StoreFacts,
  locale?: string,
): PriceOrderRequest => ({
  storeNumber: store.storeNumber,
  store,
  cart: { items: items.map(toPriceItem), offers: order.appliedOffers },
  fulfillment: { consumptionType: order.deliveryType, collectionType: DEFAULT_COLLECTION },
  ...(order.scheduledTimeSlot !== undefined ? { scheduledTimeSlot: { start: order.scheduledTimeSlot.start } } : {}),
  ...(locale !== undefined ? { locale } : {}),
});

export const toggleConsumption = (t: OrderState['deliveryType']): OrderState['deliveryType'] =>
  t === 'CONSUME_IN_STORE' ? 'CONSUME_OUT_OF_STORE' : 'CONSUME_IN_STORE';

export const offerSelectionOf = (o: CartOffer): OfferSelection => ({
  code: o.code,
  type: o.type,
  ...(o.stars !== undefined ? { stars: o.stars } : {}),
  ...(o.couponId !== undefined ? { couponId: o.couponId } : {}),
});

/** Was the offer with this code applied by the pricing? */
export const offerApplied = (p: PricedOrder, code: string): boolean =>
  p.appliedOffers.some((o) => o.code === code) || p.cart.offers.some((o) => o.code === code && o.hasBeenApplied);

/** Stars the applied Star rewards of a pricing spend. */
export const starsToRedeem = (p: PricedOrder): number =>
  p.appliedOffers.filter((o) => o.type === 'STAR_REWARD').reduce((n, o) => n + o.stars, 0);

/** The quantity of an option the product includes at a size (charged only above it). */
export const includedQuantity = (d: Pick<ProductDetails, 'defaultOptions'>, optionProductNumber: string, sizeCode: string): number => {
  const def = d.defaultOptions.find((o) => o.optionProductNumber === optionProductNumber);
  if (def === undefined) return 0;
  return def.quantityBySize?.[sizeCode] ?? def.quantity ?? 0;
};

/**
 * Price of one option on one item: its unit price (the store's, given its list) for each unit above what
 * the product includes.
 */
export const optionPrice = (d: Pick<ProductDetails, 'options' | 'defaultOptions'>, o: SelectedOption, sizeCode: string, prices?: StorePriceList): number => {
  const entry = d.options[o.optionProductNumber];
  if (entry === undefined) return 0;
  const unit = storeOptionUnitPrice(entry.product, sizeCode, prices);
  if (entry.unitOfMeasure === 'value') {
    const def = d.defaultOptions.find((x) => x.optionProductNumber === o.optionProductNumber);
    // Taking a default topping off (a saved favorite says 'None') is never charged.
    return o.value !== undefined && o.value !== NONE_VALUE && o.value !== def?.value ? unit : 0;
  }
  const q = o.quantity ?? 1;
  return unit * Math.max(0, q - includedQuantity(d, o.optionProductNumber, sizeCode));
};

/** How the product page labels an option's price: each unit's, charged only for units above `included`. */
export interface OptionPriceLabel {
  readonly unitMinor: number;
  /** Units the product includes at the size (0: every unit is charged, or a value option's change). */
  readonly included: number;
}

/**
 * The price label of an option at a size, saying what optionPrice charges: an included unit is free, so
 * where the product includes some the price is of each one beyond them. Undefined where choosing it never
 * adds anything (free, an included single choice) or where prices are hidden.
 */
export const optionPriceLabel = (
  d: Pick<ProductDetails, 'defaultOptions'>,
  category: Pick<OptionCategory, 'selection'>,
  p: OptionProduct,
  sizeCode: string,
  shown: ShownPrices,
): OptionPriceLabel | undefined => {
  const unit = shownOptionUnitPrice(shown, p, sizeCode);
  if (unit === undefined || unit <= 0) return undefined;
  if (p.unitOfMeasure === 'value') return { unitMinor: unit, included: 0 };
  const included = includedQuantity(d, p.productNumber, sizeCode);
  // A single choice is one unit: when the product includes it, picking it costs nothing.
  if (category.selection === 'single' && included > 0) return undefined;
  return { unitMinor: unit, included };
};

/**
 * The unit price of an item (size price plus option prices), or undefined for an unknown size; at a
 * store's prices when given its list (what the fake server charges), else at national prices.
 */
export const estimateUnitPrice = (
  d: Pick<ProductDetails, 'sizes' | 'options' | 'defaultOptions'>,
  sizeCode: string,
  options: readonly SelectedOption[],
  prices?: StorePriceList,
): number | undefined => {
  const size = d.sizes.find((s) => s.sizeCode === sizeCode);
  if (size === undefined) return undefined;
  return options.reduce((sum, o) => sum + optionPrice(d, o, sizeCode, prices), storeSizePrice(size, prices));
};

/** The estimate a page shows at a store's shown prices; undefined when the store's prices are not shown. */
export const estimateShownUnitPrice = (
  d: Pick<ProductDetails, 'sizes' | 'options' | 'defaultOptions'>,
  sizeCode: string,
  options: readonly SelectedOption[],
  shown: ShownPrices,
): number | undefined => (shown.kind === 'hidden' ? undefined : estimateUnitPrice(d, sizeCode, options, shownList(shown)));

/** Calories of an item at a size with its options, for the product page. */
export const estimateCalories = (
  d: Pick<ProductDetails, 'sizes' | 'options' | 'defaultOptions'>,
  sizeCode: string,
  options: readonly SelectedOption[],
): number | undefined => {
  const size = d.sizes.find((s) => s.sizeCode === sizeCode);
  if (size === undefined) return undefined;
  return options.reduce((sum, o) => {
    const entry = d.options[o.optionProductNumber];
    if (entry === undefined || entry.unitOfMeasure === 'value') return sum;
    const extra = (o.quantity ?? 1) - includedQuantity(d, o.optionProductNumber, sizeCode);
    return sum + extra * entry.product.caloriesPerUnit;
  }, size.nutrition.calories);
};

/** Cart estimate before pricing: the sum of its lines' estimated unit prices times quantities. */
export const estimatedCartTotal = (items: readonly CartItem[]): number =>
  items.reduce((sum, i) => sum + (i.unitPriceMinor ?? 0) * i.quantity, 0);
