// Spec section 8 "Menu and product", "Cart and order messages", "Pricing error codes" and the favorites
// messages, as data. Texts the spec does not give are marked "text not given by the spec".
import { UNEXPECTED_ERROR_MESSAGE } from '../shared';
import type { CardPageTarget } from '../cards/payment-codes';

export const MenuMessages = {
  noMenus: { status: 404, message: 'We could not find any menus.' },
  menusFailed: { status: 500, message: 'We ran into problems loading the menus.' },
  categoryNotFound: { status: 404, message: 'We could not find this category.' },
  productNotFound: { status: 404, message: 'We could not find this product.' },
  productFailed: { status: 500, message: 'We ran into problems loading this product.' },
  storeMenuFallback: 'Could not load menus for this store. Showing national menu.',
} as const;

/**
 * text not given by the spec: a menu tile's starting price and calories. Both are the smallest size's, so with
 * more than one size both say 'From': the product page opens on another size (a latte: 'From 110 cal' on the
 * tile, 154 calories for the Medium it opens on), and a bare '110 cal' read as a contradiction (issue #32).
 */
export const TileText = {
  price: (formatted: string, from: boolean): string => (from ? `From ${formatted}` : formatted),
  calories: (n: number, from: boolean): string => (from ? `From ${n} cal` : `${n} cal`),
} as const;

export const CartMessages = {
  itemLimit: (limit: number): string => `There's a ${limit} item max for a single order.`,
  /** text not given by the spec */
  modifierLimit: (limit: number): string => `You can add up to ${limit} of one customization.`,
  soldOut: 'Sold out at this store.',
  notSoldHere: 'Not sold at this store.',
  unavailableOnline: 'Unavailable to purchase online',
  /** text not given by the spec (heading of the unavailable-items dialog) */
  unavailableItemsTitle: 'Some items are unavailable',
  /** text not given by the spec */
  unavailableItemsBody: 'Remove them or choose something else to continue with your order.',
  /** text not given by the spec (heading of the cart's notice, which stays once the dialog is closed; not the dialog's title, to say how many) */
  unavailableItemsCount: (n: number): string => (n === 1 ? '1 item isn\u2019t available at this store' : `${n} items aren\u2019t available at this store`),
  stale: 'Looks like your order may be a little stale. Refresh to continue with your order.',
  refresh: 'Refresh',
  /** text not given by the spec */
  emptyCart: 'Your order is empty. Add an item from the menu to start.',
  /** text not given by the spec: the checkout box before a store is chosen (prices are the store's). */
  chooseStoreForTotal: 'Choose a store to see your total',
  /** text not given by the spec */
  chooseStore: 'Choose a store',
} as const;

export const OrderMessages = {
  offerNotApplied:
    "This coupon or reward can't be applied. Items may not qualify right now, or the store isn't currently participating.",
  atCapacity: 'This store is at capacity for ordering ahead',
  /**
   * text not given by the spec (issue #32: the product page, the cart and the success screen say one estimate, by
   * one rule, in these words; `label` is pickupEstimateLabel's '5-9 mins' or '20+ mins')
   */
  readyInAbout: (label: string): string => `Ready in about ${label}`,
  nextPickupTime: (slot: string): string => `The next pickup time is ${slot}`,
  /** 'Schedule for later' cannot be chosen at a store with no free slot within the hour (issue #32): text not given by the spec. */
  noSlotWithinHour: 'No pickup time is free in the next hour, so this order will be ready as soon as possible.',
  balanceTooLow: 'Looks like your card balance is too low to complete your order.',
  insufficientBalanceForOrder: 'Insufficient balance for order',
  noValidServiceTime: 'No valid service time',
  guestTokenExpired: "We're sorry to say this session expired. Add your payment info again.",
  tipRemovedTitle: 'Your tip has been removed',
  tipUnavailable: 'Tipping is not yet available for this payment type',
  /** Ours: the tip is above its limit (the larger of $50 and the order's subtotal). */
  tipOutOfRange: 'That tip is more than this order can take. Choose a smaller tip.',
  /** text not given by the spec (spec: "the store only accepts the product's stored-value cards to order ahead") */
  storedValueOnly: 'This store only accepts Crema Cards for ordering ahead.',
  /** text not given by the spec */
  guestStoreNotAllowed: 'This store doesn\u2019t take guest orders. Sign in or choose another store.',
  /** text not given by the spec */
  guestCardBrand: 'Guest orders can be paid with American Express, Discover, Mastercard or Visa.',
  /** text not given by the spec */
  guestEmailRequired: 'Enter an e-mail address so we can send your receipt.',
  /** text not given by the spec */
  guestEmailInvalid: 'Enter a full e-mail address, like name@example.com, so we can send your receipt.',
  /** text not given by the spec (a stored-value card reloaded from the cart; `amount` already formatted) */
  cardReloaded: (nickname: string, amount: string | undefined): string =>
    amount !== undefined ? `Added ${amount} to ${nickname}.` : `Added money to ${nickname}.`,
  /**
   * text not given by the spec (issue #32: checkout, before the order, when paying with the card will start its
   * auto reload; `amount` already formatted, `from` the instrument's label when known)
   */
  autoReloadAhead: (nickname: string, amount: string, from: string | undefined): string =>
    `Auto reload: after this order, ${amount} will be added to ${nickname}${from !== undefined ? ` from ${from}` : ''}.`,
  /** text not given by the spec (issue #32: the success screen, when the order's payment ran the card's auto reload) */
  autoReloaded: (amount: string, from: string | undefined): string => `Your card was auto reloaded with ${amount}${from !== undefined ? ` from ${from}` : ''}.`,
  /** text not given by the spec */
  paymentRequired: 'Choose how you\u2019d like to pay.',
  /** text not given by the spec */
  slotTooFarAhead: 'Pickup can be scheduled up to one hour ahead.',
  /** text not given by the spec (a chosen pickup slot passed or is no longer offered; the choice went back to as soon as possible) */
  /** text not given by the spec (issue #32: at a store at capacity a passed slot goes to the next free one, not to as soon as possible) */
  scheduledSlotGone: (slot: string): string => `Sorry, ${slot} is no longer available for pickup.`,
  scheduledSlotDropped: (slot: string): string =>
    `Sorry, ${slot} is no longer available for pickup, so we\u2019ll have your order ready as soon as possible. You can choose another time.`,
  pickupBeyondCap: '20+ mins',
  /** text not given by the spec */
  successTitle: 'Thanks! We\u2019ve got your order.',
} as const;

