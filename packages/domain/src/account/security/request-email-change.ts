import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import { isValidEmail } from '../../auth';
import type { PendingCode } from '../model';
import type { EmailChange } from '../ports';
import type { AccountError } from '../errors';
import { AccountMessages } from '../messages';
import { unlessInvalid } from '../../shared/answers';
import { savedState, type Saved } from '../saved';

/** /account/settings/edit-email: sends the code, then the screen moves to /edit-email/enter-code. */
export const makeRequestEmailChange =
  (d: { readonly emailChange: EmailChange }) =>
  (newEmail: string): Observable<AsyncState<Saved<PendingCode>, AccountError>> =>
    unlessInvalid(isValidEmail(newEmail) ? {} : { email: AccountMessages.emailInvalid }, AccountMessages.emailInvalid, () =>
      savedState(d.emailChange.requestCode(newEmail.trim()), (value) => AccountMessages.emailCodeSent(value.target)),
    );
