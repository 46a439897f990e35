import { type Observable, map, of } from 'rxjs';
import * as E from 'fp-ts/Either';
import { type AsyncState, failed } from '../../shared/async-state';
import type { Clock } from '../../shared/clock';
import type { PaymentMethods } from '../ports';
import { type CardEditForm, validateCardEdit } from '../card-entry/card-form';
import { paymentErrorMessage, type PaymentError } from '../errors';
import { PaymentMessages, PaymentNotices } from '../messages';
import { instrumentLabel, normalizeNickname } from '../rules';
import { hasFieldErrors, toAsyncState, validationFailure } from '../../shared/answers';
import type { SavedInstrument } from './add-credit-card';

/** /account/payment-method/edit/credit-card: nickname, expiry, billing address and default. */
export const makeEditCreditCard =
  (d: { readonly paymentMethods: PaymentMethods; readonly clock: Clock }) =>
  (form: CardEditForm): Observable<AsyncState<SavedInstrument, PaymentError>> => {
    const fields = validateCardEdit(form, d.clock.now());
    if (hasFieldErrors(fields)) return of(failed<SavedInstrument, PaymentError>(validationFailure(fields), PaymentMessages.checkFields));
    const edited = d.paymentMethods
      .edit({ ...form, ...(form.nickname !== undefined ? { nickname: normalizeNickname(form.nickname) } : {}) })
      .pipe(map(E.map((instrument) => ({ instrument, message: PaymentNotices.cardUpdated(instrumentLabel(instrument)) }))));
    return toAsyncState(edited, (e) => paymentErrorMessage(e));
  };
