import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MEMBER_SESSION_LIFETIME_MS, readStoredSession, type MemberSession, type Session } from './session';

const NOW = Date.UTC(2026, 10, 25, 12);
const member: MemberSession = { kind: 'member', memberId: 'member-demo-1', email: 'demo@crema.coffee', firstName: 'Avery', lastName: 'Quinn', signedInAt: NOW - 1000 };

describe('a session read back from storage', () => {
  it('never throws on any JSON value, and answers only sessions of the two known kinds', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const s = readStoredSession(v, NOW);
        expect(s === undefined || s.kind === 'guest' || s.kind === 'member').toBe(true);
      }),
    );
  });

  it('keeps what the app wrote, field for field', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MEMBER_SESSION_LIFETIME_MS - 1 }), fc.option(fc.nat(), { nil: undefined }), (age, mfa) => {
        const s: Session = { ...member, signedInAt: NOW - age, ...(mfa !== undefined ? { mfaVerifiedAt: mfa } : {}) };
        expect(readStoredSession(JSON.parse(JSON.stringify(s)), NOW)).toEqual(s);
      }),
    );
    const guest: Session = { kind: 'guest', guestId: 'guest-1', startedAt: NOW, expiresAt: NOW + 1 };
    expect(readStoredSession(guest, NOW)).toEqual(guest);
  });

  it('drops a member session past its lifetime or from the future, and one with a field of the wrong type', () => {
    expect(readStoredSession({ ...member, signedInAt: NOW - MEMBER_SESSION_LIFETIME_MS }, NOW)).toBeUndefined();
    expect(readStoredSession({ ...member, signedInAt: NOW + 60_000 }, NOW)).toBeUndefined();
    expect(readStoredSession({ ...member, memberId: 42 }, NOW)).toBeUndefined();
    expect(readStoredSession({ ...member, mfaVerifiedAt: 'yesterday' }, NOW)).toBeUndefined();
    expect(readStoredSession({ kind: 'admin', memberId: 'x' }, NOW)).toBeUndefined();
  });
});
