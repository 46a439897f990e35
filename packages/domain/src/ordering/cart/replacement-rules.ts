// Spec section 4: "Adding an out-of-stock recommendation replaces the unavailable item's slot". The
// recommendation comes as the product is made by default, in the unavailable item's size when the
// product has that size, and in the same quantity (so the order keeps its count).
import type { CartItem, CartItemInput } from './cart-model';
import type { ProductDetails } from '../menu/catalog-model';
import { cartInputOf, initialDraft, selectedOptionsOf, type Draft } from '../menu/customization-rules';
import { estimateShownUnitPrice } from '../pricing/pricing-rules';
import { NATIONAL_PRICES, type ShownPrices } from '../store-pricing/store-pricing-model';

/** The unavailable item's size when the recommended product has it, else the product's default size. */
export const replacementSizeCode = (details: Pick<ProductDetails, 'sizes' | 'defaultSizeCode'>, item: Pick<CartItem, 'sizeCode'>): string =>
  details.sizes.some((s) => s.sizeCode === item.sizeCode) ? item.sizeCode : details.defaultSizeCode;

/**
 * The cart input that takes the unavailable item's slot, or undefined when the product has no usable size.
 * Its estimate is at the store's shown prices, as the product page would add it (none where prices are hidden).
 */
export const replacementInput = (
  details: ProductDetails,
  item: Pick<CartItem, 'sizeCode' | 'quantity'>,
  shown: ShownPrices = NATIONAL_PRICES,
): CartItemInput | undefined => {
  const draft: Draft = { ...initialDraft(details), sizeCode: replacementSizeCode(details, item), quantity: item.quantity };
  return cartInputOf(details, draft, estimateShownUnitPrice(details, draft.sizeCode, selectedOptionsOf(details, draft), shown));
};
