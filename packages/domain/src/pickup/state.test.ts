import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { checkInReducer, initialCheckInState, type CheckInEvent, type CheckInState } from './state';

const arbEvent: fc.Arbitrary<CheckInEvent> = fc.oneof(
  fc.integer({ min: -1, max: 10 }).map((spot): CheckInEvent => ({ type: 'spotChosen', spot })),
  fc.constant<CheckInEvent>({ type: 'submitted' }),
  fc.constant<CheckInEvent>({ type: 'succeeded' }),
  fc.constant<CheckInEvent>({ type: 'failed' }),
);

describe('curbside check-in state', () => {
  it('submits only with a spot from 1 to the stall count, succeeds only from submitting, and then stays put', () => {
    fc.assert(fc.property(fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }), fc.array(arbEvent, { maxLength: 15 }), (stalls, events) => {
      let s: CheckInState = initialCheckInState(stalls);
      for (const e of events) {
        const next = checkInReducer(s, e);
        if (next.status === 'submitting') expect(next.spot !== undefined && next.spot >= 1 && next.spot <= (stalls ?? 4)).toBe(true);
        if (next.status === 'succeeded') {
          expect(['submitting', 'succeeded']).toContain(s.status);
          expect(next.message).toBeUndefined();
        }
        if (s.status === 'succeeded') expect(next).toBe(s);
        if (next.status === 'failed') expect(next.message).toBe('Something went wrong on our end. If you have placed an order, park in curbside pick up.');
        s = next;
      }
    }));
  });

  it('asks for a parking spot when submitted without one, and clears the message on choosing', () => {
    const s1 = checkInReducer(initialCheckInState(), { type: 'submitted' });
    expect(s1).toEqual({ status: 'choosing', message: 'Select your parking spot' });
    const s2 = checkInReducer(s1, { type: 'spotChosen', spot: 3 });
    expect(s2).toEqual({ status: 'choosing', spot: 3 });
    expect(checkInReducer(checkInReducer(initialCheckInState(2), { type: 'spotChosen', spot: 3 }), { type: 'submitted' }).message).toBe('Select your parking spot');
  });

  it('ignores a second submit and spot changes while submitting; allows a retry after failure', () => {
    const submitting = checkInReducer({ status: 'choosing', spot: 1 }, { type: 'submitted' });
    expect(checkInReducer(submitting, { type: 'submitted' })).toBe(submitting);
    expect(checkInReducer(submitting, { type: 'spotChosen', spot: 2 })).toBe(submitting);
    const failedState = checkInReducer(submitting, { type: 'failed' });
    expect(checkInReducer(failedState, { type: 'submitted' }).status).toBe('submitting');
  });
});
