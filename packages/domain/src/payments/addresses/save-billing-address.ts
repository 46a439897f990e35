import { type Observable, map, of } from 'rxjs';
import * as E from 'fp-ts/Either';
import { type AsyncState, failed } from '../../shared/async-state';
import type { Address, AddressInput } from '../model';
import type { AddressBook } from './address-book';
import { normalizeAddress, validateAddress } from './address-rules';
import { fieldErrorsOf, type PaymentError } from '../errors';
import { PaymentMessages } from '../messages';
import { hasFieldErrors, toAsyncState, validationFailure } from '../../shared/answers';

/** The credit-card page the billing-address form was opened from, and goes back to once the address is saved. */
export type CardFormTarget = { readonly kind: 'addCard' } | { readonly kind: 'editCard'; readonly paymentInstrumentId: string };

/** What the billing-address form submits (the type is always 'Billing'). */
export type BillingAddressForm = Omit<AddressInput, 'type'>;

/** The billing-address form before anything is typed (in the US). */
export const EMPTY_BILLING_ADDRESS: BillingAddressForm = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  countrySubdivision: '',
  country: 'US',
};

export interface SaveBillingAddressInput {
  readonly address: BillingAddressForm;
  /** Present when editing an existing address. */
  readonly addressId?: string;
  /** The credit-card page to return to. */
  readonly returnTo: CardFormTarget;
}

export interface SavedBillingAddress {
  readonly address: Address;
  /** 'Added your new billing address' or 'Updated your billing address' (spec section 8). */
  readonly message: string;
  /**
   * Spec section 4: the credit-card add or edit page to go back to, which the app opens with the saved address's
   * id (and the card being edited).
   */
  readonly returnTo: CardFormTarget;
}

const messageOf = (e: PaymentError): string =>
  Object.keys(fieldErrorsOf(e)).length > 0 ? PaymentMessages.checkFields : PaymentMessages.billingAddressFailed;

/**
 * /account/payment-method/{add,edit}/billing-address. Emits loading (the spec's expecting-response flag),
 * then ok with the saved address, the success notice and the card form to go back to; any failure is the generic error
 * (validation failures carry context.fields and ask to check them).
 */
export const makeSaveBillingAddress =
  (d: { readonly addressBook: AddressBook }) =>
  (input: SaveBillingAddressInput): Observable<AsyncState<SavedBillingAddress, PaymentError>> => {
    const address: AddressInput = normalizeAddress({ ...input.address, type: 'Billing' });
    const fields = validateAddress(address);
    if (hasFieldErrors(fields)) return of(failed<SavedBillingAddress, PaymentError>(validationFailure(fields), PaymentMessages.checkFields));
    const editing = input.addressId !== undefined;
    const saved =
      input.addressId !== undefined ? d.addressBook.update({ ...address, addressId: input.addressId }) : d.addressBook.create(address);
    return toAsyncState(
      saved.pipe(
        map(
          E.map((a) => ({
            address: a,
            message: editing ? PaymentMessages.billingAddressUpdated : PaymentMessages.billingAddressAdded,
            returnTo: input.returnTo,
          })),
        ),
      ),
      messageOf,
    );
  };
