// The store locator: the chain's stores (searched through an in-memory index built from this table at
// start), each member's favorite stores and the stores of their past orders. A store's `doc` is json, not
// jsonb: it is only ever written and read whole (no SQL looks inside it), and json stores the text as given,
// which halves the time of the first start's 24,000-row seed and of the start's read.
import type { ColumnBuilderCallback, Kysely, Migration } from 'kysely';
import { keyedByMemberAnd } from './columns';

/** A store by its short number, as the member's favorite and previous stores name it. */
const aStore: ColumnBuilderCallback = (c) => c.notNull().references('stores.short_number');

export const m0002Locator: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('stores')
      .addColumn('store_number', 'text', (c) => c.primaryKey())
      .addColumn('short_number', 'text', (c) => c.notNull().unique())
      .addColumn('lat', 'double precision', (c) => c.notNull())
      .addColumn('lng', 'double precision', (c) => c.notNull())
      .addColumn('doc', 'json', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('favorite_stores')
      .$call(keyedByMemberAnd('favorite_stores_pk', 'short_number', aStore))
      .addColumn('added_seq', 'bigserial', (c) => c.notNull())
      .addColumn('added_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('previous_stores')
      .$call(keyedByMemberAnd('previous_stores_pk', 'short_number', aStore))
      .addColumn('last_ordered_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
