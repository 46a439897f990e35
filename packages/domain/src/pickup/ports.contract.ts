// Conformance suites for PickupStores and CustomerArrivals adapters. Neither needs a signed-in member; a
// check-in names a real order of its store (issue #26), which the fixture places as its customer would.
import { describe, it, expect } from 'vitest';
import { firstValueFrom, toArray, type Observable } from 'rxjs';
import { isLeft, isRight, type Either } from 'fp-ts/Either';
import { ErrorCodes, type DomainError } from '../shared';
import { allProducts } from '../ordering/cart/cart-rules';
import type { StoreFacts, TenderType } from '../ordering/order-model';
import type { Menus, Orders, Pricing } from '../ordering/ports';
import { priceRequestFor } from '../ordering/ports.contract';
import type { PickupStore } from './model';
import type { CustomerArrivals, PickupStores } from './ports';
import { curbsideStatus, customerArrival, stallCount } from './rules';
import { CHECK_IN_WINDOW_MS } from './check-in-order';

export interface PickupStoresFixture {
  readonly stores: PickupStores;
  /** Store numbers the adapter knows, covering curbside available, closed or unsupported, with and without drive-thru. */
  readonly knownStoreNumbers: readonly string[];
  readonly unknownStoreNumber: string;
}

export interface CustomerArrivalsFixture {
  readonly arrivals: CustomerArrivals;
  /** A store with curbside check-in available now. */
  readonly curbsideStore: PickupStore;
  /** A store without curbside available now. */
  readonly noCurbsideStore: PickupStore;
  /** Another store with curbside check-in available now, where `orderTokenAt(curbsideStore)`'s orders were not placed. */
  readonly otherCurbsideStore: PickupStore;
  /** Places an order at the store now, as its customer would, and answers its check-in token (the order's id). */
  orderTokenAt(store: PickupStore): Promise<string>;
  /** Moves the backend's clock forward. */
  advance(ms: number): Promise<void>;
}

const value = async <T>(o: Observable<Either<DomainError, T>>): Promise<T> => {
  const r = await firstValueFrom(o);
  if (r._tag === 'Left') throw new Error(`expected success, got ${r.left.code}`);
  return r.right;
};

/**
 * For a fixture's orderTokenAt: one available drink at `store` priced and placed by the signed-in member with
 * `tender`, answering the order's id.
 */
export const placeOrderForCheckIn = async (p: { readonly menus: Menus; readonly pricing: Pricing; readonly orders: Orders }, store: StoreFacts, tender: { readonly id: string; readonly tender: TenderType }): Promise<string> => {
  const menu = await value(p.menus.getMenus(store.storeNumber));
  const drink = allProducts(menu).find((x) => x.availability === 'Available' && x.productType === 'Beverage');
  if (drink === undefined) throw new Error(`no drink at ${store.storeNumber}`);
  const details = await value(p.menus.getProduct(drink.productNumber, drink.formCode, store.storeNumber));
  const priced = await value(p.pricing.priceOrder(priceRequestFor(store, details)));
  const placed = await value(
    p.orders.placeOrder({ orderId: priced.orderId, storeNumber: store.storeNumber, tenders: [{ ...tender, amount: priced.summary.price }], tipAmount: 0, idempotencyKey: `check-in-${priced.orderId}` }),
  );
  if (placed === null) throw new Error('the order was not placed');
  return placed.orderId;
};

