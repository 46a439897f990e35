import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import type { EmailChange } from '../ports';
import { codeFormatError, normalizeCode } from './security-rules';
import type { AccountError } from '../errors';
import { AccountMessages } from '../messages';
import { unlessInvalid } from '../../shared/answers';
import { savedState, type Saved } from '../saved';

/** /account/settings/edit-email/enter-code. The session's e-mail is stale afterwards: refresh it on ok. */
export const makeConfirmEmailChange =
  (d: { readonly emailChange: EmailChange }) =>
  (code: string): Observable<AsyncState<Saved<{ readonly email: string }>, AccountError>> => {
    const format = codeFormatError(code);
    return unlessInvalid(format === undefined ? {} : { code: format }, AccountMessages.codeFormat, () =>
      savedState(d.emailChange.confirm(normalizeCode(code)), (value) => AccountMessages.emailChanged(value.email)),
    );
  };
