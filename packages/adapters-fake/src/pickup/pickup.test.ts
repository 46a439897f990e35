import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, last } from 'rxjs';
import { isRight } from 'fp-ts/Either';
import { createManualClock, ErrorCodes } from '@crema/domain';
import {
  customerArrival,
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
import { fakeOrderPlacer } from './test-orders';

const setup = (storage = createMemoryStorage()) => {
  const clock = createManualClock(Date.UTC(2026, 10, 22, 16));
  const backend = createFakeBackend({ clock, storage });
  return { backend, clock, stores: createFakePickupStores(backend), arrivals: createFakeCustomerArrivals(backend), orderTokenAt: fakeOrderPlacer(backend) };
};
const seeded = (n: string): PickupStore => SEED_PICKUP_STORES.find((s) => s.storeNumber === n) as PickupStore;

describePickupStoresContract('fake', () => ({
  stores: setup().stores,
  knownStoreNumbers: Object.values(PICKUP_STORE_NUMBERS),
  unknownStoreNumber: '99999',
}));

describeCustomerArrivalsContract('fake', () => {
  const s = setup();
  return {
    arrivals: s.arrivals,
    curbsideStore: seeded(PICKUP_STORE_NUMBERS.driveThruAndCurbside),
    noCurbsideStore: seeded(PICKUP_STORE_NUMBERS.curbsideClosed),
    otherCurbsideStore: seeded(PICKUP_STORE_NUMBERS.curbside),
    orderTokenAt: s.orderTokenAt,
    advance: async (ms) => s.clock.advance(ms),
  };
});

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
    const token = await s.orderTokenAt(store);
    const query = parsePickupQuery(`?store=10004&orderToken=${token}&firstName=Avery`);
    await firstValueFrom(checkIn({ store, query, stallNumber: 2 }).pipe(last()));
    await firstValueFrom(checkIn({ store, query, stallNumber: 7 }).pipe(last()));
    expect(arrivalsAt(s.backend, '10004').map((a) => [a.orderToken, a.stallNumber, a.displayName])).toEqual([[token, 7, 'Avery']]);
  });

  it('checks in only for an order placed here at that store within the window, and records nothing else (issue #26)', async () => {
    const s = setup();
    const store = seeded('10004');
    const mine = await s.orderTokenAt(store);
    const foreign = await s.orderTokenAt(seeded('10003'));
    const at = (token: string | undefined) => firstValueFrom(s.arrivals.createCustomerArrival(customerArrival(store, parsePickupQuery(token === undefined ? '' : `?orderToken=${token}`), 1)));
    for (const token of [undefined, 'made-up', foreign, 'prev-demo-1']) {
      const r = await at(token);
      expect(r._tag === 'Left' && [r.left.code, r.left.status], String(token)).toEqual([ErrorCodes.NOT_FOUND, 404]);
    }
    expect(arrivalsAt(s.backend, '10004')).toEqual([]);
    expect(isRight(await at(mine))).toBe(true);
    s.clock.advance(12 * 60 * 60_000 + 1);
    const stale = await at(mine);
    expect(stale._tag === 'Left' && stale.left.code).toBe(ErrorCodes.NOT_FOUND);
  });

  it('keeps arrivals and store status across a reload', async () => {
    const storage = createMemoryStorage();
    setCurbsideAvailability(setup(storage).backend, '10005', 'AVAILABLE');
    const r = await firstValueFrom(setup(storage).stores.getStore('10005'));
    expect(isRight(r) && r.right.curbsideAvailability).toBe('AVAILABLE');
  });
});

// Model run: stores switch curbside status; customers check in (sometimes with the server failing) through
// the real check-in use case, with the token of an order placed at one of the stores (or a made-up one); the
// model predicts each outcome and who is parked where: only an order's own store checks it in.
interface Model {
  availability: Record<string, CurbsideAvailability>;
  parked: Map<string, number>;
}
type Real = ReturnType<typeof setup> & { readonly tokens: Readonly<Record<string, string>> };
const CURBSIDE_STORES = ['10003', '10004', '10005'];
/** Which order a check-in names: the one placed at a store, or one nobody placed. */
type TokenOf = (typeof CURBSIDE_STORES)[number] | 'made-up';

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
  constructor(readonly store: string, readonly orderOf: TokenOf, readonly stall: number, readonly fail: boolean) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const got = await firstValueFrom(r.stores.getStore(this.store));
    if (!isRight(got)) throw new Error('store lookup failed');
    if (this.fail) r.backend.faults.set(PickupOperations.createCustomerArrival, { status: 500, times: 1 });
    const token = r.tokens[this.orderOf] ?? 'ord-made-up';
    const query = parsePickupQuery(`?store=${this.store}&orderToken=${token}`);
    const res = await firstValueFrom(makeCheckIn({ arrivals: r.arrivals })({ store: got.right, query, stallNumber: this.stall }).pipe(last()));
    r.backend.faults.clear(PickupOperations.createCustomerArrival);
    const key = `${this.store}/${token}`;
    if (m.availability[this.store] !== 'AVAILABLE') {
      expect(res).toMatchObject({ status: 'error', message: PickupMessages.curbsideUnavailable });
    } else if (this.stall < 1 || this.stall > stallCount(got.right)) {
      expect(res).toMatchObject({ status: 'error', message: PickupMessages.selectParkingSpot });
    } else if (this.fail || this.orderOf !== this.store) {
      expect(res).toMatchObject({ status: 'error', message: PickupMessages.checkInFailed });
    } else {
      expect(res).toMatchObject({ status: 'ok', value: { receipt: { stallNumber: this.stall } } });
      m.parked.set(key, this.stall);
    }
    const real = new Map(CURBSIDE_STORES.flatMap((s) => arrivalsAt(r.backend, s).map((a): [string, number] => [`${a.storeNumber}/${a.orderToken}`, a.stallNumber])));
    expect(real).toEqual(m.parked);
  }
  toString = () => `checkIn(${this.store}, order of ${this.orderOf}, spot ${this.stall}${this.fail ? ', failing' : ''})`;
}

describe('fake pickup model run', () => {
  it('agrees with the model through status switches, check-ins, foreign or made-up orders and failures', async () => {
    const commands = [
      fc.tuple(fc.constantFrom(...CURBSIDE_STORES), fc.constantFrom<CurbsideAvailability>('AVAILABLE', 'CLOSED', 'UNAVAILABLE')).map(([s, a]) => new Switch(s, a)),
      fc.tuple(fc.constantFrom(...CURBSIDE_STORES), fc.constantFrom<TokenOf>(...CURBSIDE_STORES, 'made-up'), fc.integer({ min: 0, max: 9 }), fc.boolean()).map(
        ([s, t, stall, fail]) => new CheckIn(s, t, stall, fail),
      ),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 20, size: 'medium' }), async (cmds) => {
        const base = setup();
        const tokens: Record<string, string> = {};
        for (const n of CURBSIDE_STORES) tokens[n] = await base.orderTokenAt({ storeNumber: n });
        const real: Real = { ...base, tokens };
        const availability = Object.fromEntries(SEED_PICKUP_STORES.map((s) => [s.storeNumber, s.curbsideAvailability]));
        await fc.asyncModelRun(() => ({ model: { availability, parked: new Map() }, real }), cmds);
      }),
      { numRuns: 80 },
    );
  });
});
