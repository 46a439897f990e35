// A member's e-gift purchases on this server, newest first, in the account area's e-gift history shape (the
// catalog's EgiftHistoryEntry: lines with their design names). For the account capability's e-gift history
// (GET account e-gift history), which reads no gifting table itself: call memberEgiftHistory(db, memberId).
import type { Kysely } from 'kysely';
import type { GiftPaymentType } from '@crema/domain/gifting';
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
  return rows.map((r) =>
    egiftHistoryEntry(
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
    ),
  );
};
