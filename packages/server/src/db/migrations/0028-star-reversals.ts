// Rewards, part 3: what a store's cancel did to the order's Stars (issue #28; the domain's reverseOrderStars): one
// row per cancelled member order, so an order is reversed once; the buckets change in the same transaction.
import { sql, type Kysely, type Migration } from 'kysely';
import { ownedBy } from './columns';

export const m0028StarReversals: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('star_reversals')
      .addColumn('order_id', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'text', ownedBy('star_accounts.member_id'))
      .addColumn('given_back', 'integer', (c) => c.notNull().check(sql`given_back >= 0`))
      .addColumn('taken_back', 'integer', (c) => c.notNull().check(sql`taken_back >= 0`))
      .addColumn('forgiven', 'integer', (c) => c.notNull().check(sql`forgiven >= 0`))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('star_reversals_member').on('star_reversals').columns(['member_id', 'at']).execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.dropTable('star_reversals').execute();
  },
};
