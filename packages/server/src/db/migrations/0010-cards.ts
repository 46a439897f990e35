// Crema cards: the issuer's cards (hash, last four, sealed number, hashed security code, unregistered
// balance), the members' registered cards with their balance held within $0..$500 by a CHECK, a ledger of
// every movement, and the saved instruments a reload may be paid from.
import type { Kysely, Migration } from 'kysely';
import { cardBalance, cardFace, cardNumber, keyedByMemberAnd, memberRowsKeyedBy } from './columns';

export const m0010Cards: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('issued_cards')
      .$call(cardNumber((c) => c.primaryKey()))
      .addColumn('security_code_hash', 'text', (c) => c.notNull())
      .$call(cardBalance('balance'))
      .$call(cardFace)
      .addColumn('fail_with', 'text')
      .addColumn('cashstar_token_hash', 'text', (c) => c.unique())
      .execute();
    await db.schema
      .createTable('cards')
      .$call(memberRowsKeyedBy('card_id'))
      .$call(cardNumber((c) => c.notNull().unique()))
      .$call(cardFace)
      .$call(cardBalance('balance'))
      .addColumn('is_primary', 'boolean', (c) => c.notNull())
      .addColumn('registered_at', 'bigint', (c) => c.notNull())
      .addColumn('auto_reload_status', 'text')
      .addColumn('auto_reload_amount', 'bigint')
      .addColumn('auto_reload_trigger', 'bigint')
      .addColumn('auto_reload_instrument_id', 'text')
      .execute();
    await db.schema.createIndex('cards_member').on('cards').column('member_id').execute();
    await db.schema
      .createTable('card_movements')
      .addColumn('movement_id', 'text', (c) => c.primaryKey())
      .addColumn('card_id', 'text', (c) => c.notNull())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .$call(cardBalance('balance_after'))
      .addColumn('payment_instrument_id', 'text')
      .addColumn('idempotency_key', 'text')
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('card_movements_card').on('card_movements').columns(['card_id', 'at']).execute();
    await db.schema
      .createTable('wallet_instruments')
      .$call(keyedByMemberAnd('wallet_instruments_pk', 'payment_instrument_id'))
      .addColumn('payment_type', 'text', (c) => c.notNull())
      .addColumn('last_four', 'text', (c) => c.notNull())
      .addColumn('expiry_month', 'integer')
      .addColumn('expiry_year', 'integer')
      .execute();
  },
  down: async (db: Kysely<unknown>) => {
    for (const t of ['wallet_instruments', 'card_movements', 'cards', 'issued_cards']) await db.schema.dropTable(t).execute();
  },
};
