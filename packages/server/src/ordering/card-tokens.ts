// The server's payment provider for guest checkout (POST /apiproxy/v1/payments/tokenize; the spec does not
// show the provider's path). It checks a raw card by the domain's provider rule, the one the fake provider runs
// (checkCardToTokenize: the card networks' table, Luhn, length, security-code length, the expiry at the
// server's clock, the declined test cards), and keeps only the token, brand, last four and when it was issued:
// the number, security code and postal code are never stored nor logged. submit-order-guest spends a token once
// (spendGuestToken), and the domain's rules say whether it is too old or of a brand guests may not pay with.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { domainError } from '@crema/domain';
import { OrderingCodes, type OrderingError, type Tender } from '@crema/domain/ordering';
import { checkCardToTokenize, isCardBrand, PaymentCodes, type CardBrand, type PaymentError, type TokenizedCard } from '@crema/domain/payments';
import { TOKENIZE_PATH, TokenizeCardCommandCodec } from '@crema/domain/payments/wire';

export { TOKENIZE_PATH };
import { DECLINED_TEST_CARDS } from '@crema/catalog/payments';
import type { Transaction } from 'kysely';
import type { ServerContext } from '../context';
import type { Schema } from '../db/schema';
import { decodeOr400 } from '../http/decode';
import { perMinuteRoute } from '../http/limits';
import { DomainFailure } from '../http/failure';


/** The tokenizer's payment codes, and an order's when it spends a token; nothing else compiles. */
const refuse = (code: PaymentError['code'] | OrderingError['code'], status = 400): never => {
  throw new DomainFailure(domainError(code, { status }));
};

export const registerCardTokenizer = (app: FastifyInstance, { db, clock }: ServerContext): void => {
  // Card-testing guard: tokenization is open to guests, so it is rate limited per client address.
  const limit = perMinuteRoute('CREMA_TOKENIZE_RATE_PER_MINUTE', 30);
  app.post(TOKENIZE_PATH, limit, async (req): Promise<TokenizedCard> => {
    const cmd = decodeOr400(TokenizeCardCommandCodec, req.body);
    const checked = checkCardToTokenize(cmd, clock.now(), DECLINED_TEST_CARDS);
    if (checked._tag === 'Left') throw new DomainFailure(checked.left);
    const { brand, lastFour } = checked.right;
    const token = `tok_${randomBytes(18).toString('base64url')}`;
    await db.insertInto('card_tokens').values({ token, brand, last_four: lastFour, created_at: clock.now(), used_at: null, used_by_order: null }).execute();
    return { token, brand, lastFour };
  });
};

export interface IssuedToken {
  readonly token: string;
  readonly brand: CardBrand;
  readonly lastFour: string;
  readonly createdAt: number;
}

/**
 * Spends a guest's token on an order, inside the order's transaction: it must be one this server issued
 * (else 121043, payment method invalid), for the card the tender names, and not spent before (else the
 * spec's guest-token expiry: add your payment info again). Age and brand are the domain's rules, checked by
 * the caller with the answer's createdAt and brand.
 */
export const spendGuestToken = async (tx: Transaction<Schema>, tender: Tender, orderId: string, now: number): Promise<IssuedToken> => {
  const row = await tx.selectFrom('card_tokens').selectAll().where('token', '=', tender.id).forUpdate().executeTakeFirst();
  if (row === undefined || !isCardBrand(row.brand) || tender.tender !== row.brand.toUpperCase()) return refuse(PaymentCodes.PAYMENT_METHOD_INVALID);
  if (row.used_at !== null) return refuse(OrderingCodes.GUEST_TOKEN_EXPIRED);
  await tx.updateTable('card_tokens').set({ used_at: now, used_by_order: orderId }).where('token', '=', row.token).execute();
  return { token: row.token, brand: row.brand, lastFour: row.last_four, createdAt: row.created_at };
};
