// Sign-in, join, sign-out, re-authentication and "who is signed in" (paths not shown in the spec: ours,
// under the account prefix). Wrong passwords lock the account after five in a row and the client address
// after twenty, both by the domain's afterAttempt rule.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { ErrorCodes } from '@crema/domain';
import {
  ACCOUNT_ATTEMPTS,
  ADDRESS_ATTEMPTS,
  AuthCodes,
  afterAttempt,
  CredentialsCodec,
  hasErrors,
  isLockedOut,
  normalizeEmail,
  ReauthenticationCodec,
  RegistrationCodec,
  validateCredentials,
  validateRegistration,
  type AuthError,
} from '@crema/domain/auth';
import type { ServerContext } from '../context';
import { decodeOr400 } from '../http/decode';
import { fail as failWithCode } from '../http/failure';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { attemptColumns, attemptsOf, findMemberByEmail, profileOf } from './members';
import { clearSessionCookie, requireMember, SESSION_COOKIE, setSessionCookie } from './sessions';

export const ACCOUNT_PATH = '/apiproxy/v1/account';

/** Only the sign-in codes and the transport codes: a typo in a code does not compile. */
const fail: (code: AuthError['code'], status: number, serverMessage?: string) => never = failWithCode;
const locked = (): never => fail(AuthCodes.LOCKED_OUT, 423);
const wrong = (): never => fail(AuthCodes.WRONG_CREDENTIALS, 401);

export const registerAuthRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const { db, clock, sessions } = ctx;

  const addressAttempts = async (address: string) => {
    const row = await db.selectFrom('address_attempts').selectAll().where('address', '=', address).executeTakeFirst();
    return row === undefined ? { failedAttempts: 0 } : attemptsOf(row);
  };
  const saveAddressAttempts = (address: string, succeeded: boolean, before: { failedAttempts: number; lockedUntil?: number }) => {
    const next = attemptColumns(afterAttempt(before, succeeded, clock.now(), ADDRESS_ATTEMPTS));
    return db.insertInto('address_attempts').values({ address, ...next }).onConflict((oc) => oc.column('address').doUpdateSet(next)).execute();
  };

  // A burst guard per client address on top of the lockouts (CREMA_AUTH_RATE_PER_MINUTE, default 60).
  const signInLimit = { config: { rateLimit: { max: Number(process.env.CREMA_AUTH_RATE_PER_MINUTE ?? 60), timeWindow: '1 minute' } } };

  app.post(`${ACCOUNT_PATH}/sign-in`, signInLimit, async (req, reply) => {
    const c = decodeOr400(CredentialsCodec, req.body);
    if (hasErrors(validateCredentials(c))) fail(ErrorCodes.VALIDATION, 400);
    const now = clock.now();
    const byAddress = await addressAttempts(req.ip);
    if (isLockedOut(byAddress, now)) locked();
    const member = await findMemberByEmail(db, normalizeEmail(c.email));
    if (member === undefined) {
      await verifyPassword(c.password, await decoyHash());
      await saveAddressAttempts(req.ip, false, byAddress);
      return wrong();
    }
    const byAccount = attemptsOf(member);
    if (isLockedOut(byAccount, now)) locked();
    const ok = await verifyPassword(c.password, member.password_hash);
    const after = afterAttempt(byAccount, ok, clock.now(), ACCOUNT_ATTEMPTS);
    await db.updateTable('members').set(attemptColumns(after)).where('member_id', '=', member.member_id).execute();
    await saveAddressAttempts(req.ip, ok, byAddress);
    if (!ok) return after.lockedUntil !== undefined ? locked() : wrong();
    setSessionCookie(req, reply, await sessions.start(member.member_id));
    return profileOf(member);
  });

  app.post(`${ACCOUNT_PATH}/register`, signInLimit, async (req, reply) => {
    const r = decodeOr400(RegistrationCodec, req.body);
    const input = { ...r, email: normalizeEmail(r.email), firstName: r.firstName.trim(), lastName: r.lastName.trim() };
    if (hasErrors(validateRegistration(input))) fail(ErrorCodes.VALIDATION, 400);
    const memberId = `member-${randomUUID()}`;
    const inserted = await db
      .insertInto('members')
      .values({ member_id: memberId, email: input.email, first_name: input.firstName, last_name: input.lastName, password_hash: await hashPassword(input.password), locked_until: null, created_at: clock.now() })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted === undefined) fail(AuthCodes.EMAIL_TAKEN, 409);
    setSessionCookie(req, reply, await sessions.start(memberId));
    return reply.status(201).send(profileOf(inserted!));
  });

  // Revokes the row first, so the session ends on the server even if the browser never reads the answer.
  app.post(`${ACCOUNT_PATH}/sign-out`, async (req, reply) => {
    await sessions.revoke(req.cookies[SESSION_COOKIE]);
    clearSessionCookie(req, reply);
    return reply.status(204).send();
  });

  app.post(`${ACCOUNT_PATH}/reauthenticate`, signInLimit, async (req, reply) => {
    const signedIn = requireMember(req);
    const { password } = decodeOr400(ReauthenticationCodec, req.body);
    const now = clock.now();
    if (isLockedOut(signedIn.reauth, now)) locked();
    const member = await db.selectFrom('members').select('password_hash').where('member_id', '=', signedIn.session.memberId).executeTakeFirstOrThrow();
    const ok = await verifyPassword(password, member.password_hash);
    const after = afterAttempt(signedIn.reauth, ok, clock.now(), ACCOUNT_ATTEMPTS);
    await db
      .updateTable('sessions')
      .set({ reauth_failed_attempts: after.failedAttempts, reauth_locked_until: after.lockedUntil ?? null, ...(ok ? { mfa_verified_at: clock.now() } : {}) })
      .where('token_hash', '=', signedIn.tokenHash)
      .execute();
    if (!ok) return after.lockedUntil !== undefined ? locked() : wrong();
    return reply.status(204).send();
  });

  app.get(`${ACCOUNT_PATH}/session`, async (req: FastifyRequest) => {
    const s = req.signedIn?.session;
    return { member: s === undefined ? null : { memberId: s.memberId, email: s.email, firstName: s.firstName, lastName: s.lastName } };
  });
};
