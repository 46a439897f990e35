// The fake payment provider. It checks a raw card by the domain's provider rule (checkCardToTokenize: the card
// networks' table, Luhn, length, security-code length, the expiry against the backend clock, the declined test
// cards), the one the server's provider runs, and keeps only token, brand, last four and the billing postal code
// sent with the card: the card number and security code are never stored anywhere.
import { right } from 'fp-ts/Either';
import { checkCardToTokenize, isPaymentErrorCode, type CardTokenizer, type TokenizedCard } from '@crema/domain/payments';
import { DECLINED_TEST_CARDS } from '@crema/catalog/payments';
import type { FakeBackend } from '../backend';

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

export const createFakeCardTokenizer = (backend: FakeBackend): CardTokenizer => ({
  tokenize: (cmd) =>
    backend.typed(isPaymentErrorCode).call(TOKENIZE_OPERATION, () => {
      const checked = checkCardToTokenize(cmd, backend.clock.now(), DECLINED_TEST_CARDS);
      if (checked._tag === 'Left') return checked;
      const { brand, lastFour } = checked.right;
      const token = backend.ids.next('tok');
      const postalCode = cmd.postalCode?.trim();
      const stored: StoredCardToken = {
        token,
        brand,
        lastFour,
        createdAt: backend.clock.now(),
        ...(postalCode ? { postalCode } : {}),
      };
      cardTokensTable(backend).update((all) => ({ ...all, [token]: stored }));
      return right({ token, brand, lastFour });
    }),
});
