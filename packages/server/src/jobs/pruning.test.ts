// Pruning (a scheduled job, every 10 minutes): what has expired by its rule goes, what has not stays; the schedule is
// on the job queue, so one process of many runs it.
import { DEMO_MEMBER } from '@crema/catalog/members';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import { useSeededServer } from '../test/app';
import { pruneExpired, PRUNE_QUEUE } from './pruning';

const START = Date.UTC(2026, 10, 25, 18);
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe.each(testDatabases)('pruning on $name', ({ open }) => {
  const server = useSeededServer(open, START);

  it('deletes only what is past its keeping: a pricing an hour past expiry, a session a day past its end, a used code, a day-old token, key and message log', async () => {
    const { db } = server;
    const now = server.clock.now();
    const m = DEMO_MEMBER.memberId;
    const priced = (id: string, expires: number) => ({ order_id: id, member_id: m, guest: false, store_number: '1', priced: JSON.stringify({}), items: JSON.stringify([]), price_minor: 0, priced_at: now - 2 * HOUR, expires_at: expires, guest_secret_hash: null });
    await db.insertInto('priced_orders').values([priced('prune-old', now - HOUR - 1), priced('prune-recent', now - HOUR + 1)]).execute();
    const session = (hash: string, expires: number, revoked: number | null) => ({ token_hash: hash, member_id: m, created_at: now - 40 * DAY, expires_at: expires, revoked_at: revoked, mfa_verified_at: null, reauth_locked_until: null });
    await db.insertInto('sessions').values([session('prune-expired', now - DAY - 1, null), session('prune-signed-out', now + DAY, now - DAY - 1), session('prune-live', now + DAY, null), session('prune-just-out', now + DAY, now - 1)]).execute();
    const token = (t: string, at: number) => ({ token: t, brand: 'visa', last_four: '1111', created_at: at, used_at: null, used_by_order: null });
    await db.insertInto('card_tokens').values([token('tok_prune_old', now - DAY - 1), token('tok_prune_new', now - 1)]).execute();
    const key = (k: string, at: number) => ({ scope: 'guest', operation: 'prune-test', key: k, status: 200, answer: JSON.stringify({}), fingerprint: null, created_at: at });
    await db.insertInto('idempotency_keys').values([key('prune-old-key', now - DAY - 1), key('prune-new-key', now - 1)]).execute();

    const gone = await pruneExpired(db, now);
    expect(gone.priced_orders).toBeGreaterThanOrEqual(1);
    const sorted = (rows: readonly Record<string, string>[], column: string): string[] => rows.map((r) => r[column] ?? '').sort();
    expect(sorted(await db.selectFrom('priced_orders').select('order_id').where('order_id', 'in', ['prune-old', 'prune-recent']).execute(), 'order_id')).toEqual(['prune-recent']);
    const sessions = await db.selectFrom('sessions').select('token_hash').where('token_hash', 'in', ['prune-expired', 'prune-signed-out', 'prune-live', 'prune-just-out']).execute();
    expect(sorted(sessions, 'token_hash')).toEqual(['prune-just-out', 'prune-live']);
    expect(sorted(await db.selectFrom('card_tokens').select('token').where('token', 'in', ['tok_prune_old', 'tok_prune_new']).execute(), 'token')).toEqual(['tok_prune_new']);
    expect(sorted(await db.selectFrom('idempotency_keys').select('key').where('key', 'in', ['prune-old-key', 'prune-new-key']).execute(), 'key')).toEqual(['prune-new-key']);
  });

  it('is scheduled every 10 minutes on the job queue', async () => {
    const { schedulePruning } = await import('./pruning');
    await schedulePruning(server.ctx.jobs, server.db, server.clock);
    expect((await server.ctx.jobs.getSchedules(PRUNE_QUEUE)).map((s) => s.cron)).toEqual(['*/10 * * * *']);
  });
});
