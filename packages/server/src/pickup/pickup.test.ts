// Pickup on the server, on every test database (PGlite always; PostgreSQL when the test command started one):
// the six pickup stores and any locator store by number, the check-in re-checked with the domain's rules (curbside
// available, stall 1..stall count, the spec's default of 4), one arrival per order token, and the graph's answers.
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CustomerArrivalAnswerCodec, PickupGraphOperations, PickupStoreAnswerCodec, stallCount, type CustomerArrival } from '@crema/domain/pickup';
import { PICKUP_STORE_NUMBERS } from '@crema/catalog/pickup';
import { testDatabases } from '../test/databases';
import { failureOf, graphCodeOf, useSeededServer } from '../test/app';
import { GRAPH_PATH } from '../http/graph';
import { createPickup } from './arrivals';

const START = Date.UTC(2026, 10, 25, 18);

describe.each(testDatabases)('pickup on $name', ({ open }) => {
  const server = useSeededServer(open, START);

  const graph = (operationName: string, variables: Record<string, unknown>): Promise<LightMyRequestResponse> =>
    server.app.inject({ method: 'POST', url: GRAPH_PATH, payload: { operationName, variables } });
  const arrive = (a: Partial<CustomerArrival> & { stallNumber: number }) =>
    graph(PickupGraphOperations.createCustomerArrival, { arrival: { pickUpOption: 'CX', storeNumber: PICKUP_STORE_NUMBERS.curbside, ...a } });

  it('answers the six pickup stores without a sign-in, by full or short number, and 404 for an unknown one', async () => {
    for (const number of Object.values(PICKUP_STORE_NUMBERS)) {
      const r = await graph(PickupGraphOperations.getPickupStore, { storeNumber: number });
      expect(r.statusCode, r.body).toBe(200);
      const decoded = PickupStoreAnswerCodec.decode((r.json() as { data: unknown }).data);
      expect(decoded._tag === 'Right' && decoded.right.pickupStore.storeNumber).toBe(number);
    }
    const dashed = await graph(PickupGraphOperations.getPickupStore, { storeNumber: `${PICKUP_STORE_NUMBERS.curbside}-1` });
    expect((dashed.json() as { data: { pickupStore: { storeNumber: string } } }).data.pickupStore.storeNumber).toBe(PICKUP_STORE_NUMBERS.curbside);
    expect(graphCodeOf(await graph(PickupGraphOperations.getPickupStore, { storeNumber: '0' }))).toEqual([404, 'NOT_FOUND']);
  });

  it("checks in at every stall 1..the store's count (the default 4) and refuses others with VALIDATION_ERROR", async () => {
    const pickup = createPickup(server.ctx);
    const store = await pickup.store(PICKUP_STORE_NUMBERS.curbside);
    expect(stallCount(store)).toBe(4);
    for (let stall = 1; stall <= 4; stall++) {
      const r = await arrive({ stallNumber: stall, displayName: 'Avery' });
      expect(r.statusCode, r.body).toBe(200);
      const decoded = CustomerArrivalAnswerCodec.decode((r.json() as { data: unknown }).data);
      expect(decoded._tag === 'Right' && [decoded.right.customerArrival.stallNumber, decoded.right.customerArrival.arrivedAt]).toEqual([stall, START]);
    }
    for (const stall of [0, 5, -1]) expect(graphCodeOf(await arrive({ stallNumber: stall }))).toEqual([400, 'VALIDATION_ERROR']);
    expect(graphCodeOf(await arrive({ stallNumber: 2.5 }))).toEqual([400, 'VALIDATION_ERROR']);
    expect(await server.db.selectFrom('customer_arrivals').select('stall_number').where('store_number', '=', PICKUP_STORE_NUMBERS.curbside).execute()).toHaveLength(4);
  });

  it('refuses a check-in where curbside is closed, unavailable or not the option asked (CURBSIDE_UNAVAILABLE 409)', async () => {
    for (const storeNumber of [PICKUP_STORE_NUMBERS.curbsideClosed, PICKUP_STORE_NUMBERS.curbsideUnavailable, PICKUP_STORE_NUMBERS.inStoreOnly]) {
      expect(graphCodeOf(await arrive({ storeNumber, stallNumber: 1 }))).toEqual([409, 'CURBSIDE_UNAVAILABLE']);
    }
    expect(graphCodeOf(await arrive({ pickUpOption: '16', stallNumber: 1 }))).toEqual([409, 'CURBSIDE_UNAVAILABLE']);
    expect(graphCodeOf(await arrive({ storeNumber: '0', stallNumber: 1 }))).toEqual([404, 'NOT_FOUND']);
  });

  it('keeps one arrival per store and order token: checking in again moves the customer', async () => {
    const pickup = createPickup(server.ctx);
    const store = PICKUP_STORE_NUMBERS.driveThruAndCurbside;
    await pickup.arrive({ pickUpOption: 'CX', storeNumber: store, stallNumber: 3, orderToken: 'order-1' });
    await pickup.arrive({ pickUpOption: 'CX', storeNumber: store, stallNumber: 8, orderToken: 'order-1' });
    await pickup.arrive({ pickUpOption: 'CX', storeNumber: store, stallNumber: 1, orderToken: 'order-2' });
    const byToken = (await pickup.arrivalsAt(store)).map((a) => [a.order_token, a.stall_number]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byToken).toEqual([
      ['order-1', 8],
      ['order-2', 1],
    ]);
    expect(await failureOf(pickup.arrive({ pickUpOption: 'CX', storeNumber: store, stallNumber: 9 }))).toBe('VALIDATION_ERROR');
  });
});
