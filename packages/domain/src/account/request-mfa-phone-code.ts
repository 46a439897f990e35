import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../shared/async-state';
import { formatPhoneNumber, isValidPhoneNumber } from '../payments';
import type { PendingCode } from './model';
import type { MfaPhoneEnrollment } from './ports';
import { accountErrorMessage, type AccountError } from './errors';
import { AccountMessages } from './messages';
import { toAsyncState, unlessInvalid } from '../shared/answers';
import type { Saved } from './save-personal-details';

/** /mfa/add-phone-number and /mfa/edit-phone-number: texts a code to the new phone. */
export const makeRequestMfaPhoneCode =
  (d: { readonly mfa: MfaPhoneEnrollment }) =>
  (phoneNumber: string): Observable<AsyncState<Saved<PendingCode>, AccountError>> =>
    unlessInvalid(isValidPhoneNumber(phoneNumber) ? {} : { phoneNumber: AccountMessages.phoneInvalid }, AccountMessages.phoneInvalid, () =>
      toAsyncState(
        d.mfa.requestCode(formatPhoneNumber(phoneNumber)).pipe(map(E.map((value) => ({ value, message: AccountMessages.mfaCodeSent(value.target) })))),
        (e) => accountErrorMessage(e),
      ),
    );
