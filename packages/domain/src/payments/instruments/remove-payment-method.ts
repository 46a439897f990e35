import { type Observable, map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../../shared/async-state';
import type { PaymentInstrument } from '../model';
import type { PaymentMethods } from '../ports';
import { paymentErrorMessage, type PaymentError } from '../errors';
import { PaymentMessages, PaymentNotices } from '../messages';
import { instrumentLabel } from '../rules';
import { toAsyncState } from '../../shared/answers';

export interface RemovedInstrument {
  readonly removed: PaymentInstrument;
  /** 'Removed Visa ending in 4242' */
  readonly message: string;
}

/** Removes a saved card or linked account; the first remaining instrument becomes default if needed. */
export const makeRemovePaymentMethod =
  (d: { readonly paymentMethods: PaymentMethods }) =>
  (paymentInstrumentId: string): Observable<AsyncState<RemovedInstrument, PaymentError>> =>
    toAsyncState(
      d.paymentMethods.remove(paymentInstrumentId).pipe(map(E.map((removed) => ({ removed, message: PaymentNotices.removed(instrumentLabel(removed)) })))),
      (e) => paymentErrorMessage(e, PaymentMessages.removeFailed),
    );
