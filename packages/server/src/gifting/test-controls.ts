// Test starts only (CREMA_TEST_CONTROLS=1): POST /__test/gifting/fixture makes a fresh member for one gifting
// contract test over HTTP, with two visas in their wallet: one valid, one whose expiry has passed.
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ServerContext } from '../context';
import { hashPassword } from '../auth/passwords';

export const registerGiftingTestControls = (app: FastifyInstance, ctx: ServerContext): void => {
  app.post('/__test/gifting/fixture', async () => {
    const { db, clock } = ctx;
    const tag = randomBytes(6).toString('hex');
    const password = `Fixture-${tag}-2026`;
    const member = { memberId: `mem-gift-${tag}`, email: `gift-${tag}@example.test` };
    const instrumentId = `pi-gift-${tag}`;
    const expiredInstrumentId = `pi-gift-${tag}-expired`;
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('members')
        .values({ member_id: member.memberId, email: member.email, first_name: 'Gift', last_name: 'Fixture', password_hash: passwordHash, locked_until: null, created_at: clock.now() })
        .execute();
      await tx
        .insertInto('wallet_instruments')
        .values([
          { member_id: member.memberId, payment_instrument_id: instrumentId, payment_type: 'visa', last_four: '4242', expiry_month: 12, expiry_year: 2099 },
          { member_id: member.memberId, payment_instrument_id: expiredInstrumentId, payment_type: 'visa', last_four: '0005', expiry_month: 1, expiry_year: 2020 },
        ])
        .execute();
    });
    return { member: { email: member.email, password }, instrumentId, expiredInstrumentId };
  });
};
