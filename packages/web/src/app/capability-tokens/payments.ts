// In app/: the payments capability's tokens, read by the payments and cards pages; the composition root owns tokens other features use.
// Typed service identifiers of the payments capability. Bound in app/modules/payments.ts (which alone picks
// the adapters); pages reach them with useService after useCapability('payments').
import type { ServiceIdentifier } from 'inversify';
import type {
  makeAddCreditCard,
  makeAddPaypal,
  makeAddSingleUseBillingAddress,
  makeEditCreditCard,
  makeListAddresses,
  makeListPaymentMethods,
  makeRemovePaymentMethod,
  makeSaveBillingAddress,
  makeSetDefaultPaymentMethod,
  makeTokenizeGuestCard,
  AddressBook,
} from '@crema/domain/payments';

const id = <T>(name: string) => Symbol.for(`payments.${name}`) as ServiceIdentifier<T>;

export const PaymentTokens = {
  /** One per app: caches the member's address list for the spec's stale time (1 week). */
  AddressBook: id<AddressBook>('AddressBook'),
  ListPaymentMethods: id<ReturnType<typeof makeListPaymentMethods>>('ListPaymentMethods'),
  AddCreditCard: id<ReturnType<typeof makeAddCreditCard>>('AddCreditCard'),
  EditCreditCard: id<ReturnType<typeof makeEditCreditCard>>('EditCreditCard'),
  RemovePaymentMethod: id<ReturnType<typeof makeRemovePaymentMethod>>('RemovePaymentMethod'),
  SetDefaultPaymentMethod: id<ReturnType<typeof makeSetDefaultPaymentMethod>>('SetDefaultPaymentMethod'),
  AddPaypal: id<ReturnType<typeof makeAddPaypal>>('AddPaypal'),
  ListAddresses: id<ReturnType<typeof makeListAddresses>>('ListAddresses'),
  SaveBillingAddress: id<ReturnType<typeof makeSaveBillingAddress>>('SaveBillingAddress'),
  AddSingleUseBillingAddress: id<ReturnType<typeof makeAddSingleUseBillingAddress>>('AddSingleUseBillingAddress'),
  /** Guest checkout card entry (ordering and gifting use it too). */
  TokenizeGuestCard: id<ReturnType<typeof makeTokenizeGuestCard>>('TokenizeGuestCard'),
} as const;
