// The gifting capability's tables (migrations 0017-gifting, 0025-egift-delivery). `egifts` holds the domain's gift lines as sent;
// money is integer minor units and instants epoch ms. No card number or security code is ever here.
import type { ColumnType } from 'kysely';
import type { GiftLine } from '@crema/domain/gifting';
import type { GiftPurchaseAnswer } from '@crema/domain/gifting/wire';

type Json<T> = ColumnType<T, string, string>;

export interface GiftPurchasesTable {
  /** The client's request id: the purchase's idempotency key. */
  request_id: string;
  order_number: string;
  /** What makes a replay "the same purchase" (the catalog's purchaseFingerprint). */
  fingerprint: string;
  /** The member who bought it (a guest buying while signed in counts as that member); null for a guest. */
  member_id: string | null;
  payment_type: string;
  /** A member's saved instrument, or ... */
  payment_instrument_id: string | null;
  /** ... a guest token the server's tokenizer issued (spent by this purchase). */
  payment_token: string | null;
  last_four: string;
  sender_name: string;
  sender_email: string;
  currency: string;
  /** The server's sum of the lines. */
  total_minor: number;
  egifts: Json<readonly GiftLine[]>;
  accepted_at: number;
  /** The status poll answers EPROMISERETRY before this instant, the order number from it on. */
  ready_at: number;
  /** The first answer of gift-purchase, given again to a replay. */
  answer: Json<GiftPurchaseAnswer>;
}

/**
 * One row per e-gift line of a purchase (migration 0025-egift-delivery): the gift card issued for its recipient
 * (by its number's hash: issued_cards) and the id of the e-mail that tells them (the outbox's), which
 * message_deliveries names once it went out. No card number, security code or claim token here.
 */
export interface GiftDeliveriesTable {
  request_id: string;
  /** The line's index in gift_purchases.egifts. */
  line: number;
  message_id: string;
  number_hash: string;
}

export interface GiftingTables {
  gift_purchases: GiftPurchasesTable;
  gift_deliveries: GiftDeliveriesTable;
}
