// The gifting ports' errors: the gift catalogue's codes (GiftErrorCodes and the card and payment codes it
// maps), the purchase call's own refusal, and the transport codes.
import { codeGuard, type CodesOf, type DomainError, type TransportErrorCode } from '../shared/errors';
import { GIFT_CODE_KEYS, GiftErrorCodes, isKnownGiftErrorCode } from './messages';
import { IDEMPOTENCY_KEY_CONFLICT } from '../cards/idempotency';

/** Codes of the purchase call that the catalogue gives no entry (ours): they read as the unexpected error. */
export const GiftPurchaseCodes = {
  /** The same request id sent again with a different gift. */
  REQUEST_ID_CONFLICT: IDEMPOTENCY_KEY_CONFLICT,
} as const;

export type GiftingErrorCode = CodesOf<typeof GiftErrorCodes> | keyof typeof GIFT_CODE_KEYS | CodesOf<typeof GiftPurchaseCodes>;
export type GiftingError = DomainError<GiftingErrorCode | TransportErrorCode>;

const isGiftCode = codeGuard<GiftingErrorCode>(GiftErrorCodes, GiftPurchaseCodes);
export const isGiftingErrorCode = (code: string): code is GiftingErrorCode => isGiftCode(code) || isKnownGiftErrorCode(code);
