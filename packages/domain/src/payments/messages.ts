// User-visible strings of the payments capability, as data. Strings quoted from the spec are marked
// "spec"; every other text is ours ("text not given by the spec").
import { UNEXPECTED_ERROR_MESSAGE } from '../shared/errors';

export const PaymentMessages = {
  /** Text not given by the spec: the card number field's hint on the add-card form. */
  acceptedCardsHint: 'We accept Visa, Mastercard, American Express and Discover.',
  /** spec, section 8 */
  billingAddressAdded: 'Added your new billing address',
  /** spec, section 8 */
  billingAddressUpdated: 'Updated your billing address',
  /** spec: "failure a generic error" */
  billingAddressFailed: UNEXPECTED_ERROR_MESSAGE,
  /** spec, section 8 (codes 121000, 121001, 121002, 121017) */
  cardNumberOrCodeWrong: "That card number or security code doesn't look right.",
  /** spec, section 8 (code 121063) */
  requestAlreadyReceived: 'We already received your request, thanks!',
  /** spec, section 8 (code 121075, 123000) */
  unexpected: UNEXPECTED_ERROR_MESSAGE,

  // text not given by the spec (the spec names these errors without their words)
  internationalCard: "International cards aren't supported. Use a card issued in the US or Canada.",
  paymentMethodInvalid: 'Something went wrong with this payment method. Choose another payment method.',
  cardMayHaveExpired: 'Your credit or debit card may have expired. Check the expiration date or use another card.',
  rejected: 'This payment method was declined. Choose another payment method.',
  providerError: "We couldn't reach the payment provider. Choose another payment method.",
  antiFraud: 'There is a problem with this card. Please contact Customer Service.',
  cardNetwork: 'The card network could not be reached. Try again or use another card.',
  brandNotAccepted: 'We accept American Express, Discover, Mastercard and Visa.',
  paypalUnavailable: "PayPal isn't available right now. Add a credit or debit card instead.",
  paypalAlreadyLinked: 'Your PayPal account is already linked.',
  addressUnavailable: "We couldn't find that billing address. Choose another or add a new one.",
  billingAddressProblem: "There's a problem with this billing address. Check it and try again.",
  paymentMethodNotFound: "We couldn't find that payment method. It may have been removed.",
  signInRequired: 'Sign in to manage your payment methods.',
  checkFields: 'Check the highlighted fields and try again.',
  removeFailed: "We couldn't remove this payment method. Try again.",
  defaultFailed: "We couldn't change your default payment method. Try again.",
} as const;

/** Success notices, built from the instrument (text not given by the spec). */
export const PaymentNotices = {
  cardAdded: (label: string): string => `Added ${label}`,
  cardUpdated: (label: string): string => `Updated ${label}`,
  removed: (label: string): string => `Removed ${label}`,
  defaultSet: (label: string): string => `${label} is now your default payment method`,
  paypalLinked: 'Linked your PayPal account',
} as const;

/** '16', '15 or 16', '16, 18 or 19'. */
const orList = (ns: readonly number[]): string => {
  const all = [...new Set(ns)].sort((a, b) => a - b).map(String);
  return all.length <= 1 ? all.join('') : `${all.slice(0, -1).join(', ')} or ${all.at(-1) ?? ''}`;
};

/** Field-level messages of the address and card forms (text not given by the spec). */
export const FieldMessages = {
  firstNameRequired: 'Enter a first name.',
  lastNameRequired: 'Enter a last name.',
  nameTooLong: (max: number): string => `Use ${max} characters or fewer.`,
  addressLine1Required: 'Enter a street address.',
  lineTooLong: (max: number): string => `Use ${max} characters or fewer.`,
  cityRequired: 'Enter a city.',
  countryRequired: 'Choose a country.',
  countryUnsupported: 'Choose the United States or Canada.',
  subdivisionRequired: (country: string): string => (country === 'CA' ? 'Choose a province or territory.' : 'Choose a state.'),
  postalCodeRequired: (country: string): string => (country === 'CA' ? 'Enter a postal code.' : 'Enter a ZIP code.'),
  zipInvalid: 'Enter a 5-digit ZIP code, like 98101 or 98101-1234.',
  postalCodeInvalid: 'Enter a postal code like K1A 0B1.',
  phoneRequired: 'Enter a phone number.',
  phoneInvalid: 'Enter a 10-digit phone number, like 206-555-0142.',
  nicknameTooLong: (max: number): string => `Nicknames can be up to ${max} characters.`,
  cardNumberRequired: 'Enter a card number.',
  cardNumberInvalid: 'Enter a card number of 12 to 19 digits.',
  /** Once the brand is known: a number of a length the brand does not issue ('Visa card numbers have 16, 18 or 19 digits.'). */
  cardNumberLength: (brand: string, lengths: readonly number[]): string => `${brand} card numbers have ${orList(lengths)} digits.`,
  /** The number fails its check digit (Luhn): a digit was mistyped or two were swapped. */
  cardNumberCheckDigit: "This card number isn't valid. Check the digits.",
  securityCodeInvalid: 'Enter the 3- or 4-digit security code.',
  /** Once the brand is known: 4 digits for American Express, 3 for the others ('Enter the 3-digit Visa security code.'). */
  securityCodeLength: (digits: number, brand?: string): string => `Enter the ${digits}-digit ${brand === undefined ? '' : `${brand} `}security code.`,
  /** Shown as soon as the number's prefix names a brand we do not take; ends with the provider's refusal text. */
  cardBrandRefused: (name: string): string => `${name} isn't accepted. ${PaymentMessages.brandNotAccepted}`,
  expiryInvalid: 'Enter a valid expiration month and year.',
  expiryPast: 'This card has expired. Check the expiration date.',
  expiryTooFar: 'Check the expiration year.',
  billingAddressRequired: 'Choose a billing address.',
  paypalEmailInvalid: 'Enter the e-mail address of your PayPal account.',
  notACard: 'Only cards have an expiration date and a billing address.',
} as const;
