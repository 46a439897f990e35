import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import { formatPhoneNumber, isValidPhoneNumber } from '../../payments';
import type { PendingCode } from '../model';
import type { MfaPhoneEnrollment } from '../ports';
import type { AccountError } from '../errors';
import { AccountMessages } from '../messages';
import { unlessInvalid } from '../../shared/answers';
import { savedState, type Saved } from '../saved';

/** /mfa/add-phone-number and /mfa/edit-phone-number: texts a code to the new phone. */
export const makeRequestMfaPhoneCode =
  (d: { readonly mfa: MfaPhoneEnrollment }) =>
  (phoneNumber: string): Observable<AsyncState<Saved<PendingCode>, AccountError>> =>
    unlessInvalid(isValidPhoneNumber(phoneNumber) ? {} : { phoneNumber: AccountMessages.phoneInvalid }, AccountMessages.phoneInvalid, () =>
      savedState(d.mfa.requestCode(formatPhoneNumber(phoneNumber)), (value) => AccountMessages.mfaCodeSent(value.target)),
    );
