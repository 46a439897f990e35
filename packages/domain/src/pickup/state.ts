// Spec section 4 "Curbside check-in": choose a spot, submit; success is status 'succeeded' (the page goes on);
// failure shows the catalogue message. Submitting without a valid spot shows 'Select your parking spot'.
import { PickupMessages } from './messages';
import { isValidParkingSpot } from './rules';

export type CheckInStatus = 'choosing' | 'submitting' | 'succeeded' | 'failed';

export interface CheckInState {
  readonly stallQuantity?: number;
  readonly spot?: number;
  readonly status: CheckInStatus;
  /** The message shown under the form (validation or check-in failure). */
  readonly message?: string;
}

export type CheckInEvent =
  | { readonly type: 'spotChosen'; readonly spot: number }
  | { readonly type: 'submitted' }
  | { readonly type: 'succeeded' }
  | { readonly type: 'failed' };

export const initialCheckInState = (stallQuantity?: number): CheckInState =>
  stallQuantity === undefined ? { status: 'choosing' } : { status: 'choosing', stallQuantity };

const strip = (s: CheckInState): CheckInState => {
  const { message: _m, ...rest } = s;
  return rest;
};

export const checkInReducer = (s: CheckInState, e: CheckInEvent): CheckInState => {
  if (s.status === 'succeeded') return s;
  switch (e.type) {
    case 'spotChosen':
      return s.status === 'submitting' ? s : { ...strip(s), status: 'choosing', spot: e.spot };
    case 'submitted':
      if (s.status === 'submitting') return s;
      return isValidParkingSpot(s.spot, s)
        ? { ...strip(s), status: 'submitting' }
        : { ...strip(s), status: 'choosing', message: PickupMessages.selectParkingSpot };
    case 'succeeded':
      return s.status === 'submitting' ? { ...strip(s), status: 'succeeded' } : s;
    case 'failed':
      return s.status === 'submitting' ? { ...strip(s), status: 'failed', message: PickupMessages.checkInFailed } : s;
  }
};
