// Pure rules of the cards capability: the $500 ceiling, reload offers, transfers, card numbers and the
// load-card prompt (spec sections 5 and 9). Auto reload rules live in auto-reload-rules.ts.
import { left, right, type Either } from 'fp-ts/Either';
import { Limits } from '../shared/config';
import { domainError } from '../shared/errors';
import { ADD_PAYMENT_CHOICE, type InstrumentChoice, type StoredValueCard } from './model';
import { CardCodes, type CardsError } from './payment-codes';
import type { AttemptPolicy } from '../auth';

/** Spec section 9: a card's balance and total never exceed $500. */
export const CARD_MAX_BALANCE: number = Limits.cardMaxBalance;
/**
 * The upper bound of every card money amount a request may carry, all from the $500 ceiling (and every amount a
 * non-negative safe integer of cents): a reload at most $500 - balance (applyReload: 121023 past it, 121036 for
 * a negative or fractional one), a transfer at most maxTransferAmount (applyTransfer), an auto reload's amount
 * plus trigger at most $500 (checkAutoReloadSettings). No card amount the ledger takes exceeds this.
 */
export const MAX_CARD_AMOUNT_MINOR: number = CARD_MAX_BALANCE;
/** Spec section 9: the load-card prompt shows when the initial registered balance is under $5. */
export const LOW_BALANCE_THRESHOLD: number = Limits.lowBalanceThreshold;
/** Spec section 9: barcode numbers are grouped in blocks of 4 digits. */
export const BARCODE_GROUP_SIZE: number = Limits.barcodeGroupSize;
/**
 * Ours (the spec is silent): wrong security codes for one card number, counted across every member and address
 * (an 8-digit code is 10^8 guesses; a pause per card makes a sweep hopeless). Five wrong in a row, as a sign-in,
 * pause that card's code checks for 15 minutes: a customer copying the code from a scratched card gets several
 * tries, and the pause is short enough to wait out. The message names the 15 minutes (CardMessages.securityCodePaused).
 */
export const CARD_CODE_ATTEMPTS: AttemptPolicy = { maxFailedAttempts: 5, lockoutMs: 15 * 60 * 1000 };

const isPositiveAmount = (n: number): boolean => Number.isSafeInteger(n) && n > 0;

/** True when adding `amount` keeps the balance within $500. */
export const staysWithinMax = (balance: number, amount: number): boolean => balance + amount <= CARD_MAX_BALANCE;

/** Add-money amounts to offer: the configured options (svcLoadOptions) that keep the balance <= $500. */
export const reloadAmountOptions = (options: readonly number[], balance: number): readonly number[] =>
  options.filter((o) => isPositiveAmount(o) && staysWithinMax(balance, o));

/** The default amount to preselect: the configured default when offered, else the largest offered, else none. */
export const defaultReloadAmount = (offered: readonly number[], configuredDefault: number): number | undefined =>
  offered.includes(configuredDefault) ? configuredDefault : offered[offered.length - 1];

export interface OrderAmounts {
  /** Order price (minor units). */
  readonly price: number;
  /** Tip (minor units), 0 when none. */
  readonly tip: number;
  /** The card's balance (minor units). */
  readonly balance: number;
}

/** Order total (price plus tip) minus the card balance, never below 0. */
export const orderShortfall = (o: OrderAmounts): number => Math.max(0, o.price + o.tip - o.balance);

/** Spec section 5: paying with a card whose balance is below the total shows the reload fields. */
export const needsReloadForOrder = (o: OrderAmounts): boolean => orderShortfall(o) > 0;

/**
 * Spec section 5: the reload amounts offered when a card cannot cover an order are the configured options
 * that cover the shortfall between order total (price plus tip) and card balance; if none covers it, the
 * single required amount (the shortfall itself) is offered. Options that would lift the balance over $500
 * are never offered; when even the shortfall would (a total over $500), nothing is offered. No shortfall:
 * nothing to offer.
 */
export const reloadOptionsForShortfall = (options: readonly number[], o: OrderAmounts): readonly number[] => {
  const shortfall = orderShortfall(o);
  if (shortfall === 0) return [];
  const covering = reloadAmountOptions(options, o.balance).filter((x) => x >= shortfall);
  if (covering.length > 0) return covering;
  return staysWithinMax(o.balance, shortfall) ? [shortfall] : [];
};

/** Spec section 5: add money with no saved instrument at all goes to the payment-method page ('addPaymentMethod'). */
export type AddMoneyEntry = { readonly kind: 'form' } | { readonly kind: 'addPaymentMethod' };
export const addMoneyEntry = (instrumentCount: number): AddMoneyEntry => (instrumentCount > 0 ? { kind: 'form' } : { kind: 'addPaymentMethod' });

export interface ReloadInput {
  readonly amount?: number;
  readonly paymentInstrument?: InstrumentChoice;
  readonly instrumentCount: number;
  readonly balance: number;
}

/** Validates the add-money form; right carries the amount and instrument to send. */
export const validateReload = (i: ReloadInput): Either<CardsError, { amount: number; paymentInstrumentId: string }> => {
  if (i.instrumentCount === 0) return left(domainError(CardCodes.NO_PAYMENT_METHODS));
  if (i.amount === undefined || i.amount === 0) return left(domainError(CardCodes.RELOAD_AMOUNT_REQUIRED));
  if (!isPositiveAmount(i.amount)) return left(domainError(CardCodes.INVALID_RELOAD_AMOUNT));
  const pi = i.paymentInstrument;
  if (pi === undefined || pi === '' || pi === ADD_PAYMENT_CHOICE) return left(domainError(CardCodes.NO_PAYMENT_METHOD_SELECTED));
  if (!staysWithinMax(i.balance, i.amount)) return left(domainError(CardCodes.MAX_BALANCE_EXCEEDED));
  return right({ amount: i.amount, paymentInstrumentId: pi });
};

