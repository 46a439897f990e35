// Test starts only (CREMA_TEST_CONTROLS=1): POST /__test/rewards/fixture makes a fresh member holding the demo
// member's seeded Stars (142, 30 of them expiring soon, in the same buckets), for a browser walk of the server
// build that reads exact Stars while other walks earn and spend the demo member's own.
import type { FastifyInstance } from 'fastify';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { seedStars } from '@crema/catalog/rewards';
import type { ServerContext } from '../context';
import { insertFixtureMember, newFixtureLogin } from '../auth/fixture-members';

export const registerRewardsTestControls = (app: FastifyInstance, ctx: ServerContext): void => {
  app.post('/__test/rewards/fixture', async () => {
    const { db, clock } = ctx;
    const login = await newFixtureLogin();
    const member = { memberId: `mem-stars-${login.tag}`, email: `stars-${login.tag}@example.test`, firstName: 'Stars', lastName: 'Fixture' };
    const now = clock.now();
    const stars = seedStars(now)[DEMO_MEMBER.memberId]?.expiring ?? [];
    await db.transaction().execute(async (tx) => {
      await insertFixtureMember(tx, login, member, now);
      await tx.insertInto('star_accounts').values({ member_id: member.memberId, opened_at: now }).execute();
      await tx
        .insertInto('star_buckets')
        .values(stars.map((e) => ({ member_id: member.memberId, expires_at: e.date, amount: e.amount })))
        .execute();
    });
    return { member: { email: member.email, password: login.password } };
  });
};
