// Crema cards: the issuer's cards (hash, last four, sealed number, hashed security code, unregistered
// balance), the members' registered cards with their balance held within $0..$500 by a CHECK, a ledger of
// every movement, and the saved instruments a reload may be paid from.
import { sql, type Kysely, type Migration } from 'kysely';

export const m0010Cards: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('issued_cards')
      .addColumn('number_hash', 'text', (c) => c.primaryKey())
      .addColumn('number_last_four', 'text', (c) => c.notNull())
      .addColumn('number_sealed', 'text', (c) => c.notNull())
      .addColumn('security_code_hash', 'text', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull().check(sql`balance >= 0 and balance <= 50000`))
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('card_image_url', 'text', (c) => c.notNull())
      .addColumn('product_number', 'text', (c) => c.notNull())
      .addColumn('fail_with', 'text')
      .addColumn('cashstar_token_hash', 'text', (c) => c.unique())
      .execute();
    await db.schema
      .createTable('cards')
      .addColumn('card_id', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'text', (c) => c.notNull().references('members.member_id').onDelete('cascade'))
      .addColumn('number_hash', 'text', (c) => c.notNull().unique())
      .addColumn('number_last_four', 'text', (c) => c.notNull())
      .addColumn('number_sealed', 'text', (c) => c.notNull())
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('card_image_url', 'text', (c) => c.notNull())
      .addColumn('product_number', 'text', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull().check(sql`balance >= 0 and balance <= 50000`))
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
      .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0 and balance_after <= 50000`))
      .addColumn('payment_instrument_id', 'text')
      .addColumn('idempotency_key', 'text')
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('card_movements_card').on('card_movements').columns(['card_id', 'at']).execute();
    await db.schema
      .createTable('wallet_instruments')
      .addColumn('member_id', 'text', (c) => c.notNull().references('members.member_id').onDelete('cascade'))
      .addColumn('payment_instrument_id', 'text', (c) => c.notNull())
      .addColumn('payment_type', 'text', (c) => c.notNull())
      .addColumn('last_four', 'text', (c) => c.notNull())
      .addColumn('expiry_month', 'integer')
      .addColumn('expiry_year', 'integer')
      .addPrimaryKeyConstraint('wallet_instruments_pk', ['member_id', 'payment_instrument_id'])
      .execute();
  },
  down: async (db: Kysely<unknown>) => {
    for (const t of ['wallet_instruments', 'card_movements', 'cards', 'issued_cards']) await db.schema.dropTable(t).execute();
  },
};
