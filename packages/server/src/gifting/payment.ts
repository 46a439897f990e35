// Who pays for a gift, checked inside the purchase's transaction (spec sections 5 and 6), with the catalogue's
// codes every money operation uses:
// - a member's saved instrument is the payments capability's one rule (payments/instruments.ts): the member's
//   own, of the type the request names (else 121043, payment method invalid), not past its expiry at the
//   server's clock (121044);
// - a guest's token must be one the server's tokenizer issued, of a guest brand that matches the request (else
//   121043), neither spent nor older than config.guestPaymentTokenMaxAgeMs by the gifting domain's rule (else
//   GUEST_TOKEN_EXPIRED: "add your payment info again"); it is spent here, once (the row is locked, so of two
//   purchases with one token one wins).
import { domainError, type AppConfig } from '@crema/domain';
import { GiftErrorCodes, isGuestPaymentType, isGuestTokenExpired, type GiftPurchaseRequest } from '@crema/domain/gifting';
import { PaymentCodes } from '@crema/domain/payments';
import { requireUsableInstrument } from '../payments/instruments';
import type { Tx } from '../db/database';
import { DomainFailure } from '../http/failure';


export interface GiftPayer {
  readonly lastFour: string;
  readonly instrumentId?: string;
  readonly token?: string;
}

const refuse = (code: string, status: number, reason?: string): never => {
  throw new DomainFailure(domainError(code, { status, ...(reason !== undefined ? { context: { reason } } : {}) }));
};

export const payWithSavedInstrument = async (tx: Tx, memberId: string, r: GiftPurchaseRequest & { paymentInstrumentId: string }, now: number): Promise<GiftPayer> => {
  const i = await requireUsableInstrument(tx, memberId, r.paymentInstrumentId, now, r.paymentType);
  return { lastFour: i.lastFour, instrumentId: i.paymentInstrumentId };
};

export const spendGuestGiftToken = async (
  tx: Tx,
  r: GiftPurchaseRequest & { paymentInstrumentToken: string },
  orderNumber: string,
  now: number,
  config: Pick<AppConfig, 'guestPaymentTokenMaxAgeMs'>,
): Promise<GiftPayer> => {
  const row = await tx.selectFrom('card_tokens').selectAll().where('token', '=', r.paymentInstrumentToken).forUpdate().executeTakeFirst();
  if (row === undefined) return refuse(PaymentCodes.PAYMENT_METHOD_INVALID, 400);
  if (!isGuestPaymentType(row.brand) || row.brand !== r.paymentType) return refuse(PaymentCodes.PAYMENT_METHOD_INVALID, 400, 'brandNotAccepted');
  if (row.used_at !== null || isGuestTokenExpired({ tokenAcquiredTimestamp: row.created_at }, now, config.guestPaymentTokenMaxAgeMs)) {
    return refuse(GiftErrorCodes.GUEST_TOKEN_EXPIRED, 400);
  }
  await tx.updateTable('card_tokens').set({ used_at: now, used_by_order: orderNumber }).where('token', '=', row.token).where('used_at', 'is', null).execute();
  return { lastFour: row.last_four, token: row.token };
};
