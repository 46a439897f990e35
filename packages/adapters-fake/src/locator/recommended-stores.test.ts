// The fake "get recommended stores" (where the locator opens for a member) and the locator's stores as the
// pickup fake's directory (so an order's pickup link works at any store).
import { describe, it, expect } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { isLeft, isRight } from 'fp-ts/Either';
import { createManualClock } from '@crema/domain';
import { pickupStoreOf } from '@crema/domain/pickup';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { createFakeBackend, createMemoryStorage } from '../backend';
import { createFakeCustomerArrivals, createFakePickupStores } from '../pickup';
import { fakeOrderPlacer } from '../pickup/test-orders';
import { createFakeLocator, createLocatorPickupDirectory } from './index';

const NOW = Date.UTC(2026, 10, 22, 18, 30);
const SEATTLE = { latitude: 47.60621, longitude: -122.33207 };
const backendAt = () => createFakeBackend({ clock: createManualClock(NOW), storage: createMemoryStorage() });

describe('fake recommended stores', () => {
  it("the demo member's favorites in order, then the stores of past orders, each once; nothing for a new member; 401 for a guest", async () => {
    const backend = backendAt();
    const { recommended } = createFakeLocator(backend);
    const guest = await firstValueFrom(recommended.forMember());
    expect(isLeft(guest) && guest.left.status).toBe(401);

    backend.setCurrentMember(DEMO_MEMBER.memberId);
    const demo = await firstValueFrom(recommended.forMember());
    const list = isRight(demo) ? demo.right : [];
    expect(list.slice(0, 2).map((l) => [l.store.name, l.isFavorite])).toEqual([['15th & Pine', true], ['Ballard & Market', true]]);
    expect(list.slice(2).every((l) => !l.isFavorite && l.isPrevious)).toBe(true);
    expect(new Set(list.map((l) => l.store.storeNumber)).size).toBe(list.length);

    backend.setCurrentMember(NEW_MEMBER.memberId);
    expect(await firstValueFrom(recommended.forMember())).toEqual({ _tag: 'Right', right: [] });
  });
});

describe("the locator's stores as the pickup fake's directory", () => {
  it('a store beyond the six seeded ones has a pickup page with its own options, and curbside check-in where it has curbside', async () => {
    const backend = backendAt();
    const directory = createLocatorPickupDirectory(backend);
    const pickup = createFakePickupStores(backend, directory);
    const nearby = await firstValueFrom(createFakeLocator(backend).stores.search({ target: { coordinates: SEATTLE }, features: [], limit: 50 }));
    const stores = isRight(nearby) ? nearby.right.map((l) => l.store).filter((s) => Number(s.storeNumber.split('-')[0]) > 10006) : [];
    expect(stores.length).toBeGreaterThan(10);
    for (const store of stores.slice(0, 10)) {
      expect(await firstValueFrom(pickup.getStore(store.storeNumber))).toEqual({ _tag: 'Right', right: pickupStoreOf(store) });
    }
    // The seeded numbers keep their roles (README): 10001 is in-store only whatever the locator knows.
    const seeded = await firstValueFrom(pickup.getStore('10001-12345'));
    expect(isRight(seeded) && seeded.right.pickUpOptions).toEqual(['16']);
    expect(isLeft(await firstValueFrom(createFakePickupStores(backend).getStore(stores[0]?.storeNumber ?? '')))).toBe(true);

    const curbside = stores.find((s) => s.curbsideAvailability === 'AVAILABLE' && s.pickUpOptions.some((o) => o.code === 'CX'));
    if (curbside !== undefined) {
      const arrivals = createFakeCustomerArrivals(backend, directory);
      // A check-in names a real order of the store (the domain's checkInOrder): one placed there just now.
      const orderToken = await fakeOrderPlacer(backend)(curbside);
      const r = await firstValueFrom(arrivals.createCustomerArrival({ pickUpOption: 'CX', storeNumber: curbside.storeNumber, stallNumber: 1, orderToken }));
      expect(isRight(r)).toBe(true);
    }
  });
});
