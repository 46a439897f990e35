// Spec section 8 "Card and payment codes" as data: code -> message + action, per context. A server-provided
// message overrides the catalogue text of a known code. 121068 belongs only to the card-add list and 121076
// only to the order list; anywhere else (and for any code not in the table) the answer is the unexpected
// error, which offers "Manage card" in the transfer context.
import { codeGuard, UNEXPECTED_ERROR_MESSAGE, type CodesOf, type DomainError, type TransportErrorCode } from '../shared/errors';
import { ConnectionMessages, isOfflineFailure } from '../shared/connection';
import { CardMessages } from './messages';

/** Where a failure is shown; 'cards' is the cards pages themselves (list, card page, make primary). */
export type PaymentErrorContext = 'cardAdd' | 'order' | 'reload' | 'transfer' | 'autoReload' | 'cards';

export const PAYMENT_ERROR_CONTEXTS: readonly PaymentErrorContext[] = ['cardAdd', 'order', 'reload', 'transfer', 'autoReload', 'cards'];

export type PaymentErrorActionKind = 'tryAgain' | 'chooseDifferentCard' | 'registerCard' | 'addItBack' | 'manageCard' | 'addPaymentMethod';

/** A page a card or payment action leads to, by name: the app maps each to its address. */
export type CardPageTarget =
  | { readonly page: 'cards' }
  | { readonly page: 'card'; readonly cardId: string }
  | { readonly page: 'addCard' }
  | { readonly page: 'paymentMethods' };

export interface PaymentErrorAction {
  readonly kind: PaymentErrorActionKind;
  readonly label: string;
  /** The page the action leads to, when it navigates. */
  readonly target?: CardPageTarget;
}

export interface ResolvedPaymentError {
  readonly message: string;
  readonly action?: PaymentErrorAction;
}

export const PaymentErrorActions = {
  tryAgain: { kind: 'tryAgain', label: 'Try again' },
  chooseDifferentCard: { kind: 'chooseDifferentCard', label: 'Choose different card' },
  registerCard: { kind: 'registerCard', label: 'Register this card', target: { page: 'addCard' } },
  // "Add it back": re-register the closed card. Page ours: the add-card page.
  addItBack: { kind: 'addItBack', label: 'Add it back', target: { page: 'addCard' } },
  // "Manage card" for transfers; page ours: the cards list, where the card can be chosen.
  manageCard: { kind: 'manageCard', label: 'Manage card', target: { page: 'cards' } },
  // Ours: with no saved instrument, add money leads to the payment-method page (spec section 5).
  addPaymentMethod: { kind: 'addPaymentMethod', label: 'Add payment method', target: { page: 'paymentMethods' } },
} as const satisfies Record<PaymentErrorActionKind, PaymentErrorAction>;

/** Codes the cards domain raises itself, before any call (client-side validation). */
export const CardCodes = {
  NO_PAYMENT_METHOD_SELECTED: 'NO_PAYMENT_METHOD_SELECTED',
  NO_PAYMENT_METHODS: 'NO_PAYMENT_METHODS',
  AUTO_RELOAD_NO_PAYMENT_METHOD: 'AUTO_RELOAD_NO_PAYMENT_METHOD',
  AUTO_RELOAD_TRIGGER_REQUIRED: 'AUTO_RELOAD_TRIGGER_REQUIRED',
  TRANSFER_SAME_CARD: 'TRANSFER_SAME_CARD',
  TRANSFER_AMOUNT_REQUIRED: 'TRANSFER_AMOUNT_REQUIRED',
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  /** Spec 121000 (card number or security code wrong): a card number no issued card has. */
  CARD_NUMBER_UNKNOWN: '121000',
  /** Spec 121001 (card number or security code wrong): not a 16-digit number with an 8-digit security code. */
  CARD_ENTRY_MALFORMED: '121001',
  /** Spec 121002 (card number or security code wrong): the security code is not the card's. */
  SECURITY_CODE_WRONG: '121002',
  RELOAD_AMOUNT_REQUIRED: '121005',
  AUTO_RELOAD_AMOUNT_REQUIRED: '121009',
  /** Spec 121010: an Auto reload amount that is not a whole, non-negative number of cents. */
  AUTO_RELOAD_AMOUNT_INVALID: '121010',
  MAX_BALANCE_EXCEEDED: '121023',
  BALANCE_TOO_LOW: '121025',
  /** Spec 121034: a card number the member has not registered. */
  CARD_NOT_REGISTERED: '121034',
  INVALID_RELOAD_AMOUNT: '121036',
  ALREADY_REGISTERED: '122000',
  /** Ours (the spec has no code for it): creating an auto reload profile for a card that has one (a 409). */
  AUTO_RELOAD_EXISTS: 'AUTO_RELOAD_EXISTS',
  /** Ours (the spec has no code for it): too many wrong security codes for this card number (CARD_CODE_ATTEMPTS). */
  SECURITY_CODE_PAUSED: 'CARD_SECURITY_CODE_PAUSED',
} as const;

