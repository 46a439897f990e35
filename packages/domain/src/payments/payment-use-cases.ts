// Every use case of the payments capability, built from its ports at once and named as the pages ask for
// them: the composition root binds each by its name (one list, here), and the pages' tokens are typed from it.
import type { Clock } from '../shared/clock';
import type { AppConfig } from '../shared/config';
import type { Session } from '../shared/session';
import type { Addresses, CardTokenizer, PaymentMethods } from './ports';
import { createAddressBook } from './addresses/address-book';
import { makeListPaymentMethods } from './instruments/list-payment-methods';
import { makeAddCreditCard } from './instruments/add-credit-card';
import { makeEditCreditCard } from './instruments/edit-credit-card';
import { makeRemovePaymentMethod } from './instruments/remove-payment-method';
import { makeSetDefaultPaymentMethod } from './instruments/set-default-payment-method';
import { makeAddPaypal } from './instruments/add-paypal';
import { makeListAddresses } from './addresses/list-addresses';
import { makeSaveBillingAddress } from './addresses/save-billing-address';
import { makeAddSingleUseBillingAddress } from './addresses/add-single-use-billing-address';
import { makeTokenizeGuestCard } from './card-entry/tokenize-guest-card';

export interface PaymentUseCaseDeps {
  readonly paymentMethods: PaymentMethods;
  readonly addresses: Addresses;
  readonly tokenizer: CardTokenizer;
  readonly clock: Clock;
  readonly config: AppConfig;
  /** Who is signed in now (read at each call: PayPal is for some members only). */
  readonly session: () => Session;
}

export const makePaymentUseCases = ({ paymentMethods, addresses, tokenizer, clock, config, session }: PaymentUseCaseDeps) => {
  // One per app: caches the member's address list for the spec's stale time (1 week).
  const addressBook = createAddressBook({ addresses, clock, config });
  return {
    AddressBook: addressBook,
    ListPaymentMethods: makeListPaymentMethods({ paymentMethods }),
    AddCreditCard: makeAddCreditCard({ tokenizer, paymentMethods, clock }),
    EditCreditCard: makeEditCreditCard({ paymentMethods, clock }),
    RemovePaymentMethod: makeRemovePaymentMethod({ paymentMethods }),
    SetDefaultPaymentMethod: makeSetDefaultPaymentMethod({ paymentMethods }),
    AddPaypal: makeAddPaypal({ paymentMethods, config, session }),
    ListAddresses: makeListAddresses({ addressBook }),
    SaveBillingAddress: makeSaveBillingAddress({ addressBook }),
    AddSingleUseBillingAddress: makeAddSingleUseBillingAddress({ addresses }),
    /** Guest checkout card entry (ordering and gifting use it too). */
    TokenizeGuestCard: makeTokenizeGuestCard({ tokenizer, clock }),
  };
};

export type PaymentUseCases = ReturnType<typeof makePaymentUseCases>;
