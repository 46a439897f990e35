// Order ahead on the server, on every test database (PGlite always; PostgreSQL when the test command started
// one): the server's own prices and store facts, one order per idempotency key (across a restart and
// concurrent submits), guest tokens it issued, once and young enough, and the demo member's seed.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { makeConfig, money } from '@crema/domain';
import { formatAmount } from '@crema/domain/messages';
import { allProducts, receiptNumber, type MenuCatalog, type PlacedOrder, type PricedOrder, type PriceOrderRequest, type ProductDetails, type StoreFacts } from '@crema/domain/ordering';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { localTime } from '@crema/catalog/locator';
import { testDatabases } from '../test/databases';
import { graphCodeOf, signIn, useSeededServer } from '../test/app';
import { waitForMail } from '../test/mailbox';
import { GRAPH_PATH } from '../http/graph';
import { seedOrdering } from './seed';
import { storeDirectoryOf } from './store-directory';
import { fixtureStores, type FixtureStores } from './fixture-stores';
import { TOKENIZE_PATH } from './card-tokens';
import { OrderingOperations as Op } from './index';

const START = Date.UTC(2026, 10, 25, 18);

describe.each(testDatabases)('ordering on $name', ({ open }) => {
  let stores: FixtureStores;
  let member: string;

  // The first start's seed, as a real start runs it (members, stores, the demo member's ordering data).
  const server = useSeededServer(open, START);

  beforeAll(async () => {
    stores = await fixtureStores(storeDirectoryOf(server.app), server.clock);
    member = await signIn(server.app, DEMO_MEMBER);
  }, 180_000);

  const graph = (operationName: string, variables: Record<string, unknown>, cookie?: string, a: FastifyInstance = server.app): Promise<LightMyRequestResponse> =>
    a.inject({ method: 'POST', url: GRAPH_PATH, payload: { operationName, variables }, headers: cookie === undefined ? {} : { cookie } });

  const data = <T>(r: LightMyRequestResponse, field: string): T => {
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as { data: Record<string, T> }).data[field] as T;
  };

  const drink = async (store: StoreFacts): Promise<ProductDetails> => {
    const menu = data<MenuCatalog>(await graph(Op.getMenu, { storeNumber: store.storeNumber }), 'menu');
    const p = allProducts(menu).find((x) => x.availability === 'Available' && x.productType === 'Beverage');
    if (p === undefined) throw new Error('no drink');
    return data<ProductDetails>(await graph(Op.getProduct, { productNumber: p.productNumber, formCode: p.formCode, storeNumber: store.storeNumber }), 'product');
  };

  const request = (store: StoreFacts, d: ProductDetails, quantity = 1): PriceOrderRequest => {
    const size = d.sizes[0];
    if (size === undefined) throw new Error('no size');
    return {
      storeNumber: store.storeNumber,
      cart: { items: [{ key: 'line-1', productNumber: d.productNumber, formCode: d.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity, options: [] }], offers: [] },
      fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' },
    };
  };

  const price = async (cookie?: string, store: StoreFacts = stores.store): Promise<PricedOrder> =>
    data<PricedOrder>(await graph(cookie === undefined ? Op.priceOrderGuest : Op.priceOrder, { order: request(store, await drink(store)) }, cookie), cookie === undefined ? 'priceOrderGuest' : 'priceOrder');

  const submit = (priced: PricedOrder, key: string, cookie: string = member, amount = priced.summary.price, a: FastifyInstance = server.app) =>
    graph(Op.submitOrder, { input: { orderId: priced.orderId, storeNumber: stores.store.storeNumber, tenders: [{ id: DEMO_INSTRUMENT_IDS.visa, tender: 'VISA', amount }], tipAmount: 0, idempotencyKey: key } }, cookie, a);

  const tokenize = async (cardNumber = '4111111111111111') => {
    const r = await server.app.inject({ method: 'POST', url: TOKENIZE_PATH, payload: { cardNumber, expiry: { month: 12, year: 2030 }, securityCode: cardNumber.startsWith('3') ? '1234' : '123', postalCode: '98101', allowedBrands: ['amex', 'discover', 'mastercard', 'visa'] } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { token: string; brand: string; lastFour: string };
  };

  const submitGuest = (priced: PricedOrder, card: { token: string; brand: string; lastFour: string }, key = `g-${priced.orderId}`, tender = card.brand.toUpperCase()) =>
    graph(Op.submitOrderGuest, {
      input: {
        orderId: priced.orderId,
        storeNumber: stores.store.storeNumber,
        tenders: [{ id: card.token, tender, amount: priced.summary.price }],
        tipAmount: 0,
        idempotencyKey: key,
        guestSecret: priced.guestSecret,
        guest: { email: 'guest@example.com', marketingOptIn: false, paymentToken: card.token, paymentType: card.brand, lastFour: card.lastFour },
      },
    });

  const ordersOf = async (orderId: string) => server.db.selectFrom('orders').select('order_id').where('order_id', '=', orderId).execute();

  it('seeds the demo member once: previous orders newest first and favorites; a second seed changes nothing', async () => {
    const before = data<{ orderId: string; orderedAt: number }[]>(await graph(Op.getPreviousOrders, { limit: 10 }, member), 'previousOrders');
    expect(before.map((o) => o.orderId).slice(0, 1)).toEqual(['prev-demo-1']);
    expect([...before].sort((a, b) => b.orderedAt - a.orderedAt)).toEqual(before);
    const favorites = data<{ id: string }[]>(await graph(Op.getFavoriteProducts, {}, member), 'favoriteProducts');
    expect(favorites.map((f) => f.id)).toEqual(['fav-demo-1', 'fav-demo-2', 'fav-demo-3']);
    data(await graph(Op.deleteFavoriteProduct, { id: 'fav-demo-3' }, member), 'deleteFavoriteProduct');
    await seedOrdering(server.ctx);
    expect(data<{ id: string }[]>(await graph(Op.getFavoriteProducts, {}, member), 'favoriteProducts').map((f) => f.id)).toEqual(['fav-demo-1', 'fav-demo-2']);
  });

  it('links product artwork as an image of its own, cached by the browser, in menus and product details', async () => {
    const d = await drink(stores.store);
    expect(d.artwork.imageUrl).toBe(`/apiproxy/v1/ordering/artwork/${d.productNumber}/${d.formCode}`);
    const menu = data<MenuCatalog>(await graph(Op.getMenu, {}), 'menu');
    expect(allProducts(menu).every((p) => p.artwork.imageUrl === `/apiproxy/v1/ordering/artwork/${p.productNumber}/${p.formCode}`)).toBe(true);
    const svg = await server.app.inject({ url: d.artwork.imageUrl });
    expect([svg.statusCode, svg.headers['content-type'], svg.headers['cache-control']]).toEqual([200, 'image/svg+xml; charset=utf-8', 'public, max-age=86400']);
    expect(svg.body).toMatch(/^<svg /);
    expect((await server.app.inject({ url: '/apiproxy/v1/ordering/artwork/00000000/hot' })).statusCode).toBe(404);
  });

  it('needs a session for member operations (401), whatever else the request says', async () => {
    const priced = await price(member);
    for (const r of [
      await graph(Op.priceOrder, { order: request(stores.store, await drink(stores.store)) }),
      await submit(priced, 'no-session', ''),
      await graph(Op.getPreviousOrders, { limit: 10 }),
      await graph(Op.getFavoriteProducts, {}),
    ]) {
      expect(graphCodeOf(r)).toEqual([401, 'UNAUTHORIZED']);
    }
  });

  it("prices at the server's facts of the store: no guests where it takes none, whatever the request claims; 404 for no store", async () => {
    const d = await drink(stores.memberOnlyStore);
    const claimed = { ...request(stores.memberOnlyStore, d), store: { ...stores.memberOnlyStore, guestOrdering: true } };
    expect(graphCodeOf(await graph(Op.priceOrderGuest, { order: claimed }))).toEqual([400, 'MOP_NOT_ACCEPTED']);
    expect(graphCodeOf(await graph(Op.priceOrderGuest, { order: { ...claimed, storeNumber: '99999999' } }))).toEqual([404, 'STORE_NOT_FOUND']);
    expect(graphCodeOf(await graph(Op.priceOrderGuest, { order: { nonsense: true } }))).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('refuses a store closed by its hours at the server clock (STORE_CLOSED), then prices it once open', async () => {
    const table = await storeDirectoryOf(server.app).index();
    let index = -1;
    for (let i = 0; i < table.count && index < 0; i++) {
      const { store, hours } = table.recordAt(i);
      if (!hours.allDay && !hours.closesOnHolidays && store.mobileOrdering.availability === 'READY' && store.guestOrdering) index = i;
    }
    const number = table.shortNumberOf(index);
    const zone = table.recordAt(index).store.timeZone.timeZoneId;
    const at = (hour: number): number => {
      // The next instant at `hour` o'clock in the store's own zone.
      let t = server.clock.now();
      while (Math.floor(localTime(t, zone).minutes / 60) !== hour) t += 15 * 60_000;
      return t;
    };
    const facts = { storeNumber: number } as StoreFacts;
    const closedAt = at(3);
    server.clock.set(closedAt);
    const d = await drink(facts);
    expect(graphCodeOf(await graph(Op.priceOrder, { order: request(facts, d) }, member))).toEqual([400, 'STORE_CLOSED']);
    server.clock.set(at(12));
    expect(data<PricedOrder>(await graph(Op.priceOrder, { order: request(facts, d) }, member), 'priceOrder').orderId).not.toBe('');
  });

  it("charges the server's total: a tender for less is refused; the order is the priced total, and the pickup time answers", async () => {
    const priced = await price(member);
    expect(graphCodeOf(await submit(priced, 'order-short', member, priced.summary.price - 1))).toEqual([400, 'VALIDATION_ERROR']);
    const placed = data<PlacedOrder>(await submit(priced, 'order-right'), 'placeOrder');
    expect(placed.totalMinor).toBe(priced.summary.price);
    const previousStores = await server.db.selectFrom('previous_stores').select('short_number').where('member_id', '=', DEMO_MEMBER.memberId).execute();
    expect(previousStores.map((r) => r.short_number)).toContain(stores.store.storeNumber.split('-')[0]);
    const stored = await server.db.selectFrom('priced_orders').select('price_minor').where('order_id', '=', priced.orderId).executeTakeFirstOrThrow();
    expect(stored.price_minor).toBe(priced.summary.price);
    const pickup = await server.app.inject({ url: `/apiproxy/v1/ordering/pickup-time/${priced.orderId}/${stores.store.storeNumber.split('-')[0]}`, headers: { cookie: member } });
    expect(pickup.statusCode).toBe(200);
    expect(pickup.json()).toMatchObject({ minMinutes: expect.any(Number), maxMinutes: expect.any(Number) });
  });

  it("pays only with the member's own saved instrument of the tender's type, never an expired card (121043, 121044)", async () => {
    const priced = await price(member);
    const pay = (id: string, tender: string, key: string) =>
      graph(Op.submitOrder, { input: { orderId: priced.orderId, storeNumber: stores.store.storeNumber, tenders: [{ id, tender, amount: priced.summary.price }], tipAmount: 0, idempotencyKey: key } }, member);
    expect(graphCodeOf(await pay('pi-of-someone-else', 'VISA', 'order-pi-1'))).toEqual([400, '121043']);
    expect(graphCodeOf(await pay(DEMO_INSTRUMENT_IDS.visa, 'MASTERCARD', 'order-pi-2'))).toEqual([400, '121043']);
    const mastercard = server.db.updateTable('wallet_instruments').where('member_id', '=', DEMO_MEMBER.memberId).where('payment_instrument_id', '=', DEMO_INSTRUMENT_IDS.mastercard);
    await mastercard.set({ expiry_month: 1, expiry_year: 2020 }).execute();
    expect(graphCodeOf(await pay(DEMO_INSTRUMENT_IDS.mastercard, 'MASTERCARD', 'order-pi-3'))).toEqual([400, '121044']);
    await mastercard.set({ expiry_month: 3, expiry_year: 2028 }).execute();
    expect(data<PlacedOrder>(await pay(DEMO_INSTRUMENT_IDS.mastercard, 'MASTERCARD', 'order-pi-4'), 'placeOrder').totalMinor).toBe(priced.summary.price);
  });

  it("pays with the member's Crema card from its balance on the card ledger, once, and refuses another member's card", async () => {
    const balance = async () => Number((await server.db.selectFrom('cards').select('balance').where('card_id', '=', 'card-demo-primary').executeTakeFirstOrThrow()).balance);
    const before = await balance();
    const priced = await price(member);
    const svc = (key: string, cardId = 'card-demo-primary') =>
      graph(Op.submitOrder, { input: { orderId: priced.orderId, storeNumber: stores.store.storeNumber, tenders: [{ id: cardId, tender: 'SVC', amount: priced.summary.price }], tipAmount: 0, idempotencyKey: key } }, member);
    expect(graphCodeOf(await svc('order-svc-1', 'card-of-someone-else'))).toEqual([400, '121043']);
    const placed = data<PlacedOrder>(await svc('order-svc-1'), 'placeOrder');
    expect(placed.paidWith).toMatchObject({ tender: 'SVC', balanceAfterMinor: await balance() });
    expect(data<PlacedOrder>(await svc('order-svc-1'), 'placeOrder')).toEqual(placed);
    // One receipt (the key's second answer sends none): the store, the items, the total and the card's last four.
    const isThisReceipt = (m: { channel: string; subject?: string }) => m.channel === 'email' && (m.subject ?? '').includes(receiptNumber(priced.orderId));
    const receipts = await waitForMail(server, DEMO_MEMBER.email, 1, isThisReceipt);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(`Pick it up at ${stores.store.name}`);
    expect(receipts[0]?.text).toContain(`${priced.cart.lines[0]?.quantity} × ${priced.cart.lines[0]?.label}`);
    expect(receipts[0]?.text).toContain(`Total: ${formatAmount(money(priced.summary.price))}, paid with Crema Card ending in ${placed.paidWith.lastFour}.`);
    // Debited once (an auto reload may have topped the card up after the payment).
    const movements = await server.db.selectFrom('card_movements').select(['kind', 'amount']).where('card_id', '=', 'card-demo-primary').where('kind', '=', 'payment').execute();
    expect(movements.map((m) => Number(m.amount))).toEqual([-priced.summary.price]);
    expect(before).toBeGreaterThan(0);
  });

  it("says in the placed order when the Crema card's payment ran its auto reload (issue #32), and not otherwise", async () => {
    const card = () => server.db.updateTable('cards').where('card_id', '=', 'card-demo-primary');
    const saved = await server.db.selectFrom('cards').selectAll().where('card_id', '=', 'card-demo-primary').executeTakeFirstOrThrow();
    try {
      const priced = await price(member);
      const svc = (p: PricedOrder, key: string) =>
        graph(Op.submitOrder, { input: { orderId: p.orderId, storeNumber: stores.store.storeNumber, tenders: [{ id: 'card-demo-primary', tender: 'SVC', amount: p.summary.price }], tipAmount: 0, idempotencyKey: key } }, member);
      // $1.00 left after the order, under a $10.00 trigger: the $25.00 reload from the Visa runs, and the order says so.
      await card()
        .set({ balance: priced.summary.price + 100, auto_reload_status: 'active', auto_reload_amount: 2500, auto_reload_trigger: 1000, auto_reload_instrument_id: DEMO_INSTRUMENT_IDS.visa })
        .execute();
      const placed = data<PlacedOrder>(await svc(priced, 'order-auto-reload-1'), 'placeOrder');
      expect(placed.autoReloaded).toEqual({ amountMinor: 2500, paymentInstrumentId: DEMO_INSTRUMENT_IDS.visa });
      expect(placed.paidWith.balanceAfterMinor).toBe(2600);
      // A balance that stays above the trigger: no reload, no word of one.
      const again = await price(member);
      await card().set({ balance: again.summary.price + 5000 }).execute();
      const plain = data<PlacedOrder>(await svc(again, 'order-auto-reload-2'), 'placeOrder');
      expect(plain.autoReloaded).toBeUndefined();
      expect(plain.paidWith.balanceAfterMinor).toBe(5000);
    } finally {
      await card()
        .set({ balance: saved.balance, auto_reload_status: saved.auto_reload_status, auto_reload_amount: saved.auto_reload_amount, auto_reload_trigger: saved.auto_reload_trigger, auto_reload_instrument_id: saved.auto_reload_instrument_id })
        .execute();
    }
  });

  it('refuses a pricing past its expiry at the server clock', async () => {
    const priced = await price(member);
    server.clock.advance(priced.expiresIn * 1000 + 1);
    expect(graphCodeOf(await submit(priced, 'order-late'))).toEqual([400, 'PRICING_EXPIRED']);
  });

  it('places one order per key: twice, concurrently, after re-pricing the cart, and after a restart', async () => {
    const priced = await price(member);
    const [a, b] = await Promise.all([submit(priced, 'order-key-1'), submit(priced, 'order-key-1')]);
    const first = data<PlacedOrder>(a, 'placeOrder');
    expect(data<PlacedOrder>(b, 'placeOrder')).toEqual(first);
    const repriced = await price(member);
    expect(data<PlacedOrder>(await submit(repriced, 'order-key-1'), 'placeOrder')).toEqual(first);
    await server.restart();
    expect(data<PlacedOrder>(await submit(repriced, 'order-key-1', member, repriced.summary.price, server.app), 'placeOrder')).toEqual(first);
    expect(await ordersOf(priced.orderId)).toHaveLength(1);
    expect(await ordersOf(repriced.orderId)).toHaveLength(0);
    const keys = await server.db.selectFrom('idempotency_keys').selectAll().where('key', '=', 'order-key-1').execute();
    expect(keys.map((k) => [k.operation, k.status])).toEqual([['submit-order', 200]]);
  });

  it('keeps only token, brand, last four and time of a guest card, and takes it once, young enough, for the card it is', async () => {
    const card = await tokenize();
    const row = await server.db.selectFrom('card_tokens').selectAll().where('token', '=', card.token).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toMatch(/4111111111111111|98101|"123"/);
    expect(card).toEqual({ token: expect.stringMatching(/^tok_/), brand: 'visa', lastFour: '1111' });

    expect(graphCodeOf(await submitGuest(await price(), { ...card, token: 'tok_never_issued' }))).toEqual([400, '121043']);
    expect(graphCodeOf(await submitGuest(await price(), card, undefined, 'MASTERCARD'))).toEqual([400, '121043']);
    const placed = data<PlacedOrder>(await submitGuest(await price(), card), 'placeOrderGuest');
    expect(placed).toMatchObject({ starsEarned: 0, paidWith: { tender: 'VISA', lastFour: '1111' } });
    const [receipt] = await waitForMail(server, 'guest@example.com', 1, (m) => m.channel === 'email' && m.subject.includes(receiptNumber(placed.orderId)));
    expect(receipt?.text).toContain(', paid with Visa ending in 1111.');
    expect(graphCodeOf(await submitGuest(await price(), card))).toEqual([400, 'GUEST_TOKEN_EXPIRED']);

    const old = await tokenize('378282246310005');
    server.clock.advance(makeConfig().guestPaymentTokenMaxAgeMs + 1);
    expect(graphCodeOf(await submitGuest(await price(), old))).toEqual([400, 'GUEST_TOKEN_EXPIRED']);
    const unused = await server.db.selectFrom('card_tokens').select('used_at').where('token', '=', old.token).executeTakeFirstOrThrow();
    expect(unused.used_at).toBeNull();
  });

  it('refuses card numbers that are not cards, brands not asked for, and codes of the wrong length', async () => {
    const tokenizeRaw = (cardNumber: string, securityCode: string, allowedBrands: string[]) =>
      server.app.inject({ method: 'POST', url: TOKENIZE_PATH, payload: { cardNumber, expiry: { month: 12, year: 2030 }, securityCode, allowedBrands } });
    expect((await tokenizeRaw('4111111111111112', '123', ['visa'])).json()).toEqual({ code: '121000' });
    expect((await tokenizeRaw('5555555555554444', '123', ['visa'])).json()).toEqual({ code: 'CARD_BRAND_NOT_ACCEPTED' });
    expect((await tokenizeRaw('378282246310005', '123', ['amex'])).json()).toEqual({ code: '121000' });
  });

  it('adds the same drink once, even when two adds race, under the name the catalog gives it', async () => {
    const d = await drink(stores.store);
    const size = d.sizes[0];
    if (size === undefined) throw new Error('no size');
    const input = { productName: 'anything', formName: 'Hot', item: { productNumber: d.productNumber, formCode: d.formCode, sizeCode: size.sizeCode, sku: size.sku, selectedOptions: [] } };
    const [a, b] = await Promise.all([graph(Op.addFavoriteProduct, { input }, member), graph(Op.addFavoriteProduct, { input }, member)]);
    const fa = data<{ id: string; product: { name: string } }>(a, 'addFavoriteProduct');
    expect(data<{ id: string }>(b, 'addFavoriteProduct').id).toBe(fa.id);
    expect(fa.product.name).toBe(d.name);
    const rows = await server.db.selectFrom('favorite_products').select('id').where('member_id', '=', DEMO_MEMBER.memberId).execute();
    expect(rows.filter((r) => r.id === fa.id)).toHaveLength(1);
  });
});
