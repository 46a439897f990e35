// The cards capability's wire shapes (spec section 7: the account card actions, the barcode and
// get-card-info-from-token calls, the auto reload graph operations), one io-ts codec each: the HTTP adapter
// decodes the server's answers with them and the server decodes the browser's requests with the same ones.
// Money is whole minor units; a balance outside $0..$500 does not decode.
import * as t from 'io-ts';
import type { AddCardRequest, AddCardResult, AutoReloadProfile, CardInfo, RemovedCard, StoredValueCard } from './model';
import { CARD_MAX_BALANCE } from './rules';
import { IdempotencyKeyCodec } from './idempotency';
import {
  activityCursor,
  CARD_ACTIVITY_MAX_PAGE_SIZE,
  isCardMovementKind,
  movementSign,
  type CardActivityEntry,
  type CardActivityPage,
  type CardMovementKind,
} from './activity';

const refined = <A>(name: string, base: t.Type<A, A, unknown>, ok: (a: A) => boolean): t.Type<A, A, unknown> =>
  new t.Type<A, A, unknown>(name, (u): u is A => base.is(u) && ok(u), (u, c) => (base.is(u) && ok(u) ? t.success(u) : t.failure(u, c)), t.identity);

/** A whole number of minor units, 0 or more. */
export const MinorUnitsCodec = refined('MinorUnits', t.number, (n) => Number.isSafeInteger(n) && n >= 0);
/** A card balance: whole minor units within $0..$500. */
export const BalanceMinorCodec = refined('BalanceMinor', t.number, (n) => Number.isSafeInteger(n) && n >= 0 && n <= CARD_MAX_BALANCE);
/** An amount a request asks to move: a safe integer (the ledger's rules say which are allowed). */
export const AmountCodec = refined('Amount', t.number, (n) => Number.isSafeInteger(n));
export { IdempotencyKeyCodec };
const Id = refined('Id', t.string, (s) => s.length > 0 && s.length <= 128);
const CardNumber = refined('CardNumber', t.string, (s) => /^\d{12,19}$/.test(s));

export const AutoReloadProfileCodec: t.Type<AutoReloadProfile, AutoReloadProfile, unknown> = t.type({
  status: t.union([t.literal('active'), t.literal('disabled')]),
  amount: MinorUnitsCodec,
  triggerAmount: MinorUnitsCodec,
  paymentInstrumentId: t.string,
});

export const StoredValueCardCodec: t.Type<StoredValueCard, StoredValueCard, unknown> = t.intersection([
  t.type({
    cardId: Id,
    cardNumber: CardNumber,
    nickname: t.string,
    cardImageUrl: t.string,
    productNumber: t.string,
    balance: t.type({ amount: BalanceMinorCodec, currency: t.string }),
    primary: t.boolean,
  }),
  t.partial({ autoReloadProfile: AutoReloadProfileCodec }),
]);

export const StoredValueCardsCodec: t.Type<readonly StoredValueCard[], readonly StoredValueCard[], unknown> = t.readonlyArray(StoredValueCardCodec);

/** POST /apiproxy/v1/account/cards (ours: the add-card action's path is not shown). */
export const AddCardRequestCodec: t.Type<AddCardRequest, AddCardRequest, unknown> = t.intersection([
  t.type({ cardNumber: refined('CardEntry', t.string, (s) => s.length <= 64), securityCode: refined('SecurityCode', t.string, (s) => s.length <= 16) }),
  t.partial({ transferToCardId: Id }),
]);

export const AddCardResultCodec: t.Type<AddCardResult, AddCardResult, unknown> = t.intersection([
  t.type({ card: StoredValueCardCodec }),
  t.partial({ transfer: t.type({ toCardId: Id, amount: MinorUnitsCodec }) }),
]);

export const RemovedCardCodec: t.Type<RemovedCard, RemovedCard, unknown> = t.type({ cardId: Id, cardNumber: CardNumber });

/** POST /apiproxy/v1/account/cards/{cardId}/reload (ours). */
export const ReloadBodyCodec = t.type({ amount: AmountCodec, paymentInstrumentId: t.string, idempotencyKey: IdempotencyKeyCodec });
export type ReloadBody = t.TypeOf<typeof ReloadBodyCodec>;

