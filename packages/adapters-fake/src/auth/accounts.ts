// The fake membership service: members with hashed passwords, lockout after repeated failures, and the
// server-side notion of who is signed in (backend.setCurrentMember).

import { domainError, ErrorCodes, left, right } from '@crema/domain';
import {
  type Accounts,
  type MemberProfile,
  AuthCodes,
  afterAttempt,
  hasErrors,
  isAuthErrorCode,
  isLockedOut,
  normalizeEmail,
  validateRegistration,
  type AttemptState,
} from '@crema/domain/auth';
import type { FakeBackend } from '../backend';
import { DEMO_MEMBER, NEW_MEMBER } from '../seed';
import { hashPassword, verifyPassword } from './password-hash';

interface StoredMember extends MemberProfile, AttemptState {
  readonly salt: string;
  readonly passwordHash: string;
}

type MembersTable = Record<string, StoredMember>; // keyed by normalized e-mail

// Hashes of the demo passwords listed in the README, precomputed so seeding stays synchronous.
const seedMembers = (): MembersTable => ({
  [DEMO_MEMBER.email]: {
    memberId: DEMO_MEMBER.memberId,
    email: DEMO_MEMBER.email,
    firstName: DEMO_MEMBER.firstName,
    lastName: DEMO_MEMBER.lastName,
    salt: 'salt-member-demo-1',
    passwordHash: 'pbkdf2-sha256$60000$364efb4448efe93f244845fb5021907d028adf0641549aaf50c9e91115f14cfa',
    failedAttempts: 0,
  },
  [NEW_MEMBER.email]: {
    memberId: NEW_MEMBER.memberId,
    email: NEW_MEMBER.email,
    firstName: NEW_MEMBER.firstName,
    lastName: NEW_MEMBER.lastName,
    salt: 'salt-member-new-2',
    passwordHash: 'pbkdf2-sha256$60000$122a1f150f933c0abfe855ab7bda810510fbd0e4f0210df2f2c39abe7d98c716',
    failedAttempts: 0,
  },
});

const profile = (m: StoredMember): MemberProfile => ({
  memberId: m.memberId,
  email: m.email,
  firstName: m.firstName,
  lastName: m.lastName,
});

export const membersTable = (backend: FakeBackend) => backend.table<MembersTable>('members', seedMembers);

export const createFakeAccounts = (backend: FakeBackend): Accounts => {
  const members = membersTable(backend);
  const reauthAttempts = backend.table<Record<string, AttemptState>>('reauth-attempts', () => ({}));
  const wrong = () => left(domainError(AuthCodes.WRONG_CREDENTIALS, { status: 401 }));

  return {
    signIn: ({ email, password }) =>
      backend.typed(isAuthErrorCode).callAsync('signIn', async () => {
        const key = normalizeEmail(email);
        const m = members.read()[key];
        // An unknown e-mail costs a hash too, so timing does not reveal which e-mails are members.
        if (!m) {
          await hashPassword(password, 'unknown');
          return wrong();
        }
        const now = backend.clock.now();
        if (isLockedOut(m, now)) return left(domainError(AuthCodes.LOCKED_OUT, { status: 423 }));
        const okPassword = await verifyPassword(password, m.salt, m.passwordHash);
        const attempt = afterAttempt(m, okPassword, now);
        const { lockedUntil: _old, ...rest } = m;
        members.update((t) => ({ ...t, [key]: { ...rest, ...attempt } }));
        if (!okPassword) return attempt.lockedUntil !== undefined ? left(domainError(AuthCodes.LOCKED_OUT, { status: 423 })) : wrong();
        backend.setCurrentMember(m.memberId);
        return right(profile(m));
      }),
    register: (r) =>
      backend.typed(isAuthErrorCode).callAsync('register', async () => {
        // The server's rule (without its common-password list, which the fake does not carry).
        const refused = validateRegistration(r);
        if (hasErrors(refused)) return left(domainError(ErrorCodes.VALIDATION, { status: 400, context: { fields: refused } }));
        const key = normalizeEmail(r.email);
        if (members.read()[key]) return left(domainError(AuthCodes.EMAIL_TAKEN, { status: 409 }));
        const memberId = backend.ids.next('member');
        const salt = backend.ids.next('salt');
        const stored: StoredMember = {
          memberId,
          email: key,
          firstName: r.firstName,
          lastName: r.lastName,
          salt,
          passwordHash: await hashPassword(r.password, salt),
          failedAttempts: 0,
        };
        members.update((t) => ({ ...t, [key]: stored }));
        backend.setCurrentMember(memberId);
        return right(profile(stored));
      }),
    signOut: () =>
      backend.typed(isAuthErrorCode).call('signOut', () => {
        backend.setCurrentMember(undefined);
        return right(undefined);
      }),
    current: () =>
      backend.typed(isAuthErrorCode).call('currentMember', () => {
        const id = backend.currentMemberId();
        const m = id === undefined ? undefined : Object.values(members.read()).find((x) => x.memberId === id);
        return right(m === undefined ? null : profile(m));
      }),
    reauthenticate: (password) =>
      backend.typed(isAuthErrorCode).callAsync('reauthenticate', async () => {
        const id = backend.currentMemberId();
        const m = Object.values(members.read()).find((x) => x.memberId === id);
        if (!m) return left(domainError(ErrorCodes.UNAUTHORIZED, { status: 401 }));
        // Re-authentication has the same attempt limit as sign-in (a stolen unlocked device cannot guess on).
        const before = reauthAttempts.read()[m.memberId] ?? { failedAttempts: 0 };
        if (isLockedOut(before, backend.clock.now())) return left(domainError(AuthCodes.LOCKED_OUT, { status: 423 }));
        const okPassword = await verifyPassword(password, m.salt, m.passwordHash);
        const after = afterAttempt(before, okPassword, backend.clock.now());
        reauthAttempts.update((t) => ({ ...t, [m.memberId]: after }));
        if (okPassword) return right(undefined);
        return after.lockedUntil !== undefined ? left(domainError(AuthCodes.LOCKED_OUT, { status: 423 })) : wrong();
      }),
  };
};
