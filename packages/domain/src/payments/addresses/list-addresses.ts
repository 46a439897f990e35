import type { Observable } from 'rxjs';
import type { AsyncState } from '../../shared/async-state';
import type { Address } from '../model';
import type { AddressBook } from './address-book';
import { paymentErrorMessage, type PaymentError } from '../errors';
import { toAsyncState } from '../../shared/answers';

/** The member's billing addresses, cached for config.staleTimes.addressList (1 week) unless refresh is asked. */
export const makeListAddresses =
  (d: { readonly addressBook: AddressBook }) =>
  (input: { readonly memberId: string; readonly refresh?: boolean }): Observable<AsyncState<readonly Address[], PaymentError>> =>
    toAsyncState(d.addressBook.list(input.memberId, input.refresh ? { refresh: true } : {}), (e) => paymentErrorMessage(e));
