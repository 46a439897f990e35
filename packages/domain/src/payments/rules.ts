// Pure rules of payment instruments: which options are offered, which brands are accepted, defaults,
// nicknames, card expiry and the shape of card entry fields (spec sections 5 and 9).
import type { AppConfig } from '../shared/config';
import { isMember, type Session } from '../shared/session';
import {
  CARD_BRANDS,
  GUEST_CARD_BRANDS,
  isCardBrand,
  type CardBrand,
  type CardExpiry,
  type NewPaymentOption,
  type PaymentInstrument,
  type PaymentType,
} from './model';
import { FieldMessages } from './messages';

// ---- Options and permissions ----------------------------------------------------------------------

const OPTION_ORDER: readonly NewPaymentOption[] = ['creditCard', 'giftCard', 'paypal', 'venmo', 'campusCard'];

/** Spec section 5: PayPal only for signed-in members, and only where the feature flag allows it. */
export const isPaypalAllowed = (session: Session, config: AppConfig): boolean => isMember(session) && config.flags.paypal;

/**
 * The "add a payment method" choices to show (spec section 9 defaults: creditCard, giftCard, paypal on).
 * Guests can pay only by credit or debit card, so they are offered at most 'creditCard'.
 */
export const newPaymentOptions = (session: Session, config: AppConfig): NewPaymentOption[] =>
  OPTION_ORDER.filter((o) => {
    if (!config.newPaymentOptionEnabled[o]) return false;
    if (!isMember(session)) return o === 'creditCard';
    return o === 'paypal' ? isPaypalAllowed(session, config) : true;
  });

/** Card brands this session may pay with: guests amex/discover/mastercard/visa only (spec section 5). */
export const allowedCardBrands = (session: Session): readonly CardBrand[] => (isMember(session) ? CARD_BRANDS : GUEST_CARD_BRANDS);

/** Whether a session may pay with an instrument of this type. */
export const acceptsPaymentType = (session: Session, config: AppConfig, type: PaymentType): boolean => {
  if (isCardBrand(type)) return allowedCardBrands(session).includes(type);
  if (type === 'paypal') return isPaypalAllowed(session, config);
  return isMember(session) && config.newPaymentOptionEnabled.venmo;
};

/** Spec section 5: a guest token is expired when its timestamp is above 0 and its age exceeds the maximum. */
export const isGuestTokenExpired = (tokenAcquiredTimestamp: number, now: number, maxAgeMs: number): boolean =>
  tokenAcquiredTimestamp > 0 && now - tokenAcquiredTimestamp > maxAgeMs;

// ---- Labels ---------------------------------------------------------------------------------------

export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  amex: 'American Express',
  discover: 'Discover',
  mastercard: 'Mastercard',
  visa: 'Visa',
  paypal: 'PayPal',
  venmo: 'Venmo',
};

/** 'Visa ending in 4242', or 'PayPal' for linked accounts. */
export const instrumentLabel = (i: Pick<PaymentInstrument, 'paymentType' | 'accountNumberLastFour'>): string =>
  isCardBrand(i.paymentType) ? `${PAYMENT_TYPE_LABELS[i.paymentType]} ending in ${i.accountNumberLastFour}` : PAYMENT_TYPE_LABELS[i.paymentType];

/** What a list shows as the instrument's name: its nickname, else its label. */
export const instrumentDisplayName = (i: PaymentInstrument): string => (i.nickname.trim() !== '' ? i.nickname : instrumentLabel(i));

// ---- Nickname -------------------------------------------------------------------------------------

/** Our limit (the spec gives none): 25 characters, the same as a gift recipient name. */
export const NICKNAME_MAX = 25;

export const normalizeNickname = (nickname: string | undefined): string => (nickname ?? '').trim().replace(/\s+/g, ' ');

export const nicknameError = (nickname: string | undefined): string | undefined =>
  [...normalizeNickname(nickname)].length > NICKNAME_MAX ? FieldMessages.nicknameTooLong(NICKNAME_MAX) : undefined;

