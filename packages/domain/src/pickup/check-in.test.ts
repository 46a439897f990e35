import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, of, toArray, type Observable } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { domainError } from '../shared';
import type { PickupError } from './errors';
import { makeCheckIn } from './check-in';
import { makeLoadCurbside, makeLoadPickupOptions } from './load-pickup';
import type { CheckInReceipt, CustomerArrival, PickupStore } from './model';
import { parkingSpots } from './rules';
import { arbStore, testPickupStore } from './test-arbitraries';

const store = testPickupStore();
const query = { storeNumber: '10003', orderToken: 'tok', firstName: 'Avery', platform: 'web' as const };

const arrivalsAnswering = (answer: Either<PickupError, CheckInReceipt>) => {
  const sent: CustomerArrival[] = [];
  return {
    sent,
    arrivals: {
      createCustomerArrival: (a: CustomerArrival): Observable<Either<PickupError, CheckInReceipt>> => {
        sent.push(a);
        return of(answer);
      },
    },
  };
};
const receipt: CheckInReceipt = { arrivalId: 'arr-1', storeNumber: '10003', stallNumber: 2, arrivedAt: 1 };
const storesWith = (s: PickupStore | undefined) => ({
  getStore: (n: string) => of(s && s.storeNumber === n ? right(s) : left(domainError('NOT_FOUND', { status: 404 }))),
});

describe('check in', () => {
  it('sends the arrival and goes to the success page', async () => {
    const a = arrivalsAnswering(right(receipt));
    const states = await firstValueFrom(makeCheckIn(a)({ store, query, stallNumber: 2 }).pipe(toArray()));
    expect(states).toEqual([
      { status: 'loading' },
      {
        status: 'ok',
        value: { receipt, arrival: { pickUpOption: 'CX', storeNumber: '10003', orderToken: 'tok', displayName: 'Avery', stallNumber: 2 } },
      },
    ]);
  });

  it('shows the check-in failure text when the server fails', async () => {
    const a = arrivalsAnswering(left(domainError('HTTP_500', { status: 500 })));
    const states = await firstValueFrom(makeCheckIn(a)({ store, query, stallNumber: 1 }).pipe(toArray()));
    expect(states.at(-1)).toMatchObject({ status: 'error', message: 'Something went wrong on our end. If you have placed an order, park in curbside pick up.' });
  });

  it('never calls the server without a valid spot or with curbside unavailable', async () => {
    await fc.assert(fc.asyncProperty(arbStore, fc.option(fc.integer({ min: -1, max: 12 }), { nil: undefined }), async (s, spot) => {
      const a = arrivalsAnswering(right(receipt));
      const states = await firstValueFrom(makeCheckIn(a)({ store: s, query, stallNumber: spot }).pipe(toArray()));
      const curbsideOk = s.checkInSupported && s.curbsideAvailability === 'AVAILABLE';
      const spotOk = spot !== undefined && parkingSpots(s).includes(spot);
      expect(a.sent.length).toBe(curbsideOk && spotOk ? 1 : 0);
      if (!curbsideOk) expect(states).toMatchObject([{ status: 'error', message: 'Curbside is not available right now. Head to the entryway or drive-thru to pick up your order. See you soon!' }]);
      else if (!spotOk) expect(states).toMatchObject([{ status: 'error', message: 'Select your parking spot' }]);
      else expect(a.sent[0]?.stallNumber).toBe(spot);
    }), { numRuns: 60 });
  });
});

describe('pickup pages', () => {
  it('lists the options with the closed banner', async () => {
    const closed = { ...store, curbsideAvailability: 'CLOSED' as const, pickUpOptions: ['16', 'DT', 'CX'] };
    const last = (await firstValueFrom(makeLoadPickupOptions({ stores: storesWith(closed) })(query).pipe(toArray()))).at(-1);
    expect(last?.status === 'ok' && last.value.options.map((o) => o.code)).toEqual(['16', 'DT']);
    expect(last?.status === 'ok' && last.value.banner).toBe('Curbside pickup is closed right now.');
  });

  it('says the store was not found for an unknown or missing store', async () => {
    const unknown = await firstValueFrom(makeLoadPickupOptions({ stores: storesWith(store) })({ ...query, storeNumber: '999' }).pipe(toArray()));
    expect(unknown.at(-1)).toMatchObject({ status: 'error', message: "We couldn't find your store. Open the link from your order again." });
    const missing = await firstValueFrom(makeLoadCurbside({ stores: storesWith(store) })({ platform: 'web' }).pipe(toArray()));
    expect(missing).toMatchObject([{ status: 'error', message: "We couldn't find your store. Open the link from your order again." }]);
  });

  it('shows the parking-spot form when curbside is available, else the unavailable page', async () => {
    const ready = (await firstValueFrom(makeLoadCurbside({ stores: storesWith({ ...store, stallQuantity: 6 }) })(query).pipe(toArray()))).at(-1);
    expect(ready).toMatchObject({ status: 'ok', value: { kind: 'ready', spots: [1, 2, 3, 4, 5, 6], displayName: 'Avery', platform: 'web' } });
    const off = (await firstValueFrom(makeLoadCurbside({ stores: storesWith({ ...store, checkInSupported: false }) })(query).pipe(toArray()))).at(-1);
    expect(off).toMatchObject({
      status: 'ok',
      value: { kind: 'unavailable', message: 'Curbside is not available right now. Head to the entryway or drive-thru to pick up your order. See you soon!' },
    });
  });
});
