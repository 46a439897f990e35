// Test starts only (CREMA_TEST_CONTROLS=1): POST /__test/gifting/fixture makes a fresh member for one gifting
// contract test over HTTP, with two visas in their wallet: one valid, one whose expiry has passed.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { insertFixtureMember, newFixtureLogin } from '../auth/fixture-members';

export const registerGiftingTestControls = (app: FastifyInstance, ctx: ServerContext): void => {
  app.post('/__test/gifting/fixture', async () => {
    const { db, clock } = ctx;
    const login = await newFixtureLogin();
    const { tag } = login;
    const member = { memberId: `mem-gift-${tag}`, email: `gift-${tag}@example.test`, firstName: 'Gift', lastName: 'Fixture' };
    const instrumentId = `pi-gift-${tag}`;
    const expiredInstrumentId = `pi-gift-${tag}-expired`;
    await db.transaction().execute(async (tx) => {
      await insertFixtureMember(tx, login, member, clock.now());
      await tx
        .insertInto('wallet_instruments')
        .values([
          { member_id: member.memberId, payment_instrument_id: instrumentId, payment_type: 'visa', last_four: '4242', expiry_month: 12, expiry_year: 2099 },
          { member_id: member.memberId, payment_instrument_id: expiredInstrumentId, payment_type: 'visa', last_four: '0005', expiry_month: 1, expiry_year: 2020 },
        ])
        .execute();
    });
    return { member: { email: member.email, password: login.password }, instrumentId, expiredInstrumentId };
  });
};
