// The account capability on the server: each operation acts for a member id the routes took from the
// session, re-checks the request with the domain's rules (details-rules, security-rules), and keeps its
// state in the account tables (tables.ts). Failures are thrown as DomainFailure for the error handler.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { domainError, ErrorCodes, money } from '@crema/domain';
import {
  AccountCodes,
  AccountMessages,
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  DATA_DOWNLOAD_PREPARATION_MS,
  DEFAULT_PREFERENCES,
  DELETION_GRACE_MS,
  canRequestDataDownload,
  checkCode,
  dataDownloadStatus,
  defaultDisplayName,
  initialsOf,
  isDeletionConfirmed,
  isDeletionPending,
  isValidPartnerNumber,
  maskPartnerNumber,
  newEmailError,
  newestEgiftsFirst,
  newestOrdersFirst,
  normalizeCode,
  normalizePartnerNumber,
  normalizePersonalDetails,
  normalizeProfile,
  validatePasswordChange,
  validatePersonalDetails,
  validatePreferences,
  validateProfile,
  type CommunicationPreferences,
  type DataExport,
  type EgiftHistoryEntry,
  type MfaPhone,
  type AccountError,
  type OrderHistoryEntry,
  type PartnerLink,
  type PendingCode,
  type PersonalDetails,
  type PersonalDetailsInput,
  type PrivacyState,
  type Profile,
  type ProfileInput,
} from '@crema/domain/account';
import { ACCOUNT_ATTEMPTS, AuthCodes, isLockedOut, normalizeEmail } from '@crema/domain/auth';
import { formatPhoneNumber, isValidPhoneNumber } from '@crema/domain/payments';
import { starsEarnedFor } from '@crema/domain/rewards';
import { egiftHistoryRows } from '@crema/catalog/gifting';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { DomainFailure, fail as failWithCode } from '../http/failure';
import type { SignedIn } from '../auth/sessions';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { claimAttemptIn, reauthCounter, settleSuccessIn } from '../auth/attempt-claims';
import { isCommonPassword } from '../auth/common-passwords';
import { memberEgiftHistory } from '../gifting/history';
import type { AccountMessage, VerificationCodesTable } from './tables';
import { renderMessage } from '@crema/domain/messages';

/** Only the account's codes and the transport codes: a typo in a code does not compile. */
const fail: (code: AccountError['code'], status: number, serverMessage?: string) => never = failWithCode;
const failWith = (e: AccountError): never => {
  throw new DomainFailure(e);
};
const invalid = (fields: Readonly<Record<string, string | undefined>>): never =>
  failWith(domainError(ErrorCodes.VALIDATION, { status: 400, context: { fields } }));
const hasFields = (f: object): boolean => Object.values(f).some((v) => v !== undefined);
const isUniqueViolation = (e: unknown): boolean => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';

/** Codes are kept only as a hash; the outbox holds the message that carries the code. */
const hashCode = (code: string): string => createHash('sha256').update(`crema-verification:${code}`).digest('base64url');

const shortStore = (storeNumber: string): string => storeNumber.split('-')[0] ?? storeNumber;

type Purpose = VerificationCodesTable['purpose'];