export interface PaymentCodeRow {
  readonly codes: readonly string[];
  readonly message: string;
  readonly action?: PaymentErrorAction;
  /** When set, the codes belong only to these contexts' lists. */
  readonly onlyIn?: readonly PaymentErrorContext[];
  /** Per-context wording, where one context needs its own sentence. */
  readonly messageIn?: Partial<Record<PaymentErrorContext, string>>;
}

// Wordings of rows the spec only paraphrases are ours (text not given by the spec), except where quoted.
export const PAYMENT_CODE_TABLE = [
  { codes: ['121000', '121001', '121002', '121017'], message: CardMessages.cardNumberOrCodeWrong, action: PaymentErrorActions.tryAgain },
  { codes: ['121005'], message: 'Enter a reload amount.' },
  { codes: ['121009', '121010'], message: 'Choose an Auto reload amount.' },
  { codes: ['121023'], message: 'The total on your card cannot exceed $500.' },
  { codes: ['121024'], message: 'This is a store credit card. It can only be redeemed in a store.' },
  { codes: ['121025'], message: 'Your card balance is too low. Choose a different card.', action: PaymentErrorActions.chooseDifferentCard },
  { codes: ['121030'], message: "This card isn't active yet. A barista at any of our stores can activate it for you." },
  {
    codes: ['121032'],
    message: "There's a problem with this card. It may have been reported lost or stolen. Please contact customer service.",
  },
  { codes: ['121033'], message: "International cards aren't supported." },
  {
    codes: ['121034'],
    message: "This card isn't registered yet. Register it to your account to use it.",
    action: PaymentErrorActions.registerCard,
  },
  { codes: ['121035'], message: "There's a problem with this card. Please contact your bank." },
  { codes: ['121036'], message: "That reload amount isn't valid. Choose a different amount." },
  { codes: ['121037'], message: 'This card has been deactivated or closed.', action: PaymentErrorActions.addItBack },
  {
    codes: ['121043', '121045', '121046', '121065', '121066', '121070'],
    message: 'Something went wrong with your payment method. Choose a different payment method or try again.',
  },
  {
    codes: ['121068'],
    onlyIn: ['cardAdd'],
    message: 'Something went wrong with your payment method. Choose a different payment method or try again.',
  },
  {
    codes: ['121076'],
    onlyIn: ['order'],
    message: 'Something went wrong with your payment method. Choose a different payment method or try again.',
  },
  { codes: ['121044'], message: 'Your credit or debit card may have expired. Update it or choose a different payment method.' },
  { codes: ['121048'], message: 'Your payment method was declined. Choose another payment method.' },
  {
    codes: ['121059', '121060', '121061', '121067', '121071', '121072'],
    message: "Our payment provider couldn't process this payment. Choose another payment method.",
  },
  // The spec's customer-service phone number is not reproduced.
  { codes: ['121062'], message: 'We found a problem with this card. To sort it out, please call customer service.' },
  { codes: ['121063'], message: CardMessages.requestAlreadyReceived },
  { codes: ['121069'], message: "The card network couldn't process this payment. Please try again later." },
  { codes: ['121075', '123000', 'DIGITAL_CARD_PROVISION_ERROR', 'UNEXPECTED_ERROR'], message: UNEXPECTED_ERROR_MESSAGE },
  { codes: ['122000'], message: 'This card is already registered.' },
  { codes: [CardCodes.SECURITY_CODE_PAUSED], message: CardMessages.securityCodePaused },
  {
    codes: [CardCodes.INSUFFICIENT_BALANCE],
    message: CardMessages.insufficientBalance,
    messageIn: { order: CardMessages.balanceTooLowForOrder },
  },
  // Client-side codes of this capability.
  { codes: [CardCodes.NO_PAYMENT_METHOD_SELECTED], message: CardMessages.noPaymentMethodSelected },
  { codes: [CardCodes.NO_PAYMENT_METHODS], message: CardMessages.noPaymentMethods, action: PaymentErrorActions.addPaymentMethod },
  { codes: [CardCodes.AUTO_RELOAD_NO_PAYMENT_METHOD], message: CardMessages.autoReloadNoPaymentMethod },
  { codes: [CardCodes.AUTO_RELOAD_TRIGGER_REQUIRED], message: CardMessages.autoReloadTriggerRequired },
  { codes: [CardCodes.TRANSFER_SAME_CARD], message: CardMessages.transferSameCard },
  { codes: [CardCodes.TRANSFER_AMOUNT_REQUIRED], message: CardMessages.transferAmountRequired },
] as const satisfies readonly PaymentCodeRow[];

