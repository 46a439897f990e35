// Who pays for a gift, checked inside the purchase's transaction (spec sections 5 and 6):
// - a member's saved instrument must be in that member's wallet (wallet_instruments, the cards' table; read
//   only) with the type the request names (else 170045 / 170020) and not expired at the server's clock by the
//   payments domain's rule (121044);
// - a guest's token must be one the server's tokenizer issued (card_tokens; else 170045), of a guest brand that
//   matches the request (170020), neither spent nor older than config.guestPaymentTokenMaxAgeMs by the gifting
//   domain's rule (else GUEST_TOKEN_EXPIRED: "add your payment info again"); it is spent here, once (the row is
//   locked, so of two purchases with one token one wins).
// 170045 answers with status 400, not 404: a 404 is "no such call" to the HTTP client, and loses the code.
import type { Transaction } from 'kysely';
import { domainError, type AppConfig } from '@crema/domain';
import { GiftErrorCodes, isGuestPaymentType, isGuestTokenExpired, type GiftPurchaseRequest } from '@crema/domain/gifting';
import { isExpired } from '@crema/domain/payments';
import type { Schema } from '../db/schema';
import { DomainFailure } from '../http/failure';

type Tx = Transaction<Schema>;

export interface GiftPayer {
  readonly lastFour: string;
  readonly instrumentId?: string;
  readonly token?: string;
}

const refuse = (code: string, status: number, reason?: string): never => {
  throw new DomainFailure(domainError(code, { status, ...(reason !== undefined ? { context: { reason } } : {}) }));
};

export const payWithSavedInstrument = async (tx: Tx, memberId: string, r: GiftPurchaseRequest & { paymentInstrumentId: string }, now: number): Promise<GiftPayer> => {
  const i = await tx
    .selectFrom('wallet_instruments')
    .select(['payment_type', 'last_four', 'expiry_month', 'expiry_year'])
    .where('member_id', '=', memberId)
    .where('payment_instrument_id', '=', r.paymentInstrumentId)
    .executeTakeFirst();
  if (i === undefined) return refuse(GiftErrorCodes.CARDS_NOT_FOUND, 400);
  if (i.payment_type !== r.paymentType) return refuse(GiftErrorCodes.PAYMENT_METHOD_PROBLEM, 402, 'typeMismatch');
  if (i.expiry_month !== null && i.expiry_year !== null && isExpired({ month: i.expiry_month, year: i.expiry_year }, now)) return refuse('121044', 402);
  return { lastFour: i.last_four, instrumentId: r.paymentInstrumentId };
};

export const spendGuestGiftToken = async (
  tx: Tx,
  r: GiftPurchaseRequest & { paymentInstrumentToken: string },
  orderNumber: string,
  now: number,
  config: Pick<AppConfig, 'guestPaymentTokenMaxAgeMs'>,
): Promise<GiftPayer> => {
  const row = await tx.selectFrom('card_tokens').selectAll().where('token', '=', r.paymentInstrumentToken).forUpdate().executeTakeFirst();
  if (row === undefined) return refuse(GiftErrorCodes.CARDS_NOT_FOUND, 400);
  if (!isGuestPaymentType(row.brand) || row.brand !== r.paymentType) return refuse(GiftErrorCodes.PAYMENT_METHOD_PROBLEM, 402, 'brandNotAccepted');
  if (row.used_at !== null || isGuestTokenExpired({ tokenAcquiredTimestamp: row.created_at }, now, config.guestPaymentTokenMaxAgeMs)) {
    return refuse(GiftErrorCodes.GUEST_TOKEN_EXPIRED, 400);
  }
  await tx.updateTable('card_tokens').set({ used_at: now, used_by_order: orderNumber }).where('token', '=', row.token).where('used_at', 'is', null).execute();
  return { lastFour: row.last_four, token: row.token };
};
