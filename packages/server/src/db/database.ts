// Opens the database: PGlite with its data in a folder (the embedded default), PGlite in memory (tests),
// or a real PostgreSQL server when DATABASE_URL is set. Same schema, same migrations, same queries.
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import { readFileSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import { pglitePool } from './pglite-pool';
import type { Schema } from './schema';
import { migrateToLatest } from './migrate';

export type Db = Kysely<Schema>;
/** One transaction on the database: what a write of several steps runs in. */
export type Tx = Transaction<Schema>;

export type DatabaseTarget =
  | { readonly kind: 'postgres'; readonly url: string }
  | { readonly kind: 'pglite'; readonly dataDir: string }
  /** In memory; `from`: a PGlite data-folder tarball to start from (a test's prepared copy) instead of an empty one. */
  | { readonly kind: 'memory'; readonly from?: string };

// BIGINT (int8) columns hold epoch milliseconds and minor units: well inside Number's safe range.
pg.types.setTypeParser(20, (v) => Number(v));

const pgliteData = (target: Exclude<DatabaseTarget, { kind: 'postgres' }>): PGliteOptions =>
  target.kind === 'pglite' ? { dataDir: target.dataDir } : target.from !== undefined ? { loadDataDir: new Blob([readFileSync(target.from)]) } : {};

export const openDatabase = async (target: DatabaseTarget): Promise<Db> => {
  const pool =
    target.kind === 'postgres'
      ? new pg.Pool({ connectionString: target.url, max: 10 })
      : pglitePool(await PGlite.create({ ...pgliteData(target), parsers: { 20: (v: string) => Number(v) } }));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  await migrateToLatest(db);
  return db;
};

export const describeTarget = (t: DatabaseTarget): string =>
  t.kind === 'postgres' ? `PostgreSQL (${t.url.replace(/\/\/[^@]*@/, '//***@')})` : t.kind === 'pglite' ? `PGlite in ${t.dataDir}` : 'PGlite in memory';
