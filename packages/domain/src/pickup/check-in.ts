// Use case: curbside check-in (spec section 4): validate the spot, send the customer arrival, then tell the
// check-in done (the page goes on to the curbside success page) or show the check-in failure message.
import { type Observable, concat, map, of } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { type AsyncState, domainError, ErrorCodes, failed, loading, ok } from '../shared';
import { PickupErrorCodes, type PickupError } from './errors';
import { PickupMessages } from './messages';
import type { CheckInReceipt, CustomerArrival, PickupQuery, PickupStore } from './model';
import type { CustomerArrivals } from './ports';
import { curbsideStatus, customerArrival, isValidParkingSpot } from './rules';

export interface CheckInInput {
  readonly store: PickupStore;
  readonly query: PickupQuery;
  readonly stallNumber?: number;
}

/** A done check-in: what was sent and what the store answered. */
export interface CheckInResult {
  readonly arrival: CustomerArrival;
  readonly receipt: CheckInReceipt;
}

/**
 * makeCheckIn(deps)(input): without a valid spot, error 'Select your parking spot' (no call); when curbside
 * is not available, error with the curbside-unavailable text (no call); else loading, then
 * ok({ arrival, receipt }) or error with the check-in failure text.
 */
export const makeCheckIn =
  (d: { readonly arrivals: CustomerArrivals }) =>
  (input: CheckInInput): Observable<AsyncState<CheckInResult, PickupError>> => {
    if (curbsideStatus(input.store) !== 'available') {
      return of(failed<CheckInResult, PickupError>(domainError(PickupErrorCodes.CURBSIDE_UNAVAILABLE), PickupMessages.curbsideUnavailable));
    }
    if (!isValidParkingSpot(input.stallNumber, input.store)) {
      return of(
        failed<CheckInResult, PickupError>(domainError(ErrorCodes.VALIDATION, { context: { field: 'stallNumber' } }), PickupMessages.selectParkingSpot),
      );
    }
    const arrival = customerArrival(input.store, input.query, input.stallNumber);
    return concat(
      of(loading<CheckInResult, PickupError>()),
      d.arrivals.createCustomerArrival(arrival).pipe(
        map((r) =>
          isLeft(r)
            ? failed<CheckInResult, PickupError>(r.left, PickupMessages.checkInFailed)
            : ok<CheckInResult, PickupError>({ arrival, receipt: r.right }),
        ),
      ),
    );
  };
