import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../../shared/async-state';
import type { PasswordChange } from '../ports';
import { type PasswordChangeForm, validatePasswordChange } from './security-rules';
import { AccountCodes, accountFieldErrors, type AccountError } from '../errors';
import { AccountMessages } from '../messages';
import { toAsyncState, unlessInvalid } from '../../shared/answers';
import type { Saved } from '../saved';

/**
 * /account/settings/password (behind multi-factor re-authentication in the UI). A wrong current password
 * is reported on that field; the spec's generic error flag covers every other failure
 * (AccountMessages.passwordGenericError, and isGenericPasswordError(error) is true).
 */
export const makeChangePassword =
  (d: { readonly passwords: PasswordChange }) =>
  (form: PasswordChangeForm): Observable<AsyncState<Saved<null>, AccountError>> =>
    unlessInvalid(validatePasswordChange(form), AccountMessages.checkFields, () =>
      toAsyncState(
        d.passwords
          .change({ currentPassword: form.currentPassword, newPassword: form.newPassword })
          .pipe(map(E.map(() => ({ value: null, message: AccountMessages.passwordChanged })))),
        (e) =>
          e.code === AccountCodes.CURRENT_PASSWORD_WRONG
            ? AccountMessages.currentPasswordWrong
            : e.code === AccountCodes.MFA_REQUIRED
              ? AccountMessages.mfaRequired
              : Object.keys(accountFieldErrors(e)).length > 0
              ? AccountMessages.checkFields
              : AccountMessages.passwordGenericError,
      ),
    );
