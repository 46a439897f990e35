// What gifting needs from the outside world (spec section 7): the gift catalog graph queries and the
// gift-purchase / gift-purchase-status REST calls. Every method answers Either<GiftingError, T>.
import type { Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { GiftDraft } from './gift-draft';
import type { GiftCardDesign, GiftCatalogData, GiftLine, GiftPaymentType, OrderNumber } from './model';
import type { GiftingError } from './errors';
import type { ReceivedEgift } from './received-egift';
import type { CardsError } from '../cards/payment-codes';

/** Graph queries "get digital gifts catalog" (locale) and "get digital gift card" (productNumber, locale). */
export interface GiftCatalog {
  getCatalog(locale: string): Observable<Either<GiftingError, GiftCatalogData>>;
  /** Left with status 404 / code NOT_FOUND when no such design exists. */
  getGiftCard(productNumber: string, locale: string): Observable<Either<GiftingError, GiftCardDesign>>;
}

/**
 * Risk data sent with the purchase for the payment provider's fraud checks. A placeholder: the spec says
 * the call carries risk data but not its shape; a real device-fingerprint collector fills it at the edge.
 */
export interface GiftRiskData {
  readonly channel: string;
  readonly capturedAt: number;
  readonly deviceFingerprint?: string;
}

interface GiftPurchaseRequestBase {
  /** Idempotency key: a replay of the same requestId never creates a second order. */
  readonly requestId: string;
  readonly orderSource: string;
  readonly locale: string;
  readonly currency: string;
  readonly paymentType: GiftPaymentType;
  readonly senderEmail: string;
  readonly senderName: string;
  readonly egifts: readonly GiftLine[];
  readonly riskData: GiftRiskData;
}

export type MemberGiftPurchaseRequest = GiftPurchaseRequestBase & { readonly paymentInstrumentId: string; readonly paymentInstrumentToken?: undefined };
export type GuestGiftPurchaseRequest = GiftPurchaseRequestBase & { readonly paymentInstrumentToken: string; readonly paymentInstrumentId?: undefined };

/** POST gift-purchase: a member's saved instrument (paymentInstrumentId) or a guest's token. */
export type GiftPurchaseRequest = MemberGiftPurchaseRequest | GuestGiftPurchaseRequest;

/** The purchase was accepted for processing; poll its status after `delayMs` (default 4000). */
export interface GiftPurchaseAccepted {
  readonly requestId: string;
  readonly delayMs?: number;
}

/** Optional query of gift-purchase-status (spec: zero-retries, or a summary of the purchase). */
export interface GiftStatusHints {
  readonly zeroRetries?: boolean;
  readonly individualGiftAmount?: number;
  readonly egiftProductNumber?: string;
  readonly numberOfGifts?: number;
  readonly paymentType?: GiftPaymentType;
}

/** GET gift-purchase-status: still pending (EPROMISERETRY) or done. A failed purchase is the Left. */
export type GiftPurchaseProgress =
  | { readonly status: 'pending'; readonly code: 'EPROMISERETRY' }
  | { readonly status: 'success'; readonly orderNumber: OrderNumber };

export interface GiftPurchases {
  purchase(request: GiftPurchaseRequest): Observable<Either<GiftingError, GiftPurchaseAccepted>>;
  status(requestId: string, hints?: GiftStatusHints): Observable<Either<GiftingError, GiftPurchaseProgress>>;
}

/**
 * Where the gift in progress is kept across a reload (the web: sessionStorage). Synchronous on purpose:
 * the gift flow opens with the draft already in it, so a reloaded /gift/confirmation shows its receipt at
 * once. `load` answers whatever was saved, as stored (undefined when nothing or unreadable); the flow reads
 * it defensively (gift-draft.ts). A refused write is swallowed by the adapter: the gift still works in memory.
 */
export interface GiftDraftStore {
  load(): unknown;
  save(draft: GiftDraft): void;
}

/**
 * The e-gift a claim token reveals (POST egift-from-token, ours: the spec's get-card-info-from-token is a member's
 * and answers the security code too). Open to anyone who holds the token: the recipient need not be a member.
 */
export interface ReceivedEgifts {
  /** NOT_FOUND (404) for a token that names no gift; 122000 once a member has registered the card. */
  reveal(cashstarToken: string): Observable<Either<CardsError, ReceivedEgift>>;
}

/**
 * Where the claim page keeps its token in this tab while its visitor signs in or joins (the web: sessionStorage),
 * so the sign-in page's return path never carries it. A refused write is swallowed by the adapter.
 */
export interface ClaimTokenStore {
  load(): string | undefined;
  save(token: string): void;
}
