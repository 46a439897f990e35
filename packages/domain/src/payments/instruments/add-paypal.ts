import { type Observable, map, of } from 'rxjs';
import * as E from 'fp-ts/Either';
import { type AsyncState, failed } from '../../shared/async-state';
import type { AppConfig } from '../../shared/config';
import { domainError } from '../../shared/errors';
import type { Session } from '../../shared/session';
import { isValidEmail } from '../../auth';
import type { PaymentMethods } from '../ports';
import { PaymentCodes, paymentErrorMessage, type PaymentError } from '../errors';
import { FieldMessages, PaymentMessages, PaymentNotices } from '../messages';
import { isPaypalAllowed, nicknameError, normalizeNickname } from '../rules';
import { hasFieldErrors, toAsyncState, validationFailure } from '../../shared/answers';
import type { SavedInstrument } from './add-credit-card';

export interface LinkPaypalForm {
  /** The PayPal account that approved the (simulated) link. */
  readonly accountEmail: string;
  readonly nickname?: string;
  readonly makeDefault?: boolean;
}

/**
 * /account/payment-method/add/paypal: only for signed-in members, where config.flags.paypal and the
 * 'paypal' new-payment option allow it (else PAYPAL_UNAVAILABLE, without a call).
 */
export const makeAddPaypal =
  (d: { readonly paymentMethods: PaymentMethods; readonly config: AppConfig; readonly session: () => Session }) =>
  (form: LinkPaypalForm): Observable<AsyncState<SavedInstrument, PaymentError>> => {
    if (!isPaypalAllowed(d.session(), d.config) || !d.config.newPaymentOptionEnabled.paypal) {
      return of(failed<SavedInstrument, PaymentError>(domainError(PaymentCodes.PAYPAL_UNAVAILABLE), PaymentMessages.paypalUnavailable));
    }
    const nickname = nicknameError(form.nickname);
    const fields: Record<string, string> = {
      ...(isValidEmail(form.accountEmail) ? {} : { accountEmail: FieldMessages.paypalEmailInvalid }),
      ...(nickname === undefined ? {} : { nickname }),
    };
    if (hasFieldErrors(fields)) return of(failed<SavedInstrument, PaymentError>(validationFailure(fields), PaymentMessages.checkFields));
    const linked = d.paymentMethods
      .linkPaypal({ accountEmail: form.accountEmail.trim(), nickname: normalizeNickname(form.nickname), makeDefault: form.makeDefault ?? false })
      .pipe(map(E.map((instrument) => ({ instrument, message: PaymentNotices.paypalLinked }))));
    return toAsyncState(linked, (e) => paymentErrorMessage(e));
  };
