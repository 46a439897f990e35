// Stars spent on the server, on every test database (PGlite always; PostgreSQL when the test command started
// one): pricing offers a Star reward only when the member's balance at the server's clock pays for it; placing
// the order spends its Stars from the soonest-expiring buckets in the order's transaction, once whatever the
// retries; two orders racing for the same Stars: one wins, the other is REWARD_NOT_APPLIED with nothing written;
// Stars past their date never count. A fast-check property: any spend over any buckets conserves Stars.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ALL_FEED_ITEM_TYPES, MS_PER_DAY, type ManualClock } from '@crema/domain';
import { STREAM_ITEMS_PATH, StreamItemsBodyCodec, visibleStreamItems } from '@crema/domain/stream';
import { starsToRedeem, type PlacedOrder, type PricedOrder, type ProductDetails, type StoreFacts } from '@crema/domain/ordering';
import { OrderingOperations as Op } from '@crema/domain/ordering/wire';
import { STAR_LIFETIME_DAYS, startOfUtcDay, type StarExpiration } from '@crema/domain/rewards';
import { DEMO_STARS } from '@crema/catalog/rewards';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { DEMO_PRIMARY_CARD_ID, PHYSICAL_CARDS } from '@crema/catalog/cards';
import { testDatabases } from '../test/databases';
import type { Db } from '../db/database';
import { graphCodeOf, graphData, graphOn, signIn, useSeededServer } from '../test/app';
import { starsOf } from './test-stars';
import { storeDirectoryOf } from '../ordering/store-directory';
import { fixtureStores } from '../ordering/fixture-stores';
import { readStars, redeemStarsInTx } from './stars';
import { createCardLedger } from '../cards/ledger';

const START = Date.UTC(2026, 10, 25, 18);
const DAY0 = startOfUtcDay(START);

