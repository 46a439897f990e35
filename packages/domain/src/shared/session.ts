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
