// Gifting entities (spec section 3: Gift form, Gift line, Gift state, Gift catalog). Plain readonly data: the rules that judge it live in rules.ts, amount.ts, email.ts and
// guest-payment.ts; the reducer over GiftState in state.ts.
import type { Money } from '../shared/money';
import type { GiftingError } from './errors';

// ---------------------------------------------------------------------------------------------- catalog

/** Motifs the artwork descriptor can name; the UI (or the fake's SVG generator) draws them. */
export type GiftMotif = 'heart' | 'cup' | 'cake' | 'star' | 'confetti' | 'snowflake' | 'leaf' | 'ribbon' | 'sun' | 'balloon';

/**
 * How a design looks. Ours (the spec shows no image fields): a palette plus a motif and a caption that
 * any renderer can draw, and `imageUrl`, an image of the same (the fake makes an SVG data URI; a real
 * server would give a CDN URL). `alt` is the text alternative for screen readers.
 */
export interface GiftArtwork {
  readonly palette: { readonly background: string; readonly foreground: string; readonly accent: string };
  readonly motif: GiftMotif;
  readonly caption: string;
  readonly imageUrl: string;
  readonly alt: string;
}

/** One e-gift card design. `productNumber` is always 8 characters (spec section 9). */
export interface GiftCardDesign {
  readonly productNumber: string;
  readonly name: string;
  readonly category: { readonly urn: string; readonly name: string };
  readonly artwork: GiftArtwork;
}

export interface GiftCategory {
  readonly urn: string;
  readonly name: string;
  readonly eGifts: readonly GiftCardDesign[];
}

/** The answer of the "get digital gifts catalog" graph query. */
export interface GiftCatalogData {
  readonly locale: string;
  readonly categories: readonly GiftCategory[];
}

// ------------------------------------------------------------------------------------------------- form

/** Spec: delivery must be to an e-mail address or a Facebook account. */
export type DeliveryMethod = 'EMAIL' | 'FACEBOOK';
export const DELIVERY_METHODS: readonly DeliveryMethod[] = ['EMAIL', 'FACEBOOK'];

/** One recipient row of the form (spec: numbered pairs recipientEmail{n}, recipientName{n}). */
export interface GiftRecipientInput {
  readonly email: string;
  readonly name: string;
  /** Defaults to EMAIL. A string so that whatever the UI sends is judged by the rules, not by a cast. */
  readonly deliveryMethod?: string;
}

/** A preset amount in minor units (one of config.giftAmountOptions) or 'custom' (then customAmount is read). */
export type GiftAmountChoice = number | 'custom';

/** The gift form as the user fills it: raw strings, judged by validateGiftForm. */
export interface GiftForm {
  readonly productNumber: string;
  readonly senderName: string;
  readonly senderEmail: string;
  readonly amount: GiftAmountChoice | undefined;
  /** Whole dollars as typed ('25'); read only when amount is 'custom'. */
  readonly customAmount: string;
  readonly message: string;
  readonly recipients: readonly GiftRecipientInput[];
}

export const emptyGiftForm = (productNumber = '', defaultAmount?: number): GiftForm => ({
  productNumber,
  senderName: '',
  senderEmail: '',
  amount: defaultAmount,
  customAmount: '',
  message: '',
  recipients: [{ email: '', name: '' }],
});

// ------------------------------------------------------------------------------------------------ lines

/** One e-gift to one recipient, as sent in the purchase's `egifts`. */
export interface GiftLine {
  readonly recipientEmail: string;
  readonly recipientName: string;
  readonly deliveryMethod: DeliveryMethod;
  /** The calendar day of purchase in the member's time zone, ISO 'YYYY-MM-DD' (spec: today). */
  readonly deliveryDate: string;
  /** The design's product number. */
  readonly product: string;
  readonly message: string;
  readonly amount: Money;
}

// -------------------------------------------------------------------------------------------- payments

/** Payment types of spec section 3; guests may use only the card brands. */
export type GiftPaymentType = 'amex' | 'discover' | 'mastercard' | 'visa' | 'paypal' | 'venmo';
export type GuestPaymentType = 'amex' | 'discover' | 'mastercard' | 'visa';
export const GUEST_PAYMENT_TYPES: readonly GuestPaymentType[] = ['amex', 'discover', 'mastercard', 'visa'];

/**
 * A guest's card, tokenised by the payment provider (spec: accountNumberLastFour, paymentType,
 * tokenAcquiredTimestamp). Only the token, brand and last four are ever kept.
 */
export interface GuestPaymentInstrument {
  readonly accountNumberLastFour: string;
  readonly paymentType: GuestPaymentType;
  /** Epoch ms when the token was acquired; 0 means unknown (never treated as expired). */
  readonly tokenAcquiredTimestamp: number;
  readonly paymentInstrumentToken: string;
}

/** A signed-in member's saved payment instrument chosen for the gift. */
export interface MemberPaymentSelection {
  readonly paymentInstrumentId: string;
  readonly paymentType: GiftPaymentType;
  readonly accountNumberLastFour?: string;
  readonly nickname?: string;
}

/** How this gift is paid for. */
export type GiftPayment =
  | { readonly kind: 'member'; readonly instrument: MemberPaymentSelection }
  | { readonly kind: 'guest'; readonly instrument: GuestPaymentInstrument };

// -------------------------------------------------------------------------------------------- purchase

export type PurchaseStatus = 'pending' | 'success' | 'error';

/** The order number the server gives a successful gift purchase. */
export type OrderNumber = string;

/** What a finished purchase shows on /gift/confirmation. */
export interface GiftReceipt {
  readonly orderNumber: OrderNumber;
  readonly requestId: string;
  readonly senderName: string;
  readonly senderEmail: string;
  readonly egifts: readonly GiftLine[];
  readonly total: Money;
}

/** Spec section 3 "Gift state" plus the UI flags of the section 4 transitions. */
export interface GiftState {
  /** The stored form data ('data stored'); undefined before anything is stored or after a success. */
  readonly form: GiftForm | undefined;
  /** Recipient rows shown (1 to config.giftRecipientsLimit); reset to 1 on success. */
  readonly recipientCount: number;
  readonly guestPaymentInstrument: GuestPaymentInstrument | undefined;
  readonly senderName: string;
  readonly senderEmail: string;
  readonly egifts: readonly GiftLine[];
  readonly selectedPaymentInstrument: MemberPaymentSelection | undefined;
  readonly purchaseStatus: PurchaseStatus | undefined;
  readonly purchaseError: GiftingError | undefined;
  readonly orderNumber: OrderNumber | undefined;
  /** Which gift dialog is open: the purchase (payment) sheet, or the 'add payment again' dialog. */
  readonly dialog: GiftDialog | undefined;
}

export type GiftDialog = 'purchase' | 'addPaymentAgain';

/** Section 7: the fixed order source of the web channel (value not shown by the spec; ours). */
export const GIFT_ORDER_SOURCE = 'WEB';
/** Section 7: pending purchase status code. */
export const PURCHASE_PENDING_CODE = 'EPROMISERETRY';
