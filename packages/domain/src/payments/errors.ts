// Payment error codes (the spec's section 8 catalogue plus ours) and their resolution to a message.
import { codeGuard, ErrorCodes, type CodesOf, type DomainError, type TransportErrorCode } from '../shared/errors';
import { PaymentMessages } from './messages';
import { lookup } from '../shared/lookup';

/** Codes this capability answers with that are not in the spec's catalogue (ours). */
export const PaymentCodes = {
  BRAND_NOT_ACCEPTED: 'CARD_BRAND_NOT_ACCEPTED',
  PAYPAL_UNAVAILABLE: 'PAYPAL_UNAVAILABLE',
  PAYPAL_ALREADY_LINKED: 'PAYPAL_ALREADY_LINKED',
  ADDRESS_NOT_FOUND: 'ADDRESS_NOT_FOUND',
  INSTRUMENT_NOT_FOUND: 'PAYMENT_INSTRUMENT_NOT_FOUND',
  /** Spec 121000: card number or security code wrong. */
  CARD_DETAILS_WRONG: '121000',
  /** Spec 121043: payment method invalid. */
  PAYMENT_METHOD_INVALID: '121043',
  /** Spec 121044: card may have expired. */
  CARD_MAY_HAVE_EXPIRED: '121044',
  /** Spec 121048: rejected. */
  REJECTED: '121048',
} as const;

/** The spec's section 8 card and payment codes this capability answers with, and their texts. */
const byCode = {
  '121000': PaymentMessages.cardNumberOrCodeWrong,
  '121001': PaymentMessages.cardNumberOrCodeWrong,
  '121002': PaymentMessages.cardNumberOrCodeWrong,
  '121017': PaymentMessages.cardNumberOrCodeWrong,
  '121033': PaymentMessages.internationalCard,
  '121043': PaymentMessages.paymentMethodInvalid,
  '121045': PaymentMessages.paymentMethodInvalid,
  '121046': PaymentMessages.paymentMethodInvalid,
  '121065': PaymentMessages.paymentMethodInvalid,
  '121066': PaymentMessages.paymentMethodInvalid,
  '121068': PaymentMessages.paymentMethodInvalid,
  '121070': PaymentMessages.paymentMethodInvalid,
  '121076': PaymentMessages.paymentMethodInvalid,
  '121044': PaymentMessages.cardMayHaveExpired,
  '121048': PaymentMessages.rejected,
  '121059': PaymentMessages.providerError,
  '121060': PaymentMessages.providerError,
  '121061': PaymentMessages.providerError,
  '121067': PaymentMessages.providerError,
  '121071': PaymentMessages.providerError,
  '121072': PaymentMessages.providerError,
  '121062': PaymentMessages.antiFraud,
  '121063': PaymentMessages.requestAlreadyReceived,
  '121069': PaymentMessages.cardNetwork,
  '121075': PaymentMessages.unexpected,
  '123000': PaymentMessages.unexpected,
} as const satisfies Readonly<Record<string, string>>;

/** A code of the spec's catalogue ('121000', ...) that payments answers with. */
export type PaymentCatalogueCode = keyof typeof byCode;
export type PaymentErrorCode = CodesOf<typeof PaymentCodes> | PaymentCatalogueCode;
export type PaymentError = DomainError<PaymentErrorCode | TransportErrorCode>;

const isPaymentCode = codeGuard(PaymentCodes);
export const isPaymentErrorCode = (code: string): code is PaymentErrorCode => isPaymentCode(code) || Object.hasOwn(byCode, code);

/** Our codes (those of PaymentCodes outside the spec's catalogue) each have a text, as two transport codes do. */
type OwnPaymentCode = Exclude<CodesOf<typeof PaymentCodes>, PaymentCatalogueCode>;

const ours: Readonly<Record<OwnPaymentCode | typeof ErrorCodes.UNAUTHORIZED | typeof ErrorCodes.VALIDATION, string>> = {
  [PaymentCodes.BRAND_NOT_ACCEPTED]: PaymentMessages.brandNotAccepted,
  [PaymentCodes.PAYPAL_UNAVAILABLE]: PaymentMessages.paypalUnavailable,
  [PaymentCodes.PAYPAL_ALREADY_LINKED]: PaymentMessages.paypalAlreadyLinked,
  [PaymentCodes.ADDRESS_NOT_FOUND]: PaymentMessages.addressUnavailable,
  [PaymentCodes.INSTRUMENT_NOT_FOUND]: PaymentMessages.paymentMethodNotFound,
  [ErrorCodes.UNAUTHORIZED]: PaymentMessages.signInRequired,
  [ErrorCodes.VALIDATION]: PaymentMessages.checkFields,
};

/**
 * The message for a payment error: for the spec's card and payment codes a server-provided message wins
 * (section 8); our own codes have fixed texts; anything else is the generic unexpected error, or
 * `fallback` where the flow names one.
 */
export const paymentErrorMessage = (e: PaymentError, fallback: string = PaymentMessages.unexpected): string => {
  const catalogued = lookup(byCode, e.code);
  if (catalogued !== undefined) return e.serverMessage ?? catalogued;
  return lookup(ours, e.code) ?? fallback;
};

/** Spec codes that mean "That card number or security code doesn't look right." */
export const CARD_DETAILS_CODES: readonly string[] = ['121000', '121001', '121002', '121017'];

/** The provider refused the card's number or security code (the person can correct a field, not choose another card). */
export const isCardDetailsError = (e: PaymentError): boolean => CARD_DETAILS_CODES.includes(e.code);

/** Field errors carried by a VALIDATION error (context.fields), or {} for any other error. */
export const fieldErrorsOf = (e: PaymentError): Readonly<Record<string, string>> => {
  if (e.code !== ErrorCodes.VALIDATION) return {};
  const fields = e.context?.['fields'];
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((kv): kv is [string, string] => typeof kv[1] === 'string'));
};
