// Spec section 4 "Payment-method address add/edit": the expecting-response flag goes on at submit; on the
// answer the id is saved and the page goes back to the credit-card add or edit page it names. The card-token
// response flag toggles while the payment provider is tokenizing. A pure reducer for the form pages.
import type { AsyncState } from '../../shared/async-state';
import type { CardFormTarget, SavedBillingAddress } from './save-billing-address';
import type { PaymentError } from '../errors';

export interface PaymentMethodFormState {
  readonly expectingAddressResponse: boolean;
  readonly savedAddressId?: string;
  /** The card form to go back to (with savedAddressId); cleared once the page has gone there. */
  readonly returnTo?: CardFormTarget;
  readonly expectingCardToken: boolean;
  readonly notice?: string;
  readonly error?: string;
}

export type PaymentMethodFormEvent =
  | { readonly type: 'addressSubmitted' }
  | { readonly type: 'addressSaved'; readonly addressId: string; readonly returnTo: CardFormTarget; readonly notice: string }
  | { readonly type: 'addressFailed'; readonly message: string }
  | { readonly type: 'cardTokenRequested' }
  | { readonly type: 'cardTokenReceived' }
  | { readonly type: 'cardTokenFailed'; readonly message: string }
  | { readonly type: 'redirected' }
  | { readonly type: 'dismissed' };

export const initialPaymentMethodFormState: PaymentMethodFormState = { expectingAddressResponse: false, expectingCardToken: false };

type Optional = 'savedAddressId' | 'returnTo' | 'notice' | 'error';

const without = (s: PaymentMethodFormState, ...keys: Optional[]): PaymentMethodFormState => {
  const copy: { -readonly [K in keyof PaymentMethodFormState]: PaymentMethodFormState[K] } = { ...s };
  for (const k of keys) delete copy[k];
  return copy;
};

/** Submits while a response is awaited are ignored (no double submit); answers nobody awaits are ignored. */
export const paymentMethodFormReducer = (s: PaymentMethodFormState, e: PaymentMethodFormEvent): PaymentMethodFormState => {
  switch (e.type) {
    case 'addressSubmitted':
      return s.expectingAddressResponse ? s : { ...without(s, 'error', 'notice'), expectingAddressResponse: true };
    case 'addressSaved':
      return s.expectingAddressResponse
        ? { ...without(s, 'error'), expectingAddressResponse: false, savedAddressId: e.addressId, returnTo: e.returnTo, notice: e.notice }
        : s;
    case 'addressFailed':
      return s.expectingAddressResponse ? { ...s, expectingAddressResponse: false, error: e.message } : s;
    case 'cardTokenRequested':
      return s.expectingCardToken ? s : { ...without(s, 'error'), expectingCardToken: true };
    case 'cardTokenReceived':
      return s.expectingCardToken ? { ...s, expectingCardToken: false } : s;
    case 'cardTokenFailed':
      return s.expectingCardToken ? { ...s, expectingCardToken: false, error: e.message } : s;
    case 'redirected':
      return without(s, 'returnTo');
    case 'dismissed':
      return without(s, 'error', 'notice');
  }
};

/** The form event for a state emitted by makeSaveBillingAddress (undefined for idle). */
export const eventOfSaveState = (st: AsyncState<SavedBillingAddress, PaymentError>): PaymentMethodFormEvent | undefined => {
  switch (st.status) {
    case 'loading':
      return { type: 'addressSubmitted' };
    case 'ok':
      return { type: 'addressSaved', addressId: st.value.address.addressId, returnTo: st.value.returnTo, notice: st.value.message };
    case 'error':
      return { type: 'addressFailed', message: st.message };
    default:
      return undefined;
  }
};
