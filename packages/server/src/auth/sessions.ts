// Member sessions: a random secret in an httpOnly cookie, a row (keyed by the secret's hash) with an
// expiry, revoked on sign-out. The browser says nothing the server trusts: who is signed in, and when
// they last passed multi-factor re-authentication, are read from this table on every call.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '@crema/domain';
import { ErrorCodes, hasFreshMfa, MEMBER_SESSION_LIFETIME_MS, type MemberSession } from '@crema/domain';
import { AccountCodes } from '@crema/domain/account';
import type { Db, Tx } from '../db/database';
import { fail } from '../http/failure';

export const SESSION_COOKIE = 'crema_session';
/** The domain's member session lifetime (the client drops its display copy at the same age). */
export const SESSION_LIFETIME_MS = MEMBER_SESSION_LIFETIME_MS;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

export interface SignedIn {
  readonly tokenHash: string;
  readonly session: MemberSession;
  readonly reauth: { readonly failedAttempts: number; readonly lockedUntil?: number };
}

export const createSessions = (db: Db, clock: Clock) => {
  const start = async (memberId: string): Promise<string> => {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await db
      .insertInto('sessions')
      .values({ token_hash: hashOf(token), member_id: memberId, created_at: now, expires_at: now + SESSION_LIFETIME_MS, revoked_at: null, mfa_verified_at: null, reauth_locked_until: null })
      .execute();
    return token;
  };

  const find = async (token: string | undefined): Promise<SignedIn | undefined> => {
    if (token === undefined || token === '' || token.length > 100) return undefined;
    const row = await db
      .selectFrom('sessions')
      .innerJoin('members', 'members.member_id', 'sessions.member_id')
      .select(['sessions.token_hash', 'sessions.created_at', 'sessions.expires_at', 'sessions.revoked_at', 'sessions.mfa_verified_at', 'sessions.reauth_failed_attempts', 'sessions.reauth_locked_until', 'members.member_id', 'members.email', 'members.first_name', 'members.last_name'])
      .where('sessions.token_hash', '=', hashOf(token))
      .executeTakeFirst();
    if (row === undefined || row.revoked_at !== null || row.expires_at <= clock.now()) return undefined;
    return {
      tokenHash: row.token_hash,
      session: {
        kind: 'member',
        memberId: row.member_id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        signedInAt: row.created_at,
        ...(row.mfa_verified_at !== null ? { mfaVerifiedAt: row.mfa_verified_at } : {}),
      },
      reauth: { failedAttempts: row.reauth_failed_attempts, ...(row.reauth_locked_until !== null ? { lockedUntil: row.reauth_locked_until } : {}) },
    };
  };

  const revoke = async (token: string | undefined): Promise<void> => {
    if (token === undefined || token === '') return;
    await db.updateTable('sessions').set({ revoked_at: clock.now() }).where('token_hash', '=', hashOf(token)).where('revoked_at', 'is', null).execute();
  };

  /** Ends every session of `memberId` (on `q`: the transaction of the change that ends them, e.g. a password reset). */
  const endAllOf = async (memberId: string, q: Db | Tx = db): Promise<void> => {
    await q.updateTable('sessions').set({ revoked_at: clock.now() }).where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
  };

  return { start, find, revoke, endAllOf };
};
export type Sessions = ReturnType<typeof createSessions>;

const isHttps = (req: FastifyRequest): boolean => req.protocol === 'https';

export const setSessionCookie = (req: FastifyRequest, reply: FastifyReply, token: string): void => {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: isHttps(req), path: '/', maxAge: SESSION_LIFETIME_MS / 1000 });
};

export const clearSessionCookie = (req: FastifyRequest, reply: FastifyReply): void => {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isHttps(req), path: '/' });
};

/** The signed-in member of this request, or a 401 for the error handler. */
export const requireMember = (req: FastifyRequest): SignedIn => req.signedIn ?? fail(ErrorCodes.UNAUTHORIZED, 401);

/** Section 6: password change and the MFA routes need a multi-factor re-authentication, fresh on the server's clock. */
export const requireFreshMfa = (req: FastifyRequest, clock: Clock, freshForMs: number): SignedIn => {
  const s = requireMember(req);
  return hasFreshMfa(s.session, clock.now(), freshForMs) ? s : fail(AccountCodes.MFA_REQUIRED, 403);
};

declare module 'fastify' {
  interface FastifyRequest {
    signedIn?: SignedIn;
  }
}
