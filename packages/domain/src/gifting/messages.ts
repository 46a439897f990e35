// The gift error catalogue (spec section 8 "Gift"), as data; the form's validation messages are in
// form-messages.ts. Exact spec strings are marked "spec"; everything else is ours and marked "text not given by
// the spec". It depends on nothing else of gifting: errors.ts, and through it the model, build on it.
import { UNEXPECTED_ERROR_MESSAGE, UNEXPECTED_ERROR_TITLE, ErrorCodes, type DomainError } from '../shared/errors';

export type GiftErrorKey =
  | 'paymentMethodProblem'
  | 'missingMessage'
  | 'missingDesign'
  | 'missingName'
  | 'missingEmail'
  | 'missingRecipientInfo'
  | 'artNoLongerAvailable'
  | 'addressUnavailable'
  | 'billingAddressProblem'
  | 'orderFailed'
  | 'placementFailed'
  | 'cardMayHaveExpired'
  | 'cardsNotFound'
  | 'invalidAmount'
  | 'duplicateRecipient'
  | 'stillProcessing'
  | 'giftFetchError'
  | 'guestTokenExpired'
  | 'unexpected';

/**
 * The page a gift error's action leads to, by name (the app maps each to its address): the gift card designs,
 * the billing-address form, or the guest's card form.
 */
export type GiftErrorTarget = 'giftCards' | 'addBillingAddress' | 'addGuestCard';

/** What the UI does when the user confirms the message. */
export type GiftErrorAction =
  | { readonly kind: 'dismiss'; readonly label: string; readonly closesPurchaseModal?: boolean }
  | { readonly kind: 'navigate'; readonly label: string; readonly target: GiftErrorTarget; readonly closesPurchaseModal?: boolean };

export interface GiftErrorEntry {
  readonly key: GiftErrorKey;
  readonly title?: string;
  readonly message: string;
  readonly action: GiftErrorAction;
}

/**
 * Gift server codes. The spec gives only 170046; the others are ours, in the same 1700xx family, and the
 * HTTP adapter and the fake both use them. Card and payment codes of the section 8 card table that a gift
 * purchase can meet are mapped too (121044 and the payment-method family).
 */
export const GiftErrorCodes = {
  PAYMENT_METHOD_PROBLEM: '170020',
  MISSING_MESSAGE: '170030',
  MISSING_DESIGN: '170031',
  MISSING_NAME: '170032',
  MISSING_EMAIL: '170033',
  MISSING_RECIPIENT_INFO: '170034',
  ART_NO_LONGER_AVAILABLE: '170040',
  ADDRESS_UNAVAILABLE: '170041',
  BILLING_ADDRESS_PROBLEM: '170042',
  ORDER_FAILED: '170043',
  PLACEMENT_FAILED: '170044',
  CARDS_NOT_FOUND: '170045',
  DUPLICATE_RECIPIENT: '170046',
  CARD_MAY_HAVE_EXPIRED: '170047',
  INVALID_AMOUNT: '170048',
  /** Client-side: the status was still EPROMISERETRY after the last allowed poll. */
  STATUS_POLLS_EXHAUSTED: 'GIFT_STATUS_POLLS_EXHAUSTED',
  /** Client-side: a design could not be fetched (bad product number, not found, failure). */
  GIFT_FETCH_ERROR: 'GIFT_FETCH_ERROR',
  /** Client-side: the guest payment token expired before submit. */
  GUEST_TOKEN_EXPIRED: 'GUEST_TOKEN_EXPIRED',
} as const;

const gotIt = (closesPurchaseModal?: boolean): GiftErrorAction =>
  closesPurchaseModal === undefined ? { kind: 'dismiss', label: 'Got it' } : { kind: 'dismiss', label: 'Got it', closesPurchaseModal };

