// Messages (issue #27): a message's id once it has left (messages/delivery.ts), so a try repeated after a crash
// between the send and the queue's completion does not send it again, and its sender can show it as delivered.
// The messages themselves wait in the job queue's own tables (pg-boss, schema pgboss), not here.
import type { Kysely, Migration } from 'kysely';

export const m0023Messages: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('message_deliveries')
      .addColumn('message_id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('delivered_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.dropTable('message_deliveries').execute();
  },
};