/** POST /apiproxy/v1/account/cards/transfer (ours). */
export const TransferBodyCodec = t.type({ fromCardId: Id, toCardId: Id, amount: AmountCodec, idempotencyKey: IdempotencyKeyCodec });
export type TransferBody = t.TypeOf<typeof TransferBodyCodec>;

export const TransferResultCodec = t.type({ from: StoredValueCardCodec, to: StoredValueCardCodec });

/** Variables of create/update auto reload (spec section 7: cardId, amount, paymentMethodId, triggerAmount, risk data). */
export const AutoReloadVariablesCodec = t.intersection([
  t.type({ cardId: Id, amount: AmountCodec, paymentMethodId: t.string, triggerAmount: AmountCodec }),
  t.partial({ idempotencyKey: IdempotencyKeyCodec, riskData: t.UnknownRecord }),
]);
export type AutoReloadVariables = t.TypeOf<typeof AutoReloadVariablesCodec>;

export const DisableAutoReloadVariablesCodec = t.intersection([
  t.type({ cardId: Id }),
  t.partial({ idempotencyKey: IdempotencyKeyCodec, riskData: t.UnknownRecord }),
]);

/** The graph answer of the three auto reload operations: the card after the change. */
export const AutoReloadAnswerCodec = t.type({ autoReload: StoredValueCardCodec });

/** POST /apiproxy/v1/account/cards/barcode (spec section 7: body cardNumber). */
export const BarcodeBodyCodec = t.type({ cardNumber: refined('BarcodeNumber', t.string, (s) => s.length <= 64) });

/** POST /apiproxy/v1/account/cards/get-card-info-from-token (spec: body cashstarToken; the answer is ours). */
export const CardInfoFromTokenBodyCodec = t.type({ cashstarToken: refined('CashstarToken', t.string, (s) => s.length <= 256) });
export const CardInfoCodec: t.Type<CardInfo, CardInfo, unknown> = t.type({
  cardNumber: CardNumber,
  securityCode: t.string,
  balance: BalanceMinorCodec,
  productNumber: t.string,
  cardImageUrl: t.string,
});

/** Spec section 7 names of the auto reload graph operations. */
export const CardGraphOperations = {
  createAutoReload: 'create-auto-reload',
  updateAutoReload: 'update-auto-reload',
  disableAutoReload: 'disable-auto-reload',
} as const;

export const CARDS_PATH = '/apiproxy/v1/account/cards';

const isKind = (u: unknown): u is CardMovementKind => typeof u === 'string' && isCardMovementKind(u);
const MovementKindCodec = new t.Type<CardMovementKind, CardMovementKind, unknown>('CardMovementKind', isKind, (u, c) => (isKind(u) ? t.success(u) : t.failure(u, c)), t.identity);

/** One line of a card's activity: its amount signed as its kind moves money, and never more than $500 either way. */
export const CardActivityEntryCodec: t.Type<CardActivityEntry, CardActivityEntry, unknown> = refined(
  'CardActivityEntry',
  t.type({
    id: Id,
    kind: MovementKindCodec,
    amount: refined('SignedAmount', t.number, (n) => Number.isSafeInteger(n) && Math.abs(n) <= CARD_MAX_BALANCE),
    balanceAfter: BalanceMinorCodec,
    at: MinorUnitsCodec,
  }),
  (e) => e.amount * movementSign(e.kind) >= 0,
);

/** GET /apiproxy/v1/account/cards/{cardId}/activity (ours): a page of lines, newest first, and the next page's cursor. */
export const CardActivityPageCodec: t.Type<CardActivityPage, CardActivityPage, unknown> = t.intersection([
  t.type({ entries: t.readonlyArray(CardActivityEntryCodec) }),
  t.partial({ next: refined('ActivityCursor', t.string, (s) => activityCursor(s) !== undefined) }),
]);

/** The activity call's query: the cursor of the page asked for (none: the newest) and how many lines (1..100). */
export const CardActivityQueryCodec = t.partial({
  before: refined('ActivityCursor', t.string, (s) => activityCursor(s) !== undefined),
  limit: refined('ActivityLimit', t.string, (s) => /^\d{1,3}$/.test(s) && Number(s) >= 1 && Number(s) <= CARD_ACTIVITY_MAX_PAGE_SIZE),
});
