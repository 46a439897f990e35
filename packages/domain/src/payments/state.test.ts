import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { failed, idle, loading, ok } from '../shared/async-state';
import { domainError } from '../shared/errors';
import { assertEveryStep } from '../shared/test-reducers';
import {
  eventOfSaveState,
  initialPaymentMethodFormState,
  paymentMethodFormReducer,
  type PaymentMethodFormEvent,
  type PaymentMethodFormState,
} from './state';
import { cardFormRoute } from './routes';

const arbEvent: fc.Arbitrary<PaymentMethodFormEvent> = fc.oneof(
  fc.constant({ type: 'addressSubmitted' as const }),
  fc.record({ type: fc.constant('addressSaved' as const), addressId: fc.constantFrom('a1', 'a2'), redirectTo: fc.constantFrom('/r1', '/r2'), notice: fc.constant('n') }),
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
        expect(next).toMatchObject({ expectingAddressResponse: false, savedAddressId: e.addressId, redirectTo: e.redirectTo });
      }
    });
  });

  it('turns the flag on at submit, then saves the id and redirects', () => {
    const route = cardFormRoute({ kind: 'addCard' }, 'addr-1');
    const steps: PaymentMethodFormEvent[] = [
      { type: 'addressSubmitted' },
      { type: 'addressSubmitted' },
      { type: 'addressSaved', addressId: 'addr-1', redirectTo: route, notice: 'Added your new billing address' },
    ];
    const [afterSubmit, afterSecond, afterSave] = steps.reduce<PaymentMethodFormState[]>(
      (acc, e) => [...acc, paymentMethodFormReducer(acc[acc.length - 1] ?? initialPaymentMethodFormState, e)],
      [],
    );
    expect(afterSubmit?.expectingAddressResponse).toBe(true);
    expect(afterSecond).toBe(afterSubmit);
    expect(afterSave).toEqual({ expectingAddressResponse: false, expectingCardToken: false, savedAddressId: 'addr-1', redirectTo: route, notice: 'Added your new billing address' });
    expect(paymentMethodFormReducer(afterSave!, { type: 'redirected' }).redirectTo).toBeUndefined();
  });

  it('maps use-case states to form events', () => {
    const address = { addressId: 'a', type: 'Billing' as const, firstName: '', lastName: '', phoneNumber: '', addressLine1: '', city: '', postalCode: '', countrySubdivision: '', country: 'US' };
    expect(eventOfSaveState(idle())).toBeUndefined();
    expect(eventOfSaveState(loading())).toEqual({ type: 'addressSubmitted' });
    expect(eventOfSaveState(ok({ address, message: 'Updated your billing address', nextRoute: '/x' }))).toEqual({ type: 'addressSaved', addressId: 'a', redirectTo: '/x', notice: 'Updated your billing address' });
    expect(eventOfSaveState(failed(domainError('HTTP_500'), 'oops'))).toEqual({ type: 'addressFailed', message: 'oops' });
  });

  it('builds the credit-card routes the form returns to', () => {
    expect(cardFormRoute({ kind: 'addCard' }, 'addr 1')).toBe('/account/payment-method/add/credit-card?addressId=addr%201');
    expect(cardFormRoute({ kind: 'editCard', paymentInstrumentId: 'pi-1' }, 'a2')).toBe('/account/payment-method/edit/credit-card?paymentInstrumentId=pi-1&addressId=a2');
  });
});
