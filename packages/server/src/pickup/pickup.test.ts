// Pickup on the server, on every test database (PGlite always; PostgreSQL when the test command started one):
// the six pickup stores (rows of the stores table, with the README's pickup facts) and any locator store by number,
// under its full number, the check-in re-checked with the domain's rules (curbside
// available, stall 1..stall count, the spec's default of 4, an order of that store placed within the check-in
// window: issue #26), one arrival per order token, and the graph's answers. Orders are rows of the orders table
// here (the attack suite, security/check-in.attack.test.ts, places them over HTTP).
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CHECK_IN_WINDOW_MS, CustomerArrivalAnswerCodec, PickupGraphOperations, PickupStoreAnswerCodec, stallCount, type CustomerArrival } from '@crema/domain/pickup';
import { PICKUP_STORE_NUMBERS, SEED_PICKUP_STORES } from '@crema/catalog/pickup';
import { testDatabases } from '../test/databases';
import { failureOf, graphCodeOf, useSeededServer } from '../test/app';
import { GRAPH_PATH } from '../http/graph';
import { storeDirectoryOf } from '../stores/store-directory';
import { createPickup } from './arrivals';

const START = Date.UTC(2026, 10, 25, 18);

describe.each(testDatabases)('pickup on $name', ({ open }) => {
  const server = useSeededServer(open, START);

  const graph = (operationName: string, variables: Record<string, unknown>): Promise<LightMyRequestResponse> =>
    server.app.inject({ method: 'POST', url: GRAPH_PATH, payload: { operationName, variables } });
  /** A check-in from `from` (a client's address: the check-in limit counts 20 a minute from each). */
  const arrive = (a: Partial<CustomerArrival> & { stallNumber: number }, from = '127.0.0.1') =>
    server.app.inject({ method: 'POST', url: GRAPH_PATH, remoteAddress: from, payload: { operationName: PickupGraphOperations.createCustomerArrival, variables: { arrival: { pickUpOption: 'CX', storeNumber: PICKUP_STORE_NUMBERS.curbside, ...a } } } });
  /** An order placed at `storeNumber` (a locator store's full number) at `placedAt`: its id is the token. */
  let orders = 0;
  const orderAt = async (storeNumber: string, placedAt = server.clock.now()): Promise<string> => {
    const orderId = `ord-test-${++orders}`;
    await server.db
      .insertInto('orders')
      .values({ order_id: orderId, member_id: null, guest_email: 'guest@example.com', guest_marketing_opt_in: false, store_number: storeNumber, store_name: null, order_type: '120', express_order_token: null, placed_at: placedAt, total_minor: 545, basket: '[]', placed: 'null', pickup: 'null' })
      .execute();
    return orderId;
  };
  const arrivalsCount = async () => (await server.db.selectFrom('customer_arrivals').select('arrival_id').execute()).length;
  const pickupOn = () => createPickup({ ...server.ctx, stores: storeDirectoryOf(server.app) });

  it("answers the six pickup stores without a sign-in, by full or short number, under the store's full number, with the README's pickup facts; 404 for an unknown one", async () => {
    const pickupStore = async (storeNumber: string) => {
      const r = await graph(PickupGraphOperations.getPickupStore, { storeNumber });
      expect(r.statusCode, r.body).toBe(200);
      const decoded = PickupStoreAnswerCodec.decode((r.json() as { data: unknown }).data);
      if (decoded._tag === 'Left') throw new Error(r.body);
      return decoded.right.pickupStore;
    };
    for (const seeded of SEED_PICKUP_STORES) {
      const store = await pickupStore(seeded.storeNumber);
      // The locator's store of that number: the one an order there is placed at.
      const located = await graph('getStoreByNumber', { storeNumber: seeded.storeNumber });
      const { storeNumber, name } = (located.json() as { data: { storeByNumber: { store: { storeNumber: string; name: string } } } }).data.storeByNumber.store;
      expect([store.storeNumber, store.name]).toEqual([storeNumber, name]);
      expect(storeNumber.split('-')[0]).toBe(seeded.storeNumber);
      expect({ ...store, stallQuantity: store.stallQuantity ?? 4 }).toMatchObject({
        pickUpOptions: seeded.pickUpOptions,
        curbsideAvailability: seeded.curbsideAvailability,
        checkInSupported: seeded.checkInSupported,
        stallQuantity: seeded.stallQuantity ?? 4,
      });
      expect(await pickupStore(storeNumber)).toEqual(store);
      expect(await pickupStore(`${seeded.storeNumber}-1`)).toEqual(store);
    }
    expect(graphCodeOf(await graph(PickupGraphOperations.getPickupStore, { storeNumber: '0' }))).toEqual([404, 'NOT_FOUND']);
  });

  it("checks in at every stall 1..the store's count (the default 4) and refuses others with VALIDATION_ERROR", async () => {
    const pickup = pickupOn();
    const store = await pickup.store(PICKUP_STORE_NUMBERS.curbside);
    expect(stallCount(store)).toBe(4);
    for (let stall = 1; stall <= 4; stall++) {
      const r = await arrive({ stallNumber: stall, displayName: 'Avery', orderToken: await orderAt(`${PICKUP_STORE_NUMBERS.curbside}-54321`) });
      expect(r.statusCode, r.body).toBe(200);
      const decoded = CustomerArrivalAnswerCodec.decode((r.json() as { data: unknown }).data);
      expect(decoded._tag === 'Right' && [decoded.right.customerArrival.stallNumber, decoded.right.customerArrival.arrivedAt]).toEqual([stall, START]);
    }
    const token = await orderAt(PICKUP_STORE_NUMBERS.curbside);
    for (const stall of [0, 5, -1]) expect(graphCodeOf(await arrive({ stallNumber: stall, orderToken: token }))).toEqual([400, 'VALIDATION_ERROR']);
    expect(graphCodeOf(await arrive({ stallNumber: 2.5, orderToken: token }))).toEqual([400, 'VALIDATION_ERROR']);
    expect(await server.db.selectFrom('customer_arrivals').select('stall_number').where('store_number', '=', store.storeNumber).execute()).toHaveLength(4);
  });

  it('refuses a check-in where curbside is closed, unavailable or not the option asked (CURBSIDE_UNAVAILABLE 409)', async () => {
    for (const storeNumber of [PICKUP_STORE_NUMBERS.curbsideClosed, PICKUP_STORE_NUMBERS.curbsideUnavailable, PICKUP_STORE_NUMBERS.inStoreOnly]) {
      expect(graphCodeOf(await arrive({ storeNumber, stallNumber: 1 }))).toEqual([409, 'CURBSIDE_UNAVAILABLE']);
    }
    expect(graphCodeOf(await arrive({ pickUpOption: '16', stallNumber: 1 }))).toEqual([409, 'CURBSIDE_UNAVAILABLE']);
    expect(graphCodeOf(await arrive({ storeNumber: '0', stallNumber: 1 }))).toEqual([404, 'NOT_FOUND']);
  });

  it('keeps one arrival per store and order token: checking in again moves the customer, also when both come at once', async () => {
    const pickup = pickupOn();
    const store = PICKUP_STORE_NUMBERS.driveThruAndCurbside;
    const full = (await pickup.store(store)).storeNumber;
    const [first, second] = [await orderAt(`${store}-1`), await orderAt(store)];
    await pickup.arrive({ pickUpOption: 'CX', storeNumber: store, stallNumber: 3, orderToken: first });
    await pickup.arrive({ pickUpOption: 'CX', storeNumber: store, stallNumber: 8, orderToken: first });
    await pickup.arrive({ pickUpOption: 'CX', storeNumber: store, stallNumber: 1, orderToken: second });
    const byToken = async () => (await pickup.arrivalsAt(full)).map((a) => [a.order_token, a.stall_number]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(await byToken()).toEqual([
      [first, 8],
      [second, 1],
    ]);
    // Together: both answered, one arrival kept (the unique store and token), at one of the two spots.
    const both = await Promise.all([5, 6].map((stallNumber) => arrive({ storeNumber: store, stallNumber, orderToken: second })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await byToken()).filter(([t]) => t === second)).toHaveLength(1);
    expect(await failureOf(pickup.arrive({ pickUpOption: 'CX', storeNumber: store, stallNumber: 9, orderToken: first }))).toBe('VALIDATION_ERROR');
  });

  it('checks in only for an order of that store placed within the window: anything else is 404 NOT_FOUND and writes nothing (issue #26)', async () => {
    const store = PICKUP_STORE_NUMBERS.curbside;
    // From an address of its own: the per-address check-in limit (20 a minute of the wall clock, refusals
    // counted) has been used by the tests before.
    const from = '192.0.2.10';
    const now = server.clock.now();
    const refused = {
      'no token': undefined,
      'a blank token': '  ',
      'a made-up token': 'ord-made-up',
      "another store's order": await orderAt(`${PICKUP_STORE_NUMBERS.driveThruAndCurbside}-54321`),
      'an order of a store whose number only starts alike': await orderAt(`${store}9-1`),
      'a stale order': await orderAt(store, now - CHECK_IN_WINDOW_MS - 1),
      "the demo member's seeded history": 'prev-demo-1',
    };
    const before = await arrivalsCount();
    for (const [what, orderToken] of Object.entries(refused)) {
      const r = await arrive({ stallNumber: 1, ...(orderToken === undefined ? {} : { orderToken }) }, from);
      expect(graphCodeOf(r), what).toEqual([404, 'NOT_FOUND']);
    }
    expect(await arrivalsCount()).toBe(before);
    // At the window's edge still in; a customer's order at the store in any form of its number.
    expect((await arrive({ stallNumber: 1, orderToken: await orderAt(store, now - CHECK_IN_WINDOW_MS) }, from)).statusCode).toBe(200);
    expect((await arrive({ storeNumber: `${store}-7`, stallNumber: 2, orderToken: await orderAt(`${store}-54321`) }, from)).statusCode).toBe(200);
    expect(await arrivalsCount()).toBe(before + 2);
  });
});
