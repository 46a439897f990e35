// Spec section 3 "Stored-value card" and "Auto reload form". Money is integer minor units (cents).
// The card number is the stored-value account number the server answers with (the barcode call needs it);
// the client never persists it, and the security code never leaves the add-card request.
import type { Money } from '../shared/money';

export type AutoReloadStatus = 'active' | 'disabled';

export interface AutoReloadProfile {
  readonly status: AutoReloadStatus;
  /** Amount added each time the balance falls below the trigger (minor units). */
  readonly amount: number;
  /** Balance under which a reload happens (minor units). */
  readonly triggerAmount: number;
  /** The saved payment instrument charged for each reload. */
  readonly paymentInstrumentId: string;
}

export interface StoredValueCard {
  readonly cardId: string;
  readonly cardNumber: string;
  readonly nickname: string;
  readonly cardImageUrl: string;
  readonly productNumber: string;
  readonly balance: Money;
  readonly primary: boolean;
  readonly autoReloadProfile?: AutoReloadProfile;
}

/** What the add-card form sends. `transferToCardId` moves the new card's whole balance onto that card. */
export interface AddCardRequest {
  readonly cardNumber: string;
  readonly securityCode: string;
  readonly transferToCardId?: string;
}

export interface AddCardResult {
  readonly card: StoredValueCard;
  /** Present when the add was a transfer: where the balance went and how much moved. */
  readonly transfer?: { readonly toCardId: string; readonly amount: number };
}

export interface RemovedCard {
  readonly cardId: string;
  /** The removal answer carries the card number; only its last four digits are shown. */
  readonly cardNumber: string;
}

/**
 * Money operations carry an idempotency key, made once per user action by the use case and kept across its
 * retries: the same key twice has one effect and the same answer.
 */
export interface ReloadRequest {
  readonly cardId: string;
  readonly amount: number;
  readonly paymentInstrumentId: string;
  readonly idempotencyKey: string;
}

export interface TransferRequest {
  readonly fromCardId: string;
  readonly toCardId: string;
  readonly amount: number;
  readonly idempotencyKey: string;
}

export interface TransferResult {
  readonly from: StoredValueCard;
  readonly to: StoredValueCard;
}

/** Variables of the create/update auto reload graph operations (paymentMethodId on the wire). */
export interface AutoReloadSettings {
  readonly cardId: string;
  readonly amount: number;
  readonly triggerAmount: number;
  readonly paymentInstrumentId: string;
  /** One per save of the form (kept across its retries); absent only in callers that never retry. */
  readonly idempotencyKey?: string;
}

/** The instrument choice of a form: a saved instrument's id, the 'add payment' entry, or nothing yet. */
export const ADD_PAYMENT_CHOICE = 'add-payment' as const;
export type InstrumentChoice = string | typeof ADD_PAYMENT_CHOICE | undefined;

/** Spec section 3 "Auto reload form". */
export interface AutoReloadForm {
  readonly enabled: boolean;
  readonly amount?: number;
  readonly paymentInstrument?: string;
  readonly triggerAmount?: number;
}

/**
 * The barcode call answers with a blob (an image); the fake answers with the text a symbol encodes, which
 * the UI draws with bwip-js. Either way the UI only renders it. A received e-gift's card number is drawn as
 * Code 128 (the symbol the server's barcode draws) by the claim page.
 */
export type BarcodePayload =
  | { readonly kind: 'image'; readonly mimeType: string; readonly bytes: Uint8Array }
  | { readonly kind: 'symbol'; readonly symbology: 'pdf417' | 'code128'; readonly text: string };

/**
 * What get-card-info-from-token reveals about an e-gift card (the shape is not shown by the spec: ours).
 * The number and security code are held in memory only, to prefill the add-card request.
 */
export interface CardInfo {
  readonly cardNumber: string;
  readonly securityCode: string;
  readonly balance: number;
  readonly productNumber: string;
  readonly cardImageUrl: string;
}
