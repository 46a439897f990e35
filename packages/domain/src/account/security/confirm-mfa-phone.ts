import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import type { MfaPhone } from '../model';
import type { MfaPhoneEnrollment } from '../ports';
import { codeFormatError, normalizeCode } from './security-rules';
import type { AccountError } from '../errors';
import { AccountMessages } from '../messages';
import { unlessInvalid } from '../../shared/answers';
import { savedState, type Saved } from '../saved';

export const makeConfirmMfaPhone =
  (d: { readonly mfa: MfaPhoneEnrollment }) =>
  (code: string): Observable<AsyncState<Saved<MfaPhone>, AccountError>> => {
    const format = codeFormatError(code);
    return unlessInvalid(format === undefined ? {} : { code: format }, AccountMessages.codeFormat, () =>
      savedState(d.mfa.confirm(normalizeCode(code)), AccountMessages.mfaPhoneSaved),
    );
  };
