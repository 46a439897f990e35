// Paying for a gift (spec sections 4, 5 and 6): guest cards of the allowed brands with a token that
// expires, saved member instruments, and PayPal only for signed-in members, with the flag on, for a
// single recipient.
import { left, right, type Either } from 'fp-ts/Either';
import type { AppConfig } from '../shared/config';
import { GUEST_PAYMENT_TYPES, type GiftPayment, type GuestPaymentInstrument, type GuestPaymentType, type MemberPaymentSelection } from './model';
import type { GiftValidationCode } from './rules';

export const isGuestPaymentType = (t: string): t is GuestPaymentType => (GUEST_PAYMENT_TYPES as readonly string[]).includes(t);

const LAST_FOUR = /^[0-9]{4}$/;

/** A guest instrument as received from the card-entry page: allowed brand, four digits, a token. */
export const makeGuestPaymentInstrument = (raw: {
  accountNumberLastFour: string;
  paymentType: string;
  tokenAcquiredTimestamp: number;
  paymentInstrumentToken: string;
}): Either<GiftValidationCode, GuestPaymentInstrument> => {
  if (!isGuestPaymentType(raw.paymentType)) return left('paymentTypeNotAllowed');
  if (!LAST_FOUR.test(raw.accountNumberLastFour) || raw.paymentInstrumentToken.trim() === '' || !Number.isFinite(raw.tokenAcquiredTimestamp))
    return left('paymentRequired');
  return right({
    accountNumberLastFour: raw.accountNumberLastFour,
    paymentType: raw.paymentType,
    tokenAcquiredTimestamp: raw.tokenAcquiredTimestamp,
    paymentInstrumentToken: raw.paymentInstrumentToken,
  });
};

/**
 * Spec: a guest token is expired when its timestamp is above 0 and the time elapsed since it exceeds the
 * maximum age (config.guestPaymentTokenMaxAgeMs, default 300000 ms). A timestamp of 0 never expires.
 */
export const isGuestTokenExpired = (i: Pick<GuestPaymentInstrument, 'tokenAcquiredTimestamp'>, now: number, maxAgeMs: number): boolean =>
  i.tokenAcquiredTimestamp > 0 && now - i.tokenAcquiredTimestamp > maxAgeMs;

/** Spec: PayPal is for signed-in members where the feature flag allows it. */
export const isPaypalOffered = (c: Pick<AppConfig, 'flags' | 'newPaymentOptionEnabled'>): boolean => c.flags.paypal && c.newPaymentOptionEnabled.paypal;

/** Spec: a PayPal selection is cleared when more than one recipient exists. */
export const clearPaypalForGroup = (
  selection: MemberPaymentSelection | undefined,
  recipientCount: number,
): MemberPaymentSelection | undefined => (selection?.paymentType === 'paypal' && recipientCount > 1 ? undefined : selection);

/** Whether the chosen payment may pay for a gift to `recipientCount` recipients. */
export const validateGiftPayment = (
  payment: GiftPayment | undefined,
  recipientCount: number,
  c: Pick<AppConfig, 'flags' | 'newPaymentOptionEnabled'>,
): Either<GiftValidationCode, GiftPayment> => {
  if (payment === undefined) return left('paymentRequired');
  if (payment.kind === 'guest') {
    if (!isGuestPaymentType(payment.instrument.paymentType)) return left('paymentTypeNotAllowed');
    if (payment.instrument.paymentInstrumentToken.trim() === '') return left('paymentRequired');
    return right(payment);
  }
  if (payment.instrument.paymentInstrumentId.trim() === '') return left('paymentRequired');
  if (payment.instrument.paymentType === 'paypal') {
    if (!isPaypalOffered(c)) return left('paypalUnavailable');
    if (recipientCount > 1) return left('paypalNotForGroupGifts');
  }
  return right(payment);
};

/**
 * From the payments capability's guest card token (structurally: token, brand, lastFour,
 * tokenAcquiredTimestamp), as /account/payment-method/gift/guest/credit-card hands it back.
 */
export const guestInstrumentFromCardToken = (t: {
  readonly token: string;
  readonly brand: string;
  readonly lastFour: string;
  readonly tokenAcquiredTimestamp: number;
}): Either<GiftValidationCode, GuestPaymentInstrument> =>
  makeGuestPaymentInstrument({
    accountNumberLastFour: t.lastFour,
    paymentType: t.brand,
    tokenAcquiredTimestamp: t.tokenAcquiredTimestamp,
    paymentInstrumentToken: t.token,
  });
