// The cards capability's tables (migration 0010-cards). Card numbers are kept as a processor keeps them: a
// keyed hash to find a card by its number, the last four to show, and the number sealed (AES-GCM) so only
// its owner is ever answered it; a security code only as a slow salted hash; never either in clear.
import type { Generated } from 'kysely';
export interface IssuedCardsTable {
  /** HMAC-SHA256 of the card number: the lookup key. */
  number_hash: string;
  number_last_four: string;
  /** AES-256-GCM of the card number ('v1.iv.tag.data', base64url). */
  number_sealed: string;
  /** scrypt of the security code; for an e-gift card this server issued, EGIFT_DERIVED_CODE (the code is derived from the number: secrets.ts). */
  security_code_hash: string;
  /** Balance while nobody holds the card (minor units, 0..50000); 0 while registered (the card row holds it). */
  balance: number;
  nickname: string;
  card_image_url: string;
  product_number: string;
  /** Adding this card fails with this catalogue code (demo triggers). */
  fail_with: string | null;
  /** HMAC of an e-gift's cashstar token, when it has one. */
  cashstar_token_hash: string | null;
}

export interface CardsTable {
  card_id: string;
  member_id: string;
  number_hash: string;
  number_last_four: string;
  number_sealed: string;
  nickname: string;
  card_image_url: string;
  product_number: string;
  /** Minor units; CHECK 0..50000 (spec section 9). */
  balance: number;
  is_primary: boolean;
  registered_at: number;
  auto_reload_status: string | null;
  auto_reload_amount: number | null;
  auto_reload_trigger: number | null;
  auto_reload_instrument_id: string | null;
}

export interface CardMovementsTable {
  movement_id: string;
  card_id: string;
  member_id: string;
  /** The domain's CardMovementKind: 'payment' | 'auto-reload' | 'reload' | 'transfer-in' | 'transfer-out' | 'refund' | 'add' | 'add-transfer-in' | 'remove'. */
  kind: string;
  /** Signed minor units: what the card's balance changed by. */
  amount: number;
  balance_after: number;
  payment_instrument_id: string | null;
  idempotency_key: string | null;
  at: number;
  /** The order movements were written in (migration 0027): the activity's order and its pages' cursor. */
  seq: Generated<number>;
}

/** Wrong security codes per card number (migration 0019), claimed before each check (CARD_CODE_ATTEMPTS). */
export interface CardCodeAttemptsTable {
  number_hash: string;
  failed_attempts: Generated<number>;
  locked_until: number | null;
}

export interface CardTables {
  issued_cards: IssuedCardsTable;
  cards: CardsTable;
  card_movements: CardMovementsTable;
  card_code_attempts: CardCodeAttemptsTable;
  // wallet_instruments (created by 0010) belongs to payments: payments/tables.ts.
}