export const FavoriteMessages = {
  maxReached: "Sorry, you've reached the maximum number of favorite items",
  /** text not given by the spec */
  added: 'Added to your favorites',
  /** text not given by the spec */
  removed: 'Removed from your favorites',
  generic: UNEXPECTED_ERROR_MESSAGE,
} as const;

export const FAVORITES_MAX_CODE = '561007';

/**
 * What a button on an ordering error or notice does. Where it leads is named, never addressed: 'chooseStore' is
 * the store picker, 'goToMenu' the menu, 'page' a cards or payments page; the app maps each to its URL.
 */
export type OrderingAction =
  | { readonly kind: 'gotIt'; readonly label: string }
  | { readonly kind: 'chooseStore'; readonly label: string }
  | { readonly kind: 'goToMenu'; readonly label: string }
  | { readonly kind: 'tryAgain'; readonly label: string; readonly clearsPricing: true }
  | { readonly kind: 'retry'; readonly label: string }
  | { readonly kind: 'refresh'; readonly label: string }
  | { readonly kind: 'addPaymentAgain'; readonly label: string }
  /** Back to the payment choice of the page the order is paid from (e.g. 'Choose different card'). */
  | { readonly kind: 'choosePayment'; readonly label: string }
  | { readonly kind: 'page'; readonly label: string; readonly target: CardPageTarget };

export const Actions = {
  gotIt: { kind: 'gotIt', label: 'Got it' },
  /** label text not given by the spec */
  chooseStore: { kind: 'chooseStore', label: 'Choose a store' },
  /** label text not given by the spec */
  goToMenu: { kind: 'goToMenu', label: 'Go to menu' },
  /** label text not given by the spec */
  tryAgain: { kind: 'tryAgain', label: 'Try again', clearsPricing: true },
  /** Reload what failed (menus, a product); label text not given by the spec. */
  retry: { kind: 'retry', label: 'Try again' },
  refresh: { kind: 'refresh', label: CartMessages.refresh },
  /** label text not given by the spec */
  addPaymentAgain: { kind: 'addPaymentAgain', label: 'Add payment' },
} as const satisfies Record<string, OrderingAction>;

/**
 * text not given by the spec (issue #32: reordering a previous order says which lines did not come and why; the
 * three store reasons are the catalogue's own words).
 */
export const ReorderMessages = {
  soldOut: CartMessages.soldOut,
  notSoldHere: CartMessages.notSoldHere,
  unavailableOnline: CartMessages.unavailableOnline,
  notInSeason: 'Not on the menu this season.',
  notAnItem: 'A charge, not an item: the store adds it again when it applies.',
  /** The heading over the lines left out. */
  leftOut: (storeName: string | undefined): string => (storeName !== undefined ? `Not added from your order at ${storeName}` : 'Not added from your order'),
  added: (count: number, storeName: string | undefined): string =>
    `${count === 1 ? '1 item' : `${count} items`} from your order ${storeName !== undefined ? `at ${storeName} ` : ''}${count === 1 ? 'is' : 'are'} in your cart.`,
  nothingAdded: 'Nothing from this order can be ordered right now.',
} as const;
