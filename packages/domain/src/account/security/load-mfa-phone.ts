import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import type { MfaPhone } from '../model';
import type { MfaPhoneEnrollment } from '../ports';
import { accountErrorMessage, type AccountError } from '../errors';
import { toAsyncState } from '../../shared/answers';

/** /account/settings/mfa: the verification phone, if any (add when none, edit otherwise). */
export const makeLoadMfaPhone =
  (d: { readonly mfa: MfaPhoneEnrollment }) =>
  (): Observable<AsyncState<MfaPhone, AccountError>> =>
    toAsyncState(d.mfa.get(), (e) => accountErrorMessage(e));
