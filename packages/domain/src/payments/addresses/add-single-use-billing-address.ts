import { type Observable, of } from 'rxjs';
import { type AsyncState, failed } from '../../shared/async-state';
import type { AddressInput } from '../model';
import type { Addresses } from '../ports';
import { normalizeAddress, validateAddress } from './address-rules';
import { paymentErrorMessage, type PaymentError } from '../errors';
import { PaymentMessages } from '../messages';
import { hasFieldErrors, toAsyncState, validationFailure } from '../../shared/answers';
import type { BillingAddressForm } from './save-billing-address';

/** A billing address used once (guest checkout, gifting): answers an address token, saves nothing. */
export const makeAddSingleUseBillingAddress =
  (d: { readonly addresses: Addresses }) =>
  (form: BillingAddressForm): Observable<AsyncState<{ readonly addressToken: string }, PaymentError>> => {
    const address: AddressInput = normalizeAddress({ ...form, type: 'Billing' });
    const fields = validateAddress(address);
    if (hasFieldErrors(fields)) return of(failed<{ readonly addressToken: string }, PaymentError>(validationFailure(fields), PaymentMessages.checkFields));
    return toAsyncState(d.addresses.addSingleUseBillingAddress(address), (e) => paymentErrorMessage(e, PaymentMessages.billingAddressProblem));
  };
