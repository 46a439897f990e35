// The cart: its model, rules and reducer (spec section 4), the cart service, and finding a replacement
// for an item the store cannot make.
export { emptyCart } from './cart-model';
export type {
  CartItem,
  CartItemInput,
  CartProductRef,
  CartSize,
  CartSnapshot,
  CartState,
  OptionSizeRef,
  SelectedOption,
  StoreAvailabilityIndex,
} from './cart-model';
export {
  allProducts,
  availabilityIndexOf,
  availabilityMessage,
  availabilityOf,
  checkItemLimit,
  checkModifierLimits,
  checkPriceRequestLimits,
  isOrderable,
  ITEM_PRICING_CODES,
  itemIdentity,
  recommendReplacement,
  showsPricingFailure,
  toCartItem,
  totalQuantity,
  unavailableItems,
  validateEdit,
} from './cart-rules';
export type { CartItemEdit } from './cart-rules';
export { applyCartCommand, cartReducer, planAddAll, planCartCommand, snapshotOf } from './cart-state';
export type { CartCommand, CartContext, CartEvent } from './cart-state';
export { makeCart } from './cart-service';
export type { CartDeps, CartService } from './cart-service';
export { lineOptions, lineOptionsText, optionText } from './line-options';
export type { OptionWords } from './line-options';
export { replacementInput, replacementSizeCode } from './replacement-rules';
export { makeFindReplacement } from './find-replacement';
export type { FindReplacement, FindReplacementDeps, Replacement } from './find-replacement';
