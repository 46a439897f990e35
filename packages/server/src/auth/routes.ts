// Sign-in, join, sign-out, re-authentication and "who is signed in" (paths not shown in the spec: ours,
// under the account prefix). Wrong passwords lock the account after five in a row and the client address
// after twenty, both by the domain's attempt rule, each guess claimed before its hash runs (attempt-claims.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { domainError, ErrorCodes } from '@crema/domain';
import {
  ACCOUNT_ATTEMPTS,
  ADDRESS_ATTEMPTS,
  AuthCodes,
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
import { perMinuteRoute } from '../http/limits';
import { DomainFailure, fail as failWithCode } from '../http/failure';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { isCommonPassword } from './common-passwords';
import { findMemberByEmail, profileOf } from './members';
import { accountCounter, addressCounter, claimAttemptIn, reauthCounter, settleSuccessIn } from './attempt-claims';
import { clearSessionCookie, requireMember, SESSION_COOKIE, setSessionCookie } from './sessions';

export const ACCOUNT_PATH = '/apiproxy/v1/account';

/** Only the sign-in codes and the transport codes: a typo in a code does not compile. */
const fail: (code: AuthError['code'], status: number, serverMessage?: string) => never = failWithCode;
const locked = (): never => fail(AuthCodes.LOCKED_OUT, 423);
const wrong = (): never => fail(AuthCodes.WRONG_CREDENTIALS, 401);

export const registerAuthRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const { db, clock, sessions } = ctx;

  // A burst guard per client address on top of the lockouts (CREMA_AUTH_RATE_PER_MINUTE, default 60).
  const signInLimit = perMinuteRoute('CREMA_AUTH_RATE_PER_MINUTE', 60);

  app.post(`${ACCOUNT_PATH}/sign-in`, signInLimit, async (req, reply) => {
    const c = decodeOr400(CredentialsCodec, req.body);
    if (hasErrors(validateCredentials(c))) fail(ErrorCodes.VALIDATION, 400);
    // Each guess is counted before its hash runs (attempt-claims.ts): by address first, then by account.
    const byAddress = await claimAttemptIn(db, addressCounter(req.ip), ADDRESS_ATTEMPTS, clock.now());
    if (!byAddress.granted) locked();
    const member = await findMemberByEmail(db, normalizeEmail(c.email));
    if (member === undefined) {
      await verifyPassword(c.password, await decoyHash());
      return isLockedOut(byAddress.state, clock.now()) ? locked() : wrong();
    }
    const byAccount = await claimAttemptIn(db, accountCounter(member.member_id), ACCOUNT_ATTEMPTS, clock.now());
    if (!byAccount.granted) locked();
    const ok = await verifyPassword(c.password, member.password_hash);
    if (!ok) return isLockedOut(byAccount.state, clock.now()) || isLockedOut(byAddress.state, clock.now()) ? locked() : wrong();
    await settleSuccessIn(db, accountCounter(member.member_id), byAccount);
    await settleSuccessIn(db, addressCounter(req.ip), byAddress);
    setSessionCookie(req, reply, await sessions.start(member.member_id));
    return profileOf(member);
  });

  app.post(`${ACCOUNT_PATH}/register`, signInLimit, async (req, reply) => {
    const r = decodeOr400(RegistrationCodec, req.body);
    const input = { ...r, email: normalizeEmail(r.email), firstName: r.firstName.trim(), lastName: r.lastName.trim() };
    // The fields the form marks (a common password is known only here: the browser does not carry the list).
    const refused = validateRegistration(input, isCommonPassword);
    if (hasErrors(refused)) throw new DomainFailure(domainError(ErrorCodes.VALIDATION, { status: 400, context: { fields: refused } }));
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
    const claim = await claimAttemptIn(db, reauthCounter(signedIn.tokenHash), ACCOUNT_ATTEMPTS, clock.now());
    if (!claim.granted) locked();
    const member = await db.selectFrom('members').select('password_hash').where('member_id', '=', signedIn.session.memberId).executeTakeFirstOrThrow();
    if (!(await verifyPassword(password, member.password_hash))) return isLockedOut(claim.state, clock.now()) ? locked() : wrong();
    await db.updateTable('sessions').set({ reauth_failed_attempts: 0, reauth_locked_until: null, mfa_verified_at: clock.now() }).where('token_hash', '=', signedIn.tokenHash).execute();
    return reply.status(204).send();
  });

  app.get(`${ACCOUNT_PATH}/session`, async (req: FastifyRequest) => {
    const s = req.signedIn?.session;
    return { member: s === undefined ? null : { memberId: s.memberId, email: s.email, firstName: s.firstName, lastName: s.lastName } };
  });
};
