// The member's wallet on the server: saved cards (only what the provider's tokenizer answered: token, brand,
// last four, with the expiry and billing address the member gives) and one linked PayPal account. Every change
// runs in one transaction that first locks the member's row, so two devices changing the same wallet take
// turns; the one-default invariant is the domain's (withAdded / withRemoved / withDefault decide which row is
// the default) and a partial unique index holds it in the table whatever slips past. Field rules are the
// domain's (expiryError, nicknameError, isValidEmail) at the server's clock.
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { domainError, ErrorCodes, type AppConfig, type Clock, type IdGenerator } from '@crema/domain';
import { isValidEmail } from '@crema/domain/auth';
import {
  FieldMessages,
  PaymentCodes,
  expiryError,
  isCardBrand,
  nicknameError,
  normalizeDefaults,
  normalizeNickname,
  withAdded,
  withDefault,
  withRemoved,
  type AddCardCommand,
  type EditInstrumentCommand,
  type LinkPaypalCommand,
  type PaymentInstrument,
  type PaymentType,
} from '@crema/domain/payments';
import type { Db, Tx } from '../db/database';
import { DomainFailure } from '../http/failure';
import type { WalletInstrumentsTable } from './tables';

type Row = Selectable<WalletInstrumentsTable>;

export interface WalletDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly config: AppConfig;
}

const fail = (code: string, status: number, context?: Readonly<Record<string, unknown>>): never => {
  throw new DomainFailure(domainError(code, { status, ...(context === undefined ? {} : { context }) }));
};
const invalid = (fields: Readonly<Record<string, string>>): never => fail(ErrorCodes.VALIDATION, 400, { fields });
const notFound = (): never => fail(PaymentCodes.INSTRUMENT_NOT_FOUND, 400);

export const toInstrument = (r: Row): PaymentInstrument => ({
  paymentInstrumentId: r.payment_instrument_id,
  paymentType: r.payment_type as PaymentType,
  accountNumberLastFour: r.last_four,
  nickname: r.nickname,
  default: r.is_default,
  token: r.token ?? '',
  ...(r.expiry_month !== null && r.expiry_year !== null ? { expiry: { month: r.expiry_month, year: r.expiry_year } } : {}),
  ...(r.billing_address_id !== null ? { billingAddressId: r.billing_address_id } : {}),
  ...(r.linked_account_email !== null ? { linkedAccountEmail: r.linked_account_email } : {}),
});

/** An instrument's row, but for the default flag: that is set after, so the one-default index never sees two. */
export const instrumentRow = (memberId: string, i: PaymentInstrument) => ({
  member_id: memberId,
  payment_instrument_id: i.paymentInstrumentId,
  payment_type: i.paymentType,
  last_four: i.accountNumberLastFour,
  expiry_month: i.expiry?.month ?? null,
  expiry_year: i.expiry?.year ?? null,
  nickname: i.nickname,
  token: i.token,
  billing_address_id: i.billingAddressId ?? null,
  linked_account_email: i.linkedAccountEmail ?? null,
});

const PAYMENT_TYPES: readonly string[] = ['amex', 'discover', 'mastercard', 'visa', 'paypal', 'venmo'];

const rowsOf = (tx: Tx | Db, memberId: string): Promise<Row[]> =>
  tx.selectFrom('wallet_instruments').selectAll().where('member_id', '=', memberId).orderBy('seq').execute();

/** The wallet as the domain sees it (rows of an unknown type are left out; the one default restored for rows older than 0012). */
const walletOf = async (tx: Tx | Db, memberId: string): Promise<PaymentInstrument[]> =>
  normalizeDefaults((await rowsOf(tx, memberId)).filter((r) => PAYMENT_TYPES.includes(r.payment_type)).map(toInstrument));

/** Serializes one member's wallet changes: the member's row is locked for the transaction. */
const lockMember = async (tx: Tx, memberId: string): Promise<void> => {
  const m = await tx.selectFrom('members').select('member_id').where('member_id', '=', memberId).forUpdate().executeTakeFirst();
  if (m === undefined) fail(ErrorCodes.UNAUTHORIZED, 401);
};

