import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, of, toArray } from 'rxjs';
import { left, right } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '../shared';
import { testStore } from '../locator/test-support';
import { makeLoadPickupStart, storelessPickupOptions } from './pickup-start';
import { pickupStoreOf } from './store-facts';
import { pickupOptionsFor } from './rules';
import { arbStore } from './test-arbitraries';
import type { PickupStore } from './model';

const capitolHill: PickupStore = { storeNumber: '10003', name: 'Capitol Hill', pickUpOptions: ['16', 'CX'], curbsideAvailability: 'AVAILABLE', checkInSupported: true, addressLine: '434 Broadway E' };
const stores = { getStore: (n: string) => of(n === '10003' ? right(capitolHill) : left(domainError(ErrorCodes.NOT_FOUND, { status: 404 }))) };
const load = (selected: string | undefined | 'fails') =>
  firstValueFrom(
    makeLoadPickupStart({
      choice: { selectedStoreNumber: () => of(selected === 'fails' ? left(domainError('HTTP_500', { status: 500 })) : right(selected)) },
      stores,
    })().pipe(toArray()),
  );

describe('/pickup without a store', () => {
  it('offers in store (every store has it) and no option that needs a store', () => {
    expect(storelessPickupOptions().map((o) => o.code)).toEqual(['16']);
    fc.assert(
      fc.property(arbStore, (store) => {
        expect(pickupOptionsFor(store)).toEqual(expect.arrayContaining([...storelessPickupOptions()]));
      }),
    );
  });

  it('suggests the store chosen for ordering', async () => {
    expect(await load('10003')).toEqual([{ status: 'loading' }, { status: 'ok', value: { options: storelessPickupOptions(), suggestedStore: capitolHill } }]);
  });

  it('without a chosen store, or when it cannot be read or found, still answers: the options and no suggestion', async () => {
    for (const selected of [undefined, 'fails', '99999'] as const) {
      expect((await load(selected)).at(-1)).toEqual({ status: 'ok', value: { options: storelessPickupOptions() } });
    }
  });

  it("a locator store's pickup facts: check-in where it has curbside at all, its stalls and address", () => {
    const store = testStore({ pickUpOptions: [{ code: '16', name: 'In store' }, { code: 'CX', name: 'Curbside' }], curbsideAvailability: 'CLOSED', stallQuantity: 6 });
    expect(pickupStoreOf(store)).toEqual({
      storeNumber: store.storeNumber,
      name: store.name,
      pickUpOptions: ['16', 'CX'],
      curbsideAvailability: 'CLOSED',
      checkInSupported: true,
      stallQuantity: 6,
      addressLine: store.address.singleLine,
    });
    expect(pickupStoreOf(testStore()).checkInSupported).toBe(false);
  });
});
