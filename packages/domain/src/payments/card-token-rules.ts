// The payment provider's rule for turning a raw card into a token, one implementation for the fake provider and
// the server's (POST /apiproxy/v1/payments/tokenize): the number against the card networks' table
// (card-network-table.ts: exactly one network, a length it issues, the Luhn check but for UnionPay, which does
// not use it), a brand the caller accepts, the brand's security-code length, the expiry at the provider's clock,
// and the provider's declined numbers. What `card-validator` checked (number(), cvv()) over the same table.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError } from '../shared/errors';
import { isCardBrand, type CardBrand } from './model';
import { passesLuhn } from './card-entry/card-checks';
import { matchCardNetworks } from './card-network-table';
import { PaymentCodes, type PaymentError } from './errors';
import { digitsOnly, expiryError } from './rules';
import type { TokenizeCardCommand } from './ports';

/** What a provider keeps of a card it tokenizes (never the number nor the security code). */
export interface CardToTokenize {
  readonly brand: CardBrand;
  readonly lastFour: string;
}

const wrongDetails = (): Either<PaymentError, never> => left(domainError(PaymentCodes.CARD_DETAILS_WRONG, { status: 400 }));

/**
 * Whether the provider tokenizes this card at `now`: Right with its brand and last four, or the refusal
 * (121000 number or code wrong, CARD_BRAND_NOT_ACCEPTED, 121044 expired, 121048 declined with a 402).
 * `declined`: the numbers the provider declines (its test cards).
 */
export const checkCardToTokenize = (cmd: TokenizeCardCommand, now: number, declined: readonly string[] = []): Either<PaymentError, CardToTokenize> => {
  const digits = digitsOnly(cmd.cardNumber);
  if (!/^\d+$/.test(digits)) return wrongDetails();
  const matches = matchCardNetworks(digits);
  const match = matches.length === 1 ? matches[0] : undefined;
  if (match === undefined || !match.lengths.includes(digits.length) || (match.network !== 'unionpay' && !passesLuhn(digits))) return wrongDetails();
  const brand = match.network;
  if (!isCardBrand(brand) || !cmd.allowedBrands.includes(brand)) return left(domainError(PaymentCodes.BRAND_NOT_ACCEPTED, { status: 400, context: { brand } }));
  const code = cmd.securityCode.trim();
  if (!/^\d+$/.test(code) || code.length !== match.securityCodeLength) return wrongDetails();
  if (expiryError(cmd.expiry, now) !== undefined) return left(domainError(PaymentCodes.CARD_MAY_HAVE_EXPIRED, { status: 400 }));
  if (declined.includes(digits)) return left(domainError(PaymentCodes.REJECTED, { status: 402 }));
  return right({ brand, lastFour: digits.slice(-4) });
};
