// Order progress on the server (issue #28), on every test database: the member's and the guest's reads, the
// partner's queue and moves with each refusal (a member 403, another store's partner 404), the moves kept with
// their times, the ready e-mail, a cancel's refund onto the Crema card, curbside check-ins, and the live streams
// (Server-Sent Events with Last-Event-ID resume) fed by NOTIFY.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_MEMBER, DEMO_PARTNERS, NEW_MEMBER } from '@crema/catalog/members';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { allProducts, type MenuCatalog, type PlacedOrder, type PricedOrder, type ProductDetails, type StoreFacts } from '@crema/domain/ordering';
import { OrderProgressCodes, type OrderProgress, type StoreQueueOrder } from '@crema/domain/order-progress';
import { orderProgressApiPath, orderProgressEventsApiPath, STORE_ORDERS_API_PATH, STORE_ORDERS_EVENTS_API_PATH, storeOrderMovesApiPath, type StoreQueueAnswer } from '@crema/domain/order-progress/wire';
import { testDatabases } from '../test/databases';
import { graphData, graphOn, signIn, useSeededServer } from '../test/app';
import { waitForMail } from '../test/mailbox';
import { readEvents } from '../test/event-stream';
import { storeDirectoryOf } from '../stores/store-directory';
import { TOKENIZE_PATH } from '../ordering/card-tokens';
import { OrderingOperations as Op } from '../ordering';

const START = Date.UTC(2026, 10, 25, 18);
const [PIKE_PARTNER, WESTLAKE_PARTNER] = DEMO_PARTNERS;

