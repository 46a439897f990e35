import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../shared/async-state';
import { isValidEmail } from '../auth';
import type { PendingCode } from './model';
import type { EmailChange } from './ports';
import { accountErrorMessage, type AccountError } from './errors';
import { AccountMessages } from './messages';
import { toAsyncState, unlessInvalid } from '../shared/answers';
import type { Saved } from './save-personal-details';

/** /account/settings/edit-email: sends the code, then the screen moves to /edit-email/enter-code. */
export const makeRequestEmailChange =
  (d: { readonly emailChange: EmailChange }) =>
  (newEmail: string): Observable<AsyncState<Saved<PendingCode>, AccountError>> =>
    unlessInvalid(isValidEmail(newEmail) ? {} : { email: AccountMessages.emailInvalid }, AccountMessages.emailInvalid, () =>
      toAsyncState(
        d.emailChange.requestCode(newEmail.trim()).pipe(map(E.map((value) => ({ value, message: AccountMessages.emailCodeSent(value.target) })))),
        (e) => accountErrorMessage(e),
      ),
    );
