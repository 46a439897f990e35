// Billing addresses: the country's subdivisions, the address rules, the address book and its use cases, and the
// billing-address form's reducer.
export { COUNTRY_NAMES, isSubdivisionOf, isSupportedCountry, SUBDIVISIONS, SUPPORTED_COUNTRIES } from './subdivisions';
export type { SupportedCountry } from './subdivisions';
export {
  ADDRESS_LIMITS,
  addressLines,
  addressName,
  addressSingleLine,
  formatPhoneNumber,
  isValidAddress,
  isValidPhoneNumber,
  isValidPostalCode,
  normalizeAddress,
  normalizePostalCode,
  phoneDigits,
  validateAddress,
} from './address-rules';
export type { AddressErrors, AddressField } from './address-rules';
export { createAddressBook } from './address-book';
export type { AddressBook } from './address-book';
export { eventOfSaveState, initialPaymentMethodFormState, paymentMethodFormReducer } from './state';
export type { PaymentMethodFormEvent, PaymentMethodFormState } from './state';
export { makeAddSingleUseBillingAddress } from './add-single-use-billing-address';
export { makeListAddresses } from './list-addresses';
export { EMPTY_BILLING_ADDRESS, makeSaveBillingAddress } from './save-billing-address';
export type {
  BillingAddressForm,
  CardFormTarget,
  SaveBillingAddressInput,
  SavedBillingAddress,
} from './save-billing-address';