describe.each(testDatabases)('Stars spent on $name', ({ open }) => {
  let db: Db;
  let clock: ManualClock;
  let app: FastifyInstance;
  let store: StoreFacts;
  let brewed: ProductDetails;
  let demo: string;
  let newcomer: string;

  const server = useSeededServer(open, START);

  beforeAll(async () => {
    ({ db, clock, app } = server);
    store = (await fixtureStores(storeDirectoryOf(app), clock)).store;
    demo = await signIn(app, DEMO_MEMBER);
    newcomer = await signIn(app, NEW_MEMBER);
    // House Blend: a brewed coffee, what the 100-Star reward covers.
    brewed = data<ProductDetails>(await graph(Op.getProduct, { productNumber: '200101', formCode: 'hot', storeNumber: store.storeNumber }), 'product');
  }, 180_000);

  const graph = (operationName: string, variables: Record<string, unknown>, cookie?: string): Promise<LightMyRequestResponse> => graphOn(app, operationName, variables, cookie);
  const data = graphData;
  /** The member's Stars as the rewards graph query answers them. */
  const starsOver = (cookie: string) => starsOf(app, cookie);

  /** Replaces the member's buckets (the account opened if need be): the state a test starts from. */
  const setBuckets = async (memberId: string, buckets: readonly StarExpiration[]): Promise<void> => {
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('star_accounts').values({ member_id: memberId, opened_at: clock.now() }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
      await tx.deleteFrom('star_buckets').where('member_id', '=', memberId).execute();
      if (buckets.length > 0) await tx.insertInto('star_buckets').values(buckets.map((b) => ({ member_id: memberId, expires_at: b.date, amount: b.amount }))).execute();
    });
  };

  /** A member's pricing of one House Blend, asking for the given Star rewards. */
  const price = async (offers: readonly string[] = [], cookie = demo): Promise<PricedOrder> => {
    const size = brewed.sizes.at(-1);
    if (size === undefined) throw new Error('no size');
    const cart = {
      items: [{ key: 'line-1', productNumber: brewed.productNumber, formCode: brewed.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity: 1, options: [] }],
      offers: offers.map((code) => ({ code, type: 'STAR_REWARD' })),
    };
    return data<PricedOrder>(
      await graph(Op.priceOrder, { order: { storeNumber: store.storeNumber, cart, fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' } } }, cookie),
      'priceOrder',
    );
  };
  const submit = (priced: PricedOrder, key: string, tender: { id: string; tender: string } = { id: DEMO_INSTRUMENT_IDS.visa, tender: 'VISA' }) =>
    graph(Op.submitOrder, { input: { orderId: priced.orderId, storeNumber: store.storeNumber, tenders: [{ ...tender, amount: priced.summary.price }], tipAmount: 0, idempotencyKey: key } }, demo);
  /** The member's stars-expiring stream card as the app shows it (none when no Stars expire within its window). */
  const starsCard = async (modifiedSince?: number): Promise<{ status: number; points?: number }> => {
    const query = { locale: 'en-US', streamItemTypes: ['rewardPointsExpiration'], streamItemStatus: 'active', ...(modifiedSince !== undefined ? { modifiedSince: String(modifiedSince) } : {}) };
    const r = await app.inject({ method: 'GET', url: STREAM_ITEMS_PATH, query, headers: { cookie: demo } });
    if (r.statusCode !== 200) return { status: r.statusCode };
    const decoded = StreamItemsBodyCodec.decode(r.json());
    if (decoded._tag === 'Left') throw new Error(`undecodable ${r.body}`);
    // What the app shows of it (the domain's stream rules drop a card with no Stars to expire).
    const card = visibleStreamItems(decoded.right.items, { now: clock.now(), enabledTypes: ALL_FEED_ITEM_TYPES }).find((i) => i.type === 'rewardPointsExpiration');
    return { status: 200, ...(card?.type === 'rewardPointsExpiration' ? { points: card.rewardPointsExpiration.totalPoints } : {}) };
  };
  const redemptionsOf = (orderId: string) => db.selectFrom('star_redemptions').selectAll().where('order_id', '=', orderId).execute();
  const starRewards = (p: PricedOrder) => p.cart.offers.filter((o) => o.type === 'STAR_REWARD').map((o) => o.code);

  it("offers the Star rewards the member's balance pays for, and applies only those", async () => {
    // The demo member's seeded 142 Stars: the 100-Star reward, not the 200-Star one.
    expect((await starsOver(demo)).stars).toBe(DEMO_STARS.total);
    const priced = await price(['STARS-100', 'STARS-200']);
    expect(starRewards(priced)).toContain('STARS-100');
    expect(starRewards(priced)).not.toContain('STARS-200');
    expect(priced.appliedOffers.map((o) => o.code)).toEqual(['STARS-100']);
    expect(starsToRedeem(priced)).toBe(100);
    expect(priced.summary.discountMinor).toBeGreaterThan(0);
    // A member with no Stars is offered none, and asking for one applies nothing.
    const none = await price(['STARS-100'], newcomer);
    expect(starRewards(none)).toEqual([]);
    expect(starsToRedeem(none)).toBe(0);
    // 99 Stars: one short.
    await setBuckets(DEMO_MEMBER.memberId, [{ date: DAY0 + 20 * MS_PER_DAY, amount: 99 }]);
    expect(starsToRedeem(await price(['STARS-100']))).toBe(0);
  });

  it('places an order that spends its Stars from the soonest-expiring buckets, once whatever the retries', async () => {
    await setBuckets(DEMO_MEMBER.memberId, [
      { date: DAY0 + 140 * MS_PER_DAY, amount: 72 },
      { date: DAY0 + 12 * MS_PER_DAY, amount: 30 },
      { date: DAY0 + 75 * MS_PER_DAY, amount: 40 },
    ]);
    const priced = await price(['STARS-100']);
    expect(starsToRedeem(priced)).toBe(100);
    // The home stream's card: 30 Stars expire within its window.
    expect(await starsCard()).toEqual({ status: 200, points: 30 });
    const since = clock.now();
    clock.advance(1000);
    const placed = data<PlacedOrder>(await submit(priced, 'redeem-1'), 'placeOrder');
    expect(placed.starsRedeemed).toBe(100);
    const after = await starsOver(demo);
    expect(after.stars).toBe(142 - 100 + placed.starsEarned);
    // 30 (day 12) and 40 (day 75) spent in full, 30 of the 72 (day 140); the order's own Stars in a new bucket.
    expect(after.expiring).toEqual([
      { date: DAY0 + 140 * MS_PER_DAY, amount: 42 },
      ...(placed.starsEarned > 0 ? [{ date: DAY0 + STAR_LIFETIME_DAYS * MS_PER_DAY, amount: placed.starsEarned }] : []),
    ]);
    // The same key again, and another key for the same pricing: the first order, and not one Star more.
    expect(data<PlacedOrder>(await submit(priced, 'redeem-1'), 'placeOrder')).toEqual(placed);
    expect(data<PlacedOrder>(await submit(priced, 'redeem-1-other-key'), 'placeOrder')).toEqual(placed);
    expect(await starsOver(demo)).toEqual(after);
    expect(await redemptionsOf(priced.orderId)).toHaveLength(1);
    // The stream has changed since: those 30 Stars are spent, so no card (as the fake's stream shows it).
    expect(await starsCard(since)).toEqual({ status: 200 });
    // Placing it spent the Stars the pricing showed; a new pricing sees the lower balance (42 + earned < 100 or not).
    expect(starsToRedeem(await price(['STARS-100']))).toBe(after.stars >= 100 ? 100 : 0);
  });

  it('places an order the reward pays in full with a Crema card: nothing is debited, the Stars are spent', async () => {
    await setBuckets(DEMO_MEMBER.memberId, [{ date: DAY0 + 30 * MS_PER_DAY, amount: 120 }]);
    const priced = await price(['STARS-100']);
    expect(priced.summary.price).toBe(0);
    const cardBalance = async () => Number((await db.selectFrom('cards').select('balance').where('card_id', '=', DEMO_PRIMARY_CARD_ID).executeTakeFirstOrThrow()).balance);
    const balance = await cardBalance();
    const placed = data<PlacedOrder>(await submit(priced, 'free-svc', { id: DEMO_PRIMARY_CARD_ID, tender: 'SVC' }), 'placeOrder');
    expect(placed).toMatchObject({ totalMinor: 0, starsRedeemed: 100, starsEarned: 0, paidWith: { tender: 'SVC' } });
    expect(placed.paidWith.lastFour).toMatch(/^\d{4}$/);
    expect(await cardBalance()).toBe(balance);
    // No balance after it in the answer, and no movement on the card's ledger.
    expect(placed.paidWith.balanceAfterMinor).toBeUndefined();
    expect(await db.selectFrom('card_movements').select('movement_id').where('card_id', '=', DEMO_PRIMARY_CARD_ID).where('idempotency_key', '=', 'free-svc').execute()).toEqual([]);
    expect((await starsOver(demo)).stars).toBe(20);
    // Not a card of the member's: refused, nothing spent.
    await setBuckets(DEMO_MEMBER.memberId, [{ date: DAY0 + 30 * MS_PER_DAY, amount: 120 }]);
    const other = await price(['STARS-100']);
    expect(graphCodeOf(await submit(other, 'free-svc-foreign', { id: 'card-someone-else', tender: 'SVC' }))).toEqual([400, '121043']);
    expect((await starsOver(demo)).stars).toBe(120);
    expect(await redemptionsOf(other.orderId)).toEqual([]);
  });

  it("refuses a $0 order paid with another member's Crema card: 121043, no Stars spent, that card untouched", async () => {
    // The newcomer registers a card of their own (an issued card nobody holds yet).
    const physical = PHYSICAL_CARDS.find((c) => c.registeredTo === undefined && c.failWith === undefined);
    if (physical === undefined) throw new Error('no addable card');
    const { card } = await createCardLedger(server.ctx).add(NEW_MEMBER.memberId, { cardNumber: physical.cardNumber, securityCode: physical.securityCode });
    const cardRow = () => db.selectFrom('cards').select(['member_id', 'balance']).where('card_id', '=', card.cardId).executeTakeFirstOrThrow();
    const before = await cardRow();
    expect(before.member_id).toBe(NEW_MEMBER.memberId);
    await setBuckets(DEMO_MEMBER.memberId, [{ date: DAY0 + 30 * MS_PER_DAY, amount: 120 }]);
    const priced = await price(['STARS-100']);
    expect(priced.summary.price).toBe(0);
    expect(graphCodeOf(await submit(priced, 'free-svc-newcomers-card', { id: card.cardId, tender: 'SVC' }))).toEqual([400, '121043']);
    expect((await starsOver(demo)).stars).toBe(120);
    expect(await redemptionsOf(priced.orderId)).toEqual([]);
    expect(await cardRow()).toEqual(before);
    expect(await db.selectFrom('orders').select('order_id').where('order_id', '=', priced.orderId).execute()).toEqual([]);
  });

  it('lets one of two orders racing for the same Stars win; the other is REWARD_NOT_APPLIED and writes nothing', async () => {
    await setBuckets(DEMO_MEMBER.memberId, [{ date: DAY0 + 30 * MS_PER_DAY, amount: 150 }]);
    const a = await price(['STARS-100']);
    const b = await price(['STARS-100']);
    expect([starsToRedeem(a), starsToRedeem(b)]).toEqual([100, 100]);
    const [ra, rb] = await Promise.all([submit(a, 'race-a-key'), submit(b, 'race-b-key')]);
    const answers = [ra, rb].map((r) => (r.statusCode === 200 ? 'placed' : graphCodeOf(r).join(' ')));
    expect(answers.sort()).toEqual(['400 REWARD_NOT_APPLIED', 'placed']);
    const [won, lost] = ra.statusCode === 200 ? [a, b] : [b, a];
    const placed = data<PlacedOrder>(ra.statusCode === 200 ? ra : rb, 'placeOrder');
    expect(placed.starsRedeemed).toBe(100);
    expect((await starsOver(demo)).stars).toBe(150 - 100 + placed.starsEarned);
    expect(await redemptionsOf(won.orderId)).toHaveLength(1);
    // The loser: no order, no redemption, no Stars earned, and its key not kept (a retry is refused the same way).
    expect(await redemptionsOf(lost.orderId)).toEqual([]);
    expect(await db.selectFrom('orders').select('order_id').where('order_id', '=', lost.orderId).execute()).toEqual([]);
    expect(await db.selectFrom('star_earnings').select('order_id').where('order_id', '=', lost.orderId).execute()).toEqual([]);
    expect(graphCodeOf(await submit(lost, ra.statusCode === 200 ? 'race-b-key' : 'race-a-key'))).toEqual([400, 'REWARD_NOT_APPLIED']);
  });

  it("never counts Stars past their date: not at pricing, and not when they lapse between pricing and placing", async () => {
    // 100 expired (a bucket not dropped yet) and 50 live: no reward.
    await setBuckets(DEMO_MEMBER.memberId, [
      { date: clock.now() - 1, amount: 100 },
      { date: DAY0 + 30 * MS_PER_DAY, amount: 50 },
    ]);
    expect((await starsOver(demo)).stars).toBe(50);
    expect(starsToRedeem(await price(['STARS-100']))).toBe(0);
    // 60 lapse a minute after the pricing that counted them; placing it two minutes later finds 50.
    await setBuckets(DEMO_MEMBER.memberId, [
      { date: clock.now() + 60_000, amount: 60 },
      { date: DAY0 + 30 * MS_PER_DAY, amount: 50 },
    ]);
    const priced = await price(['STARS-100']);
    expect(starsToRedeem(priced)).toBe(100);
    clock.advance(120_000);
    expect(graphCodeOf(await submit(priced, 'lapsed-key'))).toEqual([400, 'REWARD_NOT_APPLIED']);
    expect(await redemptionsOf(priced.orderId)).toEqual([]);
    expect((await starsOver(demo)).expiring).toEqual([{ date: DAY0 + 30 * MS_PER_DAY, amount: 50 }]);
  });

  it('spends any amount over any buckets soonest first, conserving Stars, never below zero', async () => {
    const now = clock.now();
    let k = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.record({ day: fc.integer({ min: -3, max: 200 }), amount: fc.integer({ min: 1, max: 300 }) }), { selector: (b) => b.day, maxLength: 6 }),
        fc.integer({ min: 1, max: 1000 }),
        async (raw, spend) => {
          const buckets = raw.map((b) => ({ date: DAY0 + b.day * MS_PER_DAY, amount: b.amount }));
          await setBuckets(NEW_MEMBER.memberId, buckets);
          const live = buckets.filter((b) => b.date > now).sort((x, y) => x.date - y.date);
          const before = (await readStars(db, NEW_MEMBER.memberId, now)).stars;
          expect(before).toBe(live.reduce((s, b) => s + b.amount, 0));
          const orderId = `prop-${++k}`;
          const got = await db.transaction().execute((tx) => redeemStarsInTx(tx, NEW_MEMBER.memberId, orderId, spend, now));
          const after = await readStars(db, NEW_MEMBER.memberId, now);
          // Lapsed buckets are not the redemption's business: they stay as they were (the stream dates a lapse by them).
          const lapsed = await db.selectFrom('star_buckets').select(['expires_at', 'amount']).where('member_id', '=', NEW_MEMBER.memberId).where('expires_at', '<=', now).orderBy('expires_at').execute();
          expect(lapsed.map((b) => ({ date: Number(b.expires_at), amount: Number(b.amount) }))).toEqual(
            buckets.filter((b) => b.date <= now).sort((x, y) => x.date - y.date),
          );
          if (spend > before) {
            expect(got).toEqual({ kind: 'insufficient', balance: before });
            expect(after.stars).toBe(before);
            return;
          }
          expect(got).toEqual({ kind: 'spent', stars: spend });
          expect(after.stars).toBe(before - spend);
          expect(after.stars).toBeGreaterThanOrEqual(0);
          // Soonest first: what is left is a suffix of the live buckets, the first of them perhaps cut.
          const kept = live.slice(live.length - after.expiring.length);
          expect(after.expiring.map((e) => e.date)).toEqual(kept.map((e) => e.date));
          after.expiring.forEach((e, i) => expect(e.amount).toBe(i === 0 ? Math.min(e.amount, kept[0]?.amount ?? 0) : kept[i]?.amount));
          // Once per order.
          expect(await db.transaction().execute((tx) => redeemStarsInTx(tx, NEW_MEMBER.memberId, orderId, spend, now))).toEqual({ kind: 'spent', stars: spend });
          expect((await readStars(db, NEW_MEMBER.memberId, now)).stars).toBe(after.stars);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
