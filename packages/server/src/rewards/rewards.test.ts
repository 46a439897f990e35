// Stars on the server, on every test database (PGlite always; PostgreSQL when the test command started one):
// the demo member's seeded account (once, never re-seeded), the graph query get-expiring-stars, Stars
// credited by an order placed on the server in its own transaction (once per order, whatever the retries),
// concurrent credits that all count, and Stars lost when their day passes.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MS_PER_DAY } from '@crema/domain';
import { allProducts, type MenuCatalog, type PlacedOrder, type PricedOrder, type ProductDetails, type StoreFacts } from '@crema/domain/ordering';
import { OrderingOperations as Op } from '@crema/domain/ordering/wire';
import { RewardsGraphOperations, STAR_LIFETIME_DAYS, starsEarnedFor, startOfUtcDay } from '@crema/domain/rewards';
import { DEMO_STARS } from '@crema/catalog/rewards';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { testDatabases } from '../test/databases';
import { graphData, graphOn, signIn, useSeededServer } from '../test/app';
import { starsOf } from './test-stars';
import { storeDirectoryOf } from '../ordering/store-directory';
import { fixtureStores } from '../ordering/fixture-stores';
import { earnStarsInTx, readStars, seedRewards } from './stars';

const START = Date.UTC(2026, 10, 25, 18);

describe.each(testDatabases)('rewards on $name', ({ open }) => {
  let store: StoreFacts;
  let demo: string;

  const server = useSeededServer(open, START);

  beforeAll(async () => {
    store = (await fixtureStores(storeDirectoryOf(server.app), server.clock)).store;
    demo = await signIn(server.app, DEMO_MEMBER);
  }, 180_000);

  const graph = (operationName: string, variables: Record<string, unknown>, cookie?: string): Promise<LightMyRequestResponse> => graphOn(server.app, operationName, variables, cookie);
  const data = graphData;
  /** The member's Stars as the rewards graph query answers them. */
  const starsOver = (cookie: string) => starsOf(server.app, cookie);

  const order = async (key: string): Promise<{ priced: PricedOrder; placed: PlacedOrder; again: PlacedOrder }> => {
    const menu = data<MenuCatalog>(await graph(Op.getMenu, { storeNumber: store.storeNumber }), 'menu');
    const p = allProducts(menu).find((x) => x.availability === 'Available' && x.productType === 'Beverage');
    if (p === undefined) throw new Error('no drink');
    const d = data<ProductDetails>(await graph(Op.getProduct, { productNumber: p.productNumber, formCode: p.formCode, storeNumber: store.storeNumber }), 'product');
    const size = d.sizes[0];
    if (size === undefined) throw new Error('no size');
    const cart = { items: [{ key: 'line-1', productNumber: d.productNumber, formCode: d.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity: 3, options: [] }], offers: [] };
    const priced = data<PricedOrder>(
      await graph(Op.priceOrder, { order: { storeNumber: store.storeNumber, cart, fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' } } }, demo),
      'priceOrder',
    );
    const submit = () =>
      graph(Op.submitOrder, { input: { orderId: priced.orderId, storeNumber: store.storeNumber, tenders: [{ id: 'card-demo-primary', tender: 'SVC', amount: priced.summary.price }], tipAmount: 0, idempotencyKey: key } }, demo);
    const placed = data<PlacedOrder>(await submit(), 'placeOrder');
    const again = data<PlacedOrder>(await submit(), 'placeOrder');
    return { priced, placed, again };
  };

  it("seeds the demo member's Stars from the catalog: 142, 30 of them expiring in 12 days; a new member has none", async () => {
    const s = await starsOver(demo);
    expect(s.stars).toBe(DEMO_STARS.total);
    expect(s.expiring[0]).toEqual({ date: startOfUtcDay(START) + DEMO_STARS.expiringSoonInDays * MS_PER_DAY, amount: DEMO_STARS.expiringSoon });
    expect(s.expiring.reduce((a, e) => a + e.amount, 0)).toBe(s.stars);
    expect(await starsOver(await signIn(server.app, NEW_MEMBER))).toEqual({ stars: 0, expiring: [] });
  });

  it('refuses a signed-out visitor with a 401', async () => {
    const r = await graph(RewardsGraphOperations.getExpiringStars, {});
    expect(r.statusCode).toBe(401);
    expect((r.json() as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('UNAUTHORIZED');
  });

  it("an order placed on the server credits the domain's Stars for its price, once, expiring 180 days out", async () => {
    const before = await starsOver(demo);
    const { priced, placed, again } = await order('rewards-order-1');
    const earned = starsEarnedFor(priced.summary.price);
    expect(earned).toBeGreaterThan(0);
    expect(placed.starsEarned).toBe(earned);
    expect(again).toEqual(placed);
    const after = await starsOver(demo);
    expect(after.stars).toBe(before.stars + earned);
    expect(after.expiring.at(-1)).toEqual({ date: startOfUtcDay(START) + STAR_LIFETIME_DAYS * MS_PER_DAY, amount: earned });
    // A second order the same day adds to the same bucket.
    const second = await order('rewards-order-2');
    const later = await starsOver(demo);
    expect(later.stars).toBe(after.stars + second.placed.starsEarned);
    expect(later.expiring.at(-1)?.amount).toBe(earned + second.placed.starsEarned);
  });

  it('an order ahead completes the onboarding tasks it stands for (MOP and Purchase); a task already done keeps its first date', async () => {
    const tasks = async () =>
      Object.fromEntries((await server.db.selectFrom('onboarding_tasks').select(['task', 'completed_on']).where('member_id', '=', DEMO_MEMBER.memberId).execute()).map((r) => [r.task, Number(r.completed_on)]));
    await server.db.deleteFrom('onboarding_tasks').where('member_id', '=', DEMO_MEMBER.memberId).where('task', '=', 'Purchase').execute();
    const before = await tasks();
    expect(before.MOP).toBeLessThan(server.clock.now());
    server.clock.advance(60_000);
    await order('rewards-onboarding-1');
    expect(await tasks()).toEqual({ ...before, Purchase: server.clock.now() });
  });

  it('credits concurrent orders all, and one order only once', async () => {
    const before = await readStars(server.db, NEW_MEMBER.memberId, server.clock.now());
    const credit = (orderId: string, price: number) => server.db.transaction().execute((tx) => earnStarsInTx(tx, NEW_MEMBER.memberId, orderId, price, server.clock.now()));
    const got = await Promise.all([credit('o-a', 500), credit('o-b', 1250), credit('o-c', 99), credit('o-a', 500), credit('o-d', 10_000)]);
    expect(got).toEqual([10, 25, 1, 10, 200]);
    expect((await readStars(server.db, NEW_MEMBER.memberId, server.clock.now())).stars).toBe(before.stars + 10 + 25 + 1 + 200);
    expect(await credit('o-b', 99_999)).toBe(25);
  });

  it('keeps Stars across a second seed (a restart), and loses them when their day passes', async () => {
    const before = await starsOver(demo);
    await seedRewards(server.ctx);
    expect(await starsOver(demo)).toEqual(before);
    server.clock.advance(DEMO_STARS.expiringSoonInDays * MS_PER_DAY);
    const after = await starsOver(demo);
    expect(after.stars).toBe(before.stars - DEMO_STARS.expiringSoon);
    expect(after.expiring.every((e) => e.date > server.clock.now())).toBe(true);
  });
});
