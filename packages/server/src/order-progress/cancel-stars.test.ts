// A store's cancel and the member's Stars (issue #28), on every test database: the Stars an order earned are taken
// back and the Stars its reward redeemed given back, in the cancel's transaction, as the rewards query and the
// home stream's Stars card show them; a second cancel (one after the other, or two at once) is refused and
// reverses nothing again; earned Stars the member has already spent are forgiven, never owed.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MS_PER_DAY } from '@crema/domain';
import { DEMO_MEMBER, DEMO_PARTNERS } from '@crema/catalog/members';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { allProducts, type MenuCatalog, type PlacedOrder, type PricedOrder, type ProductDetails } from '@crema/domain/ordering';
import { OrderProgressCodes } from '@crema/domain/order-progress';
import { storeOrderMovesApiPath } from '@crema/domain/order-progress/wire';
import { STAR_LIFETIME_DAYS, startOfUtcDay } from '@crema/domain/rewards';
import { STREAM_ITEMS_PATH } from '@crema/domain/stream';
import { testDatabases } from '../test/databases';
import { graphData, graphOn, signIn, useSeededServer } from '../test/app';
import { starsOf } from '../rewards/test-stars';
import { OrderingOperations as Op } from '../ordering';

const START = Date.UTC(2026, 10, 25, 18);
const PIKE = '10001';
// House Blend: a brewed coffee, what the 100-Star reward covers.
const HOUSE_BLEND = { productNumber: '200101', formCode: 'hot' };

