// The order-progress tables (migration 0026-order-progress).
import type { Generated } from 'kysely';

/** A partner (a member row) at a store, by the store's short number. */
export interface PartnerStoresTable {
  member_id: string;
  store_number: string;
}

/** A store's move of an order: the stage it reached and when; 'received' is the order's placed_at. */
export interface OrderMovesTable {
  move_id: Generated<number>;
  order_id: string;
  /** 1, 2, ... per order: two moves at once cannot both be the order's next. */
  seq: number;
  stage: 'preparing' | 'ready' | 'pickedUp' | 'cancelled';
  at: number;
  partner_member_id: string;
  reason: string | null;
}

/** Where a cancelled order's payment went back to (one row per cancelled order that was paid). */
export interface OrderRefundsTable {
  refund_id: string;
  order_id: string;
  tender: string;
  destination: 'card' | 'instrument' | 'guest-card' | 'none';
  card_id: string | null;
  instrument_id: string | null;
  amount_minor: number;
  status: 'credited' | 'issued' | 'held';
  at: number;
}

export interface OrderProgressTables {
  partner_stores: PartnerStoresTable;
  order_moves: OrderMovesTable;
  order_refunds: OrderRefundsTable;
}