export const describePickupStoresContract = (name: string, make: () => PickupStoresFixture | Promise<PickupStoresFixture>): void => {
  describe(`PickupStores contract: ${name}`, () => {
    it('answers a known store with its own number and sane pickup facts', async () => {
      const f = await make();
      for (const n of f.knownStoreNumbers) {
        const r = await firstValueFrom(f.stores.getStore(n));
        if (!isRight(r)) throw new Error(`store ${n} not found`);
        expect(r.right.storeNumber).toBe(n);
        expect(r.right.name.length).toBeGreaterThan(0);
        expect(r.right.addressLine.length).toBeGreaterThan(0);
        expect(['AVAILABLE', 'CLOSED', 'UNAVAILABLE']).toContain(r.right.curbsideAvailability);
        if (r.right.stallQuantity !== undefined) expect(Number.isSafeInteger(r.right.stallQuantity) && r.right.stallQuantity > 0).toBe(true);
      }
    });

    it('covers every curbside status and both drive-thru cases', async () => {
      const f = await make();
      const stores: PickupStore[] = [];
      for (const n of f.knownStoreNumbers) {
        const r = await firstValueFrom(f.stores.getStore(n));
        if (isRight(r)) stores.push(r.right);
      }
      expect(new Set(stores.map(curbsideStatus))).toEqual(new Set(['available', 'closed', 'unavailable']));
      expect(new Set(stores.map((s) => s.pickUpOptions.includes('DT')))).toEqual(new Set([true, false]));
    });

    it('answers an unknown store with a 404, once', async () => {
      const f = await make();
      const all = await firstValueFrom(f.stores.getStore(f.unknownStoreNumber).pipe(toArray()));
      expect(all).toHaveLength(1);
      const r = all[0];
      expect(r !== undefined && isLeft(r) && r.left.status).toBe(404);
    });
  });
};

export const describeCustomerArrivalsContract = (name: string, make: () => CustomerArrivalsFixture | Promise<CustomerArrivalsFixture>): void => {
  describe(`CustomerArrivals contract: ${name}`, () => {
    const queryFor = (orderToken: string | undefined) => ({ ...(orderToken === undefined ? {} : { orderToken }), firstName: 'Avery', platform: 'web' as const });

    it("checks in at a curbside store for every stall, with the token of the customer's order there", async () => {
      const f = await make();
      const query = queryFor(await f.orderTokenAt(f.curbsideStore));
      for (let stall = 1; stall <= stallCount(f.curbsideStore); stall++) {
        const r = await firstValueFrom(f.arrivals.createCustomerArrival(customerArrival(f.curbsideStore, query, stall)));
        if (!isRight(r)) throw new Error(`check-in failed: ${JSON.stringify(r)}`);
        expect(r.right).toMatchObject({ storeNumber: f.curbsideStore.storeNumber, stallNumber: stall });
        expect(r.right.arrivalId.length).toBeGreaterThan(0);
      }
    });

    it('refuses a stall outside 1..stall count', async () => {
      const f = await make();
      const query = queryFor(await f.orderTokenAt(f.curbsideStore));
      for (const stall of [0, stallCount(f.curbsideStore) + 1]) {
        const r = await firstValueFrom(f.arrivals.createCustomerArrival(customerArrival(f.curbsideStore, query, stall)));
        expect(isLeft(r)).toBe(true);
      }
    });

    it('refuses a check-in where curbside is not available', async () => {
      const f = await make();
      const r = await firstValueFrom(f.arrivals.createCustomerArrival(customerArrival(f.noCurbsideStore, queryFor(undefined), 1)));
      expect(isLeft(r)).toBe(true);
    });

    it("refuses with 404 NOT_FOUND a check-in naming no order of the store: made up, none, blank, another store's", async () => {
      const f = await make();
      const elsewhere = await f.orderTokenAt(f.curbsideStore);
      const attempts: readonly [PickupStore, string | undefined][] = [
        [f.curbsideStore, 'ord-made-up-0000'],
        [f.curbsideStore, undefined],
        [f.curbsideStore, ' '],
        [f.otherCurbsideStore, elsewhere],
      ];
      for (const [store, token] of attempts) {
        const r = await firstValueFrom(f.arrivals.createCustomerArrival(customerArrival(store, queryFor(token), 1)));
        expect(isLeft(r) && [r.left.code, r.left.status], `${store.storeNumber} ${String(token)}`).toEqual([ErrorCodes.NOT_FOUND, 404]);
      }
    });

    it('refuses with 404 NOT_FOUND an order placed longer ago than the check-in window, and takes it within', async () => {
      const f = await make();
      const token = await f.orderTokenAt(f.curbsideStore);
      const checkIn = () => firstValueFrom(f.arrivals.createCustomerArrival(customerArrival(f.curbsideStore, queryFor(token), 1)));
      await f.advance(CHECK_IN_WINDOW_MS - 60_000);
      expect(isRight(await checkIn())).toBe(true);
      await f.advance(2 * 60_000);
      const r = await checkIn();
      expect(isLeft(r) && [r.left.code, r.left.status]).toEqual([ErrorCodes.NOT_FOUND, 404]);
    });
  });
};