/** A code of the spec's card and payment catalogue (the table's rows) or one the cards domain raises. */
export type CardsErrorCode = CodesOf<typeof CardCodes> | (typeof PAYMENT_CODE_TABLE)[number]['codes'][number];
/** What the cards ports and use cases answer: a switch over its codes is checked by the compiler. */
export type CardsError = DomainError<CardsErrorCode | TransportErrorCode>;

/** Every code of the table, for tests and for fault-injection pickers. */
export const PAYMENT_CODES: readonly string[] = PAYMENT_CODE_TABLE.flatMap((r) => r.codes);

const rowByCode: ReadonlyMap<string, PaymentCodeRow> = new Map(PAYMENT_CODE_TABLE.flatMap((r: PaymentCodeRow) => r.codes.map((c) => [c, r] as const)));

const isCardCode = codeGuard(CardCodes);
export const isCardsErrorCode = (code: string): code is CardsErrorCode => isCardCode(code) || rowByCode.has(code);

/** The row that applies to `code` in `context`, or undefined when the code is "any other code" there. */
export const paymentCodeRow = (code: string, context: PaymentErrorContext): PaymentCodeRow | undefined => {
  const row = rowByCode.get(code);
  if (row === undefined) return undefined;
  return row.onlyIn === undefined || row.onlyIn.includes(context) ? row : undefined;
};

/** The codes of one context's list: every row's codes, but those of a row kept to other contexts' lists. */
export type PaymentCodeIn<X extends PaymentErrorContext, R = (typeof PAYMENT_CODE_TABLE)[number]> = R extends { readonly codes: readonly (infer C)[]; readonly onlyIn: readonly (infer O)[] }
  ? X extends O
    ? C
    : never
  : R extends { readonly codes: readonly (infer C)[] }
    ? C
    : never;

/** A type guard for the codes of `context`'s list (those paymentCodeRow gives a row there). */
export const isPaymentCodeIn =
  <X extends PaymentErrorContext>(context: X) =>
  (code: string): code is PaymentCodeIn<X> =>
    paymentCodeRow(code, context) !== undefined;

/** Spec: "any other code: unexpected error (with Manage card for transfers)". */
export const unexpectedPaymentError = (context: PaymentErrorContext): ResolvedPaymentError =>
  context === 'transfer'
    ? { message: UNEXPECTED_ERROR_MESSAGE, action: PaymentErrorActions.manageCard }
    : { message: UNEXPECTED_ERROR_MESSAGE };

const hasText = (s: string | undefined): s is string => s !== undefined && s.trim().length > 0;

/**
 * The message and action to show for a card or payment failure in a context. A server-provided message
 * overrides the text of a catalogued code; an uncatalogued code shows the unexpected error (its server
 * message is not shown, since it was never meant for customers).
 */
export const resolvePaymentError = (error: DomainError, context: PaymentErrorContext): ResolvedPaymentError => {
  // Offline, a payment (order, add money, transfer, auto reload) was not taken and nothing waits to send it.
  if (isOfflineFailure(error)) return { message: ConnectionMessages.needsConnection };
  const row = paymentCodeRow(error.code, context);
  if (row === undefined) return unexpectedPaymentError(context);
  const message = hasText(error.serverMessage) ? error.serverMessage : (row.messageIn?.[context] ?? row.message);
  return row.action === undefined ? { message } : { message, action: row.action };
};
