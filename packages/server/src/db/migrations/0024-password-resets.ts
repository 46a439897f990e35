// Forgotten passwords (issue #27): one row per reset link, keyed by the SHA-256 of the link's token (the token itself
// is never kept), belonging to one member (gone with the member). A link works once (used_at), for 30 minutes
// (expires_at), and a newer link of the same member replaces the older ones (replaced_at).
import type { Kysely, Migration } from 'kysely';
import { memberRowsKeyedBy } from './columns';

export const m0024PasswordResets: Migration = {
  up: async (db: Kysely<unknown>) => {
    await memberRowsKeyedBy('token_hash')(db.schema.createTable('password_resets'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('replaced_at', 'bigint')
      .execute();
    await db.schema.createIndex('password_resets_member').on('password_resets').columns(['member_id', 'created_at']).execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.dropTable('password_resets').execute();
  },
};
