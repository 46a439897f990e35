// The fake e-mail change: a 6-digit code goes to the new address (the fake inbox); entering it moves the
// member's sign-in e-mail in the auth fake's table.
import { left, right } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import { AccountCodes, AccountMessages, type EmailChange, newEmailError } from '@crema/domain/account';
import { normalizeEmail } from '@crema/domain/auth';
import type { FakeBackend } from '../backend';
import { accountCalls, asMember, invalidFields } from './member-scope';
import { changeMemberEmail, findMember, isEmailTaken } from './member-directory';
import { issueCode, redeemCode } from './verification-codes';

export const EMAIL_CHANGE_OPERATIONS = { requestCode: 'requestEmailChangeCode', confirm: 'confirmEmailChange' } as const;

export const createFakeEmailChange = (backend: FakeBackend): EmailChange => {
  const run = asMember(accountCalls(backend));
  return {
    requestCode: (newEmail) =>
      run(EMAIL_CHANGE_OPERATIONS.requestCode, (id) => {
        const who = findMember(backend, id);
        if (who === undefined) return left(domainError(ErrorCodes.NOT_FOUND, { status: 404 }));
        const problem = newEmailError(newEmail, who.email);
        if (problem === AccountMessages.emailUnchanged) return left(domainError(AccountCodes.EMAIL_UNCHANGED, { status: 400 }));
        if (problem !== undefined) return invalidFields({ email: problem });
        if (isEmailTaken(backend, newEmail, id)) return left(domainError(AccountCodes.EMAIL_IN_USE, { status: 409 }));
        return right(issueCode(backend, id, 'email', normalizeEmail(newEmail)));
      }),
    confirm: (code) =>
      run(EMAIL_CHANGE_OPERATIONS.confirm, (id) => {
        const redeemed = redeemCode(backend, id, 'email', code);
        if (redeemed._tag === 'Left') return redeemed;
        // Someone may have taken the address while the code was in flight.
        if (isEmailTaken(backend, redeemed.right, id)) return left(domainError(AccountCodes.EMAIL_IN_USE, { status: 409 }));
        changeMemberEmail(backend, id, redeemed.right);
        return right({ email: redeemed.right });
      }),
  };
};
