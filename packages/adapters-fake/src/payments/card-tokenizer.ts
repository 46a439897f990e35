// The fake payment provider. It validates a raw card with `card-validator` (brand, Luhn, length, security-code
// length), checks the expiry against the backend clock, and keeps only token, brand, last four and the billing
// postal code sent with the card: the card number and security code are never stored anywhere.
import cardValidator from 'card-validator';
import { left, right } from 'fp-ts/Either';
import { domainError } from '@crema/domain';
import { isPaymentErrorCode, type CardTokenizer, type TokenizedCard, PaymentCodes, digitsOnly, expiryError, isCardBrand } from '@crema/domain/payments';
import { DECLINED_TEST_CARDS } from '@crema/catalog/payments';
import type { FakeBackend } from '../backend';
import { NETWORK_OF_LIBRARY_TYPE } from './card-networks';

export const TOKENIZE_OPERATION = 'tokenizeCard';

export interface StoredCardToken extends TokenizedCard {
  readonly createdAt: number;
  /** Set once a member saves the token as a payment instrument, or a guest pays with it. */
  readonly usedAt?: number;
  /** The billing postal code sent with the card (guest checkout's ZIP), as a provider keeps it for its address check. */
  readonly postalCode?: string;
}

type TokensTable = Readonly<Record<string, StoredCardToken>>;

export const cardTokensTable = (backend: FakeBackend) => backend.table<TokensTable>('cardTokens', () => ({}));

/** The provider's record of a token (brand, last four and the postal code sent with it; never the number), for other fakes that accept tokens. */
export const findCardToken = (backend: FakeBackend, token: string): StoredCardToken | undefined => cardTokensTable(backend).read()[token];

/** Marks a token as used; answers false when it is unknown or already used. */
export const consumeCardToken = (backend: FakeBackend, token: string): boolean => {
  const t = findCardToken(backend, token);
  if (t === undefined || t.usedAt !== undefined) return false;
  cardTokensTable(backend).update((all) => ({ ...all, [token]: { ...t, usedAt: backend.clock.now() } }));
  return true;
};

const wrongDetails = () => left(domainError(PaymentCodes.CARD_DETAILS_WRONG, { status: 400 }));

export const createFakeCardTokenizer = (backend: FakeBackend): CardTokenizer => ({
  tokenize: (cmd) =>
    backend.typed(isPaymentErrorCode).call(TOKENIZE_OPERATION, () => {
      const digits = digitsOnly(cmd.cardNumber);
      const verdict = cardValidator.number(digits);
      if (!verdict.isValid || verdict.card === null) return wrongDetails();
      const brand = NETWORK_OF_LIBRARY_TYPE[verdict.card.type];
      if (brand === undefined || !isCardBrand(brand) || !cmd.allowedBrands.includes(brand)) {
        return left(domainError(PaymentCodes.BRAND_NOT_ACCEPTED, { status: 400, context: { brand: verdict.card.type } }));
      }
      if (!cardValidator.cvv(cmd.securityCode.trim(), verdict.card.code.size).isValid) return wrongDetails();
      if (expiryError(cmd.expiry, backend.clock.now()) !== undefined) return left(domainError(PaymentCodes.CARD_MAY_HAVE_EXPIRED, { status: 400 }));
      if (DECLINED_TEST_CARDS.includes(digits)) return left(domainError(PaymentCodes.REJECTED, { status: 402 }));
      const token = backend.ids.next('tok');
      const postalCode = cmd.postalCode?.trim();
      const stored: StoredCardToken = {
        token,
        brand,
        lastFour: digits.slice(-4),
        createdAt: backend.clock.now(),
        ...(postalCode ? { postalCode } : {}),
      };
      cardTokensTable(backend).update((all) => ({ ...all, [token]: stored }));
      return right({ token, brand, lastFour: stored.lastFour });
    }),
});
