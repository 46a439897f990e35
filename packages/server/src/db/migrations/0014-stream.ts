// The home stream: each audience's feed and when it last changed (the guest feed and each member's), its cards
// (JSON, as answered), and each member's completed onboarding tasks.
import type { Kysely, Migration } from 'kysely';
import { keyedByMemberAnd, ownedBy } from './columns';

export const m0014Stream: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('stream_feeds')
      .addColumn('owner', 'text', (c) => c.primaryKey())
      .addColumn('modified_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('stream_items')
      .addColumn('owner', 'text', ownedBy('stream_feeds.owner'))
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('item', 'jsonb', (c) => c.notNull())
      .addPrimaryKeyConstraint('stream_items_pk', ['owner', 'item_id'])
      .execute();
    await db.schema
      .createTable('onboarding_tasks')
      .$call(keyedByMemberAnd('onboarding_tasks_pk', 'task'))
      .addColumn('completed_on', 'bigint', (c) => c.notNull())
      .execute();
  },
  down: async (db: Kysely<unknown>) => {
    for (const t of ['onboarding_tasks', 'stream_items', 'stream_feeds']) await db.schema.dropTable(t).execute();
  },
};
