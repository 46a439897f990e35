import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { failed, idle, loading, ok } from '../../shared/async-state';
import { domainError } from '../../shared/errors';
import { assertEveryStep } from '../../shared/test-reducers';
import {
  eventOfSaveState,
  initialPaymentMethodFormState,
  paymentMethodFormReducer,
  type PaymentMethodFormEvent,
  type PaymentMethodFormState,
} from './state';

const arbEvent: fc.Arbitrary<PaymentMethodFormEvent> = fc.oneof(
  fc.constant({ type: 'addressSubmitted' as const }),
  fc.record({ type: fc.constant('addressSaved' as const), addressId: fc.constantFrom('a1', 'a2'), returnTo: fc.constantFrom({ kind: 'addCard' as const }, { kind: 'editCard' as const, paymentInstrumentId: 'pi-1' }), notice: fc.constant('n') }),
  fc.record({ type: fc.constant('addressFailed' as const), message: fc.constant('m') }),
  fc.constant({ type: 'cardTokenRequested' as const }),
  fc.constant({ type: 'cardTokenReceived' as const }),
  fc.record({ type: fc.constant('cardTokenFailed' as const), message: fc.constant('t') }),
  fc.constant({ type: 'redirected' as const }),
  fc.constant({ type: 'dismissed' as const }),
);

describe('payment-method address form reducer (spec section 4)', () => {
  it('only a submitted address can be saved: a save answer nobody awaits changes nothing', () => {
    assertEveryStep<PaymentMethodFormState, PaymentMethodFormEvent>(paymentMethodFormReducer, initialPaymentMethodFormState, arbEvent, 30, (s, e, next) => {
      if ((e.type === 'addressSaved' || e.type === 'addressFailed') && !s.expectingAddressResponse) expect(next).toBe(s);
      if (e.type === 'cardTokenReceived' || e.type === 'cardTokenFailed') expect(next.expectingCardToken).toBe(false);
      if (e.type === 'addressSaved' && s.expectingAddressResponse) {
        expect(next).toMatchObject({ expectingAddressResponse: false, savedAddressId: e.addressId, returnTo: e.returnTo });
      }
    });
  });

  it('turns the flag on at submit, then saves the id and names the card form to go back to', () => {
    const returnTo = { kind: 'addCard' } as const;
    const steps: PaymentMethodFormEvent[] = [
      { type: 'addressSubmitted' },
      { type: 'addressSubmitted' },
      { type: 'addressSaved', addressId: 'addr-1', returnTo, notice: 'Added your new billing address' },
    ];
    const [afterSubmit, afterSecond, afterSave] = steps.reduce<PaymentMethodFormState[]>(
      (acc, e) => [...acc, paymentMethodFormReducer(acc[acc.length - 1] ?? initialPaymentMethodFormState, e)],
      [],
    );
    expect(afterSubmit?.expectingAddressResponse).toBe(true);
    expect(afterSecond).toBe(afterSubmit);
    expect(afterSave).toEqual({ expectingAddressResponse: false, expectingCardToken: false, savedAddressId: 'addr-1', returnTo, notice: 'Added your new billing address' });
    expect(paymentMethodFormReducer(afterSave!, { type: 'redirected' }).returnTo).toBeUndefined();
  });

  it('maps use-case states to form events', () => {
    const address = { addressId: 'a', type: 'Billing' as const, firstName: '', lastName: '', phoneNumber: '', addressLine1: '', city: '', postalCode: '', countrySubdivision: '', country: 'US' };
    expect(eventOfSaveState(idle())).toBeUndefined();
    expect(eventOfSaveState(loading())).toEqual({ type: 'addressSubmitted' });
    const returnTo = { kind: 'editCard', paymentInstrumentId: 'pi-1' } as const;
    expect(eventOfSaveState(ok({ address, message: 'Updated your billing address', returnTo }))).toEqual({ type: 'addressSaved', addressId: 'a', returnTo, notice: 'Updated your billing address' });
    expect(eventOfSaveState(failed(domainError('HTTP_500'), 'oops'))).toEqual({ type: 'addressFailed', message: 'oops' });
  });
});
