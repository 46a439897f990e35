// Gifting: every accepted e-gift purchase under the client's request id (its idempotency key, also claimed in
// idempotency_keys in the same transaction), who paid and how (a member's saved instrument by id, or a guest
// token the server's tokenizer issued: never a card number or security code, only the last four), the lines
// as sent, the server's total, and when its processing is done (the status poll answers EPROMISERETRY until then).
import { sql, type Kysely, type Migration } from 'kysely';

export const m0017Gifting: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('gift_purchases')
      .addColumn('request_id', 'text', (c) => c.primaryKey())
      .addColumn('order_number', 'text', (c) => c.notNull().unique())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('member_id', 'text', (c) => c.references('members.member_id').onDelete('set null'))
      .addColumn('payment_type', 'text', (c) => c.notNull())
      .addColumn('payment_instrument_id', 'text')
      .addColumn('payment_token', 'text')
      .addColumn('last_four', 'text', (c) => c.notNull())
      .addColumn('sender_name', 'text', (c) => c.notNull())
      .addColumn('sender_email', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('total_minor', 'bigint', (c) => c.notNull().check(sql`total_minor > 0`))
      .addColumn('egifts', 'jsonb', (c) => c.notNull())
      .addColumn('accepted_at', 'bigint', (c) => c.notNull())
      .addColumn('ready_at', 'bigint', (c) => c.notNull())
      .addColumn('answer', 'jsonb', (c) => c.notNull())
      .addCheckConstraint('gift_purchases_one_payer', sql`(payment_instrument_id is null) <> (payment_token is null)`)
      .execute();
    await db.schema.createIndex('gift_purchases_member').on('gift_purchases').columns(['member_id', 'accepted_at']).execute();
    // A guest token pays for at most one gift (and the card_tokens row records it as used).
    await db.schema.createIndex('gift_purchases_one_per_token').on('gift_purchases').column('payment_token').unique().execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.dropTable('gift_purchases').execute();
  },
};