describe.each(testDatabases)('order progress on $name', ({ open }) => {
  const server = useSeededServer(open, START);
  let member: string;
  let other: string;
  let pike: string;
  let westlake: string;
  let store: StoreFacts;
  let base: string;

  beforeAll(async () => {
    member = await signIn(server.app, DEMO_MEMBER);
    other = await signIn(server.app, NEW_MEMBER);
    pike = await signIn(server.app, PIKE_PARTNER as (typeof DEMO_PARTNERS)[number]);
    westlake = await signIn(server.app, WESTLAKE_PARTNER as (typeof DEMO_PARTNERS)[number]);
    const found = await storeDirectoryOf(server.app).find('10001');
    if (found === undefined) throw new Error('no 1st & Pike');
    store = found.facts;
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);

  const get = (url: string, cookie?: string): Promise<LightMyRequestResponse> => server.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });
  const moveAs = (cookie: string, orderId: string, move: string, reason?: string) =>
    server.app.inject({ method: 'POST', url: storeOrderMovesApiPath(orderId), headers: { cookie }, payload: reason === undefined ? { move } : { move, reason } });

  const priced = async (cookie?: string): Promise<PricedOrder> => {
    const menu = graphData<MenuCatalog>(await graphOn(server.app, Op.getMenu, { storeNumber: store.storeNumber }), 'menu');
    const p = allProducts(menu).find((x) => x.availability === 'Available' && x.productType === 'Beverage');
    if (p === undefined) throw new Error('no drink');
    const d = graphData<ProductDetails>(await graphOn(server.app, Op.getProduct, { productNumber: p.productNumber, formCode: p.formCode, storeNumber: store.storeNumber }), 'product');
    const size = d.sizes[0];
    if (size === undefined) throw new Error('no size');
    const order = { storeNumber: store.storeNumber, cart: { items: [{ key: 'l1', productNumber: d.productNumber, formCode: d.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity: 1, options: [] }], offers: [] }, fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' } };
    return cookie === undefined ? graphData<PricedOrder>(await graphOn(server.app, Op.priceOrderGuest, { order }), 'priceOrderGuest') : graphData<PricedOrder>(await graphOn(server.app, Op.priceOrder, { order }, cookie), 'priceOrder');
  };
  let n = 0;
  const memberOrder = async (tender: { id: string; tender: string } = { id: DEMO_INSTRUMENT_IDS.visa, tender: 'VISA' }, cupName?: string): Promise<PlacedOrder> => {
    const p = await priced(member);
    const input = { orderId: p.orderId, storeNumber: store.storeNumber, tenders: [{ ...tender, amount: p.summary.price }], tipAmount: 0, idempotencyKey: `order-progress-${++n}`, ...(cupName !== undefined ? { cupName } : {}) };
    const r = await graphOn(server.app, Op.submitOrder, { input }, member);
    return graphData<PlacedOrder>(r, 'placeOrder');
  };

  it('shows a member their own order, received, with its store, items and estimate; others are refused', async () => {
    const placed = await memberOrder();
    const r = await get(orderProgressApiPath(placed.orderId), member);
    expect(r.statusCode, r.body).toBe(200);
    const p = r.json() as OrderProgress;
    expect(p).toMatchObject({ orderId: placed.orderId, storeName: '1st & Pike', stage: 'received', moves: [{ stage: 'received', at: placed.placedAt }] });
    expect(p.items.length).toBeGreaterThan(0);
    expect(p.estimatedReadyAt).toBeGreaterThanOrEqual(placed.placedAt);
    expect(placed.trackToken).toBeUndefined();
    expect((await get(orderProgressApiPath(placed.orderId), other)).statusCode).toBe(404);
    expect((await get(orderProgressApiPath(placed.orderId))).statusCode).toBe(401);
    expect((await get(`${orderProgressApiPath(placed.orderId)}?token=nope`)).statusCode).toBe(404);
  });

  it('lets only the store\'s partner see and move its orders: a member 403, a partner of another store 404', async () => {
    const placed = await memberOrder();
    const queue = (await get(STORE_ORDERS_API_PATH, pike)).json() as StoreQueueAnswer;
    expect(queue.storeName).toBe('1st & Pike');
    expect(queue.orders.find((o) => o.orderId === placed.orderId)).toMatchObject({ customerName: DEMO_MEMBER.firstName, stage: 'received' });
    const other = (await get(STORE_ORDERS_API_PATH, westlake)).json() as StoreQueueAnswer;
    expect(other.storeName).toBe('Westlake Center');
    expect(other.orders.some((o) => o.orderId === placed.orderId)).toBe(false);

    expect((await get(STORE_ORDERS_API_PATH, member)).statusCode).toBe(403);
    const byMember = await moveAs(member, placed.orderId, 'startPreparing');
    expect([byMember.statusCode, byMember.json().code]).toEqual([403, OrderProgressCodes.NOT_A_PARTNER]);
    const byOther = await moveAs(westlake, placed.orderId, 'startPreparing');
    expect([byOther.statusCode, byOther.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await get(STORE_ORDERS_API_PATH)).statusCode).toBe(401);
    expect(((await get(orderProgressApiPath(placed.orderId), member)).json() as OrderProgress).stage).toBe('received');
  });

  it('names an order on the queue by its name for the cup when the customer gave one (issue #32)', async () => {
    const placed = await memberOrder(undefined, 'Jo-Anne');
    const queue = (await get(STORE_ORDERS_API_PATH, pike)).json() as StoreQueueAnswer;
    expect(queue.orders.find((o) => o.orderId === placed.orderId)?.customerName).toBe('Jo-Anne');
  });

  it('keeps each move with its time, refuses moves out of order, and e-mails the customer when ready', async () => {
    const placed = await memberOrder();
    server.clock.advance(60_000);
    const started = await moveAs(pike, placed.orderId, 'startPreparing');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ stage: 'preparing', estimatedReadyAt: server.clock.now() + 4 * 60_000 });
    const skipped = await moveAs(pike, placed.orderId, 'markPickedUp');
    expect([skipped.statusCode, skipped.json().code]).toEqual([409, OrderProgressCodes.MOVE_NOT_ALLOWED]);
    server.clock.advance(120_000);
    expect((await moveAs(pike, placed.orderId, 'markReady')).statusCode).toBe(200);
    const p = (await get(orderProgressApiPath(placed.orderId), member)).json() as OrderProgress;
    expect(p.moves.map((m) => m.stage)).toEqual(['received', 'preparing', 'ready']);
    expect(p.moves.map((m) => m.at)).toEqual([placed.placedAt, placed.placedAt + 60_000, placed.placedAt + 180_000]);
    const [ready] = await waitForMail(server, DEMO_MEMBER.email, 1, (m) => m.channel === 'email' && m.subject.includes('is ready') && m.text.includes(placed.orderId));
    expect(ready?.text).toContain(`http://crema.test/orders/${placed.orderId}`);
    expect((await moveAs(pike, placed.orderId, 'markPickedUp')).json()).toMatchObject({ stage: 'pickedUp' });
    expect((await moveAs(pike, placed.orderId, 'cancel', 'late')).statusCode).toBe(409);
    expect(((await get(STORE_ORDERS_API_PATH, pike)).json() as StoreQueueAnswer).orders.some((o) => o.orderId === placed.orderId)).toBe(false);
  });

  it('cancels with a reason only, and gives a Crema card payment back to the card through the ledger', async () => {
    const balance = async () => Number((await server.db.selectFrom('cards').select('balance').where('card_id', '=', 'card-demo-primary').executeTakeFirstOrThrow()).balance);
    const before = await balance();
    const placed = await memberOrder({ id: 'card-demo-primary', tender: 'SVC' });
    expect(await balance()).toBe(before - placed.totalMinor);
    const bare = await moveAs(pike, placed.orderId, 'cancel', '  ');
    expect([bare.statusCode, bare.json().code]).toEqual([400, OrderProgressCodes.REASON_REQUIRED]);
    const cancelled = await moveAs(pike, placed.orderId, 'cancel', 'Out of oat milk');
    expect(cancelled.json()).toMatchObject({ stage: 'cancelled', cancelReason: 'Out of oat milk' });
    expect(await balance()).toBe(before);
    const refund = await server.db.selectFrom('order_refunds').selectAll().where('order_id', '=', placed.orderId).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ destination: 'card', card_id: 'card-demo-primary', status: 'credited', amount_minor: placed.totalMinor });
    const movement = await server.db.selectFrom('card_movements').selectAll().where('kind', '=', 'refund').where('idempotency_key', '=', `refund:${placed.orderId}`).executeTakeFirstOrThrow();
    expect(Number(movement.amount)).toBe(placed.totalMinor);
    const visa = await memberOrder();
    await moveAs(pike, visa.orderId, 'cancel', 'Closing early');
    expect(await server.db.selectFrom('order_refunds').select(['destination', 'status']).where('order_id', '=', visa.orderId).executeTakeFirstOrThrow()).toEqual({ destination: 'instrument', status: 'issued' });
  });

  it('reads a guest\'s order by its tokenized link only', async () => {
    const p = await priced();
    const t = await server.app.inject({ method: 'POST', url: TOKENIZE_PATH, payload: { cardNumber: '4111111111111111', expiry: { month: 12, year: 2030 }, securityCode: '123', postalCode: '98101', allowedBrands: ['amex', 'discover', 'mastercard', 'visa'] } });
    const card = t.json() as { token: string; brand: string; lastFour: string };
    const r = await graphOn(server.app, Op.submitOrderGuest, {
      input: { orderId: p.orderId, storeNumber: store.storeNumber, tenders: [{ id: card.token, tender: 'VISA', amount: p.summary.price }], tipAmount: 0, idempotencyKey: 'guest-order-progress-1', guest: { email: 'guest@example.com', marketingOptIn: false, paymentToken: card.token, paymentType: card.brand, lastFour: card.lastFour }, guestSecret: p.guestSecret },
    });
    const placed = graphData<PlacedOrder>(r, 'placeOrderGuest');
    expect(placed.trackToken).toMatch(/^[\w-]{32}$/);
    expect((await get(`${orderProgressApiPath(placed.orderId)}?token=${placed.trackToken ?? ''}`)).json()).toMatchObject({ orderId: placed.orderId, stage: 'received' });
    expect((await get(orderProgressApiPath(placed.orderId), member)).statusCode).toBe(404);
    const [receipt] = await waitForMail(server, 'guest@example.com', 1, (m) => m.text.includes(`/orders/${placed.orderId}?`));
    expect(receipt?.text).toContain(`http://crema.test/orders/${placed.orderId}?token=${placed.trackToken ?? ''}`);
  });

  it('streams each move and check-in live to the customer and the partner, resuming after Last-Event-ID', async () => {
    const placed = await memberOrder();
    const url = `${base}${orderProgressEventsApiPath(placed.orderId)}`;
    const customer = readEvents(url, { cookie: member }, (es) => es.some((e) => (e.data as OrderProgress).stage === 'preparing') && es.some((e) => (e.data as OrderProgress).arrival !== undefined));
    const partner = readEvents(`${base}${STORE_ORDERS_EVENTS_API_PATH}`, { cookie: pike }, (es) => es.some((e) => e.event === 'order' && (e.data as StoreQueueOrder).arrival?.parkingSpot === 2));
    await new Promise((r) => setTimeout(r, 300));
    await moveAs(pike, placed.orderId, 'startPreparing');
    // A curbside "I'm here" (pickup's create-customer-arrival writes this row) shows on both.
    await server.db.insertInto('customer_arrivals').values({ arrival_id: `a-${placed.orderId}`, store_number: store.storeNumber, stall_number: 2, order_token: placed.orderId, display_name: 'Avery', arrived_at: server.clock.now() }).execute();
    const c = await customer;
    expect(c.status).toBe(200);
    expect(c.contentType).toMatch(/^text\/event-stream/);
    // Each event carries the whole state, read when its notification arrives: the move's event may already show
    // the arrival (on PostgreSQL the two notifications can be read after both commits), never an older state.
    const stages = c.events.map((e) => (e.data as OrderProgress).stage);
    expect(stages[0]).toBe('received');
    expect(stages.slice(1).every((st) => st === 'preparing')).toBe(true);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect((c.events.at(-1)?.data as OrderProgress).arrival).toMatchObject({ parkingSpot: 2 });
    const p = await partner;
    expect(p.events[0]?.event).toBe('queue');
    expect(p.events.some((e) => e.event === 'order' && (e.data as StoreQueueOrder).stage === 'preparing')).toBe(true);

    // Resumed after the last event seen: nothing is repeated; the next move arrives.
    const resumed = readEvents(url, { cookie: member, 'last-event-id': c.events.at(-1)?.id ?? '' }, (es) => es.length >= 1);
    await new Promise((r) => setTimeout(r, 300));
    await moveAs(pike, placed.orderId, 'markReady');
    expect((await resumed).events.map((e) => (e.data as OrderProgress).stage)).toEqual(['ready']);
    expect((await readEvents(url, { cookie: other }, () => true)).status).toBe(404);
  });
});
