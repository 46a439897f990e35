// The gift cards an e-gift purchase issues (issue #27): one new Crema card per recipient, loaded with the gift's
// amount and nobody's yet, kept as the issuer keeps every card (issued_cards: the number hashed and sealed) with the
// hash of a single-purpose claim token that reveals it to its recipient.
//
// The security code is derived from the number under a server key (secrets.ts egiftSecurityCode), never stored,
// not even hashed (security_code_hash says EGIFT_DERIVED_CODE); the token leaves the server only in the recipient's
// e-mail, and only its hash is kept.
import { randomInt } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Tx } from '../db/database';
import type { IssuedCardsTable } from './tables';
import { EGIFT_DERIVED_CODE, hashCardNumber, hashCashstarToken, newCashstarToken, sealCardNumber } from './secrets';

/** Crema card numbers: 6104 and 12 random digits (a clash with an issued number, about one in 10^12 per card, fails the purchase; a retry mends it). */
const newCardNumber = (): string => `6104${Array.from({ length: 12 }, () => String(randomInt(10))).join('')}`;

export interface PreparedEgiftCard {
  /** The claim token, for the recipient's link only. */
  readonly token: string;
  readonly numberHash: string;
  readonly row: Insertable<IssuedCardsTable>;
}

export interface EgiftCardFace {
  readonly balance: number;
  readonly nickname: string;
  readonly productNumber: string;
  readonly cardImageUrl: string;
}

/** A new card for the face, ready to insert: its number, its claim token. */
export const prepareEgiftCard = (f: EgiftCardFace): PreparedEgiftCard => {
  const digits = newCardNumber();
  const token = newCashstarToken();
  const numberHash = hashCardNumber(digits);
  return {
    token,
    numberHash,
    row: {
      number_hash: numberHash,
      number_last_four: digits.slice(-4),
      number_sealed: sealCardNumber(digits),
      security_code_hash: EGIFT_DERIVED_CODE,
      balance: f.balance,
      nickname: f.nickname,
      card_image_url: f.cardImageUrl,
      product_number: f.productNumber,
      fail_with: null,
      cashstar_token_hash: hashCashstarToken(token),
    },
  };
};

/** Issues the prepared card in the caller's transaction: from now on its token reveals it and its number can be added. */
export const issueEgiftCardInTx = async (tx: Tx, card: PreparedEgiftCard): Promise<void> => {
  await tx.insertInto('issued_cards').values(card.row).execute();
};
