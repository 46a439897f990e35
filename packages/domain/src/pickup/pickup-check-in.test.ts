import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Subject, of, type Observable } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '../shared';
import type { PickupError } from './errors';
import { isParkingSpotError } from './errors';
import { PickupMessages } from './messages';
import type { CheckInReceipt, CustomerArrival, PickupQuery, PickupStore } from './model';
import { createPickupCheckIn } from './pickup-check-in';
import { parkingSpots } from './rules';
import { testPickupStore } from './test-arbitraries';

const store = testPickupStore({ stallQuantity: 4 });
const query: PickupQuery = { storeNumber: '10003', orderToken: 'tok', firstName: 'Avery', platform: 'web' };
const receipt = (stallNumber: number): CheckInReceipt => ({ arrivalId: 'arr-1', storeNumber: '10003', stallNumber, arrivedAt: 1 });

/** The store answers at once; each arrival waits for the test's answer. */
const setup = (s: PickupStore | 'no store' = store) => {
  const sent: { arrival: CustomerArrival; answer: Subject<Either<PickupError, CheckInReceipt>> }[] = [];
  let storeCalls = 0;
  const flow = createPickupCheckIn({
    stores: {
      getStore: (n: string) => {
        storeCalls += 1;
        return of(s !== 'no store' && s.storeNumber === n ? right(s) : left(domainError('NOT_FOUND', { status: 404 })));
      },
    },
    arrivals: {
      createCustomerArrival: (arrival): Observable<Either<PickupError, CheckInReceipt>> => {
        const answer = new Subject<Either<PickupError, CheckInReceipt>>();
        sent.push({ arrival, answer });
        return answer;
      },
    },
  });
  return { flow, sent, storeCalls: () => storeCalls };
};

/** A flow on the link’s store whose customer chose `spot` and pressed check in (a valid spot’s answer still in flight). */
const checkedInAt = (spot: number) => {
  const t = setup();
  t.flow.open(query);
  t.flow.chooseSpot(spot);
  t.flow.submit();
  return t;
};

describe('the curbside check-in flow', () => {
  it('opens on the form of the link’s store', () => {
    const { flow } = setup();
    flow.open(query);
    expect(flow.current().curbside).toMatchObject({ status: 'ok', value: { kind: 'ready', spots: [1, 2, 3, 4], displayName: 'Avery' } });
    expect(flow.current()).toMatchObject({ submission: { status: 'idle' }, busy: false });
  });

  it('without a spot: the spot error under the spots, no call, no form error', () => {
    const { flow, sent } = setup();
    flow.open(query);
    flow.submit();
    expect(sent).toHaveLength(0);
    expect(flow.current()).toMatchObject({ spotError: PickupMessages.selectParkingSpot, busy: false });
    expect(flow.current().formError).toBeUndefined();
  });

  it('checks in with the chosen spot, waits, then says where to go and what to show', () => {
    const { flow, sent } = checkedInAt(3);
    expect(sent.map((s) => s.arrival.stallNumber)).toEqual([3]);
    expect(flow.current()).toMatchObject({ busy: true, submission: { status: 'loading' } });
    flow.submit(); // the button waits: no second arrival
    expect(sent).toHaveLength(1);
    sent[0]!.answer.next(right(receipt(3)));
    expect(flow.current().checkedIn).toEqual({
      query,
      confirmation: { storeName: 'Capitol Hill', addressLine: '434 Broadway E, Seattle, WA 98102', stallNumber: 3, displayName: 'Avery' },
    });
  });

  it('a failed check-in shows the catalogue text above the form and keeps the spot', () => {
    const { flow, sent } = checkedInAt(2);
    sent[0]!.answer.next(left(domainError('HTTP_500', { status: 500 })));
    expect(flow.current()).toMatchObject({ spot: 2, formError: PickupMessages.checkInFailed, busy: false });
    expect(flow.current().spotError).toBeUndefined();
    flow.submit();
    expect(sent.map((s) => s.arrival.stallNumber)).toEqual([2, 2]);
  });

  it('tells the spot error apart by its code, whatever its words (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom<PickupError['code']>(ErrorCodes.VALIDATION, ErrorCodes.NOT_FOUND, 'HTTP_500'), fc.constantFrom('stallNumber', 'orderToken'), (_words, code, field) => {
        expect(isParkingSpotError(domainError(code, { context: { field } }))).toBe(code === ErrorCodes.VALIDATION && field === 'stallNumber');
      }),
    );
  });

  it('only a spot of the store is sent; any other choice gets the spot error (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 8 }), (spot) => {
        const { flow, sent } = checkedInAt(spot);
        const valid = parkingSpots(store).includes(spot);
        expect(sent).toHaveLength(valid ? 1 : 0);
        expect(flow.current().spotError).toBe(valid ? undefined : PickupMessages.selectParkingSpot);
      }),
    );
  });

  it('an unknown store is a load error; retry loads again; a new query starts afresh', () => {
    const missing = setup('no store');
    missing.flow.open(query);
    expect(missing.flow.current().curbside).toMatchObject({ status: 'error', message: PickupMessages.storeNotFound });
    missing.flow.retry();
    expect(missing.storeCalls()).toBe(2);

    const { flow } = checkedInAt(1);
    flow.open({ ...query, firstName: 'Sam' });
    expect(flow.current()).toMatchObject({ submission: { status: 'idle' }, busy: false });
    expect(flow.current().spot).toBeUndefined();
  });

  it('dispose drops the answer in flight', () => {
    const { flow, sent } = checkedInAt(1);
    flow.dispose();
    expect(sent[0]!.answer.observed).toBe(false);
  });
});
