// Rewards: each member's Star account (the lock for a change of Stars), its expiry buckets (Stars > 0 each,
// one bucket per member and date) and the Stars each order earned (one row per order, so an order credits once).
import { sql, type Kysely, type Migration } from 'kysely';
import { memberKey, ownedBy } from './columns';

export const m0013Rewards: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('star_accounts')
      .addColumn('member_id', 'text', memberKey)
      .addColumn('opened_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('star_buckets')
      .addColumn('member_id', 'text', ownedBy('star_accounts.member_id'))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addPrimaryKeyConstraint('star_buckets_pk', ['member_id', 'expires_at'])
      .execute();
    await db.schema
      .createTable('star_earnings')
      .addColumn('order_id', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'text', ownedBy('star_accounts.member_id'))
      .addColumn('stars', 'integer', (c) => c.notNull().check(sql`stars >= 0`))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('star_earnings_member').on('star_earnings').columns(['member_id', 'at']).execute();
  },
  down: async (db: Kysely<unknown>) => {
    for (const t of ['star_earnings', 'star_buckets', 'star_accounts']) await db.schema.dropTable(t).execute();
  },
};
