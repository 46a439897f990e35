// Spec section 4 "Auto reload" decision table and the auto reload form rules of section 5.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError } from '../shared/errors';
import { ADD_PAYMENT_CHOICE, type AutoReloadForm, type AutoReloadProfile, type AutoReloadSettings, type StoredValueCard } from './model';
import { CardCodes, type CardsError } from './payment-codes';
import { applyReload, CARD_MAX_BALANCE } from './rules';

/** Ours: the balances under which an auto reload can start (the spec gives no values). */
export const AUTO_RELOAD_TRIGGER_OPTIONS: readonly number[] = [500, 1000, 1500, 2500];

export type AutoReloadOperation = 'create' | 'update' | 'disable' | 'none';

/**
 * The decision table: no profile & enabled: create; profile & enabled: update; profile & not enabled:
 * disable; neither: close without a call.
 */
export const autoReloadOperation = (hasProfile: boolean, enabled: boolean): AutoReloadOperation =>
  enabled ? (hasProfile ? 'update' : 'create') : hasProfile ? 'disable' : 'none';

export type AutoReloadPlan =
  | { readonly op: 'create'; readonly settings: AutoReloadSettings }
  | { readonly op: 'update'; readonly settings: AutoReloadSettings }
  | { readonly op: 'disable'; readonly cardId: string }
  | { readonly op: 'none' };

/** Spec section 4: "Auto reload is active or off". */
export const autoReloadStatus = (card: Pick<StoredValueCard, 'autoReloadProfile'>): 'active' | 'off' =>
  card.autoReloadProfile?.status === 'active' ? 'active' : 'off';

/** The form as it opens for a card: its profile's values when it has one, enabled when active. */
export const autoReloadFormFor = (card: Pick<StoredValueCard, 'autoReloadProfile'>, defaultAmount: number): AutoReloadForm => {
  const p = card.autoReloadProfile;
  return p === undefined
    ? { enabled: false, amount: defaultAmount }
    : { enabled: p.status === 'active', amount: p.amount, triggerAmount: p.triggerAmount, paymentInstrument: p.paymentInstrumentId };
};

/** Choosing 'add payment' as the instrument leaves the form for the payment-method page (the app knows where it is). */
export const choosesAddPayment = (choice: string | undefined): boolean => choice === ADD_PAYMENT_CHOICE;

/** Checks the form as if enabled. Right: the settings to send. */
export const autoReloadSettingsFrom = (cardId: string, form: AutoReloadForm): Either<CardsError, AutoReloadSettings> => {
  const pi = form.paymentInstrument;
  if (pi === undefined || pi === '' || pi === ADD_PAYMENT_CHOICE) return left(domainError(CardCodes.AUTO_RELOAD_NO_PAYMENT_METHOD));
  if (form.amount === undefined || form.amount === 0) return left(domainError(CardCodes.AUTO_RELOAD_AMOUNT_REQUIRED));
  if (!Number.isSafeInteger(form.amount) || form.amount < 0) return left(domainError(CardCodes.AUTO_RELOAD_AMOUNT_INVALID));
  if (form.triggerAmount === undefined || !Number.isSafeInteger(form.triggerAmount) || form.triggerAmount <= 0) {
    return left(domainError(CardCodes.AUTO_RELOAD_TRIGGER_REQUIRED));
  }
  // A reload fires below the trigger, so trigger + amount bounds the balance it can reach.
  if (form.triggerAmount + form.amount > CARD_MAX_BALANCE) return left(domainError(CardCodes.MAX_BALANCE_EXCEEDED));
  return right({ cardId, amount: form.amount, triggerAmount: form.triggerAmount, paymentInstrumentId: pi });
};

/** Checks an enabled form; a disabled form needs nothing (right(undefined)). */
export const validateAutoReloadForm = (cardId: string, form: AutoReloadForm): Either<CardsError, AutoReloadSettings | undefined> =>
  form.enabled ? autoReloadSettingsFrom(cardId, form) : right(undefined);

/** Validates the form, then applies the decision table to the card's current profile. */
export const planAutoReload = (
  card: Pick<StoredValueCard, 'cardId' | 'autoReloadProfile'>,
  form: AutoReloadForm,
): Either<CardsError, AutoReloadPlan> => {
  const op = autoReloadOperation(card.autoReloadProfile !== undefined, form.enabled);
  if (op === 'none') return right({ op });
  if (op === 'disable') return right({ op, cardId: card.cardId });
  const checked = autoReloadSettingsFrom(card.cardId, form);
  return checked._tag === 'Left' ? checked : right({ op, settings: checked.right });
};

/**
 * The ledger's own check of auto reload settings (server and fake): 121009 without an amount, 121010 for a
 * malformed one, a positive whole trigger, trigger + amount within $500 (121023), an instrument named (121043).
 */
export const checkAutoReloadSettings = (s: Pick<AutoReloadSettings, 'amount' | 'triggerAmount' | 'paymentInstrumentId'>): Either<CardsError, true> => {
  if (s.amount === 0) return left(domainError(CardCodes.AUTO_RELOAD_AMOUNT_REQUIRED));
  if (!Number.isSafeInteger(s.amount) || s.amount < 0) return left(domainError(CardCodes.AUTO_RELOAD_AMOUNT_INVALID));
  if (!Number.isSafeInteger(s.triggerAmount) || s.triggerAmount <= 0) return left(domainError('VALIDATION_ERROR', { status: 400, context: { detail: 'triggerAmount' } }));
  if (s.amount + s.triggerAmount > CARD_MAX_BALANCE) return left(domainError(CardCodes.MAX_BALANCE_EXCEEDED));
  if (s.paymentInstrumentId.trim() === '') return left(domainError('121043'));
  return right(true);
};

/** The top-up an auto reload adds after a payment: its amount, the balance after it and the instrument paying it. */
export interface AutoReloadTopUp {
  readonly amount: number;
  readonly balance: number;
  readonly paymentInstrumentId: string;
}

/**
 * The card's auto reload after a payment (an order paid with the card), as the ledger runs it on the server and
 * on the fake: when the profile is active and the payment took the balance below its trigger, the profile's
 * amount is added from its instrument, if the balance stays within $500 (applyReload); undefined when nothing is
 * added. Whether the instrument can still pay (the member's own, not expired) is the ledger's to check.
 */
export const autoReloadAfterPayment = (balanceAfterPayment: number, profile: AutoReloadProfile | undefined): AutoReloadTopUp | undefined => {
  if (profile === undefined || profile.status !== 'active' || profile.paymentInstrumentId === '' || balanceAfterPayment >= profile.triggerAmount) return undefined;
  const next = applyReload(balanceAfterPayment, profile.amount);
  return next._tag === 'Left' ? undefined : { amount: profile.amount, balance: next.right, paymentInstrumentId: profile.paymentInstrumentId };
};

/**
 * Issue #32: whether paying `chargeMinor` (an order's total plus its tip) from a card holding `balanceMinor` will
 * start the card's auto reload, and of what: checkout says it before the order, the server and the fake run it
 * after the payment and the placed order says that it did. Nothing for a charge of 0 (nothing is paid, as the
 * ledger moves nothing) nor for one the balance cannot pay (the payment is refused first).
 */
export const autoReloadForPayment = (balanceMinor: number, chargeMinor: number, profile: AutoReloadProfile | undefined): AutoReloadTopUp | undefined =>
  chargeMinor <= 0 || chargeMinor > balanceMinor ? undefined : autoReloadAfterPayment(balanceMinor - chargeMinor, profile);
