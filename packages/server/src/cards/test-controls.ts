// Test starts only (CREMA_TEST_CONTROLS=1): POST /__test/cards/fixture builds a fresh world for one contract
// test over HTTP (and for a browser walk of the server build): a member holding two cards ('My Card', the
// primary, and 'Office Card', their ids and numbers given back) and a saved instrument, a member without
// cards, and two newly issued cards nobody holds (one loaded, one empty), with their numbers and security codes.
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import type { ServerContext } from '../context';
import { insertFixtureMember, newFixtureLogin } from '../auth/fixture-members';
import { hashCardNumber, hashSecurityCode, sealCardNumber } from './secrets';

const digits = (n: number): string => Array.from({ length: n }, () => String(randomInt(10))).join('');

export const registerCardTestControls = (app: FastifyInstance, ctx: ServerContext): void => {
  app.post('/__test/cards/fixture', async () => {
    const { db, clock } = ctx;
    const login = await newFixtureLogin();
    const { tag, password } = login;
    const issue = async (balance: number) => {
      const cardNumber = `6104${digits(12)}`;
      const securityCode = digits(8);
      return {
        entry: { cardNumber, securityCode },
        row: {
          number_hash: hashCardNumber(cardNumber),
          number_last_four: cardNumber.slice(-4),
          number_sealed: sealCardNumber(cardNumber),
          security_code_hash: await hashSecurityCode(securityCode),
          balance,
          nickname: 'Fixture Card',
          card_image_url: '/images/cards/crema-classic.svg',
          product_number: '11000001',
          fail_with: null,
          cashstar_token_hash: null,
        },
      };
    };
    const [held1, held2, addable, empty] = await Promise.all([issue(0), issue(0), issue(2500), issue(0)]);
    const withCards = { memberId: `mem-fx-${tag}-a`, email: `cards-${tag}-a@example.test`, firstName: 'Fixture', lastName: 'Member' };
    const withoutCards = { memberId: `mem-fx-${tag}-b`, email: `cards-${tag}-b@example.test`, firstName: 'Fixture', lastName: 'Member' };
    const paymentInstrumentId = `pi-fx-${tag}`;
    const now = clock.now();
    await db.transaction().execute(async (tx) => {
      for (const m of [withCards, withoutCards]) await insertFixtureMember(tx, login, m, now);
      await tx.insertInto('issued_cards').values([held1.row, held2.row, addable.row, empty.row]).execute();
      const card = (cardId: string, h: typeof held1, balance: number, primary: boolean, nickname: string) => ({
        card_id: cardId,
        member_id: withCards.memberId,
        number_hash: h.row.number_hash,
        number_last_four: h.row.number_last_four,
        number_sealed: h.row.number_sealed,
        nickname,
        card_image_url: h.row.card_image_url,
        product_number: h.row.product_number,
        balance,
        is_primary: primary,
        registered_at: now,
        auto_reload_status: null,
        auto_reload_amount: null,
        auto_reload_trigger: null,
        auto_reload_instrument_id: null,
      });
      await tx.insertInto('cards').values([card(`card-fx-${tag}-1`, held1, 1845, true, 'My Card'), card(`card-fx-${tag}-2`, held2, 320, false, 'Office Card')]).execute();
      await tx
        .insertInto('wallet_instruments')
        .values({ member_id: withCards.memberId, payment_instrument_id: paymentInstrumentId, payment_type: 'visa', last_four: '4242', expiry_month: 12, expiry_year: 2099 })
        .execute();
    });
    return {
      withCards: { email: withCards.email, password },
      withoutCards: { email: withoutCards.email, password },
      heldCards: [
        { cardId: `card-fx-${tag}-1`, cardNumber: held1.entry.cardNumber },
        { cardId: `card-fx-${tag}-2`, cardNumber: held2.entry.cardNumber },
      ],
      addableCard: addable.entry,
      emptyCard: empty.entry,
      paymentInstrumentId,
    };
  });
};
