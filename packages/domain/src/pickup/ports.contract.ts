// Conformance suites for PickupStores and CustomerArrivals adapters. Neither needs a signed-in member.
import { describe, it, expect } from 'vitest';
import { firstValueFrom, toArray } from 'rxjs';
import { isLeft, isRight } from 'fp-ts/Either';
import type { PickupStore } from './model';
import type { CustomerArrivals, PickupStores } from './ports';
import { curbsideStatus, customerArrival, stallCount } from './rules';

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
}

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
    const query = { orderToken: 'order-token-1', firstName: 'Avery', platform: 'web' as const };

    it('checks in at a curbside store for every stall', async () => {
      const f = await make();
      for (let stall = 1; stall <= stallCount(f.curbsideStore); stall++) {
        const r = await firstValueFrom(f.arrivals.createCustomerArrival(customerArrival(f.curbsideStore, query, stall)));
        if (!isRight(r)) throw new Error(`check-in failed: ${JSON.stringify(r)}`);
        expect(r.right).toMatchObject({ storeNumber: f.curbsideStore.storeNumber, stallNumber: stall });
        expect(r.right.arrivalId.length).toBeGreaterThan(0);
      }
    });

    it('refuses a stall outside 1..stall count', async () => {
      const f = await make();
      for (const stall of [0, stallCount(f.curbsideStore) + 1]) {
        const r = await firstValueFrom(f.arrivals.createCustomerArrival(customerArrival(f.curbsideStore, query, stall)));
        expect(isLeft(r)).toBe(true);
      }
    });

    it('refuses a check-in where curbside is not available', async () => {
      const f = await make();
      const r = await firstValueFrom(f.arrivals.createCustomerArrival(customerArrival(f.noCurbsideStore, query, 1)));
      expect(isLeft(r)).toBe(true);
    });
  });
};
