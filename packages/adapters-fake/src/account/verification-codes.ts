// 6-digit codes for the e-mail change and the multi-factor phone: issued with the backend's seeded Random,
// valid 10 minutes by the backend clock, void after 5 wrong tries, delivered to the fake inbox.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, randomInt } from '@crema/domain';
import { AccountCodes, CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_MS, checkCode, type AccountError, type PendingCode } from '@crema/domain/account';
import type { FakeBackend } from '../backend';
import { deliver } from './inbox';

export type CodePurpose = 'email' | 'mfaPhone';

interface PendingCodeRecord {
  readonly target: string;
  readonly code: string;
  readonly expiresAt: number;
  readonly attemptsLeft: number;
}

type CodesTable = Readonly<Record<string, Partial<Record<CodePurpose, PendingCodeRecord>>>>;

const codesTable = (backend: FakeBackend) => backend.table<CodesTable>('accountCodes', () => ({}));

const put = (backend: FakeBackend, memberId: string, purpose: CodePurpose, rec: PendingCodeRecord | undefined): void => {
  codesTable(backend).update((all) => {
    const { [purpose]: _old, ...others } = all[memberId] ?? {};
    return { ...all, [memberId]: rec === undefined ? others : { ...others, [purpose]: rec } };
  });
};

/** Issues a new code (replacing any earlier one) and sends it to `target`. */
export const issueCode = (backend: FakeBackend, memberId: string, purpose: CodePurpose, target: string): PendingCode => {
  const code = String(randomInt(backend.random, 0, 10 ** CODE_LENGTH - 1)).padStart(CODE_LENGTH, '0');
  const expiresAt = backend.clock.now() + CODE_TTL_MS;
  put(backend, memberId, purpose, { target, code, expiresAt, attemptsLeft: CODE_MAX_ATTEMPTS });
  deliver(backend, {
    to: target,
    channel: purpose === 'email' ? 'email' : 'sms',
    subject: purpose === 'email' ? 'Confirm your new e-mail address' : 'Your Crema verification code',
    body: `Your Crema code is ${code}. It expires in 10 minutes.`,
    code,
    sentAt: backend.clock.now(),
  });
  return { target, expiresAt };
};

/** Checks an entered code: the target it was sent to on success; the code is spent on success or expiry. */
export const redeemCode = (backend: FakeBackend, memberId: string, purpose: CodePurpose, entered: string): Either<AccountError, string> => {
  const rec = codesTable(backend).read()[memberId]?.[purpose];
  if (rec === undefined) return left(domainError(AccountCodes.CODE_NOT_REQUESTED, { status: 400 }));
  switch (checkCode(rec, entered, backend.clock.now())) {
    case 'ok':
      put(backend, memberId, purpose, undefined);
      return right(rec.target);
    case 'expired':
      put(backend, memberId, purpose, undefined);
      return left(domainError(AccountCodes.CODE_EXPIRED, { status: 400 }));
    case 'tooManyAttempts':
      return left(domainError(AccountCodes.CODE_TOO_MANY_ATTEMPTS, { status: 429 }));
    case 'wrong':
      put(backend, memberId, purpose, { ...rec, attemptsLeft: rec.attemptsLeft - 1 });
      return left(domainError(AccountCodes.CODE_WRONG, { status: 400, context: { attemptsLeft: rec.attemptsLeft - 1 } }));
  }
};
