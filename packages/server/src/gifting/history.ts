// A member's e-gift purchases on this server, newest first, in the account area's e-gift history shape (the
// catalog's EgiftHistoryEntry: lines with their design names and, for purchases since 0025-egift-delivery, whether
// each line's e-mail went out: gift_deliveries left-joined on the delivery worker's message_deliveries, so a message
// not delivered yet reads 'sending'). For the account capability's e-gift history (GET account e-gift history),
// which reads no gifting table itself: call memberEgiftHistory(db, memberId).
import type { Kysely } from 'kysely';
import type { GiftPaymentType } from '@crema/domain/gifting';
import { egiftDeliveryOf, type EgiftDelivery } from '@crema/domain/account';
import { egiftHistoryEntry, findGiftDesign, seedGiftCatalog, type EgiftHistoryEntry } from '@crema/catalog/gifting';
import type { Schema } from '../db/schema';

const catalog = seedGiftCatalog();
const designName = (productNumber: string): string => findGiftDesign(catalog, productNumber)?.name ?? '';

export const memberEgiftHistory = async (db: Kysely<Schema>, memberId: string): Promise<readonly EgiftHistoryEntry[]> => {
  const rows = await db
    .selectFrom('gift_purchases')
    .select(['request_id', 'order_number', 'payment_type', 'last_four', 'sender_name', 'sender_email', 'currency', 'egifts', 'accepted_at'])
    .where('member_id', '=', memberId)
    .orderBy('accepted_at', 'desc')
    .orderBy('order_number', 'desc')
    .execute();
  const deliveries = await db
    .selectFrom('gift_deliveries as d')
    .innerJoin('gift_purchases as p', 'p.request_id', 'd.request_id')
    .leftJoin('message_deliveries as m', 'm.message_id', 'd.message_id')
    .select(['d.request_id', 'd.line', 'd.message_id', 'm.delivered_at'])
    .where('p.member_id', '=', memberId)
    .execute();
  const byLine = new Map<string, EgiftDelivery | undefined>(
    deliveries.map((d) => [`${d.request_id}\n${d.line}`, egiftDeliveryOf(d.message_id, d.delivered_at === null ? null : Number(d.delivered_at))]),
  );
  return rows.map((r) => {
    const entry = egiftHistoryEntry(
      {
        requestId: r.request_id,
        senderName: r.sender_name,
        senderEmail: r.sender_email,
        // The column holds only what the purchase's codec decoded (a GiftPaymentType).
        paymentType: r.payment_type as GiftPaymentType,
        egifts: r.egifts,
        currency: r.currency,
      },
      { orderNumber: r.order_number, purchasedAt: Number(r.accepted_at), accountNumberLastFour: r.last_four },
      designName,
    );
    return {
      ...entry,
      egifts: entry.egifts.map((g, line) => {
        const delivery = byLine.get(`${r.request_id}\n${line}`);
        return delivery === undefined ? g : { ...g, delivery };
      }),
    };
  });
};
