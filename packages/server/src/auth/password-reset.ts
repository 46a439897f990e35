// Forgotten passwords (issue #27). The spec names no calls for it; these are ours, under the account prefix:
//   POST /apiproxy/v1/account/password/forgot {email}            202, no body, for every address
//   POST /apiproxy/v1/account/password/reset  {token, password}  204, or 400 AUTH_RESET_LINK_INVALID / VALIDATION_ERROR
// The e-mail's link opens the web app's /account/reset-password page (web/src/app/paths/account.ts) with the token in
// the fragment (#token=...): a browser never sends a fragment to a server, nor in a Referer, so no access log,
// proxy or third party sees it.
//
// The token is 32 random bytes (base64url); only its SHA-256 is kept (password_resets, migration 0024). A link works
// once, for 30 minutes, and asking again replaces every older link of the member (the domain's reset rules). The
// request answers the same status and body for every address, and does the same statements for a member and for
// anyone else but the two that keep the link and queue its e-mail (no early return for a stranger); the e-mail is
// queued in the transaction that keeps the link. A new password follows the one password policy (the common list
// included), ends every session of the member, every other link of theirs, and a sign-in lockout.
//
// Limits (http/limits.ts): asking for a link, CREMA_CODE_RATE_PER_MINUTE per client address (10 by default: a link
// is a code sent by e-mail) and CREMA_PASSWORD_RESET_RATE_PER_MINUTE per e-mail address (3 by default; counted under
// the address's hash, whether or not it is a member's, so a 429 tells nothing either); setting the password,
// CREMA_AUTH_RATE_PER_MINUTE per client address (the sign-in's).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { domainError, ErrorCodes } from '@crema/domain';
import {
  AuthCodes,
  hasErrors,
  isResetTokenShaped,
  normalizeEmail,
  PasswordResetCodec,
  PasswordResetRequestCodec,
  RESET_LINK_TTL_MINUTES,
  resetLinkExpiresAt,
  resetLinkVerdict,
  validateResetPassword,
  validateResetRequest,
} from '@crema/domain/auth';
import type { OutboundMessage } from '@crema/domain/messages';
import type { ServerContext } from '../context';
import type { Tx } from '../db/database';
import { decodeOr400 } from '../http/decode';
import { DomainFailure, fail } from '../http/failure';
import { perMinuteFromEnv, perMinuteRoute, type LimitCounters } from '../http/limits';
import { isCommonPassword } from './common-passwords';
import { findMemberByEmail } from './members';
import { hashPassword } from './passwords';

const ACCOUNT_PATH = '/apiproxy/v1/account';
export const PasswordResetPaths = {
  forgot: `${ACCOUNT_PATH}/password/forgot`,
  reset: `${ACCOUNT_PATH}/password/reset`,
} as const;

/** The web app's page a link opens (AccountPaths.resetPassword there); the token follows in the fragment. */
export const RESET_PAGE = '/account/reset-password';

const sha256 = (s: string): string => createHash('sha256').update(s).digest('base64url');

/** The link a member's e-mail carries: the public origin, the page, the token in the fragment. */
export const resetUrlOf = (publicUrl: string, token: string): string => `${publicUrl.replace(/\/+$/, '')}${RESET_PAGE}#token=${token}`;

// Typed as never-returning names, so the compiler narrows after a call.
const invalid: (fields: object) => never = (fields) => {
  throw new DomainFailure(domainError(ErrorCodes.VALIDATION, { status: 400, context: { fields } }));
};
const linkInvalid: () => never = () => fail(AuthCodes.RESET_LINK_INVALID, 400);

