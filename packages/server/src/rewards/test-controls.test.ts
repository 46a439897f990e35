// The rewards fixture control of test starts: a fresh member holding the demo member's seeded Stars, in the same
// buckets, whose Stars the graph answers like the demo's; each call a different member; absent in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STARS } from '@crema/catalog/rewards';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { openDatabase, type Db } from '../db/database';
import { seedDatabase } from '../seed';
import { buildApp } from '../app';
import { createOffsetClock } from '../test-controls';
import { readyApp, signIn, testContext } from '../test/app';
import { starsOf } from './test-stars';
import type { FastifyInstance } from 'fastify';

describe('POST /__test/rewards/fixture', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'memory' });
    const ctx = testContext(db, Date.UTC(2026, 10, 25, 18));
    await seedDatabase(ctx);
    app = await buildApp({ ctx, testClock: createOffsetClock() });
    await app.ready();
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it("makes a new member with the demo member's Stars each call", async () => {
    const made = async () => {
      const r = await app.inject({ method: 'POST', url: '/__test/rewards/fixture' });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { member: { email: string; password: string } }).member;
    };
    const a = await made();
    const b = await made();
    expect(a.email).not.toBe(b.email);
    const demo = await starsOf(app, await signIn(app, DEMO_MEMBER));
    const mine = await starsOf(app, await signIn(app, a));
    expect(mine.stars).toBe(DEMO_STARS.total);
    expect(mine).toEqual(demo);
  }, 60_000);

  it('is not there in a production start', async () => {
    const prod = await readyApp(testContext(db, Date.UTC(2026, 10, 25, 18)));
    expect((await prod.inject({ method: 'POST', url: '/__test/rewards/fixture' })).statusCode).toBe(404);
    await prod.close();
  });
});
