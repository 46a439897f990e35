// The card checks a person can be told about before anything reaches the payment provider, once the number
// is read against the card networks' table (readCardNumber): the check digit (Luhn, ISO/IEC 7812), a number
// length the brand issues, and the brand's security-code length. They are the checks the provider makes with
// `card-validator` (number(): Luhn and the brand's lengths; cvv(code, brand's code size)), so a card that
// passes here is refused by the provider only for reasons it alone knows (declined, fraud, network).
import type { CardNumberReading } from './card-number';
import { cardDigits } from './card-number';
import { FieldMessages } from '../messages';

/** No network issues a security code longer than this (American Express: 4); the field takes this many. */
export const SECURITY_CODE_MAX_DIGITS = 4;

/** The Luhn (mod 10) sum: from the right, every second digit doubled (less 9 past 9). */
const luhnSum = (digits: string): number =>
  [...digits].reverse().reduce((sum, c, i) => {
    const d = Number(c);
    return sum + (i % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d);
  }, 0);

/** The Luhn check: the sum is a multiple of 10. */
export const passesLuhn = (digits: string): boolean => /^\d+$/.test(digits) && luhnSum(digits) % 10 === 0;

/** The digit that makes `body` + digit pass the Luhn check. */
export const luhnCheckDigit = (body: string): string => String((10 - (luhnSum(`${body}0`) % 10)) % 10);

/**
 * What is wrong with a number of the right shape (12 to 19 digits), as read: a brand we refuse, a length the
 * brand does not issue, or a failed check digit. undefined when none of these.
 */
export const typedCardNumberError = (cardNumber: string, reading: CardNumberReading): string | undefined => {
  if (reading.refusal !== undefined) return reading.refusal;
  const digits = cardDigits(cardNumber);
  const { verdict, match, label } = reading;
  if (verdict.kind === 'accepted' && match !== undefined && label !== undefined && match.lengths.length > 0 && !match.lengths.includes(digits.length)) {
    return FieldMessages.cardNumberLength(label, match.lengths);
  }
  return passesLuhn(digits) ? undefined : FieldMessages.cardNumberCheckDigit;
};

/** Once a brand we take is read, its code has exactly its length: 'Enter the 3-digit Visa security code.' */
export const typedSecurityCodeError = (securityCode: string, reading: CardNumberReading): string | undefined => {
  const length = reading.securityCodeLength;
  if (length === undefined) return undefined;
  return securityCode.trim().length === length ? undefined : FieldMessages.securityCodeLength(length, reading.label);
};

/**
 * The same message, said while the code is typed, but only once the code is longer than the brand's (it can
 * no longer become right by typing on): a 4th digit for a Visa. A short code waits for the submit.
 */
export const securityCodeTooLong = (securityCode: string, reading: CardNumberReading): string | undefined => {
  const length = reading.securityCodeLength;
  return length !== undefined && cardDigits(securityCode).length > length ? FieldMessages.securityCodeLength(length, reading.label) : undefined;
};
