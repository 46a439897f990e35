// gift-purchase and gift-purchase-status on the server. A purchase is one SQL transaction that first claims
// the client's request id (its idempotency key: a retry, a double submit or a replay after a restart waits for,
// then answers, the first acceptance; another purchase under the same id is a 409), then re-checks every gift
// rule of section 5 with the domain's functions (the catalog's checkGiftContent: sender, recipients and their
// limit, names, e-mails, delivery, message, amounts, duplicates, designs on sale; plus the currency and the
// delivery day at the server's clock), then the payer (payment.ts: a member's own unexpired instrument, or a
// guest token spent once), and writes the purchase with its first answer; in the same transaction each recipient's
// gift card is issued and the e-mail that delivers it queued (egift-delivery.ts). The status poll answers
// EPROMISERETRY until the purchase's processing time has passed on the server's clock, then its order number.
import { randomInt } from 'node:crypto';
import { domainError, ErrorCodes } from '@crema/domain';
import { giftTotal, PURCHASE_PENDING_CODE, todayIn, GiftErrorCodes, GiftPurchaseCodes, type GiftPurchaseRequest } from '@crema/domain/gifting';
import type { GiftPurchaseAnswer, GiftStatusAnswer } from '@crema/domain/gifting/wire';
import { checkGiftContent, findGiftDesign, giftDesignAvailability, purchaseFingerprint, seedGiftCatalog } from '@crema/catalog/gifting';
import type { ServerContext } from '../context';
import { DomainFailure } from '../http/failure';
import { claimKey, rememberAnswer } from '../cards/idempotency';
import { payWithSavedInstrument, spendGuestGiftToken, type GiftPayer } from './payment';
import { deliverEgiftsInTx } from './egift-delivery';

/** Request ids are one namespace (the status poll names a purchase by its id alone). */
const SCOPE = 'gift';
export const GIFT_PURCHASE_OPERATION = 'gift-purchase';
/** Ours (the spec's client default is 4000 ms): how long a purchase is "processing" and the delay answered. */
export const GIFT_PROCESSING_MS = 2000;
/** Ours: a request id reused for a different purchase. The fake answers the same. */
export const REQUEST_ID_CONFLICT = GiftPurchaseCodes.REQUEST_ID_CONFLICT;

const refuse = (code: string, status: number, context?: Readonly<Record<string, unknown>>): never => {
  throw new DomainFailure(domainError(code, { status, ...(context !== undefined ? { context } : {}) }));
};

/** 'EG' and twelve digits: what the confirmation page shows. */
const newOrderNumber = (): string => `EG${String(randomInt(1_000_000)).padStart(6, '0')}${String(randomInt(1_000_000)).padStart(6, '0')}`;

/** The delivery day is "today" (spec section 3) somewhere on Earth at the server's clock. */
const isTodaySomewhere = (day: string, now: number): boolean => day >= todayIn(now, 'Etc/GMT+12') && day <= todayIn(now, 'Etc/GMT-14');

export interface ServerGiftPurchases {
  purchase(r: GiftPurchaseRequest, memberId: string | undefined): Promise<GiftPurchaseAnswer>;
  status(requestId: string, memberId: string | undefined): Promise<GiftStatusAnswer>;
}

export const createGiftPurchases = (ctx: Pick<ServerContext, 'db' | 'clock' | 'config' | 'outbox'>, processingMs = GIFT_PROCESSING_MS): ServerGiftPurchases => {
  const { db, clock, config, outbox } = ctx;
  const catalog = seedGiftCatalog();
  const designName = (productNumber: string): string => findGiftDesign(catalog, productNumber)?.name ?? '';

  const checkContent = (r: GiftPurchaseRequest, now: number): void => {
    const content = checkGiftContent(r, config, (p) => giftDesignAvailability(catalog, p));
    if (content._tag === 'Left') throw new DomainFailure(content.left);
    if (r.currency !== config.currency) refuse(GiftErrorCodes.INVALID_AMOUNT, 400, { currency: r.currency });
    r.egifts.forEach((g, line) => {
      if (!isTodaySomewhere(g.deliveryDate, now)) refuse(ErrorCodes.VALIDATION, 400, { line, field: 'deliveryDate' });
    });
  };

  const purchase = (r: GiftPurchaseRequest, memberId: string | undefined): Promise<GiftPurchaseAnswer> =>
    db.transaction().execute(async (tx) => {
      const now = clock.now();
      const fingerprint = purchaseFingerprint(r);
      const claim = await claimKey(tx, SCOPE, GIFT_PURCHASE_OPERATION, r.requestId, now, fingerprint);
      if (claim.kind === 'answered') {
        // The same purchase again: its first answer. A member's purchase replays only in that member's session;
        // a guest's is named by its (secret) token, which is part of the fingerprint.
        const first = await tx.selectFrom('gift_purchases').select(['fingerprint', 'member_id', 'payment_instrument_id']).where('request_id', '=', r.requestId).executeTakeFirst();
        const sameOwner = first?.payment_instrument_id === null || first?.member_id === (memberId ?? null);
        if (first === undefined || first.fingerprint !== fingerprint || !sameOwner) return refuse(REQUEST_ID_CONFLICT, 409, { requestId: r.requestId });
        return claim.answer as GiftPurchaseAnswer;
      }
      if (r.paymentInstrumentId !== undefined && memberId === undefined) refuse(ErrorCodes.UNAUTHORIZED, 401);
      checkContent(r, now);
      const orderNumber = newOrderNumber();
      const payer: GiftPayer =
        r.paymentInstrumentId !== undefined
          ? await payWithSavedInstrument(tx, memberId as string, r, now)
          : await spendGuestGiftToken(tx, r, orderNumber, now, config);
      const answer: GiftPurchaseAnswer = { requestId: r.requestId, delay: processingMs };
      await tx
        .insertInto('gift_purchases')
        .values({
          request_id: r.requestId,
          order_number: orderNumber,
          fingerprint,
          member_id: memberId ?? null,
          payment_type: r.paymentType,
          payment_instrument_id: payer.instrumentId ?? null,
          payment_token: payer.token ?? null,
          last_four: payer.lastFour,
          sender_name: r.senderName.trim(),
          sender_email: r.senderEmail.trim(),
          currency: r.currency,
          total_minor: giftTotal(r.egifts, r.currency).amount,
          egifts: JSON.stringify(r.egifts),
          accepted_at: now,
          ready_at: now + processingMs,
          answer: JSON.stringify(answer),
        })
        .execute();
      await deliverEgiftsInTx(tx, outbox, r, designName);
      await rememberAnswer(tx, SCOPE, GIFT_PURCHASE_OPERATION, r.requestId, answer);
      return answer;
    });

  const status = async (requestId: string, memberId: string | undefined): Promise<GiftStatusAnswer> => {
    const row = await db
      .selectFrom('gift_purchases')
      .select(['order_number', 'member_id', 'payment_instrument_id', 'ready_at'])
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    // A member's purchase is shown only to that member; a guest's to whoever holds its request id.
    if (row === undefined || (row.payment_instrument_id !== null && row.member_id !== (memberId ?? null))) return refuse(ErrorCodes.NOT_FOUND, 404);
    if (clock.now() < Number(row.ready_at)) return { data: { context: { code: PURCHASE_PENDING_CODE } } };
    return { orderNumber: row.order_number };
  };

  return { purchase, status };
};
