// Rewards, part 2: the Stars each order spent on Star rewards (one row per order, so an order spends once;
// the buckets themselves are in 0013-rewards and change in the same transaction).
import { sql, type Kysely, type Migration } from 'kysely';
import { ownedBy } from './columns';

export const m0018StarRedemptions: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('star_redemptions')
      .addColumn('order_id', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'text', ownedBy('star_accounts.member_id'))
      .addColumn('stars', 'integer', (c) => c.notNull().check(sql`stars > 0`))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('star_redemptions_member').on('star_redemptions').columns(['member_id', 'at']).execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.dropTable('star_redemptions').execute();
  },
};
