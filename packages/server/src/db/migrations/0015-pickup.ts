// Pickup: customers checked in at a curbside stall (stall 1 or more; one per store and order token).
import { sql, type Kysely, type Migration } from 'kysely';

export const m0015Pickup: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('customer_arrivals')
      .addColumn('arrival_id', 'text', (c) => c.primaryKey())
      .addColumn('store_number', 'text', (c) => c.notNull())
      .addColumn('stall_number', 'integer', (c) => c.notNull().check(sql`stall_number >= 1`))
      .addColumn('order_token', 'text')
      .addColumn('display_name', 'text')
      .addColumn('arrived_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('customer_arrivals_store').on('customer_arrivals').columns(['store_number', 'arrived_at']).execute();
    await db.schema.createIndex('customer_arrivals_order').on('customer_arrivals').columns(['store_number', 'order_token']).unique().where(sql.ref('order_token'), 'is not', null).execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.dropTable('customer_arrivals').execute();
  },
};