describe.each(testDatabases)("a cancelled order's Stars on $name", ({ open }) => {
  const server = useSeededServer(open, START);
  let member: string;
  let pike: string;
  let drink: ProductDetails;
  let brewed: ProductDetails;

  const product = async (p: { productNumber: string; formCode: string }): Promise<ProductDetails> =>
    graphData<ProductDetails>(await graphOn(server.app, Op.getProduct, { ...p, storeNumber: PIKE }), 'product');

  beforeAll(async () => {
    member = await signIn(server.app, DEMO_MEMBER);
    pike = await signIn(server.app, DEMO_PARTNERS[0] as (typeof DEMO_PARTNERS)[number]);
    const menu = graphData<MenuCatalog>(await graphOn(server.app, Op.getMenu, { storeNumber: PIKE }), 'menu');
    const first = allProducts(menu).find((x) => x.availability === 'Available' && x.productType === 'Beverage');
    if (first === undefined) throw new Error('1st & Pike sells no drink');
    drink = await product(first);
    brewed = await product(HOUSE_BLEND);
  }, 180_000);

  const line = (d: ProductDetails, key: string) => {
    const size = d.sizes.at(-1);
    if (size === undefined) throw new Error(`${d.productNumber} has no size`);
    return { key, productNumber: d.productNumber, formCode: d.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity: 1, options: [] };
  };
  let n = 0;
  /** The member's order at 1st & Pike, paid by Visa: a drink, and a House Blend on the 100-Star reward when asked. */
  const order = async (withReward = false): Promise<PlacedOrder> => {
    const cart = { items: [line(drink, 'l1'), ...(withReward ? [line(brewed, 'l2')] : [])], offers: withReward ? [{ code: 'STARS-100', type: 'STAR_REWARD' }] : [] };
    const priced = graphData<PricedOrder>(await graphOn(server.app, Op.priceOrder, { order: { storeNumber: PIKE, cart, fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' } } }, member), 'priceOrder');
    const input = { orderId: priced.orderId, storeNumber: PIKE, tenders: [{ id: DEMO_INSTRUMENT_IDS.visa, tender: 'VISA', amount: priced.summary.price }], tipAmount: 0, idempotencyKey: `cancel-stars-${++n}` };
    return graphData<PlacedOrder>(await graphOn(server.app, Op.submitOrder, { input }, member), 'placeOrder');
  };
  const cancel = (orderId: string): Promise<LightMyRequestResponse> =>
    server.app.inject({ method: 'POST', url: storeOrderMovesApiPath(orderId), headers: { cookie: pike }, payload: { move: 'cancel', reason: 'Out of oat milk' } });
  const balance = async (): Promise<number> => (await starsOf(server.app, member)).stars;
  const reversalsOf = (orderId: string) => server.db.selectFrom('star_reversals').select(['given_back', 'taken_back', 'forgiven']).where('order_id', '=', orderId).execute();
  /** The home stream's status for a read that last saw the member's feed at `since`: 304 while nothing changed. */
  const streamSince = async (since: number): Promise<number> =>
    (await server.app.inject({ method: 'GET', url: STREAM_ITEMS_PATH, query: { locale: 'en-US', streamItemTypes: ['rewardPointsExpiration'], streamItemStatus: 'active', modifiedSince: String(since) }, headers: { cookie: member } })).statusCode;

  it('takes back the Stars an order earned and gives back the Stars its reward redeemed, once', async () => {
    const before = await balance();
    const earning = await order();
    expect(earning.starsEarned).toBeGreaterThan(0);
    const rewarded = await order(true);
    expect(rewarded.starsRedeemed).toBe(100);
    expect(await balance()).toBe(before + earning.starsEarned - 100 + rewarded.starsEarned);

    server.clock.advance(1_000);
    const seen = server.clock.now();
    expect(await streamSince(seen)).toBe(304);
    server.clock.advance(60_000);
    expect((await cancel(rewarded.orderId)).statusCode).toBe(200);
    const afterReward = await starsOf(server.app, member);
    expect(afterReward.stars).toBe(before + earning.starsEarned);
    // The 100 Stars come back as Stars earned today would.
    const fresh = startOfUtcDay(server.clock.now()) + STAR_LIFETIME_DAYS * MS_PER_DAY;
    expect(afterReward.expiring.find((e) => e.date === fresh)?.amount).toBeGreaterThanOrEqual(100);
    expect(await reversalsOf(rewarded.orderId)).toEqual([{ given_back: 100, taken_back: rewarded.starsEarned, forgiven: 0 }]);
    // The home stream's Stars card changed with them.
    expect(await streamSince(seen)).toBe(200);

    expect((await cancel(earning.orderId)).statusCode).toBe(200);
    expect(await balance()).toBe(before);
    expect(await reversalsOf(earning.orderId)).toEqual([{ given_back: 0, taken_back: earning.starsEarned, forgiven: 0 }]);

    // A second cancel is refused and reverses nothing.
    const again = await cancel(earning.orderId);
    expect([again.statusCode, again.json().code]).toEqual([409, OrderProgressCodes.MOVE_NOT_ALLOWED]);
    expect(await balance()).toBe(before);
    expect(await reversalsOf(earning.orderId)).toHaveLength(1);
  });

  it('reverses once when two cancels of one order arrive at once', async () => {
    const before = await balance();
    const placed = await order(true);
    const both = await Promise.all([cancel(placed.orderId), cancel(placed.orderId)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balance()).toBe(before);
    expect(await reversalsOf(placed.orderId)).toHaveLength(1);
  });

  it('never leaves a negative balance: earned Stars already spent are forgiven', async () => {
    const placed = await order();
    const earnedAt = Number((await server.db.selectFrom('star_earnings').select('expires_at').where('order_id', '=', placed.orderId).executeTakeFirstOrThrow()).expires_at);
    // The member has since spent every Star but a few of this order's.
    const kept = Math.floor(placed.starsEarned / 2);
    await server.db.deleteFrom('star_buckets').where('member_id', '=', DEMO_MEMBER.memberId).execute();
    if (kept > 0) await server.db.insertInto('star_buckets').values({ member_id: DEMO_MEMBER.memberId, expires_at: earnedAt, amount: kept }).execute();
    expect(await balance()).toBe(kept);
    expect((await cancel(placed.orderId)).statusCode).toBe(200);
    expect(await starsOf(server.app, member)).toEqual({ stars: 0, expiring: [] });
    expect(await reversalsOf(placed.orderId)).toEqual([{ given_back: 0, taken_back: kept, forgiven: placed.starsEarned - kept }]);
  });
});
