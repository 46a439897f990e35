import { type Observable, map, of } from 'rxjs';
import * as E from 'fp-ts/Either';
import { type AsyncState, failed } from '../../shared/async-state';
import type { Clock } from '../../shared/clock';
import { CARD_BRANDS, type PaymentInstrument } from '../model';
import type { CardTokenizer, PaymentMethods } from '../ports';
import { type NewCardForm, validateNewCard } from '../card-entry/card-form';
import { paymentErrorMessage, type PaymentError } from '../errors';
import { PaymentMessages, PaymentNotices } from '../messages';
import { instrumentLabel, normalizeNickname } from '../rules';
import { andThen, hasFieldErrors, toAsyncState, validationFailure } from '../../shared/answers';

export interface SavedInstrument {
  readonly instrument: PaymentInstrument;
  /** Success notice, e.g. 'Added Visa ending in 4242'. */
  readonly message: string;
}

/**
 * /account/payment-method/add/credit-card: validates the form (error with context.fields, no call), then
 * tokenizes the card with the payment provider and saves only the token, brand and last four.
 */
export const makeAddCreditCard =
  (d: { readonly tokenizer: CardTokenizer; readonly paymentMethods: PaymentMethods; readonly clock: Clock }) =>
  (form: NewCardForm): Observable<AsyncState<SavedInstrument, PaymentError>> => {
    const fields = validateNewCard(form, d.clock.now());
    if (hasFieldErrors(fields)) return of(failed<SavedInstrument, PaymentError>(validationFailure(fields), PaymentMessages.checkFields));
    const saved = andThen(
      d.tokenizer.tokenize({ cardNumber: form.cardNumber, expiry: form.expiry, securityCode: form.securityCode, allowedBrands: CARD_BRANDS }),
      (t) =>
        d.paymentMethods.addCard({
          token: t.token,
          brand: t.brand,
          lastFour: t.lastFour,
          expiry: form.expiry,
          billingAddressId: form.billingAddressId,
          nickname: normalizeNickname(form.nickname),
          makeDefault: form.makeDefault ?? false,
        }),
    ).pipe(map(E.map((instrument) => ({ instrument, message: PaymentNotices.cardAdded(instrumentLabel(instrument)) }))));
    return toAsyncState(saved, (e) => paymentErrorMessage(e));
  };
