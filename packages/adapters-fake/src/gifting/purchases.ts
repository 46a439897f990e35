// The fake gift-purchase and gift-purchase-status calls. A purchase is checked like a server would
// (content, then payment), recorded under its request id with an order number from backend.ids, and
// written to the member's e-gift history at once; its status answers EPROMISERETRY on the first poll and
// success on every later one. The request id is the client's idempotency key: replaying it (same purchase)
// answers the first acceptance and never makes a second order. A guest's token is spent once and refused
// (GUEST_TOKEN_EXPIRED) when spent or older than config.guestPaymentTokenMaxAgeMs, as the server does.
import { left, right, type Either } from 'fp-ts/Either';
import { defaultConfig, domainError, ErrorCodes, type AppConfig } from '@crema/domain';
import { isExpired, PaymentCodes } from '@crema/domain/payments';
import { GiftErrorCodes, GiftPurchaseCodes, isGiftingErrorCode, isGuestPaymentType, isGuestTokenExpired, PURCHASE_PENDING_CODE, type GiftingError, type GiftPurchaseRequest, type GiftPurchases } from '@crema/domain/gifting';
import { checkGiftContent, egiftHistoryEntry, purchaseFingerprint } from '@crema/catalog/gifting';
import type { FakeBackend, Table } from '../backend';
import { consumeCardToken, findCardToken, findInstrument } from '../payments';
import { GiftOperations, designAvailability, findGiftDesignSeed } from './catalog';
import { recordEgiftPurchase } from './history';

export interface GiftPurchaseRecord {
  readonly requestId: string;
  readonly fingerprint: string;
  readonly orderNumber: string;
  readonly memberId?: string;
  readonly acceptedAt: number;
  /** Status polls answered so far (the first answers pending). */
  readonly polls: number;
}

export type GiftPurchasesTable = Readonly<Record<string, GiftPurchaseRecord>>;

export const giftPurchasesTable = (backend: FakeBackend): Table<GiftPurchasesTable> => backend.table('giftPurchases', () => ({}));

export interface FakeGiftPurchasesOptions {
  /** Limits and amounts the fake server enforces; default defaultConfig. */
  readonly config?: AppConfig;
  /** The delay answered with an accepted purchase; undefined leaves the client's default (4000 ms). */
  readonly delayMs?: number;
}

/** Conflict: the request id was already used for a different purchase. Ours (not in the spec). */
export const REQUEST_ID_CONFLICT = GiftPurchaseCodes.REQUEST_ID_CONFLICT;

interface Payer {
  readonly memberId?: string;
  readonly lastFour: string;
  readonly consumeToken?: string;
}

/** 121043, payment method invalid: not the member's, not of the type named, or a token never issued (as the server). */
const invalid = (reason: string): Either<GiftingError, never> => left(domainError(PaymentCodes.PAYMENT_METHOD_INVALID, { status: 400, context: { reason } }));

/** A member's saved instrument (signed in, on file, same type, not expired) or a guest's unused card token. */
const checkPayment = (backend: FakeBackend, r: GiftPurchaseRequest, config: AppConfig): Either<GiftingError, Payer> => {
  if (r.paymentInstrumentId !== undefined) {
    const member = backend.typed(isGiftingErrorCode).requireMember();
    if (member._tag === 'Left') return member;
    const instrument = findInstrument(backend, member.right, r.paymentInstrumentId);
    if (instrument === undefined || instrument.paymentType !== r.paymentType) return invalid(instrument === undefined ? 'notInWallet' : 'typeMismatch');
    if (instrument.expiry !== undefined && isExpired(instrument.expiry, backend.clock.now())) return left(domainError(PaymentCodes.CARD_MAY_HAVE_EXPIRED, { status: 400 }));
    return right({ memberId: member.right, lastFour: instrument.accountNumberLastFour });
  }
  const token = findCardToken(backend, r.paymentInstrumentToken);
  if (token === undefined) return invalid('neverIssued');
  // Spent, or older than the maximum age (the domain's rule at the backend's clock): add the card again.
  if (token.usedAt !== undefined || isGuestTokenExpired({ tokenAcquiredTimestamp: token.createdAt }, backend.clock.now(), config.guestPaymentTokenMaxAgeMs)) {
    return left(domainError(GiftErrorCodes.GUEST_TOKEN_EXPIRED, { status: 400 }));
  }
  if (!isGuestPaymentType(token.brand) || token.brand !== r.paymentType) return invalid('brandNotAccepted');
  const memberId = backend.currentMemberId();
  return right({ ...(memberId !== undefined ? { memberId } : {}), lastFour: token.lastFour, consumeToken: r.paymentInstrumentToken });
};

export const createFakeGiftPurchases = (backend: FakeBackend, options: FakeGiftPurchasesOptions = {}): GiftPurchases => {
  const config = options.config ?? defaultConfig;
  const accepted = (requestId: string) => right(options.delayMs === undefined ? { requestId } : { requestId, delayMs: options.delayMs });
  return {
    purchase: (r) =>
      backend.typed(isGiftingErrorCode).call(GiftOperations.purchase, () => {
        const fingerprint = purchaseFingerprint(r);
        const existing = giftPurchasesTable(backend).read()[r.requestId];
        if (existing !== undefined) {
          return existing.fingerprint === fingerprint
            ? accepted(r.requestId)
            : left(domainError(REQUEST_ID_CONFLICT, { status: 409, context: { requestId: r.requestId } }));
        }
        if (r.paymentInstrumentId !== undefined) {
          const member = backend.typed(isGiftingErrorCode).requireMember();
          if (member._tag === 'Left') return member;
        }
        const content = checkGiftContent(r, config, (p) => designAvailability(backend, p));
        if (content._tag === 'Left') return content;
        const payer = checkPayment(backend, r, config);
        if (payer._tag === 'Left') return payer;
        if (payer.right.consumeToken !== undefined && !consumeCardToken(backend, payer.right.consumeToken)) return left(domainError(GiftErrorCodes.GUEST_TOKEN_EXPIRED, { status: 400 }));
        const now = backend.clock.now();
        const record: GiftPurchaseRecord = {
          requestId: r.requestId,
          fingerprint,
          orderNumber: backend.ids.next('egift'),
          ...(payer.right.memberId !== undefined ? { memberId: payer.right.memberId } : {}),
          acceptedAt: now,
          polls: 0,
        };
        giftPurchasesTable(backend).update((t) => ({ ...t, [r.requestId]: record }));
        if (payer.right.memberId !== undefined) {
          const entry = { orderNumber: record.orderNumber, purchasedAt: now, accountNumberLastFour: payer.right.lastFour };
          recordEgiftPurchase(backend, payer.right.memberId, egiftHistoryEntry(r, entry, (p) => findGiftDesignSeed(backend, p)?.name ?? ''));
        }
        return accepted(r.requestId);
      }),
    status: (requestId) =>
      backend.typed(isGiftingErrorCode).call(GiftOperations.status, () => {
        const record = giftPurchasesTable(backend).read()[requestId];
        if (record === undefined) return left(domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { requestId } }));
        giftPurchasesTable(backend).update((t) => ({ ...t, [requestId]: { ...record, polls: record.polls + 1 } }));
        return right(
          record.polls === 0
            ? ({ status: 'pending', code: PURCHASE_PENDING_CODE } as const)
            : ({ status: 'success', orderNumber: record.orderNumber } as const),
        );
      }),
  };
};
