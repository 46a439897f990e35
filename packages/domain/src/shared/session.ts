// Who is using the app: a guest (signed out) or a signed-in member. A guest session that has expired
// is replaced by a new guest session the next time it is read (spec section 4).
import type { IdGenerator } from './ids';

export interface GuestSession {
  readonly kind: 'guest';
  readonly guestId: string;
  readonly startedAt: number;
  readonly expiresAt: number;
}

export interface MemberSession {
  readonly kind: 'member';
  readonly memberId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly signedInAt: number;
  /** When the member last passed multi-factor re-authentication, if ever in this session. */
  readonly mfaVerifiedAt?: number;
}

export type Session = GuestSession | MemberSession;

export const isMember = (s: Session): s is MemberSession => s.kind === 'member';
export const isGuest = (s: Session): s is GuestSession => s.kind === 'guest';

export const newGuestSession = (now: number, ids: IdGenerator, lifetimeMs: number): GuestSession => ({
  kind: 'guest',
  guestId: ids.next('guest'),
  startedAt: now,
  expiresAt: now + lifetimeMs,
});

export const isGuestSessionExpired = (s: GuestSession, now: number): boolean => now >= s.expiresAt;

/** The session to use now: members are kept; an expired guest session becomes a new guest session. */
export const currentSession = (s: Session | undefined, now: number, ids: IdGenerator, guestLifetimeMs: number): Session =>
  s === undefined || (isGuest(s) && isGuestSessionExpired(s, now)) ? newGuestSession(now, ids, guestLifetimeMs) : s;

/** Multi-factor re-authentication is fresh for `freshForMs` after it happened. */
export const hasFreshMfa = (s: Session, now: number, freshForMs: number): boolean =>
  isMember(s) && s.mfaVerifiedAt !== undefined && now - s.mfaVerifiedAt < freshForMs;

export const displayName = (s: Session): string | undefined => (isMember(s) ? s.firstName : undefined);

/**
 * How long a member stays signed in (the spec is silent: 30 days, as coffee-chain apps keep members signed
 * in). The server ends its session row then; the client drops its display copy at the same age.
 */
export const MEMBER_SESSION_LIFETIME_MS = 30 * 86_400_000;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 320;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * A session read back from storage, or undefined when it is malformed, forged into a shape we never wrote,
 * or a member session past its lifetime. Only what the app wrote is kept; nothing here is trusted by a
 * server, which keeps its own session.
 */
export const readStoredSession = (u: unknown, now: number): Session | undefined => {
  if (typeof u !== 'object' || u === null) return undefined;
  const s = u as Record<string, unknown>;
  if (s.kind === 'guest') {
    return isText(s.guestId) && isTime(s.startedAt) && isTime(s.expiresAt)
      ? { kind: 'guest', guestId: s.guestId, startedAt: s.startedAt, expiresAt: s.expiresAt }
      : undefined;
  }
  if (s.kind !== 'member') return undefined;
  if (!isText(s.memberId) || !isText(s.email) || !isText(s.firstName) || !isText(s.lastName) || !isTime(s.signedInAt)) return undefined;
  if (s.signedInAt > now || now - s.signedInAt >= MEMBER_SESSION_LIFETIME_MS) return undefined;
  if (s.mfaVerifiedAt !== undefined && !isTime(s.mfaVerifiedAt)) return undefined;
  return {
    kind: 'member',
    memberId: s.memberId,
    email: s.email,
    firstName: s.firstName,
    lastName: s.lastName,
    signedInAt: s.signedInAt,
    ...(s.mfaVerifiedAt !== undefined ? { mfaVerifiedAt: s.mfaVerifiedAt } : {}),
  };
};
