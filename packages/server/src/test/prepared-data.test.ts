// The prepared copies (test/prepared-data.ts) stand in for a fresh database in every server test and server
// process: a copy must hold what a fresh one would, table by table.
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { readSettings } from '../config';
import { seedDatabase } from '../seed';
import { testContext } from './app';
import { freshDatabase, testDatabases } from './databases';

const START = Date.UTC(2026, 10, 25, 18);

/**
 * Each table's row count and a digest of its rows (in a stable order). Columns that hold a random salt or nonce
 * (a password's or a security code's hash, a sealed card number) differ between any two seeds, and Kysely's
 * migration table keeps the wall-clock time each migration ran: left out of the digest, still counted.
 */
const RANDOM = new Set(['password_hash', 'security_code_hash', 'number_sealed', 'timestamp']);
const contentsOf = async (db: Db): Promise<Record<string, { rows: number; digest: string }>> => {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`.execute(db);
  const tables = new Map<string, string[]>();
  for (const c of columns.rows) tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), c.column_name]);
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const [table, cols] of tables) {
    const kept = cols.filter((c) => !RANDOM.has(c)).map((c) => sql.ref(c));
    const r = await sql<{ rows: number; digest: string | null }>`
      select count(*)::int as rows, md5(string_agg(t.r, '|' order by t.r)) as digest
      from (select (${sql.join(kept)})::text as r from ${sql.table(table)}) t`.execute(db);
    out[table] = { rows: r.rows[0]?.rows ?? -1, digest: r.rows[0]?.digest ?? '' };
  }
  return out;
};

describe.each(testDatabases)('prepared copies on $name', ({ name, open }) => {
  const opened: Db[] = [];
  const keep = async (db: Promise<Db>): Promise<Db> => {
    const d = await db;
    opened.push(d);
    return d;
  };
  afterAll(async () => {
    for (const db of opened) await db.destroy();
  });
  const fresh = freshDatabase(name);

  it('a migrated copy holds what a fresh migrate does: the same tables, migrations applied and (no) rows', async () => {
    if (fresh === undefined) throw new Error(`no fresh ${name} database`);
    const [copy, made] = await Promise.all([keep(open()), keep(fresh())]);
    const expected = await contentsOf(made);
    expect(Object.keys(expected)).toContain('stores');
    expect(await contentsOf(copy)).toEqual(expected);
  });

  it('a seeded copy holds what a fresh seed at the same time does: every table, its row count and its rows', async () => {
    if (fresh === undefined) throw new Error(`no fresh ${name} database`);
    const [copy, made] = await Promise.all([keep(open.seeded(START)), keep(fresh())]);
    await seedDatabase(testContext(made, START));
    const expected = await contentsOf(made);
    expect(expected.stores?.rows).toBeGreaterThan(20_000);
    expect(expected.star_buckets?.rows).toBeGreaterThan(0);
    expect(await contentsOf(copy)).toEqual(expected);
  });
});

describe('the prepared copy settings of a server process', () => {
  it('start an in-memory database from a copy, its clock at the seed time, only with the test controls on', () => {
    const env = { CREMA_DATA_DIR: 'memory', CREMA_TEST_DATA: '/tmp/copy.tar', CREMA_TEST_CLOCK_START: String(START) };
    const test = readSettings({ ...env, CREMA_TEST_CONTROLS: '1' });
    expect(test.database).toEqual({ kind: 'memory', from: '/tmp/copy.tar' });
    expect(test.testClockStart).toBe(START);
    const production = readSettings(env);
    expect(production.database).toEqual({ kind: 'memory' });
    expect(production.testClockStart).toBeUndefined();
  });
});
