import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '@crema/domain';
import { testDatabases } from '../test/databases';
import type { Db } from '../db/database';
import { createSessions, SESSION_LIFETIME_MS } from './sessions';

describe.each(testDatabases)('sessions on $name', ({ open }) => {
  let db: Db;
  const clock = createManualClock(Date.UTC(2026, 10, 25, 12));
  beforeAll(async () => {
    db = await open();
    await db.insertInto('members').values({ member_id: 'm1', email: 'm1@example.com', first_name: 'M', last_name: 'One', password_hash: 'x', locked_until: null, created_at: clock.now() }).execute();
  }, 120_000);
  afterAll(() => db.destroy());

  it('finds the member behind a started session, stores only a hash of the secret, and forgets it once revoked', async () => {
    const sessions = createSessions(db, clock);
    const token = await sessions.start('m1');
    expect((await sessions.find(token))?.session.memberId).toBe('m1');
    const stored = await db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.some((r) => r.token_hash === token)).toBe(false);
    await sessions.revoke(token);
    expect(await sessions.find(token)).toBeUndefined();
  });

  it('ends a session at its expiry, and knows no made-up or empty secret', async () => {
    const sessions = createSessions(db, clock);
    const token = await sessions.start('m1');
    clock.advance(SESSION_LIFETIME_MS - 1);
    expect(await sessions.find(token)).toBeDefined();
    clock.advance(1);
    expect(await sessions.find(token)).toBeUndefined();
    expect(await sessions.find('made-up')).toBeUndefined();
    expect(await sessions.find('')).toBeUndefined();
    expect(await sessions.find(undefined)).toBeUndefined();
  });
});
