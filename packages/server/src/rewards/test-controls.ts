// Test starts only (CREMA_TEST_CONTROLS=1): POST /__test/rewards/fixture makes a fresh member holding the demo
// member's seeded Stars (142, 30 of them expiring soon, in the same buckets), for a browser walk of the server
// build that reads exact Stars while other walks earn and spend the demo member's own.
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { seedStars } from '@crema/catalog/rewards';
import type { ServerContext } from '../context';
import { hashPassword } from '../auth/passwords';

export const registerRewardsTestControls = (app: FastifyInstance, ctx: ServerContext): void => {
  app.post('/__test/rewards/fixture', async () => {
    const { db, clock } = ctx;
    const tag = randomBytes(6).toString('hex');
    const password = `Fixture-${tag}-2026`;
    const member = { memberId: `mem-stars-${tag}`, email: `stars-${tag}@example.test` };
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    const stars = seedStars(now)[DEMO_MEMBER.memberId]?.expiring ?? [];
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('members')
        .values({ member_id: member.memberId, email: member.email, first_name: 'Stars', last_name: 'Fixture', password_hash: passwordHash, locked_until: null, created_at: now })
        .execute();
      await tx.insertInto('star_accounts').values({ member_id: member.memberId, opened_at: now }).execute();
      await tx
        .insertInto('star_buckets')
        .values(stars.map((e) => ({ member_id: member.memberId, expires_at: e.date, amount: e.amount })))
        .execute();
    });
    return { member: { email: member.email, password } };
  });
};
