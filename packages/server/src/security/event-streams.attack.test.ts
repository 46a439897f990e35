// Issue #28: a member (or a guest's order link, or a partner) opening hundreds of live order streams must not
// exhaust the process. At most STREAMS_PER_VIEWER (10) are open at once per viewer in a process, whichever of their
// sessions: a burst of 15 at once opens exactly 10 and refuses 5 with 429 TOO_MANY_REQUESTS; closing one lets one
// more in; another member, a partner and a guest's link count apart; a stream whose browser is gone before it
// opened gives its slot (and its hub listener) back at once. Over real HTTP (streams are sockets), on the in-process app.
import { connect, type Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_PARTNERS, NEW_MEMBER } from '@crema/catalog/members';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { allProducts, type MenuCatalog, type PlacedOrder, type PricedOrder, type ProductDetails } from '@crema/domain/ordering';
import { orderProgressEventsApiPath, STORE_ORDERS_EVENTS_API_PATH } from '@crema/domain/order-progress/wire';
import { testDatabases } from '../test/databases';
import { graphData, graphOn, signIn, useSeededServer } from '../test/app';
import { TOKENIZE_PATH } from '../ordering/card-tokens';
import { OrderingOperations as Op } from '../ordering';
import { STREAMS_PER_VIEWER, streamSlotsOf } from '../order-progress/stream-slots';
import { progressHubOf } from '../order-progress/live';

const START = Date.UTC(2026, 10, 25, 18);
const PIKE = '10001';
const NEWCOMER_VISA = 'pi-newcomer-visa';
const [PGLITE] = testDatabases;
if (PGLITE === undefined) throw new Error('no test database');

interface OpenStream {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body?: unknown;
  close(): void;
}

/** A stream asked for over HTTP: its status once the headers are in (a refusal's body read), and its close. */
const openStream = async (url: string, cookie?: string): Promise<OpenStream> => {
  const ac = new AbortController();
  const r = await fetch(url, { headers: { accept: 'text/event-stream', ...(cookie === undefined ? {} : { cookie }) }, signal: ac.signal });
  const body = r.status === 200 ? undefined : await r.json();
  return { status: r.status, retryAfter: r.headers.get('retry-after'), ...(body === undefined ? {} : { body }), close: () => ac.abort() };
};

