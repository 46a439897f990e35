// The fake password change: checks the current password against the auth fake's salted hash, enforces the
// password policy, and stores a new salted hash (sign-in then needs the new password).
import { left, right } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import { AccountCodes, type PasswordChange, passwordPolicyErrors } from '@crema/domain/account';
import type { FakeBackend } from '../backend';
import { accountCalls, asMemberAsync, invalidFields } from './member-scope';
import { checkMemberPassword, findMember, setMemberPassword } from './member-directory';

export const PASSWORD_OPERATIONS = { change: 'changePassword' } as const;

export const createFakePasswordChange = (backend: FakeBackend): PasswordChange => {
  const run = asMemberAsync(accountCalls(backend));
  return {
    change: ({ currentPassword, newPassword }) =>
      run(PASSWORD_OPERATIONS.change, async (id) => {
        if (findMember(backend, id) === undefined) return left(domainError(ErrorCodes.NOT_FOUND, { status: 404 }));
        if (!(await checkMemberPassword(backend, id, currentPassword))) return left(domainError(AccountCodes.CURRENT_PASSWORD_WRONG, { status: 403 }));
        const policy = passwordPolicyErrors(newPassword);
        if (policy.length > 0) return invalidFields({ newPassword: policy.join(' ') });
        await setMemberPassword(backend, id, newPassword);
        return right(undefined);
      }),
  };
};
