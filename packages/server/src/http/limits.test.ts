// The limits' counters, one contract for both stores: in memory (the embedded database's one process) and in
// PostgreSQL (when the test command started one: CREMA_TEST_POSTGRES_URL), where two sets of counters, as two
// processes hold, count one set of calls. The windows run on the wall clock (the library's), faked here.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Schema } from '../db/schema';
import { migratedPostgresUrl } from '../test/prepared-data';
import { clientKey, memoryCounters, perMinuteFromEnv, postgresCounters, type LimitCounters, type Taken } from './limits';

const postgresUrl = process.env.CREMA_TEST_POSTGRES_URL;
const hasPostgres = postgresUrl !== undefined && postgresUrl !== '';

interface Store {
  readonly name: string;
  /** A set of counters on the store (on PostgreSQL each is a process's: its own pool, its own memory). */
  readonly open: () => Promise<LimitCounters>;
}

const opened: LimitCounters[] = [];
const keep = (c: LimitCounters): LimitCounters => {
  opened.push(c);
  return c;
};
afterAll(async () => {
  for (const c of opened) await c.close();
});

let databaseUrl: Promise<string> | undefined;
/** One migrated database for the file (every test counts under names of its own). */
const database = (): Promise<string> => (databaseUrl ??= migratedPostgresUrl(postgresUrl as string));

const stores: readonly Store[] = [
  { name: 'memory', open: async () => keep(memoryCounters()) },
  ...(hasPostgres ? [{ name: 'PostgreSQL', open: async () => keep(postgresCounters(await database())) }] : []),
];

/** A limit name no other test uses. */
const fresh = (): string => `test ${randomBytes(4).toString('hex')}`;
const summary = (t: Taken) => [t.refused, t.count, t.resetMs];

describe.each(stores)('limit counters in $name', ({ open }) => {
  const T0 = Date.UTC(2026, 10, 25, 18);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows max calls per window from a key, then answers the wait until the window ends; keys apart; a new window starts afresh', async () => {
    const counter = (await open()).counter(fresh(), { max: 3, windowMs: 60_000 });
    const first = [];
    for (let i = 0; i < 3; i++) first.push(summary(await counter.take('a')));
    expect(first).toEqual([
      [false, 1, 60_000],
      [false, 2, 60_000],
      [false, 3, 60_000],
    ]);
    vi.setSystemTime(T0 + 30_000);
    expect(summary(await counter.take('a'))).toEqual([true, 4, 30_000]);
    expect((await counter.take('a')).refused).toBe(true);
    expect(summary(await counter.take('b'))).toEqual([false, 1, 60_000]);
    vi.setSystemTime(T0 + 60_000);
    expect(summary(await counter.take('a'))).toEqual([false, 1, 60_000]);
  });

  it('counts calls sent at once one by one: 40 at once against 30 allow exactly 30, numbered 1 to 30', async () => {
    const counter = (await open()).counter(fresh(), { max: 30, windowMs: 60_000 });
    const taken = await Promise.all(Array.from({ length: 40 }, () => counter.take('203.0.113.7')));
    expect(taken.filter((t) => t.refused)).toHaveLength(10);
    expect(taken.filter((t) => !t.refused).map((t) => t.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('counts each limit apart, whoever the key', async () => {
    const counters = await open();
    const one = counters.counter(fresh(), { max: 1, windowMs: 60_000 });
    const other = counters.counter(fresh(), { max: 1, windowMs: 60_000 });
    expect((await one.take('k')).refused).toBe(false);
    expect((await one.take('k')).refused).toBe(true);
    expect((await other.take('k')).refused).toBe(false);
  });
});

describe.skipIf(!hasPostgres)('limit counters in PostgreSQL, from two processes', () => {
  it('two sets of counters on one database (two processes) count one set of calls, kept in rate_limits', async () => {
    const url = await database();
    const [a, b] = [keep(postgresCounters(url)), keep(postgresCounters(url))];
    const name = fresh();
    const limit = { max: 30, windowMs: 60_000 };
    const [onA, onB] = [a.counter(name, limit), b.counter(name, limit)];
    const taken = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? onA : onB).take('203.0.113.8')));
    expect(taken.filter((t) => t.refused)).toHaveLength(10);
    // The count is the database's (not a process's memory, as the insurance would keep when the database fails).
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
    try {
      const row = await db.selectFrom('rate_limits').select(['points', 'expire']).where('key', '=', `${name}:203.0.113.8`).executeTakeFirstOrThrow();
      expect(row.points).toBeGreaterThan(limit.max);
      expect(row.expire).toBeGreaterThan(Date.now());
    } finally {
      await db.destroy();
    }
  });
});

describe('what a limit counts by', () => {
  it("the client's address; an IPv6 address by its /64 network (one host holds a whole /64)", () => {
    const key = (ip: string) => clientKey({ ip } as FastifyRequest);
    expect(key('203.0.113.7')).toBe('203.0.113.7');
    expect(key('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(key('2001:db8:1:2::1')).toBe(key('2001:db8:1:2:ffff::9'));
    expect(key('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:3::1'));
  });

  it('reads a positive whole number from the environment, else the default', () => {
    process.env.CREMA_TEST_LIMIT = '7';
    expect(perMinuteFromEnv('CREMA_TEST_LIMIT', 20)).toEqual({ max: 7, windowMs: 60_000 });
    process.env.CREMA_TEST_LIMIT = 'lots';
    expect(perMinuteFromEnv('CREMA_TEST_LIMIT', 20).max).toBe(20);
    delete process.env.CREMA_TEST_LIMIT;
    expect(perMinuteFromEnv('CREMA_TEST_LIMIT', 20).max).toBe(20);
  });
});
