// The per-minute limits' counters when the server runs on PostgreSQL (issue #29: many processes count one set of
// calls): one row per limit and key, written by rate-limiter-flexible's RateLimiterPostgres (http/limits.ts). The
// table is the one that library would create itself (key, points, expire as epoch milliseconds); made here so the
// schema has one author, it exists before the first request, and the server needs no right to create tables at
// run time. On the embedded database the counters stay in memory and this table stays empty.
import type { Kysely, Migration } from 'kysely';

export const m0021RateLimits: Migration = {
  up: async (db: Kysely<unknown>) => {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expire', 'bigint')
      .execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.dropTable('rate_limits').execute();
  },
};
