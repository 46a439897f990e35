// The fake forgotten password, for the demo and the tests: links live in this simulator's memory only (a reload
// forgets them), their tokens drawn from the backend's seeded randomness, and the e-mail "sent" lands in the fake
// inbox. Every decision is the domain's reset rules'; the answers are the server's (the same for any address).
import { domainError, ErrorCodes, left, randomInt, right, type Random } from '@crema/domain';
import {
  AuthCodes,
  hasErrors,
  isAuthErrorCode,
  isResetTokenShaped,
  normalizeEmail,
  RESET_LINK_TTL_MINUTES,
  RESET_TOKEN_LENGTH,
  resetLinkExpiresAt,
  resetLinkVerdict,
  validateResetPassword,
  validateResetRequest,
  type PasswordResets,
  type ResetLinkRecord,
} from '@crema/domain/auth';
import type { FakeBackend } from '../backend';
import { deliver } from '../account/inbox';
import { membersTable } from './accounts';
import { hashPassword } from './password-hash';

export const PASSWORD_RESET_OPERATIONS = { request: 'requestPasswordReset', reset: 'resetPassword' } as const;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const tokenFrom = (r: Random): string => Array.from({ length: RESET_TOKEN_LENGTH }, () => BASE64URL[randomInt(r, 0, 63)]).join('');

interface FakeLink extends ResetLinkRecord {
  readonly memberId: string;
}

export const createFakePasswordResets = (backend: FakeBackend): PasswordResets => {
  const calls = backend.typed(isAuthErrorCode);
  const members = membersTable(backend);
  const links = new Map<string, FakeLink>();
  const invalid = (fields: object) => left(domainError(ErrorCodes.VALIDATION, { status: 400, context: { fields } }));
  /** Every link of `memberId` still usable stops working. */
  const replaceLinksOf = (memberId: string, now: number): void => {
    for (const [token, link] of links) if (link.memberId === memberId && resetLinkVerdict(link, now) === 'usable') links.set(token, { ...link, replacedAt: now });
  };

  return {
    request: (email) =>
      calls.call(PASSWORD_RESET_OPERATIONS.request, () => {
        const refused = validateResetRequest(email);
        if (hasErrors(refused)) return invalid(refused);
        const m = members.read()[normalizeEmail(email)];
        if (m === undefined) return right(undefined);
        const now = backend.clock.now();
        replaceLinksOf(m.memberId, now);
        const token = tokenFrom(backend.random);
        links.set(token, { memberId: m.memberId, expiresAt: resetLinkExpiresAt(now) });
        deliver(backend, {
          to: m.email,
          channel: 'email',
          subject: 'Reset your Crema password',
          body: `Someone asked to reset the password of your Crema account. The link works once, for ${RESET_LINK_TTL_MINUTES} minutes.`,
          resetToken: token,
          sentAt: now,
        });
        return right(undefined);
      }),
    reset: ({ token, password }) =>
      calls.callAsync(PASSWORD_RESET_OPERATIONS.reset, async () => {
        const now = backend.clock.now();
        const link = isResetTokenShaped(token) ? links.get(token) : undefined;
        if (link === undefined || resetLinkVerdict(link, now) !== 'usable') return left(domainError(AuthCodes.RESET_LINK_INVALID, { status: 400 }));
        const refused = validateResetPassword(password);
        if (hasErrors(refused)) return invalid(refused);
        const key = Object.keys(members.read()).find((k) => members.read()[k]?.memberId === link.memberId);
        if (key === undefined) return left(domainError(AuthCodes.RESET_LINK_INVALID, { status: 400 }));
        const salt = backend.ids.next('salt');
        const passwordHash = await hashPassword(password, salt);
        links.set(token, { ...link, usedAt: now });
        replaceLinksOf(link.memberId, now);
        // The new password, and no sign-in pause left from guesses at the old one.
        members.update((all) => {
          const { lockedUntil: _paused, ...m } = all[key]!;
          return { ...all, [key]: { ...m, salt, passwordHash, failedAttempts: 0 } };
        });
        // Every session of the member ends: the fake server's one signed-in member, when it is them.
        if (backend.currentMemberId() === link.memberId) backend.setCurrentMember(undefined);
        return right(undefined);
      }),
  };
};
