// CREMA_DEMO_DATA: a start without the demo members (whose passwords the README publishes) still has the stores and
// the guest's feed, and nothing of the demo members (their cards, orders, addresses, Stars) nor the README's test
// Crema cards; the default is with them on the embedded database and without them on PostgreSQL.
import { DEMO_MEMBER } from '@crema/catalog/members';
import { describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from '../config';
import { startServer } from '../start';
import type { Db } from '../db/database';
import { seedLocator } from '../locator/seed';
import { testContext } from '../test/app';
import { seededPgliteTarball, seededPgliteTarballAt } from '../test/prepared-data';

const KEY = 'a'.repeat(64);
const demoDataOf = (env: NodeJS.ProcessEnv): boolean | readonly string[] => {
  try {
    return readSettings(env).demoData;
  } catch (e) {
    if (e instanceof SettingsError) return e.problems;
    throw e;
  }
};

describe('the CREMA_DEMO_DATA setting', () => {
  it('defaults to the demo members on the embedded database and to none on PostgreSQL; 0 and 1 choose; anything else stops the start in one line', () => {
    expect(demoDataOf({ CREMA_DATA_DIR: 'memory' })).toBe(true);
    expect(demoDataOf({ CREMA_DATA_DIR: '/tmp/crema' })).toBe(true);
    expect(demoDataOf({ DATABASE_URL: 'postgres://db/crema', CREMA_CARD_KEY: KEY })).toBe(false);
    expect(demoDataOf({ DATABASE_URL: 'postgres://db/crema', CREMA_CARD_KEY: KEY, CREMA_DEMO_DATA: '1' })).toBe(true);
    expect(demoDataOf({ CREMA_DATA_DIR: 'memory', CREMA_DEMO_DATA: '0' })).toBe(false);
    expect(demoDataOf({ CREMA_DATA_DIR: 'memory', CREMA_DEMO_DATA: '' })).toBe(true);
    expect(demoDataOf({ CREMA_DATA_DIR: 'memory', CREMA_DEMO_DATA: 'yes' })).toEqual(["CREMA_DEMO_DATA must be 0 (no demo members) or 1 (the README's demo members); 'yes' is neither"]);
  });
});

const HOUR = 3_600_000;
/** Rows in each table a seed may fill. */
const counts = async (db: Db) => {
  const n = async (table: 'members' | 'cards' | 'issued_cards' | 'orders' | 'favorite_products' | 'member_addresses' | 'wallet_instruments' | 'star_accounts' | 'account_personal' | 'favorite_stores' | 'onboarding_tasks' | 'stores' | 'stream_feeds') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const tables = ['members', 'cards', 'issued_cards', 'orders', 'favorite_products', 'member_addresses', 'wallet_instruments', 'star_accounts', 'account_personal', 'favorite_stores', 'onboarding_tasks', 'stores', 'stream_feeds'] as const;
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await n(t)] as const)));
};

/** A start (start.ts, as main.ts makes it) on an in-memory copy of `tarball`, with `env`'s settings; its sign-in of the demo member's. */
const startOn = async (tarball: string, env: NodeJS.ProcessEnv) => {
  const seededAt = Math.floor(Date.now() / HOUR) * HOUR;
  const settings = readSettings({ CREMA_DATA_DIR: 'memory', CREMA_WEB_DIST: 'none', CREMA_TEST_CONTROLS: '1', CREMA_TEST_DATA: tarball, CREMA_TEST_CLOCK_START: String(seededAt), ...env });
  const { app, ctx } = await startServer(settings);
  try {
    const signIn = await app.inject({ method: 'POST', url: '/apiproxy/v1/account/sign-in', payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } });
    return { signIn: signIn.statusCode, rows: await counts(ctx.db) };
  } finally {
    await app.close();
  }
};

describe('a first start', () => {
  it('with CREMA_DEMO_DATA=0 seeds no demo member, nothing of theirs and no test card; the stores and the guest feed are there', async () => {
    // The stores' seed is no demo step: it runs whatever the setting. Here on a copy that has a few stores already
    // (it then adds none): the seed of some 24,000 stores takes tens of seconds on a busy machine.
    const fewStores = await seededPgliteTarball('few-stores', (db) => seedLocator(testContext(db, Date.now()), { storeCount: 50 }));
    const { signIn, rows } = await startOn(fewStores, { CREMA_DEMO_DATA: '0' });
    expect(signIn).toBe(401);
    expect(rows.stores).toBeGreaterThan(0);
    expect(rows.stream_feeds).toBeGreaterThan(0);
    const { stores: _s, stream_feeds: _f, ...demo } = rows;
    expect(demo).toEqual(Object.fromEntries(Object.keys(demo).map((t) => [t, 0])));
  });

  it('by default (the embedded database) has the demo members, their data and the test cards', async () => {
    // The prepared copy is what a default first start's seed made; the start adds nothing to it.
    const { signIn, rows } = await startOn(await seededPgliteTarballAt(Math.floor(Date.now() / HOUR) * HOUR), {});
    expect(signIn).toBe(200);
    for (const table of ['members', 'cards', 'issued_cards', 'orders', 'member_addresses', 'wallet_instruments', 'star_accounts', 'favorite_stores']) expect(rows[table], table).toBeGreaterThan(0);
  });
});
