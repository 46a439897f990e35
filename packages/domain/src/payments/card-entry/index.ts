// A card typed in: reading the number (brand, length, Luhn), the card form's checks, and tokenizing a guest's card.
export {
  CARD_NETWORK_LABELS,
  CARD_NUMBER_MAX_DIGITS,
  cardDigits,
  cardGroupEnds,
  decideCardNetwork,
  DEFAULT_CARD_GAPS,
  formatCardDigits,
  readCardNumber,
} from './card-number';
export type { CardNumberReading, CardNumberVerdict, ReadCardNumber } from './card-number';
export {
  luhnCheckDigit,
  passesLuhn,
  SECURITY_CODE_MAX_DIGITS,
  securityCodeTooLong,
  typedCardNumberError,
  typedSecurityCodeError,
} from './card-checks';
export { validateCardEdit, validateCardEntry, validateNewCard, validateTypedCardEntry } from './card-form';
export type { CardEditForm, CardEntry, CardFormErrors, GuestCardEntry, NewCardForm } from './card-form';
export { makeTokenizeGuestCard } from './tokenize-guest-card';
