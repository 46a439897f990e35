// Exact behaviour of the pickup pieces the properties leave open: the check-in form's transitions, the query
// parser's edge cases, the optional fields of an arrival, and which failures mean "store not found".
import { describe, it, expect } from 'vitest';
import { domainError, ErrorCodes } from '../shared';
import { PickupErrorCodes } from './errors';
import { checkInSuccessMessage } from './messages';
import { isPickupStoreMissing, pickupLoadErrorMessage } from './load-pickup';
import { customerArrival, isValidParkingSpot, parsePickupQuery, stallCount } from './rules';
import { checkInReducer, initialCheckInState, type CheckInState } from './state';
import { testPickupStore } from './test-arbitraries';

const store = testPickupStore();
const FAILED = 'Something went wrong on our end. If you have placed an order, park in curbside pick up.';

describe('check-in form transitions', () => {
  it('starts choosing, with the stall count when the store gives one', () => {
    expect(initialCheckInState()).toStrictEqual({ status: 'choosing' });
    expect(initialCheckInState(6)).toStrictEqual({ status: 'choosing', stallQuantity: 6 });
  });

  it('a submit that succeeds goes to the success page; one that fails shows the failure text', () => {
    const submitting: CheckInState = { status: 'submitting', spot: 2 };
    expect(checkInReducer(submitting, { type: 'succeeded' })).toStrictEqual({ status: 'succeeded', spot: 2 });
    expect(checkInReducer(submitting, { type: 'failed' })).toStrictEqual({ status: 'failed', spot: 2, message: FAILED });
  });

  it('answers with nothing submitted are ignored', () => {
    const choosing: CheckInState = { status: 'choosing', spot: 2 };
    expect(checkInReducer(choosing, { type: 'succeeded' })).toBe(choosing);
    expect(checkInReducer(choosing, { type: 'failed' })).toBe(choosing);
    const failed: CheckInState = { status: 'failed', spot: 2, message: FAILED };
    expect(checkInReducer(failed, { type: 'failed' })).toBe(failed);
  });
});

describe('parking spots', () => {
  it('only whole spots from 1 to the stall count; a fractional or missing stall count means 4', () => {
    expect(isValidParkingSpot(undefined, {})).toBe(false);
    expect(isValidParkingSpot(1.5, {})).toBe(false);
    expect(isValidParkingSpot(0, {})).toBe(false);
    expect(isValidParkingSpot(4, {})).toBe(true);
    expect(isValidParkingSpot(5, {})).toBe(false);
    expect(stallCount({ stallQuantity: 2.5 })).toBe(4);
    expect(stallCount({ stallQuantity: 0 })).toBe(4);
  });
});

describe('query parsing edge cases', () => {
  it('a ? inside a value is kept, empty parts and bare keys are skipped', () => {
    expect(parsePickupQuery('?store=10003&&firstName=Who?&orderToken')).toStrictEqual({ storeNumber: '10003', firstName: 'Who?', platform: 'web' });
    expect(parsePickupQuery('store=1=2')).toStrictEqual({ storeNumber: '1=2', platform: 'web' });
    expect(parsePickupQuery('=x&store=9')).toStrictEqual({ storeNumber: '9', platform: 'web' });
    expect(parsePickupQuery('')).toStrictEqual({ platform: 'web' });
  });
});

describe('customer arrival and load errors', () => {
  it('leaves out the token and the name when the link has none', () => {
    expect(customerArrival(store, { platform: 'web' }, 3)).toStrictEqual({ pickUpOption: 'CX', storeNumber: '10003', stallNumber: 3 });
  });

  it('a 404, a not-found code or a missing store number is "store not found"; anything else is the failure text', () => {
    expect(isPickupStoreMissing(domainError(ErrorCodes.NOT_FOUND))).toBe(true);
    expect(isPickupStoreMissing(domainError('HTTP_404', { status: 404 }))).toBe(true);
    expect(isPickupStoreMissing(domainError(PickupErrorCodes.MISSING_STORE))).toBe(true);
    expect(isPickupStoreMissing(domainError(ErrorCodes.UNEXPECTED, { status: 500 }))).toBe(false);
    expect(pickupLoadErrorMessage(domainError(ErrorCodes.UNEXPECTED))).toBe(FAILED);
    expect(pickupLoadErrorMessage(domainError(ErrorCodes.NOT_FOUND))).toBe("We couldn't find your store. Open the link from your order again.");
  });

  it('the success text names the customer when the link gave a name', () => {
    expect(checkInSuccessMessage(3, 'Avery')).toBe("Avery, we're bringing your order out to spot 3.");
    expect(checkInSuccessMessage(3)).toBe("We're bringing your order out to spot 3.");
  });
});