/** The field of the add-money and Auto reload forms a refusal is about: the form marks it, and focus goes there. */
export type CardFormField = 'amount' | 'triggerAmount' | 'paymentInstrument';

const CARD_ERROR_FIELDS: ReadonlyMap<string, CardFormField> = new Map<string, CardFormField>([
  [CardCodes.RELOAD_AMOUNT_REQUIRED, 'amount'],
  [CardCodes.AUTO_RELOAD_AMOUNT_REQUIRED, 'amount'],
  [CardCodes.AUTO_RELOAD_TRIGGER_REQUIRED, 'triggerAmount'],
  [CardCodes.NO_PAYMENT_METHOD_SELECTED, 'paymentInstrument'],
  [CardCodes.AUTO_RELOAD_NO_PAYMENT_METHOD, 'paymentInstrument'],
]);

/** Which field an error of those forms belongs to; undefined for a refusal of the whole request. */
export const cardErrorField = (code: string): CardFormField | undefined => CARD_ERROR_FIELDS.get(code);

/** A reload as the ledger applies it: the new balance, or 121023 past $500. */
export const applyReload = (balance: number, amount: number): Either<CardsError, number> => {
  if (!isPositiveAmount(amount)) return left(domainError(amount === 0 ? CardCodes.RELOAD_AMOUNT_REQUIRED : CardCodes.INVALID_RELOAD_AMOUNT));
  return staysWithinMax(balance, amount) ? right(balance + amount) : left(domainError(CardCodes.MAX_BALANCE_EXCEEDED));
};

/** The most that can move from one card to another without emptying past 0 or lifting the other over $500. */
export const maxTransferAmount = (fromBalance: number, toBalance: number): number =>
  Math.max(0, Math.min(fromBalance, CARD_MAX_BALANCE - toBalance));

export interface TransferInput {
  readonly fromCardId: string;
  readonly toCardId: string;
  readonly amount?: number;
  readonly fromBalance: number;
  readonly toBalance: number;
}

/** Spec section 5: a card transfer cannot push the total above $500. Right: both balances after the move. */
export const applyTransfer = (t: TransferInput): Either<CardsError, { from: number; to: number; amount: number }> => {
  if (t.fromCardId === t.toCardId) return left(domainError(CardCodes.TRANSFER_SAME_CARD));
  if (t.amount === undefined || !isPositiveAmount(t.amount)) return left(domainError(CardCodes.TRANSFER_AMOUNT_REQUIRED));
  if (t.amount > t.fromBalance) return left(domainError(CardCodes.INSUFFICIENT_BALANCE));
  if (!staysWithinMax(t.toBalance, t.amount)) return left(domainError(CardCodes.MAX_BALANCE_EXCEEDED));
  return right({ from: t.fromBalance - t.amount, to: t.toBalance + t.amount, amount: t.amount });
};

/** Digits only: spaces, dashes and other separators removed. */
export const normalizeCardNumber = (raw: string): string => raw.replace(/\D/g, '');

/** The last four digits of a card number ('' when it has none). */
export const lastFour = (cardNumber: string): string => normalizeCardNumber(cardNumber).slice(-4);

/** Spec section 9: the barcode number in blocks of 4 digits ('6104 1723 0018 4521'). */
export const groupInBlocks = (cardNumber: string, size: number = BARCODE_GROUP_SIZE): string =>
  (normalizeCardNumber(cardNumber).match(new RegExp(`\\d{1,${size}}`, 'g')) ?? []).join(' ');

/** Every digit but the last four hidden, in blocks of 4 ('•••• •••• •••• 4521'). */
export const maskCardNumber = (cardNumber: string): string => {
  const digits = normalizeCardNumber(cardNumber);
  const hidden = Math.max(0, digits.length - 4);
  const masked = '•'.repeat(hidden) + digits.slice(hidden);
  return (masked.match(new RegExp(`.{1,${BARCODE_GROUP_SIZE}}`, 'gu')) ?? []).join(' ');
};

/** Spec section 9: the load-card prompt shows when a card is registered with less than $5 on it. */
export const shouldPromptLoad = (initialBalance: number): boolean => initialBalance < LOW_BALANCE_THRESHOLD;

/** Ours: stored-value card numbers have 16 digits and security codes 8 (the spec does not say). */
export const CARD_NUMBER_LENGTH = 16;
export const SECURITY_CODE_LENGTH = 8;

export interface CardEntryErrors {
  readonly cardNumber?: 'format';
  readonly securityCode?: 'format';
}

/** Client-side format checks of the add-card form; {} when both fields look well formed. */
export const cardEntryErrors = (cardNumber: string, securityCode: string): CardEntryErrors => ({
  ...(normalizeCardNumber(cardNumber).length === CARD_NUMBER_LENGTH && /^[\d\s-]+$/.test(cardNumber.trim())
    ? {}
    : { cardNumber: 'format' as const }),
  ...(/^\d+$/.test(securityCode.trim()) && securityCode.trim().length === SECURITY_CODE_LENGTH ? {} : { securityCode: 'format' as const }),
});

/** The member's primary card, if any (home shows a scan button only when one exists). */
export const primaryCard = (cards: readonly StoredValueCard[]): StoredValueCard | undefined => cards.find((c) => c.primary);