export const createAccountService = ({ db, clock, outbox }: Pick<ServerContext, 'db' | 'clock' | 'outbox'>) => {
  const memberRow = async (memberId: string, q: Db = db) =>
    (await q.selectFrom('members').select(['member_id', 'email', 'first_name', 'last_name', 'password_hash', 'created_at']).where('member_id', '=', memberId).executeTakeFirst()) ??
    fail(ErrorCodes.NOT_FOUND, 404);

  // Log ids sort in the order this process wrote them (instant, then a counter), so "the newest" is exact.
  let written = 0;
  /** Queues `message` for delivery in `q` (the change's transaction) and logs it in the account's outbox table. */
  const tell = async (q: Db, memberId: string, message: AccountMessage): Promise<void> => {
    await outbox.enqueue(q, message);
    const r = renderMessage(message);
    const now = clock.now();
    const id = `msg-${String(now).padStart(15, '0')}-${String(++written).padStart(9, '0')}-${randomUUID().slice(0, 8)}`;
    await q
      .insertInto('account_outbox')
      .values({ member_id: memberId, channel: r.channel, recipient: r.to, kind: message.kind, subject: r.channel === 'email' ? r.subject : '', body: r.text, message_id: id, created_at: now })
      .execute();
  };

  // ---- Personal details and profile ------------------------------------------------------------------

  const personal = async (memberId: string): Promise<PersonalDetails> => {
    const m = await memberRow(memberId);
    const p = await db.selectFrom('account_personal').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    return {
      firstName: m.first_name,
      lastName: m.last_name,
      email: m.email,
      ...(p?.phone_number != null ? { phoneNumber: p.phone_number } : {}),
      ...(p?.birthday_month != null && p.birthday_day != null ? { birthday: { month: p.birthday_month, day: p.birthday_day } } : {}),
      ...(p?.address != null ? { address: p.address } : {}),
    };
  };

  const updatePersonal = async (memberId: string, input: PersonalDetailsInput): Promise<PersonalDetails> => {
    const fields = validatePersonalDetails(input);
    if (hasFields(fields)) invalid(fields);
    const d = normalizePersonalDetails(input);
    await db.transaction().execute(async (tx) => {
      await memberRow(memberId, tx);
      await tx.updateTable('members').set({ first_name: d.firstName, last_name: d.lastName }).where('member_id', '=', memberId).execute();
      const row = {
        phone_number: d.phoneNumber ?? null,
        birthday_month: d.birthday?.month ?? null,
        birthday_day: d.birthday?.day ?? null,
        address: JSON.stringify(d.address ?? null),
      };
      await tx
        .insertInto('account_personal')
        .values({ member_id: memberId, ...row })
        .onConflict((oc) => oc.column('member_id').doUpdateSet(row))
        .execute();
    });
    return personal(memberId);
  };

  const profile = async (memberId: string): Promise<Profile> => {
    const m = await memberRow(memberId);
    const p = await db.selectFrom('account_profiles').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    const displayName = p?.display_name ?? defaultDisplayName(m.first_name, m.last_name);
    return { displayName, initials: initialsOf(displayName), memberSince: p?.member_since ?? m.created_at, favoriteDrink: p?.favorite_drink ?? '' };
  };

  const updateProfile = async (memberId: string, input: ProfileInput): Promise<Profile> => {
    const fields = validateProfile(input);
    if (hasFields(fields)) invalid(fields);
    const p = normalizeProfile(input);
    const m = await memberRow(memberId);
    await db
      .insertInto('account_profiles')
      .values({ member_id: memberId, display_name: p.displayName, favorite_drink: p.favoriteDrink, member_since: m.created_at })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ display_name: p.displayName, favorite_drink: p.favoriteDrink }))
      .execute();
    return profile(memberId);
  };

  // ---- Partner number ----------------------------------------------------------------------------------

  const partnerLink = async (memberId: string): Promise<PartnerLink | null> => {
    const row = await db.selectFrom('partner_links').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    return row === undefined ? null : { partnerNumber: row.partner_number, linkedAt: row.linked_at };
  };

  const linkPartner = async (memberId: string, raw: string): Promise<PartnerLink> => {
    if (!isValidPartnerNumber(raw)) invalid({ partnerNumber: AccountMessages.partnerNumberInvalid });
    const link: PartnerLink = { partnerNumber: normalizePartnerNumber(raw), linkedAt: clock.now() };
    const holder = await db.selectFrom('partner_links').select('member_id').where('partner_number', '=', link.partnerNumber).executeTakeFirst();
    if (holder !== undefined && holder.member_id !== memberId) fail(AccountCodes.PARTNER_NUMBER_IN_USE, 409);
    try {
      const row = { partner_number: link.partnerNumber, linked_at: link.linkedAt };
      await db.insertInto('partner_links').values({ member_id: memberId, ...row }).onConflict((oc) => oc.column('member_id').doUpdateSet(row)).execute();
    } catch (e) {
      // Another member linked it between the check and the write: the unique column decides.
      if (isUniqueViolation(e)) fail(AccountCodes.PARTNER_NUMBER_IN_USE, 409);
      throw e;
    }
    return link;
  };

  const unlinkPartner = async (memberId: string): Promise<null> => {
    await db.deleteFrom('partner_links').where('member_id', '=', memberId).execute();
    return null;
  };

  // ---- Communication preferences -------------------------------------------------------------------------

  const preferences = async (memberId: string): Promise<CommunicationPreferences> => {
    const row = await db.selectFrom('account_preferences').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    return row === undefined ? DEFAULT_PREFERENCES : { emailOffers: row.email_offers, push: row.push, sms: row.sms };
  };

  const updatePreferences = async (memberId: string, prefs: CommunicationPreferences): Promise<CommunicationPreferences> => {
    const phone = (await personal(memberId)).phoneNumber;
    const fields = validatePreferences(prefs, phone);
    if (hasFields(fields)) invalid(fields);
    const row = { email_offers: prefs.emailOffers, push: prefs.push, sms: prefs.sms };
    await db.insertInto('account_preferences').values({ member_id: memberId, ...row }).onConflict((oc) => oc.column('member_id').doUpdateSet(row)).execute();
    return { emailOffers: prefs.emailOffers, push: prefs.push, sms: prefs.sms };
  };

  // ---- Verification codes (e-mail change, multi-factor phone) ---------------------------------------------

  const issueCode = async (memberId: string, purpose: Purpose, target: string): Promise<PendingCode> => {
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    const expiresAt = clock.now() + CODE_TTL_MS;
    const row = { target, code_hash: hashCode(code), expires_at: expiresAt, attempts_left: CODE_MAX_ATTEMPTS };
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('verification_codes').values({ member_id: memberId, purpose, ...row }).onConflict((oc) => oc.columns(['member_id', 'purpose']).doUpdateSet(row)).execute();
      const expiresInMinutes = CODE_TTL_MS / 60_000;
      await tell(tx, memberId, purpose === 'email' ? { kind: 'email-change-code', to: target, code, expiresInMinutes } : { kind: 'mfa-phone-code', to: target, code, expiresInMinutes });
    });
    return { target, expiresAt };
  };

  /** Checks an entered code in `tx` (row locked): the target on success; spent on success or expiry. */
  const redeemCode = async (tx: Db, memberId: string, purpose: Purpose, entered: string): Promise<string> => {
    const rec = await tx.selectFrom('verification_codes').selectAll().where('member_id', '=', memberId).where('purpose', '=', purpose).forUpdate().executeTakeFirst();
    if (rec === undefined) return fail(AccountCodes.CODE_NOT_REQUESTED, 400);
    const spend = () => tx.deleteFrom('verification_codes').where('member_id', '=', memberId).where('purpose', '=', purpose).execute();
    const verdict = checkCode({ code: rec.code_hash, expiresAt: rec.expires_at, attemptsLeft: rec.attempts_left }, hashCode(normalizeCode(entered)), clock.now());
    switch (verdict) {
      case 'ok':
        await spend();
        return rec.target;
      case 'expired':
        await spend();
        return fail(AccountCodes.CODE_EXPIRED, 400);
      case 'tooManyAttempts':
        return fail(AccountCodes.CODE_TOO_MANY_ATTEMPTS, 429);
      case 'wrong':
        await tx.updateTable('verification_codes').set({ attempts_left: rec.attempts_left - 1 }).where('member_id', '=', memberId).where('purpose', '=', purpose).execute();
        return failWith(domainError(AccountCodes.CODE_WRONG, { status: 400, context: { attemptsLeft: rec.attempts_left - 1 } }));
    }
  };

  /** A failure inside a transaction that must still keep what it wrote (a spent attempt): commit, then throw. */
  const keepingWrites = async <T>(work: (tx: Db) => Promise<T>): Promise<T> => {
    let failure: unknown;
    const result = await db.transaction().execute(async (tx) => {
      try {
        return await work(tx);
      } catch (e) {
        if (!(e instanceof DomainFailure)) throw e;
        failure = e;
        return undefined;
      }
    });
    if (failure !== undefined) throw failure;
    return result as T;
  };

  const emailTaken = async (email: string, exceptMemberId: string, q: Db = db): Promise<boolean> =>
    (await q.selectFrom('members').select('member_id').where('email', '=', normalizeEmail(email)).where('member_id', '!=', exceptMemberId).executeTakeFirst()) !== undefined;

  // ---- E-mail change -------------------------------------------------------------------------------------

  const requestEmailCode = async (memberId: string, newEmail: string): Promise<PendingCode> => {
    const m = await memberRow(memberId);
    const problem = newEmailError(newEmail, m.email);
    if (problem === AccountMessages.emailUnchanged) fail(AccountCodes.EMAIL_UNCHANGED, 400);
    if (problem !== undefined) invalid({ email: problem });
    if (await emailTaken(newEmail, memberId)) fail(AccountCodes.EMAIL_IN_USE, 409);
    return issueCode(memberId, 'email', normalizeEmail(newEmail));
  };

  /** Moves the sign-in e-mail and writes a notice to the OLD address in the outbox, in one transaction. */
  const confirmEmail = async (memberId: string, code: string): Promise<{ email: string }> =>
    keepingWrites(async (tx) => {
      const target = await redeemCode(tx, memberId, 'email', code);
      const m = await memberRow(memberId, tx);
      if (await emailTaken(target, memberId, tx)) fail(AccountCodes.EMAIL_IN_USE, 409);
      await tx.updateTable('members').set({ email: target }).where('member_id', '=', memberId).execute();
      await tell(tx, memberId, { kind: 'email-changed-notice', to: m.email, newEmail: target });
      return { email: target };
    });

  // ---- Password change -------------------------------------------------------------------------------------

  /**
   * Checks the current password (a wrong one counts as a failed re-authentication of this session, with the
   * same lockout), stores a new scrypt hash, and ends every other session of the member.
   */
  const changePassword = async (signedIn: SignedIn, input: { currentPassword: string; newPassword: string }): Promise<void> => {
    const memberId = signedIn.session.memberId;
    const fields = validatePasswordChange(input, isCommonPassword);
    if (fields.newPassword !== undefined) invalid({ newPassword: fields.newPassword });
    if (fields.currentPassword !== undefined) fail(AccountCodes.CURRENT_PASSWORD_WRONG, 403);
    // Counted before the hash runs, as a re-authentication (auth/attempt-claims.ts): a burst cannot outrun the lockout.
    const reauth = reauthCounter(signedIn.tokenHash);
    const claim = await claimAttemptIn(db, reauth, ACCOUNT_ATTEMPTS, clock.now());
    if (!claim.granted) fail(AuthCodes.LOCKED_OUT, 423);
    const m = await memberRow(memberId);
    if (!(await verifyPassword(input.currentPassword, m.password_hash))) {
      return isLockedOut(claim.state, clock.now()) ? fail(AuthCodes.LOCKED_OUT, 423) : fail(AccountCodes.CURRENT_PASSWORD_WRONG, 403);
    }
    await settleSuccessIn(db, reauth, claim);
    const hash = await hashPassword(input.newPassword);
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('members').set({ password_hash: hash, failed_attempts: 0, locked_until: null }).where('member_id', '=', memberId).execute();
      await tx
        .updateTable('sessions')
        .set({ revoked_at: clock.now() })
        .where('member_id', '=', memberId)
        .where('token_hash', '!=', signedIn.tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
      await tell(tx, memberId, { kind: 'password-changed-notice', to: m.email });
    });
  };

  // ---- Multi-factor phone ------------------------------------------------------------------------------------

  const mfaPhone = async (memberId: string): Promise<MfaPhone> => {
    const row = await db.selectFrom('mfa_phones').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    return row === undefined ? {} : { phoneNumber: row.phone_number, verifiedAt: row.verified_at };
  };

  const requestMfaCode = async (memberId: string, raw: string): Promise<PendingCode> => {
    if (!isValidPhoneNumber(raw)) invalid({ phoneNumber: AccountMessages.phoneInvalid });
    const phone = formatPhoneNumber(raw);
    if ((await mfaPhone(memberId)).phoneNumber === phone) fail(AccountCodes.MFA_PHONE_UNCHANGED, 400);
    return issueCode(memberId, 'mfaPhone', phone);
  };

  const confirmMfa = async (memberId: string, code: string): Promise<MfaPhone> =>
    keepingWrites(async (tx) => {
      const phone = await redeemCode(tx, memberId, 'mfaPhone', code);
      const row = { phone_number: phone, verified_at: clock.now() };
      await tx.insertInto('mfa_phones').values({ member_id: memberId, ...row }).onConflict((oc) => oc.column('member_id').doUpdateSet(row)).execute();
      return { phoneNumber: phone, verifiedAt: row.verified_at };
    });

  // ---- Histories ---------------------------------------------------------------------------------------------

  /** The member's orders as the ordering capability stored them (placed here, from any device, or seeded). */
  const orderHistory = async (memberId: string): Promise<readonly OrderHistoryEntry[]> => {
    const rows = await db
      .selectFrom('orders')
      .select(['order_id', 'store_number', 'store_name', 'placed_at', 'total_minor', 'basket', 'placed'])
      .where('member_id', '=', memberId)
      .orderBy('placed_at', 'desc')
      .limit(100)
      .execute();
    return newestOrdersFirst(
      rows.map((r): OrderHistoryEntry => {
        const total = r.total_minor ?? 0;
        return {
          orderId: r.order_id,
          storeNumber: r.store_number,
          storeName: r.store_name ?? `Store ${shortStore(r.store_number)}`,
          placedAt: r.placed_at,
          items: r.basket.map((i) => ({ name: i.product.name, quantity: i.quantity, ...(i.sizeName !== '' ? { detail: i.sizeName } : {}) })),
          total: money(total),
          starsEarned: r.placed?.starsEarned ?? starsEarnedFor(total),
        };
      }),
    );
  };

  /** The member's e-gift purchases on this server (the gifting capability's), one row per recipient, newest first. */
  const egiftHistory = async (memberId: string): Promise<readonly EgiftHistoryEntry[]> =>
    newestEgiftsFirst(
      egiftHistoryRows(await memberEgiftHistory(db, memberId)).map(
        (r): EgiftHistoryEntry => ({
          orderNumber: r.orderNumber,
          purchasedAt: r.purchasedAt,
          recipientName: r.recipientName,
          recipientEmail: r.recipientEmail,
          amount: r.amount,
          ...(r.productNumber !== '' ? { productNumber: r.productNumber } : {}),
          ...(r.designName !== '' ? { designName: r.designName } : {}),
          ...(r.message !== '' ? { message: r.message } : {}),
          ...(r.delivery !== undefined ? { delivery: r.delivery } : {}),
        }),
      ),
    );

  // ---- Privacy -----------------------------------------------------------------------------------------------

  const privacy = async (memberId: string): Promise<PrivacyState> => {
    const r = await db.selectFrom('account_privacy').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    if (r === undefined) return {};
    return {
      ...(r.data_download_requested_at !== null ? { dataDownloadRequestedAt: r.data_download_requested_at } : {}),
      ...(r.data_download_ready_at !== null ? { dataDownloadReadyAt: r.data_download_ready_at } : {}),
      ...(r.deletion_requested_at !== null ? { deletionRequestedAt: r.deletion_requested_at } : {}),
      ...(r.deletion_scheduled_for !== null ? { deletionScheduledFor: r.deletion_scheduled_for } : {}),
    };
  };

  const savePrivacy = async (memberId: string, s: PrivacyState): Promise<PrivacyState> => {
    const row = {
      data_download_requested_at: s.dataDownloadRequestedAt ?? null,
      data_download_ready_at: s.dataDownloadReadyAt ?? null,
      deletion_requested_at: s.deletionRequestedAt ?? null,
      deletion_scheduled_for: s.deletionScheduledFor ?? null,
    };
    await db.insertInto('account_privacy').values({ member_id: memberId, ...row }).onConflict((oc) => oc.column('member_id').doUpdateSet(row)).execute();
    return s;
  };

  const requestDataDownload = async (memberId: string): Promise<PrivacyState> => {
    const now = clock.now();
    const s = await privacy(memberId);
    if (!canRequestDataDownload(s, now)) fail(AccountCodes.REQUEST_ALREADY_RECEIVED, 409);
    return savePrivacy(memberId, { ...s, dataDownloadRequestedAt: now, dataDownloadReadyAt: now + DATA_DOWNLOAD_PREPARATION_MS });
  };

  /** Everything the server holds about the member's account, without hashes, codes or tokens. */
  const downloadDataExport = async (memberId: string): Promise<DataExport> => {
    const now = clock.now();
    if (dataDownloadStatus(await privacy(memberId), now) !== 'ready') fail(AccountCodes.DATA_EXPORT_NOT_READY, 409);
    const partner = await partnerLink(memberId);
    const contents = {
      generatedAt: new Date(now).toISOString(),
      personal: await personal(memberId),
      profile: await profile(memberId),
      communicationPreferences: await preferences(memberId),
      partner: partner === null ? null : { partnerNumber: maskPartnerNumber(partner.partnerNumber), linkedAt: partner.linkedAt },
      mfaPhone: await mfaPhone(memberId),
      // The wallet as the member sees it: type, last four, nickname, default; never a token or an address id.
      paymentMethods: (
        await db.selectFrom('wallet_instruments').select(['payment_type', 'last_four', 'nickname', 'is_default']).where('member_id', '=', memberId).orderBy('seq').execute()
      ).map((w) => ({ type: w.payment_type, lastFour: w.last_four, nickname: w.nickname, default: w.is_default })),
      orders: await orderHistory(memberId),
      egifts: await egiftHistory(memberId),
    };
    return { fileName: `crema-account-data-${new Date(now).toISOString().slice(0, 10)}.json`, contents: JSON.stringify(contents, null, 2) };
  };

  const requestDeletion = async (memberId: string, confirmation: string): Promise<PrivacyState> => {
    if (!isDeletionConfirmed(confirmation)) invalid({ confirmation: AccountMessages.deletionConfirmWord });
    const s = await privacy(memberId);
    if (isDeletionPending(s)) fail(AccountCodes.REQUEST_ALREADY_RECEIVED, 409);
    const now = clock.now();
    return savePrivacy(memberId, { ...s, deletionRequestedAt: now, deletionScheduledFor: now + DELETION_GRACE_MS });
  };

  const cancelDeletion = async (memberId: string): Promise<PrivacyState> => {
    const { deletionRequestedAt: _r, deletionScheduledFor: _s, ...rest } = await privacy(memberId);
    return savePrivacy(memberId, rest);
  };

  /** Test controls and tests: the newest code sent to an address or phone (read from the outbox's message). */
  const latestCode = async (recipient: string): Promise<string | undefined> => {
    const row = await db
      .selectFrom('account_outbox')
      .select('body')
      .where(sql<string>`lower(recipient)`, '=', recipient.toLowerCase())
      .where('kind', 'in', ['email-change-code', 'mfa-phone-code'])
      .orderBy('message_id', 'desc')
      .executeTakeFirst();
    return row === undefined ? undefined : /\b(\d{6})\b/.exec(row.body)?.[1];
  };

  return {
    personal,
    updatePersonal,
    profile,
    updateProfile,
    partnerLink,
    linkPartner,
    unlinkPartner,
    preferences,
    updatePreferences,
    requestEmailCode,
    confirmEmail,
    changePassword,
    mfaPhone,
    requestMfaCode,
    confirmMfa,
    orderHistory,
    egiftHistory,
    privacy,
    requestDataDownload,
    downloadDataExport,
    requestDeletion,
    cancelDeletion,
    latestCode,
  };
};
export type AccountService = ReturnType<typeof createAccountService>;
