import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../../shared/async-state';
import { domainError } from '../../shared/errors';
import type { PaymentInstrument } from '../model';
import type { PaymentMethods } from '../ports';
import { PaymentCodes, paymentErrorMessage, type PaymentError } from '../errors';
import { PaymentMessages, PaymentNotices } from '../messages';
import { instrumentLabel, sortForDisplay } from '../rules';
import { toAsyncState } from '../../shared/answers';

export interface DefaultChanged {
  /** The wallet after the change, default first. */
  readonly instruments: readonly PaymentInstrument[];
  readonly message: string;
}

export const makeSetDefaultPaymentMethod =
  (d: { readonly paymentMethods: PaymentMethods }) =>
  (paymentInstrumentId: string): Observable<AsyncState<DefaultChanged, PaymentError>> =>
    toAsyncState(
      d.paymentMethods.setDefault(paymentInstrumentId).pipe(
        map(
          E.chain((list) => {
            const chosen = list.find((i) => i.paymentInstrumentId === paymentInstrumentId);
            return chosen === undefined
              ? E.left(domainError(PaymentCodes.INSTRUMENT_NOT_FOUND, { status: 404 }))
              : E.right({ instruments: sortForDisplay(list), message: PaymentNotices.defaultSet(instrumentLabel(chosen)) });
          }),
        ),
      ),
      (e) => paymentErrorMessage(e, PaymentMessages.defaultFailed),
    );