// ---- Expiry ---------------------------------------------------------------------------------------

/** Our limit: cards expire at most 20 years ahead. */
export const EXPIRY_MAX_YEARS_AHEAD = 20;

/** Year and month (1..12) of an instant, in UTC. */
export const yearMonthOf = (epochMs: number): CardExpiry => {
  const d = new Date(epochMs);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
};

/** A card is valid through the last day of its expiry month. */
export const isExpired = (expiry: CardExpiry, now: number): boolean => {
  const cur = yearMonthOf(now);
  return expiry.year < cur.year || (expiry.year === cur.year && expiry.month < cur.month);
};

export const expiryError = (expiry: CardExpiry, now: number): string | undefined => {
  const { month, year } = expiry;
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12 || year < 1000 || year > 9999) {
    return FieldMessages.expiryInvalid;
  }
  if (isExpired(expiry, now)) return FieldMessages.expiryPast;
  if (year > yearMonthOf(now).year + EXPIRY_MAX_YEARS_AHEAD) return FieldMessages.expiryTooFar;
  return undefined;
};

// ---- Card entry, shape only (brand, Luhn and the brand's lengths: card-checks.ts, once the number is read) --

export const digitsOnly = (raw: string): string => raw.replace(/[\s-]/g, '');

export const cardNumberError = (raw: string): string | undefined => {
  const d = digitsOnly(raw);
  if (d === '') return FieldMessages.cardNumberRequired;
  return /^\d{12,19}$/.test(d) ? undefined : FieldMessages.cardNumberInvalid;
};

export const securityCodeError = (raw: string): string | undefined =>
  /^\d{3,4}$/.test(raw.trim()) ? undefined : FieldMessages.securityCodeInvalid;

export const lastFourOf = (cardNumber: string): string => digitsOnly(cardNumber).slice(-4);

// ---- The one-default invariant --------------------------------------------------------------------

/** A member's instruments have exactly one default, or none when there are no instruments. */
export const hasExactlyOneDefault = (list: readonly PaymentInstrument[]): boolean =>
  list.filter((i) => i.default).length === (list.length === 0 ? 0 : 1);

/** Makes `id` the only default (no change when `id` is not in the list). */
export const withDefault = (list: readonly PaymentInstrument[], id: string): PaymentInstrument[] =>
  list.some((i) => i.paymentInstrumentId === id)
    ? list.map((i) => (i.default === (i.paymentInstrumentId === id) ? i : { ...i, default: i.paymentInstrumentId === id }))
    : [...list];

/** Restores the invariant: keeps the first default, or promotes the first instrument when none is. */
export const normalizeDefaults = (list: readonly PaymentInstrument[]): PaymentInstrument[] => {
  const first = list.find((i) => i.default) ?? list[0];
  return first === undefined ? [] : withDefault(list, first.paymentInstrumentId);
};

/** Adds an instrument; the first one, or one added with makeDefault, becomes the default. */
export const withAdded = (list: readonly PaymentInstrument[], added: PaymentInstrument, makeDefault: boolean): PaymentInstrument[] => {
  const next = [...list, { ...added, default: false }];
  return makeDefault || list.length === 0 ? withDefault(next, added.paymentInstrumentId) : normalizeDefaults(next);
};

/** Removes an instrument; when it was the default, the first remaining instrument becomes the default. */
export const withRemoved = (list: readonly PaymentInstrument[], id: string): PaymentInstrument[] =>
  normalizeDefaults(list.filter((i) => i.paymentInstrumentId !== id));

/** Display order: the default first, then cards and accounts in the order they were added. */
export const sortForDisplay = (list: readonly PaymentInstrument[]): PaymentInstrument[] =>
  [...list.filter((i) => i.default), ...list.filter((i) => !i.default)];

/** 'demo@crema.coffee' -> 'd***@crema.coffee', for showing a linked account. */
export const maskEmail = (email: string): string => {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return `${email.slice(0, 1)}***${email.slice(at)}`;
};