export const GIFT_ERRORS: Readonly<Record<GiftErrorKey, GiftErrorEntry>> = {
  // text not given by the spec (this entry and the following, unless marked "spec")
  paymentMethodProblem: { key: 'paymentMethodProblem', message: "There's a problem with your payment method. Please choose another one and try again.", action: gotIt() },
  missingMessage: { key: 'missingMessage', message: 'Your gift is missing its message. Add a message and try again.', action: gotIt() },
  missingDesign: { key: 'missingDesign', message: 'Choose a gift card design to continue.', action: { kind: 'navigate', label: 'Choose a design', target: 'giftCards' } },
  missingName: { key: 'missingName', message: 'Your gift is missing a name. Check your name and each recipient name, then try again.', action: gotIt() },
  missingEmail: { key: 'missingEmail', message: 'Your gift is missing an e-mail address. Check your e-mail and each recipient e-mail, then try again.', action: gotIt() },
  missingRecipientInfo: { key: 'missingRecipientInfo', message: 'Some recipient info is missing. Check each recipient name and e-mail, then try again.', action: gotIt() },
  artNoLongerAvailable: {
    key: 'artNoLongerAvailable',
    message: 'This gift card design is no longer available. Please choose another design.',
    action: { kind: 'navigate', label: 'Choose another design', target: 'giftCards', closesPurchaseModal: true },
  },
  addressUnavailable: { key: 'addressUnavailable', message: "We can't use your billing address right now. Please try again in a few minutes.", action: gotIt() },
  billingAddressProblem: {
    key: 'billingAddressProblem',
    message: "There's a problem with your billing address. Please check it and try again.",
    action: { kind: 'navigate', label: 'Update billing address', target: 'addBillingAddress' },
  },
  orderFailed: { key: 'orderFailed', message: "We couldn't complete your gift order. Please try again.", action: gotIt() },
  placementFailed: { key: 'placementFailed', message: "We couldn't place your gift order. Please try again in a few minutes.", action: gotIt() },
  cardMayHaveExpired: { key: 'cardMayHaveExpired', message: 'Your credit or debit card may have expired. Please check it or choose another payment method.', action: gotIt() },
  cardsNotFound: { key: 'cardsNotFound', message: "We couldn't find your card(s). Please add a payment method and try again.", action: gotIt() },
  invalidAmount: { key: 'invalidAmount', message: 'Enter a Gift amount between $5 and $100.', action: gotIt() }, // spec
  duplicateRecipient: {
    key: 'duplicateRecipient',
    title: 'Looks like someone is on your list twice',
    message: 'Each recipient needs a different e-mail address. Remove the duplicate and try again.',
    action: gotIt(true), // spec: 'Got it' closes the purchase modal
  },
  stillProcessing: {
    key: 'stillProcessing',
    message: "Your gift order is taking longer than usual. Check your e-mail for a confirmation before you try again; trying again won't charge you twice.",
    action: gotIt(),
  },
  giftFetchError: {
    key: 'giftFetchError',
    title: "We couldn't find that gift card",
    message: "This gift card isn't available right now. Take a look at our other designs.",
    action: { kind: 'navigate', label: 'See gift cards', target: 'giftCards' }, // spec: confirm goes to /gift
  },
  guestTokenExpired: {
    key: 'guestTokenExpired',
    message: "We're sorry to say this session expired. Add your payment info again.", // spec
    action: { kind: 'navigate', label: 'Add payment', target: 'addGuestCard' },
  },
  unexpected: { key: 'unexpected', title: UNEXPECTED_ERROR_TITLE, message: UNEXPECTED_ERROR_MESSAGE, action: gotIt() }, // spec: title, 'try again later', 'Got it'
};

const C = GiftErrorCodes;
/** Every code the gift catalogue has an entry for, and its entry's key. */
export const GIFT_CODE_KEYS = {
  [C.PAYMENT_METHOD_PROBLEM]: 'paymentMethodProblem',
  [C.MISSING_MESSAGE]: 'missingMessage',
  [C.MISSING_DESIGN]: 'missingDesign',
  [C.MISSING_NAME]: 'missingName',
  [C.MISSING_EMAIL]: 'missingEmail',
  [C.MISSING_RECIPIENT_INFO]: 'missingRecipientInfo',
  [C.ART_NO_LONGER_AVAILABLE]: 'artNoLongerAvailable',
  [C.ADDRESS_UNAVAILABLE]: 'addressUnavailable',
  [C.BILLING_ADDRESS_PROBLEM]: 'billingAddressProblem',
  [C.ORDER_FAILED]: 'orderFailed',
  [C.PLACEMENT_FAILED]: 'placementFailed',
  [C.CARDS_NOT_FOUND]: 'cardsNotFound',
  [C.DUPLICATE_RECIPIENT]: 'duplicateRecipient',
  [C.CARD_MAY_HAVE_EXPIRED]: 'cardMayHaveExpired',
  [C.INVALID_AMOUNT]: 'invalidAmount',
  [C.STATUS_POLLS_EXHAUSTED]: 'stillProcessing',
  [C.GIFT_FETCH_ERROR]: 'giftFetchError',
  [C.GUEST_TOKEN_EXPIRED]: 'guestTokenExpired',
  // Section 8 card table codes a gift payment can meet.
  '121044': 'cardMayHaveExpired',
  '121043': 'paymentMethodProblem',
  '121045': 'paymentMethodProblem',
  '121046': 'paymentMethodProblem',
  '121048': 'paymentMethodProblem',
  '121059': 'paymentMethodProblem',
  '121060': 'paymentMethodProblem',
  '121061': 'paymentMethodProblem',
  '121065': 'paymentMethodProblem',
  '121066': 'paymentMethodProblem',
  '121067': 'paymentMethodProblem',
  '121070': 'paymentMethodProblem',
  '121071': 'paymentMethodProblem',
  '121072': 'paymentMethodProblem',
} as const satisfies Record<string, GiftErrorKey>;
const CODE_TO_KEY = new Map<string, GiftErrorKey>(Object.entries(GIFT_CODE_KEYS));

/** The catalogue entry for any error a gift flow meets; unknown codes are the unexpected error. */
export const giftErrorEntry = (e: Pick<DomainError, 'code'>): GiftErrorEntry => GIFT_ERRORS[CODE_TO_KEY.get(e.code) ?? 'unexpected'];

/** Whether the catalogue has a specific (non-unexpected) entry for this code. */
export const isKnownGiftErrorCode = (code: string): boolean => CODE_TO_KEY.has(code);

export const giftErrorMessage = (e: Pick<DomainError, 'code'>): string => giftErrorEntry(e).message;

/** Generic transport codes that the gift flows treat as "could not fetch" (see makeLoadGiftCard). */
export const NOT_FOUND_CODES: readonly string[] = [ErrorCodes.NOT_FOUND, 'HTTP_404'];