/** A link is kept a day past its expiry (what a member's support call may ask about), then deleted. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export const registerPasswordResetRoutes = (app: FastifyInstance, ctx: ServerContext, limits: LimitCounters): void => {
  const { db, clock, outbox, sessions } = ctx;
  const perAddress = limits.counter('password-reset e-mail', perMinuteFromEnv('CREMA_PASSWORD_RESET_RATE_PER_MINUTE', 3));

  /** Every older link of `memberId` that could still be used stops working (a newer link, or a password set). */
  const replaceLinks = (tx: Tx, memberId: string, now: number) =>
    tx.updateTable('password_resets').set({ replaced_at: now }).where('member_id', '=', memberId).where('used_at', 'is', null).where('replaced_at', 'is', null).execute();
  const pruneLinks = (tx: Tx, memberId: string, now: number) =>
    tx.deleteFrom('password_resets').where('member_id', '=', memberId).where('expires_at', '<', now - KEEP_EXPIRED_MS).execute();

  app.post(PasswordResetPaths.forgot, perMinuteRoute('CREMA_CODE_RATE_PER_MINUTE', 10), async (req, reply) => {
    const { email } = decodeOr400(PasswordResetRequestCodec, req.body);
    const refused = validateResetRequest(email);
    if (hasErrors(refused)) invalid(refused);
    const address = normalizeEmail(email);
    const taken = await perAddress.take(sha256(address));
    if (taken.refused) return reply.status(429).header('retry-after', String(Math.max(1, Math.ceil(taken.resetMs / 1000)))).send({ code: 'TOO_MANY_REQUESTS' });

    // The same work for anyone, but for the two writes that only a member's link needs.
    const member = await findMemberByEmail(db, address);
    const token = randomBytes(32).toString('base64url');
    const tokenHash = sha256(token);
    const now = clock.now();
    await db.transaction().execute(async (tx) => {
      await pruneLinks(tx, member?.member_id ?? '', now);
      await replaceLinks(tx, member?.member_id ?? '', now);
      if (member === undefined) return;
      await tx.insertInto('password_resets').values({ token_hash: tokenHash, member_id: member.member_id, created_at: now, expires_at: resetLinkExpiresAt(now), used_at: null, replaced_at: null }).execute();
      const message: OutboundMessage = {
        kind: 'password-reset',
        to: member.email,
        firstName: member.first_name,
        resetUrl: resetUrlOf(outbox.publicUrl, token),
        expiresInMinutes: RESET_LINK_TTL_MINUTES,
      };
      await outbox.enqueue(tx, message);
    });
    return reply.status(202).send();
  });

  app.post(PasswordResetPaths.reset, perMinuteRoute('CREMA_AUTH_RATE_PER_MINUTE', 60), async (req, reply) => {
    const { token, password } = decodeOr400(PasswordResetCodec, req.body);
    // The link first: a refused link is what the page must say, whatever the password.
    if (!isResetTokenShaped(token)) linkInvalid();
    const tokenHash = sha256(token);
    const link = await db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    if (link === undefined || resetLinkVerdict({ expiresAt: link.expires_at, usedAt: link.used_at, replacedAt: link.replaced_at }, clock.now()) !== 'usable') linkInvalid();
    const refused = validateResetPassword(password, isCommonPassword);
    if (hasErrors(refused)) invalid(refused);
    // Hashed before the transaction (scrypt takes a while): no row waits on it.
    const hash = await hashPassword(password);
    await db.transaction().execute(async (tx) => {
      // Locked and checked again: of two uses at once, one sets the password and the other finds the link used.
      const row = await tx.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
      const now = clock.now();
      if (row === undefined || resetLinkVerdict({ expiresAt: row.expires_at, usedAt: row.used_at, replacedAt: row.replaced_at }, now) !== 'usable') linkInvalid();
      await tx.updateTable('password_resets').set({ used_at: now }).where('token_hash', '=', tokenHash).execute();
      await replaceLinks(tx, row.member_id, now);
      await tx.updateTable('members').set({ password_hash: hash, failed_attempts: 0, locked_until: null }).where('member_id', '=', row.member_id).execute();
      // Every session of the member ends: whoever knew the old password is signed out everywhere.
      await sessions.endAllOf(row.member_id, tx);
      // And the account's address hears of it, as after a password change in settings.
      const { email } = await tx.selectFrom('members').select('email').where('member_id', '=', row.member_id).executeTakeFirstOrThrow();
      await outbox.enqueue(tx, { kind: 'password-changed-notice', to: email });
    });
    return reply.status(204).send();
  });
};