/** Writes the domain's choice of default: clears the others first, so the unique index never sees two. */
const saveDefaults = async (tx: Tx, memberId: string, next: readonly PaymentInstrument[]): Promise<void> => {
  const chosen = next.find((i) => i.default)?.paymentInstrumentId;
  await tx.updateTable('wallet_instruments').set({ is_default: false }).where('member_id', '=', memberId).where('is_default', '=', true).$if(chosen !== undefined, (q) => q.where('payment_instrument_id', '!=', chosen as string)).execute();
  if (chosen !== undefined) await tx.updateTable('wallet_instruments').set({ is_default: true }).where('member_id', '=', memberId).where('payment_instrument_id', '=', chosen).execute();
};

const addressIsMembers = async (tx: Tx, memberId: string, addressId: string): Promise<boolean> =>
  (await tx.selectFrom('member_addresses').select('address_id').where('member_id', '=', memberId).where('address_id', '=', addressId).executeTakeFirst()) !== undefined;

const fieldErrors = (entries: readonly (readonly [string, string | undefined])[]): Record<string, string> =>
  Object.fromEntries(entries.filter((e): e is readonly [string, string] => e[1] !== undefined));

export const createWallet = (d: WalletDeps) => {
  const { db, clock, ids, config } = d;
  const inTx = <A>(memberId: string, body: (tx: Tx) => Promise<A>): Promise<A> =>
    db.transaction().execute(async (tx) => {
      await lockMember(tx, memberId);
      return body(tx);
    });

  /** Inserts an instrument and makes it the default when the domain says so; answers it as stored. */
  const insert = async (tx: Tx, memberId: string, added: PaymentInstrument, makeDefault: boolean): Promise<PaymentInstrument> => {
    const next = withAdded(await walletOf(tx, memberId), added, makeDefault);
    await tx
      .insertInto('wallet_instruments')
      .values({ ...instrumentRow(memberId, added), is_default: false })
      .execute();
    await saveDefaults(tx, memberId, next);
    return next.find((i) => i.paymentInstrumentId === added.paymentInstrumentId) ?? added;
  };

  const list = (memberId: string): Promise<readonly PaymentInstrument[]> => walletOf(db, memberId);

  /** A card the server's tokenizer issued a token for, once: the token's brand and last four must be the command's. */
  const addCard = (memberId: string, cmd: AddCardCommand): Promise<PaymentInstrument> =>
    inTx(memberId, async (tx) => {
      const now = clock.now();
      const t = await tx.selectFrom('card_tokens').selectAll().where('token', '=', cmd.token).forUpdate().executeTakeFirst();
      if (t === undefined || t.used_at !== null || t.brand !== cmd.brand || t.last_four !== cmd.lastFour || !isCardBrand(t.brand)) return fail(PaymentCodes.PAYMENT_METHOD_INVALID, 400);
      const fields = fieldErrors([
        ['expiry', expiryError(cmd.expiry, now)],
        ['nickname', nicknameError(cmd.nickname)],
      ]);
      if (Object.keys(fields).length > 0) return invalid(fields);
      if (!(await addressIsMembers(tx, memberId, cmd.billingAddressId))) return fail(PaymentCodes.ADDRESS_NOT_FOUND, 400);
      await tx.updateTable('card_tokens').set({ used_at: now }).where('token', '=', t.token).execute();
      return insert(
        tx,
        memberId,
        {
          paymentInstrumentId: ids.next('pi'),
          paymentType: t.brand,
          accountNumberLastFour: t.last_four,
          nickname: normalizeNickname(cmd.nickname),
          default: false,
          expiry: { month: cmd.expiry.month, year: cmd.expiry.year },
          billingAddressId: cmd.billingAddressId,
          token: t.token,
        },
        cmd.makeDefault ?? false,
      );
    });

  const edit = (memberId: string, cmd: EditInstrumentCommand): Promise<PaymentInstrument> =>
    inTx(memberId, async (tx) => {
      const wallet = await walletOf(tx, memberId);
      const current = wallet.find((i) => i.paymentInstrumentId === cmd.paymentInstrumentId) ?? notFound();
      const isCard = isCardBrand(current.paymentType);
      const fields = fieldErrors([
        ['nickname', nicknameError(cmd.nickname)],
        ['expiry', cmd.expiry === undefined ? undefined : isCard ? expiryError(cmd.expiry, clock.now()) : FieldMessages.notACard],
        ['billingAddressId', cmd.billingAddressId !== undefined && !isCard ? FieldMessages.notACard : undefined],
      ]);
      if (Object.keys(fields).length > 0) return invalid(fields);
      if (cmd.billingAddressId !== undefined && !(await addressIsMembers(tx, memberId, cmd.billingAddressId))) return fail(PaymentCodes.ADDRESS_NOT_FOUND, 400);
      await tx
        .updateTable('wallet_instruments')
        .set({
          ...(cmd.nickname !== undefined ? { nickname: normalizeNickname(cmd.nickname) } : {}),
          ...(cmd.expiry !== undefined ? { expiry_month: cmd.expiry.month, expiry_year: cmd.expiry.year } : {}),
          ...(cmd.billingAddressId !== undefined ? { billing_address_id: cmd.billingAddressId } : {}),
        })
        .where('member_id', '=', memberId)
        .where('payment_instrument_id', '=', current.paymentInstrumentId)
        .execute();
      const after = await walletOf(tx, memberId);
      const next = cmd.makeDefault === true ? withDefault(after, current.paymentInstrumentId) : after;
      await saveDefaults(tx, memberId, next);
      return next.find((i) => i.paymentInstrumentId === current.paymentInstrumentId) ?? notFound();
    });

  /** Answers the removed instrument; when it was the default, the first remaining one becomes the default. */
  const remove = (memberId: string, paymentInstrumentId: string): Promise<PaymentInstrument> =>
    inTx(memberId, async (tx) => {
      const wallet = await walletOf(tx, memberId);
      const current = wallet.find((i) => i.paymentInstrumentId === paymentInstrumentId) ?? notFound();
      await tx.deleteFrom('wallet_instruments').where('member_id', '=', memberId).where('payment_instrument_id', '=', paymentInstrumentId).execute();
      await saveDefaults(tx, memberId, withRemoved(wallet, paymentInstrumentId));
      return current;
    });

  const setDefault = (memberId: string, paymentInstrumentId: string): Promise<readonly PaymentInstrument[]> =>
    inTx(memberId, async (tx) => {
      const wallet = await walletOf(tx, memberId);
      if (!wallet.some((i) => i.paymentInstrumentId === paymentInstrumentId)) return notFound();
      const next = withDefault(wallet, paymentInstrumentId);
      await saveDefaults(tx, memberId, next);
      return next;
    });

  const linkPaypal = (memberId: string, cmd: LinkPaypalCommand): Promise<PaymentInstrument> =>
    inTx(memberId, async (tx) => {
      if (!config.flags.paypal || !config.newPaymentOptionEnabled.paypal) return fail(PaymentCodes.PAYPAL_UNAVAILABLE, 403);
      const wallet = await walletOf(tx, memberId);
      if (wallet.some((i) => i.paymentType === 'paypal')) return fail(PaymentCodes.PAYPAL_ALREADY_LINKED, 409);
      const fields = fieldErrors([
        ['accountEmail', isValidEmail(cmd.accountEmail) ? undefined : FieldMessages.paypalEmailInvalid],
        ['nickname', nicknameError(cmd.nickname)],
      ]);
      if (Object.keys(fields).length > 0) return invalid(fields);
      return insert(
        tx,
        memberId,
        {
          paymentInstrumentId: ids.next('pi'),
          paymentType: 'paypal',
          accountNumberLastFour: '',
          nickname: normalizeNickname(cmd.nickname) || 'PayPal',
          default: false,
          token: `tok_pp_${randomBytes(18).toString('base64url')}`,
          linkedAccountEmail: cmd.accountEmail.trim(),
        },
        cmd.makeDefault ?? false,
      );
    });

  return { list, addCard, edit, remove, setDefault, linkPaypal };
};

export type ServerWallet = ReturnType<typeof createWallet>;
