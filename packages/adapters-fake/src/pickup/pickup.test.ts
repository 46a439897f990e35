import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, last } from 'rxjs';
import { isRight } from 'fp-ts/Either';
import { createManualClock } from '@crema/domain';
import {
  makeCheckIn,
  makeLoadPickupOptions,
  parsePickupQuery,
  PickupMessages,
  stallCount,
  type CurbsideAvailability,
  type PickupStore,
} from '@crema/domain/pickup';
import { describeCustomerArrivalsContract, describePickupStoresContract } from '@crema/domain/pickup/contract';
import { PICKUP_STORE_NUMBERS, SEED_PICKUP_STORES } from '@crema/catalog/pickup';
import { createFakeBackend, createMemoryStorage } from '../backend';
import { arrivalsAt, createFakeCustomerArrivals, createFakePickupStores, PickupOperations, setCurbsideAvailability } from './pickup-fakes';

const setup = (storage = createMemoryStorage()) => {
  const backend = createFakeBackend({ clock: createManualClock(Date.UTC(2026, 10, 22, 16)), storage });
  return { backend, stores: createFakePickupStores(backend), arrivals: createFakeCustomerArrivals(backend) };
};
const seeded = (n: string): PickupStore => SEED_PICKUP_STORES.find((s) => s.storeNumber === n) as PickupStore;

describePickupStoresContract('fake', () => ({
  stores: setup().stores,
  knownStoreNumbers: Object.values(PICKUP_STORE_NUMBERS),
  unknownStoreNumber: '99999',
}));

describeCustomerArrivalsContract('fake', () => ({
  arrivals: setup().arrivals,
  curbsideStore: seeded(PICKUP_STORE_NUMBERS.driveThruAndCurbside),
  noCurbsideStore: seeded(PICKUP_STORE_NUMBERS.curbsideClosed),
}));

describe('fake pickup', () => {
  it('seeds six stores whose options cover every combination', async () => {
    const s = setup();
    const load = makeLoadPickupOptions({ stores: s.stores });
    const seen: Record<string, string> = {};
    for (const n of Object.values(PICKUP_STORE_NUMBERS)) {
      const st = await firstValueFrom(load(parsePickupQuery(`?store=${n}`)).pipe(last()));
      if (st.status === 'ok') seen[n] = `${st.value.options.map((o) => o.code).join('+')}${st.value.banner ? ' (closed banner)' : ''}`;
    }
    expect(seen).toEqual({
      '10001': '16',
      '10002': '16+DT',
      '10003': '16+CX',
      '10004': '16+DT+CX',
      '10005': '16 (closed banner)',
      '10006': '16+DT',
    });
    expect(stallCount(seeded('10003'))).toBe(4);
  });

  it('finds a store by the number before a dash', async () => {
    const r = await firstValueFrom(setup().stores.getStore('10003-77'));
    expect(isRight(r) && r.right.storeNumber).toBe('10003');
  });

  it('moves a repeated check-in for the same order to the new stall', async () => {
    const s = setup();
    const store = seeded('10004');
    const checkIn = makeCheckIn({ arrivals: s.arrivals });
    const query = parsePickupQuery('?store=10004&orderToken=t1&firstName=Avery');
    await firstValueFrom(checkIn({ store, query, stallNumber: 2 }).pipe(last()));
    await firstValueFrom(checkIn({ store, query, stallNumber: 7 }).pipe(last()));
    expect(arrivalsAt(s.backend, '10004').map((a) => [a.orderToken, a.stallNumber, a.displayName])).toEqual([['t1', 7, 'Avery']]);
  });

  it('keeps arrivals and store status across a reload', async () => {
    const storage = createMemoryStorage();
    setCurbsideAvailability(setup(storage).backend, '10005', 'AVAILABLE');
    const r = await firstValueFrom(setup(storage).stores.getStore('10005'));
    expect(isRight(r) && r.right.curbsideAvailability).toBe('AVAILABLE');
  });
});

// Model run: stores switch curbside status; customers check in (sometimes with the server failing) through
// the real check-in use case; the model predicts each outcome and who is parked where.
interface Model {
  availability: Record<string, CurbsideAvailability>;
  parked: Map<string, number>;
}
type Real = ReturnType<typeof setup>;
const CURBSIDE_STORES = ['10003', '10004', '10005'];

class Switch implements fc.AsyncCommand<Model, Real> {
  constructor(readonly store: string, readonly availability: CurbsideAvailability) {}
  check = () => true;
  async run(m: Model, r: Real) {
    setCurbsideAvailability(r.backend, this.store, this.availability);
    m.availability[this.store] = this.availability;
  }
  toString = () => `switch(${this.store}, ${this.availability})`;
}
class CheckIn implements fc.AsyncCommand<Model, Real> {
  constructor(readonly store: string, readonly token: string, readonly stall: number, readonly fail: boolean) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const got = await firstValueFrom(r.stores.getStore(this.store));
    if (!isRight(got)) throw new Error('store lookup failed');
    if (this.fail) r.backend.faults.set(PickupOperations.createCustomerArrival, { status: 500, times: 1 });
    const query = parsePickupQuery(`?store=${this.store}&orderToken=${this.token}`);
    const res = await firstValueFrom(makeCheckIn({ arrivals: r.arrivals })({ store: got.right, query, stallNumber: this.stall }).pipe(last()));
    r.backend.faults.clear(PickupOperations.createCustomerArrival);
    const key = `${this.store}/${this.token}`;
    if (m.availability[this.store] !== 'AVAILABLE') {
      expect(res).toMatchObject({ status: 'error', message: PickupMessages.curbsideUnavailable });
    } else if (this.stall < 1 || this.stall > stallCount(got.right)) {
      expect(res).toMatchObject({ status: 'error', message: PickupMessages.selectParkingSpot });
    } else if (this.fail) {
      expect(res).toMatchObject({ status: 'error', message: PickupMessages.checkInFailed });
    } else {
      expect(res).toMatchObject({ status: 'ok', value: { nextRoute: '/pickup/curbside/success' } });
      for (const k of [...m.parked.keys()]) if (k.endsWith(`/${this.token}`)) m.parked.delete(k);
      m.parked.set(key, this.stall);
    }
    const real = new Map(CURBSIDE_STORES.flatMap((s) => arrivalsAt(r.backend, s).map((a): [string, number] => [`${a.storeNumber}/${a.orderToken}`, a.stallNumber])));
    expect(real).toEqual(m.parked);
  }
  toString = () => `checkIn(${this.store}, ${this.token}, spot ${this.stall}${this.fail ? ', failing' : ''})`;
}

describe('fake pickup model run', () => {
  it('agrees with the model through status switches, check-ins and failures', async () => {
    const commands = [
      fc.tuple(fc.constantFrom(...CURBSIDE_STORES), fc.constantFrom<CurbsideAvailability>('AVAILABLE', 'CLOSED', 'UNAVAILABLE')).map(([s, a]) => new Switch(s, a)),
      fc.tuple(fc.constantFrom(...CURBSIDE_STORES), fc.constantFrom('t1', 't2', 't3'), fc.integer({ min: 0, max: 9 }), fc.boolean()).map(
        ([s, t, stall, fail]) => new CheckIn(s, t, stall, fail),
      ),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 20, size: 'medium' }), async (cmds) => {
        const real = setup();
        const availability = Object.fromEntries(SEED_PICKUP_STORES.map((s) => [s.storeNumber, s.curbsideAvailability]));
        await fc.asyncModelRun(() => ({ model: { availability, parked: new Map() }, real }), cmds);
      }),
      { numRuns: 80 },
    );
  });
});
