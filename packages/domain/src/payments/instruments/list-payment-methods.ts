import type { Observable } from 'rxjs';
import { map } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { AsyncState } from '../../shared/async-state';
import type { PaymentInstrument } from '../model';
import type { PaymentMethods } from '../ports';
import { paymentErrorMessage, type PaymentError } from '../errors';
import { sortForDisplay } from '../rules';
import { firstAnswer, toAsyncState } from '../../shared/answers';

/** /account/payment-method: the member's saved instruments, the default first. */
export const makeListPaymentMethods =
  (d: { readonly paymentMethods: PaymentMethods }) =>
  (): Observable<AsyncState<readonly PaymentInstrument[], PaymentError>> =>
    toAsyncState(firstAnswer(d.paymentMethods.list()).pipe(map(E.map(sortForDisplay))), (e) => paymentErrorMessage(e));
