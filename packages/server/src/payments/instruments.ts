// What every payment from a saved instrument needs, wherever it is spent (a card reload or auto reload, an
// order, a gift): the instrument is the member's own (else 121043, payment method invalid) and, for a card, not
// past its expiry at the server's clock by the domain's rule (else 121044, the card may have expired). Runs
// inside the caller's transaction.
import { domainError } from '@crema/domain';
import { isExpired, PaymentCodes, type PaymentType } from '@crema/domain/payments';
import type { Tx } from '../db/database';
import { DomainFailure } from '../http/failure';


export interface UsableInstrument {
  readonly paymentInstrumentId: string;
  readonly paymentType: string;
  readonly lastFour: string;
}

const refuse = (code: string): never => {
  throw new DomainFailure(domainError(code, { status: 400 }));
};

/** Why an instrument cannot pay now (a code of the catalogue), or the instrument when it can. */
export const instrumentRefusal = async (tx: Tx, memberId: string, paymentInstrumentId: string, now: number, paymentType?: PaymentType): Promise<string | UsableInstrument> => {
  const i = await tx
    .selectFrom('wallet_instruments')
    .select(['payment_instrument_id', 'payment_type', 'last_four', 'expiry_month', 'expiry_year'])
    .where('member_id', '=', memberId)
    .where('payment_instrument_id', '=', paymentInstrumentId)
    .executeTakeFirst();
  if (i === undefined || (paymentType !== undefined && i.payment_type !== paymentType)) return PaymentCodes.PAYMENT_METHOD_INVALID;
  if (i.expiry_month !== null && i.expiry_year !== null && isExpired({ month: i.expiry_month, year: i.expiry_year }, now)) return PaymentCodes.CARD_MAY_HAVE_EXPIRED;
  return { paymentInstrumentId: i.payment_instrument_id, paymentType: i.payment_type, lastFour: i.last_four };
};

/** The member's own, unexpired instrument (of this type when one is named); refuses with 121043 or 121044. */
export const requireUsableInstrument = async (tx: Tx, memberId: string, paymentInstrumentId: string, now: number, paymentType?: PaymentType): Promise<UsableInstrument> => {
  const r = await instrumentRefusal(tx, memberId, paymentInstrumentId, now, paymentType);
  return typeof r === 'string' ? refuse(r) : r;
};
