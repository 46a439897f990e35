import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { testDatabases } from '../test/databases';
import type { Db } from './database';

describe.each(testDatabases)('database on $name', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  }, 120_000);
  afterAll(() => db.destroy());

  it('has applied every migration, and applying again changes nothing', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    await migrateToLatest(db);
    const again = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(db);
    expect(again.rows[0]?.n).toBe(Object.keys(migrations).length);
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.insertInto('address_attempts').values({ address: 'tx-test', locked_until: null }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await db.selectFrom('address_attempts').selectAll().where('address', '=', 'tx-test').execute();
    expect(rows).toEqual([]);
  });

  it('serialises concurrent transactions: a conditional update lets exactly one of two racers win', async () => {
    await db.insertInto('address_attempts').values({ address: 'race', failed_attempts: 0, locked_until: null }).execute();
    const claim = () =>
      db.transaction().execute(async (tx) => {
        const r = await tx.updateTable('address_attempts').set({ failed_attempts: 1 }).where('address', '=', 'race').where('failed_attempts', '=', 0).executeTakeFirst();
        return Number(r.numUpdatedRows);
      });
    const results = await Promise.all([claim(), claim()]);
    expect(results.sort()).toEqual([0, 1]);
  });
});
