// The stores in one place (issue #29), on every test database (PGlite always; PostgreSQL when the test command
// started one): a store changed in the stores table (its mobile ordering, its hours) reaches the locator, ordering
// (pricing and placing refuse with the spec's codes) and pickup of a running server, also past the locator's cache
// of public answers (the server clock does not move: the same minute); a directory that cannot listen sees it at
// its next look at the version (a short refresh time), one that listens (another process, on PostgreSQL) without
// waiting for it; a store added, then deleted; a doc that is not a store leaves the stores as they were.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { allProducts, type MenuCatalog, type PricedOrder, type PriceOrderRequest, type ProductDetails, type StoreFacts } from '@crema/domain/ordering';
import type { StoreLocation } from '@crema/domain/locator';
import { PickupGraphOperations, type PickupStore } from '@crema/domain/pickup';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { testDatabases } from '../test/databases';
import { graphCodeOf, graphOn, signIn, useSeededServer } from '../test/app';
import { openDatabase, type Db } from '../db/database';
import { pinPickupStores } from '../db/migrations/0022-stores-in-one-place';
import { CACHE_HEADER } from '../http/response-cache';
import { fixtureStores, type FixtureStores } from '../ordering/fixture-stores';
import { OrderingOperations as Op } from '../ordering';
import { createStoreDirectory, DEFAULT_STORES_REFRESH_MS, storeDirectoryOf, storesRefreshMsFromEnv, type StoreDirectory } from './store-directory';

// 10:00 in Seattle, at a minute's start: a refresh time later is still the same minute of the locator's cache.
const START = Date.UTC(2026, 10, 25, 18);

describe('CREMA_STORES_REFRESH_MS', () => {
  it('is 10 s unless set to a whole number of milliseconds from 100 to a minute', () => {
    expect(storesRefreshMsFromEnv({})).toBe(DEFAULT_STORES_REFRESH_MS);
    expect(DEFAULT_STORES_REFRESH_MS).toBe(10_000);
    expect(storesRefreshMsFromEnv({ CREMA_STORES_REFRESH_MS: '2500' })).toBe(2500);
    expect(storesRefreshMsFromEnv({ CREMA_STORES_REFRESH_MS: '100' })).toBe(100);
    expect(storesRefreshMsFromEnv({ CREMA_STORES_REFRESH_MS: '60000' })).toBe(60_000);
    for (const bad of ['', ' ', 'soon', '0', '99', '-1', '1.5', '60001']) expect(storesRefreshMsFromEnv({ CREMA_STORES_REFRESH_MS: bad })).toBe(DEFAULT_STORES_REFRESH_MS);
  });
});

/** Within a few seconds of wall time: what a listening directory's reload, or a short refresh time, takes. */
const SOON = { timeout: 15_000, interval: 50 };