/** Waits until `check` holds (the server hears a closed socket a moment later). */
const until = async (check: () => boolean, what: string): Promise<void> => {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('live order streams are capped per viewer', () => {
  const server = useSeededServer(PGLITE.open, START);
  let base: string;
  let member: string;
  let memberOnPhone: string;
  let other: string;
  let pike: string;
  let drink: ProductDetails;

  beforeAll(async () => {
    member = await signIn(server.app, DEMO_MEMBER);
    memberOnPhone = await signIn(server.app, DEMO_MEMBER);
    other = await signIn(server.app, NEW_MEMBER);
    pike = await signIn(server.app, DEMO_PARTNERS[0] as (typeof DEMO_PARTNERS)[number]);
    const menu = graphData<MenuCatalog>(await graphOn(server.app, Op.getMenu, { storeNumber: PIKE }), 'menu');
    const first = allProducts(menu).find((x) => x.availability === 'Available' && x.productType === 'Beverage');
    if (first === undefined) throw new Error('1st & Pike sells no drink');
    drink = graphData<ProductDetails>(await graphOn(server.app, Op.getProduct, { productNumber: first.productNumber, formCode: first.formCode, storeNumber: PIKE }), 'product');
    // The newcomer pays their own order with a Visa of their own.
    await server.db.insertInto('wallet_instruments').values({ member_id: NEW_MEMBER.memberId, payment_instrument_id: NEWCOMER_VISA, payment_type: 'visa', last_four: '1111', expiry_month: 1, expiry_year: 2099 }).execute();
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);

  let n = 0;
  const priced = async (cookie?: string): Promise<PricedOrder> => {
    const size = drink.sizes[0];
    if (size === undefined) throw new Error('no size');
    const order = { storeNumber: PIKE, cart: { items: [{ key: 'l1', productNumber: drink.productNumber, formCode: drink.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity: 1, options: [] }], offers: [] }, fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' } };
    return cookie === undefined ? graphData<PricedOrder>(await graphOn(server.app, Op.priceOrderGuest, { order }), 'priceOrderGuest') : graphData<PricedOrder>(await graphOn(server.app, Op.priceOrder, { order }, cookie), 'priceOrder');
  };
  const memberOrder = async (cookie: string, visa: string = DEMO_INSTRUMENT_IDS.visa): Promise<PlacedOrder> => {
    const p = await priced(cookie);
    const input = { orderId: p.orderId, storeNumber: PIKE, tenders: [{ id: visa, tender: 'VISA', amount: p.summary.price }], tipAmount: 0, idempotencyKey: `stream-cap-${++n}` };
    return graphData<PlacedOrder>(await graphOn(server.app, Op.submitOrder, { input }, cookie), 'placeOrder');
  };
  const guestOrder = async (): Promise<PlacedOrder> => {
    const p = await priced();
    const card = (await server.app.inject({ method: 'POST', url: TOKENIZE_PATH, payload: { cardNumber: '4111111111111111', expiry: { month: 12, year: 2030 }, securityCode: '123', postalCode: '98101', allowedBrands: ['visa'] } })).json() as { token: string; brand: string; lastFour: string };
    const guest = { email: 'streams@example.com', marketingOptIn: false, paymentToken: card.token, paymentType: card.brand, lastFour: card.lastFour };
    const input = { orderId: p.orderId, storeNumber: PIKE, tenders: [{ id: card.token, tender: 'VISA', amount: p.summary.price }], tipAmount: 0, idempotencyKey: `stream-cap-guest-${++n}`, guest, guestSecret: p.guestSecret };
    return graphData<PlacedOrder>(await graphOn(server.app, Op.submitOrderGuest, { input }), 'placeOrderGuest');
  };
  const slotsHeld = (viewer: string): number => streamSlotsOf(server.app).held(viewer);
  /** `count` streams at `url` asked for at once, by the cookies in turn: the open ones and the refused ones. */
  const burst = async (url: string, count: number, cookies: readonly (string | undefined)[]): Promise<{ open: OpenStream[]; refused: OpenStream[] }> => {
    const all = await Promise.all(Array.from({ length: count }, (_, i) => openStream(url, cookies[i % cookies.length])));
    return { open: all.filter((s) => s.status === 200), refused: all.filter((s) => s.status !== 200) };
  };

  it('opens exactly the cap for one member across their sessions, refuses the rest with 429, and lets one in when one closes', async () => {
    expect(STREAMS_PER_VIEWER).toBe(10);
    const hub = progressHubOf(server.app, server.db);
    const quiet = hub.size;
    const mine = await memberOrder(member);
    const theirs = await memberOrder(other, NEWCOMER_VISA);
    const url = `${base}${orderProgressEventsApiPath(mine.orderId)}`;

    const { open, refused } = await burst(url, STREAMS_PER_VIEWER + 5, [member, memberOnPhone]);
    expect(open).toHaveLength(STREAMS_PER_VIEWER);
    expect(refused.map((r) => [r.status, r.body, r.retryAfter])).toEqual(Array.from({ length: 5 }, () => [429, { code: 'TOO_MANY_REQUESTS' }, '30']));
    expect(slotsHeld(`member:${DEMO_MEMBER.memberId}`)).toBe(STREAMS_PER_VIEWER);
    // The member's other order counts with them too.
    expect((await openStream(`${base}${orderProgressEventsApiPath(mine.orderId)}`, memberOnPhone)).status).toBe(429);

    // Another member, the store's partner and a guest's link are not affected.
    const theirStream = await openStream(`${base}${orderProgressEventsApiPath(theirs.orderId)}`, other);
    expect(theirStream.status).toBe(200);
    const counter = await openStream(`${base}${STORE_ORDERS_EVENTS_API_PATH}`, pike);
    expect(counter.status).toBe(200);
    const guest = await guestOrder();
    const guestStream = await openStream(`${base}${orderProgressEventsApiPath(guest.orderId)}?token=${guest.trackToken ?? ''}`);
    expect(guestStream.status).toBe(200);

    // One closed: one more comes in, and the next is refused again.
    open[0]?.close();
    await until(() => slotsHeld(`member:${DEMO_MEMBER.memberId}`) === STREAMS_PER_VIEWER - 1, 'the closed stream gives its slot back');
    const again = await openStream(url, member);
    expect(again.status).toBe(200);
    expect((await openStream(url, member)).status).toBe(429);

    for (const s of [...open, again, theirStream, counter, guestStream]) s.close();
    await until(() => slotsHeld(`member:${DEMO_MEMBER.memberId}`) === 0 && hub.size === quiet, 'every stream closed');
  });

  it('caps a partner and a guest order link the same way', async () => {
    const counters = await burst(`${base}${STORE_ORDERS_EVENTS_API_PATH}`, STREAMS_PER_VIEWER + 5, [pike]);
    expect([counters.open.length, counters.refused.map((r) => r.status)]).toEqual([STREAMS_PER_VIEWER, [429, 429, 429, 429, 429]]);
    const guest = await guestOrder();
    const links = await burst(`${base}${orderProgressEventsApiPath(guest.orderId)}?token=${guest.trackToken ?? ''}`, STREAMS_PER_VIEWER + 5, [undefined]);
    expect([links.open.length, links.refused.map((r) => r.status)]).toEqual([STREAMS_PER_VIEWER, [429, 429, 429, 429, 429]]);
    for (const s of [...counters.open, ...links.open]) s.close();
    await until(() => slotsHeld(`member:${DEMO_PARTNERS[0]?.memberId ?? ''}`) === 0 && slotsHeld(`order:${guest.orderId}`) === 0, 'every stream closed');
  });

  it('gives the slot back of a stream dropped while it opens: a member cannot lock themself out', async () => {
    const mine = await memberOrder(member);
    const { hostname, port, pathname } = new URL(`${base}${orderProgressEventsApiPath(mine.orderId)}`);
    // The database held (PGlite is one connection): the server reads the session and the order only once it is
    // given back, so each request below is dropped while its stream is being opened.
    let giveBack = (): void => undefined;
    let taken = (): void => undefined;
    const holding = new Promise<void>((r) => (taken = r));
    const held = server.db.transaction().execute(async () => {
      taken();
      await new Promise<void>((r) => (giveBack = r));
    });
    await holding;
    const sockets = await Promise.all(
      Array.from(
        { length: 3 * STREAMS_PER_VIEWER },
        () =>
          new Promise<Socket>((sent) => {
            const socket = connect({ host: hostname, port: Number(port) }, () => {
              socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\nCookie: ${member}\r\n\r\n`, () => sent(socket));
            });
          }),
      ),
    );
    await new Promise((r) => setTimeout(r, 200));
    // A reset, as a tab closed or a network lost: the server hears it at once (a FIN would wait for its answer).
    for (const socket of sockets) socket.resetAndDestroy();
    await new Promise((r) => setTimeout(r, 200));
    giveBack();
    await held;
    await until(() => slotsHeld(`member:${DEMO_MEMBER.memberId}`) === 0, 'every dropped stream gives its slot back');
    const { open } = await burst(`${base}${pathname}`, STREAMS_PER_VIEWER, [member]);
    expect(open).toHaveLength(STREAMS_PER_VIEWER);
    for (const s of open) s.close();
  });
});
