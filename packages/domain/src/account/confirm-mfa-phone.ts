import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../shared/async-state';
import type { MfaPhone } from './model';
import type { MfaPhoneEnrollment } from './ports';
import { codeFormatError, normalizeCode } from './security-rules';
import { accountErrorMessage, type AccountError } from './errors';
import { AccountMessages } from './messages';
import { toAsyncState, unlessInvalid } from '../shared/answers';
import type { Saved } from './save-personal-details';

export const makeConfirmMfaPhone =
  (d: { readonly mfa: MfaPhoneEnrollment }) =>
  (code: string): Observable<AsyncState<Saved<MfaPhone>, AccountError>> => {
    const format = codeFormatError(code);
    return unlessInvalid(format === undefined ? {} : { code: format }, AccountMessages.codeFormat, () =>
      toAsyncState(d.mfa.confirm(normalizeCode(code)).pipe(map(E.map((value) => ({ value, message: AccountMessages.mfaPhoneSaved })))), (e) =>
        accountErrorMessage(e),
      ),
    );
  };