describe.each(testDatabases)('the stores in one place on $name', ({ name, open }) => {
  const server = useSeededServer(open, START);
  let fixtures: FixtureStores;
  let member: string;

  beforeAll(async () => {
    fixtures = await fixtureStores(storeDirectoryOf(server.app), server.clock);
    member = await signIn(server.app, DEMO_MEMBER);
  }, 180_000);

  const graph = (operationName: string, variables: Record<string, unknown>, cookie?: string) => graphOn(server.app, operationName, variables, cookie);
  const dataOf = <T>(r: LightMyRequestResponse, field: string): T => {
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as { data: Record<string, T> }).data[field] as T;
  };
  const short = (storeNumber: string): string => storeNumber.split('-')[0] ?? storeNumber;

  /** Rewrites one field of a store's doc in the table, as an operator would with psql. */
  const setDoc = async (storeNumber: string, path: readonly string[], value: unknown, db: Db = server.db): Promise<void> => {
    await sql`update stores set doc = jsonb_set(doc::jsonb, ${`{${path.join(',')}}`}::text[], ${JSON.stringify(value)}::jsonb)::json where short_number = ${short(storeNumber)}`.execute(db);
  };
  const docOf = async (storeNumber: string): Promise<string> =>
    (await sql<{ doc: string }>`select doc::text as doc from stores where short_number = ${short(storeNumber)}`.execute(server.db)).rows[0]?.doc ?? '';

  const located = async (storeNumber: string) => dataOf<StoreLocation>(await graph('getStoreByNumber', { storeNumber }), 'storeByNumber').store;
  const pickupStore = async (storeNumber: string) => dataOf<PickupStore>(await graph(PickupGraphOperations.getPickupStore, { storeNumber }), 'pickupStore');
  const drink = async (store: StoreFacts): Promise<ProductDetails> => {
    const p = allProducts(dataOf<MenuCatalog>(await graph(Op.getMenu, { storeNumber: store.storeNumber }), 'menu')).find((x) => x.availability === 'Available' && x.productType === 'Beverage');
    if (p === undefined) throw new Error('no drink');
    return dataOf<ProductDetails>(await graph(Op.getProduct, { productNumber: p.productNumber, formCode: p.formCode, storeNumber: store.storeNumber }), 'product');
  };
  const request = (store: StoreFacts, d: ProductDetails): PriceOrderRequest => {
    const size = d.sizes[0];
    if (size === undefined) throw new Error('no size');
    return {
      storeNumber: store.storeNumber,
      cart: { items: [{ key: 'line-1', productNumber: d.productNumber, formCode: d.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity: 1, options: [] }], offers: [] },
      fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' },
    };
  };
  const priceAt = async (store: StoreFacts) => graph(Op.priceOrder, { order: request(store, await drink(store)) }, member);
  const place = (store: StoreFacts, priced: PricedOrder) =>
    graph(Op.submitOrder, { input: { orderId: priced.orderId, storeNumber: store.storeNumber, tenders: [{ id: DEMO_INSTRUMENT_IDS.visa, tender: 'VISA', amount: priced.summary.price }], tipAmount: 0, idempotencyKey: `stores-${priced.orderId}` } }, member);
  const nearby = (store: StoreFacts, at: { latitude: number; longitude: number }) =>
    server.app.inject({ url: `/apiproxy/v1/locations?lat=${at.latitude}&lng=${at.longitude}&limit=5` }).then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      const found = (r.json() as StoreLocation[]).find((l) => l.store.storeNumber === store.storeNumber)?.store;
      return { cache: r.headers[CACHE_HEADER], store: found };
    });

  it('a store changed in the table reaches the locator, ordering and pickup at once, past the cached public search', async () => {
    const store = fixtures.curbsideStore;
    const at = (await located(store.storeNumber)).coordinates;
    // As it is: open, taking orders ahead, curbside available; a priced order it will take, a search kept in the cache.
    expect(await located(store.storeNumber)).toMatchObject({ open: true, mobileOrdering: { availability: 'READY' }, curbsideAvailability: 'AVAILABLE' });
    expect(await pickupStore(short(store.storeNumber))).toMatchObject({ storeNumber: store.storeNumber, curbsideAvailability: 'AVAILABLE' });
    const priced = dataOf<PricedOrder>(await priceAt(store), 'priceOrder');
    expect((await nearby(store, at)).store?.mobileOrdering.availability).toBe('READY');
    expect(await nearby(store, at)).toMatchObject({ cache: 'hit' });

    // Mobile ordering turned off in the table (the server's clock stays in the same minute).
    await setDoc(store.storeNumber, ['store', 'mobileOrdering', 'availability'], 'NOT_READY');
    await expect.poll(async () => (await located(store.storeNumber)).mobileOrdering.availability, SOON).toBe('NOT_READY');
    expect(await nearby(store, at)).toMatchObject({ cache: 'miss', store: { mobileOrdering: { availability: 'NOT_READY' } } });
    expect(graphCodeOf(await place(store, priced))[1]).toBe('MOP_UNAVAILABLE');
    expect(graphCodeOf(await priceAt(store))[1]).toBe('MOP_UNAVAILABLE');

    // Back on, then closed every day: closed for the locator and ordering, curbside closed for pickup.
    await setDoc(store.storeNumber, ['store', 'mobileOrdering', 'availability'], 'READY');
    await setDoc(store.storeNumber, ['hours'], { week: [null, null, null, null, null, null, null], allDay: false, closesOnHolidays: false });
    await expect.poll(async () => (await located(store.storeNumber)).open, SOON).toBe(false);
    expect(await located(store.storeNumber)).toMatchObject({ open: false, mobileOrdering: { availability: 'READY' }, curbsideAvailability: 'CLOSED' });
    expect(await pickupStore(store.storeNumber)).toMatchObject({ curbsideAvailability: 'CLOSED' });
    expect(graphCodeOf(await priceAt(store))[1]).toBe('STORE_CLOSED');
    expect(await nearby(store, at)).toMatchObject({ cache: 'miss', store: { open: false } });

    // Open at every hour again: priced and placed.
    await setDoc(store.storeNumber, ['hours'], { week: Array.from({ length: 7 }, () => [0, 1440]), allDay: true, closesOnHolidays: false });
    await expect.poll(async () => (await located(store.storeNumber)).open, SOON).toBe(true);
    const again = dataOf<PricedOrder>(await priceAt(store), 'priceOrder');
    expect((await place(store, again)).statusCode).toBe(200);
    expect(await pickupStore(store.storeNumber)).toMatchObject({ curbsideAvailability: 'AVAILABLE' });
  });

  it('a directory that cannot listen sees a change at its next look at the version', async () => {
    const store = fixtures.store;
    const directory = createStoreDirectory({ db: server.db, clock: server.clock, refreshMs: 200 });
    const availability = async (n: string) => (await directory.find(n))?.facts.mobileOrderingAvailability;
    expect((await directory.find(short(store.storeNumber)))?.facts).toMatchObject({ storeNumber: store.storeNumber, mobileOrderingAvailability: 'READY' });
    await setDoc(store.storeNumber, ['store', 'mobileOrdering', 'availability'], 'UNAVAILABLE');
    await expect.poll(() => availability(store.storeNumber), SOON).toBe('UNAVAILABLE');
    expect((await directory.store(store.storeNumber))?.mobileOrdering.availability).toBe('UNAVAILABLE');
    await setDoc(store.storeNumber, ['store', 'mobileOrdering', 'availability'], 'READY');
    // A store opened (a new row) and closed for good (the row deleted): there, then gone.
    const count = (await directory.index()).count;
    await sql`insert into stores (store_number, short_number, lat, lng, doc)
      select '99999-1', '99999', lat, lng, jsonb_set(doc::jsonb, '{store,storeNumber}', '"99999-1"')::json from stores where short_number = ${short(store.storeNumber)}`.execute(server.db);
    await expect.poll(() => availability('99999'), SOON).toBe('READY');
    expect((await directory.find('99999'))?.facts.storeNumber).toBe('99999-1');
    expect((await directory.index()).count).toBe(count + 1);
    await sql`delete from stores where short_number = '99999'`.execute(server.db);
    await expect.poll(() => directory.find('99999'), SOON).toBeUndefined();
    expect((await directory.index()).count).toBe(count);
    await directory.close();
  });

  it(`a directory that listens hears a change made elsewhere at once, without waiting for its refresh time (${name === 'PostgreSQL' ? 'another connection to the database' : 'the one connection'})`, async () => {
    const store = fixtures.memberOnlyStore;
    // On PostgreSQL a second pool and listener on the same database: another process.
    const elsewhere = name === 'PostgreSQL' ? await openDatabase({ kind: 'postgres', url: await sameDatabaseUrl(server.db) }) : undefined;
    const directory: StoreDirectory = createStoreDirectory({ db: elsewhere ?? server.db, clock: server.clock, refreshMs: 60_000, listen: true });
    try {
      expect((await directory.find(store.storeNumber))?.facts.guestOrdering).toBe(false);
      await setDoc(store.storeNumber, ['store', 'guestOrdering'], true);
      await expect.poll(async () => (await directory.find(store.storeNumber))?.facts.guestOrdering, SOON).toBe(true);
      await setDoc(store.storeNumber, ['store', 'guestOrdering'], false);
      await expect.poll(async () => (await directory.find(store.storeNumber))?.facts.guestOrdering, SOON).toBe(false);
    } finally {
      await directory.close();
      await elsewhere?.destroy();
    }
  });

  it('a doc that is not a store leaves the stores as they were (reported), until it is mended', async () => {
    const store = fixtures.marketStore;
    const errors: string[] = [];
    const directory = createStoreDirectory({ db: server.db, clock: server.clock, refreshMs: 100, onError: (_e, what) => errors.push(what) });
    const before = await docOf(store.storeNumber);
    const name = (JSON.parse(before) as { store: { name: string } }).store.name;
    expect((await directory.store(store.storeNumber))?.name).toBe(name);
    await setDoc(store.storeNumber, ['store', 'name'], 7);
    await expect.poll(() => errors, SOON).toEqual(['checking the stores']);
    expect((await directory.store(store.storeNumber))?.name).toBe(name);
    // Not read again while the table is unchanged (several looks later).
    await new Promise((r) => setTimeout(r, 500));
    expect(errors).toHaveLength(1);
    await setDoc(store.storeNumber, ['store', 'name'], 'Mended');
    await expect.poll(async () => (await directory.store(store.storeNumber))?.name, SOON).toBe('Mended');
    await directory.close();
    await sql`update stores set doc = ${before}::json where short_number = ${short(store.storeNumber)}`.execute(server.db);
  });

  it("pins the six pickup stores' facts once: pinning again changes nothing", async () => {
    const numbers = ['10001', '10002', '10003', '10004', '10005', '10006'];
    const before = await Promise.all(numbers.map(docOf));
    await pinPickupStores(server.db);
    expect(await Promise.all(numbers.map(docOf))).toEqual(before);
    expect(before.map((d) => (JSON.parse(d) as { curbside?: string }).curbside)).toEqual(['UNAVAILABLE', 'UNAVAILABLE', 'AVAILABLE', 'AVAILABLE', 'CLOSED', 'UNAVAILABLE']);
  });
});

/** The URL of the PostgreSQL database `db` is on (the test command's server, its own database). */
const sameDatabaseUrl = async (db: Db): Promise<string> => {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  const url = new URL(process.env.CREMA_TEST_POSTGRES_URL ?? '');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  return url.toString();
};
