import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../shared/async-state';
import type { EmailChange } from './ports';
import { codeFormatError, normalizeCode } from './security-rules';
import { accountErrorMessage, type AccountError } from './errors';
import { AccountMessages } from './messages';
import { toAsyncState, unlessInvalid } from '../shared/answers';
import type { Saved } from './save-personal-details';

/** /account/settings/edit-email/enter-code. The session's e-mail is stale afterwards: refresh it on ok. */
export const makeConfirmEmailChange =
  (d: { readonly emailChange: EmailChange }) =>
  (code: string): Observable<AsyncState<Saved<{ readonly email: string }>, AccountError>> => {
    const format = codeFormatError(code);
    return unlessInvalid(format === undefined ? {} : { code: format }, AccountMessages.codeFormat, () =>
      toAsyncState(
        d.emailChange.confirm(normalizeCode(code)).pipe(map(E.map((value) => ({ value, message: AccountMessages.emailChanged(value.email) })))),
        (e) => accountErrorMessage(e),
      ),
    );
  };
