import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { domainError } from '../shared';
import { failure, resolveSubmitError } from './errors';
import type { OrderPayment, TimeSlot } from './order-model';
import { pricedFixture } from './test-data';
import { initialOrderState, orderReducer, type OrderEvent, type OrderState } from './checkout/order-state';
import { initialSelectedStore, selectedStoreReducer } from './store-state';

const slot: TimeSlot = { id: 'slot-1', start: 10, end: 20, available: true };
const paypal: OrderPayment = { kind: 'instrument', paymentInstrumentId: 'pp', paymentType: 'paypal' };
const visa: OrderPayment = { kind: 'instrument', paymentInstrumentId: 'v', paymentType: 'visa' };
const svc: OrderPayment = { kind: 'storedValue', cardId: 'c', balanceMinor: 1000 };


const eventArb: fc.Arbitrary<OrderEvent> = fc.oneof(
  fc.constant<OrderEvent>({ type: 'PricingRequested' }),
  fc.constant<OrderEvent>({ type: 'PricingSucceeded', priced: pricedFixture(), receivedAt: 1 }),
  fc.constant<OrderEvent>({ type: 'PricingFailed', failure: failure(domainError('STORE_CLOSED'), 'closed') }),
  fc.constant<OrderEvent>({ type: 'PricingCleared' }),
  fc.constantFrom<OrderEvent>({ type: 'ConsumptionSet', consumptionType: 'CONSUME_IN_STORE' }, { type: 'ConsumptionSet', consumptionType: 'CONSUME_OUT_OF_STORE' }),
  fc.constantFrom('A', 'B').map((code): OrderEvent => ({ type: 'OfferApplied', offer: { code, type: 'STAR_REWARD', stars: 25 } })),
  fc.constantFrom('A', 'B').map((code): OrderEvent => ({ type: 'OfferRemoved', code })),
  fc.constantFrom(paypal, visa, svc).map((payment): OrderEvent => ({ type: 'PaymentSelected', payment })),
  fc.integer({ min: 0, max: 500 }).map((tipMinor): OrderEvent => ({ type: 'TipSet', tipMinor })),
  fc.constant<OrderEvent>({ type: 'TimeSlotSelected', slot }),
  fc.constant<OrderEvent>({ type: 'SubmitStarted' }),
  fc.constant<OrderEvent>({ type: 'SubmitFailed', failure: resolveSubmitError(domainError('110000')) }),
  fc.constant<OrderEvent>({ type: 'SubmitFailed', failure: failure(domainError('121025'), 'low') }),
);

describe('order state', () => {
  it('starts out-of-store with no pricing, offers, tip or slot', () => {
    expect(initialOrderState).toMatchObject({ deliveryType: 'CONSUME_OUT_OF_STORE', tipMinor: 0, appliedOffers: [], orderStatus: { processing: false } });
  });

  it('keeps its invariants over any events: no tip with PayPal or Venmo, one applied offer per code, no processing after an answer', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 30 }), (events) => {
        let s: OrderState = initialOrderState;
        for (const e of events) {
          s = orderReducer(s, e);
          if (s.selectedMethod?.kind === 'instrument' && s.selectedMethod.paymentType === 'paypal') expect(s.tipMinor).toBe(0);
          // The tip-removed notice never stands beside a payment that takes a tip once that payment is chosen.
          if (e.type === 'PaymentSelected' && e.payment !== paypal) expect(s.notice).toBeUndefined();
          expect(new Set(s.appliedOffers.map((o) => o.code)).size).toBe(s.appliedOffers.length);
          if (e.type === 'SubmitFailed') expect(s.orderStatus.processing).toBe(false);
          if (e.type === 'SubmitStarted') expect(s.orderStatus.processing).toBe(true);
          if (e.type === 'PricingRequested') expect(s.pricing.isLoading).toBe(true);
        }
      }),
    );
  });

  it('removes the tip with the spec notice when a payment type without tipping is chosen, and the notice when one with tipping is chosen again', () => {
    let s = orderReducer(initialOrderState, { type: 'PaymentSelected', payment: visa });
    s = orderReducer(s, { type: 'TipSet', tipMinor: 100 });
    expect(s.tipMinor).toBe(100);
    s = orderReducer(s, { type: 'PaymentSelected', payment: paypal });
    expect(s.tipMinor).toBe(0);
    expect(s.notice).toEqual({ title: 'Your tip has been removed', message: 'Tipping is not yet available for this payment type' });
    s = orderReducer(s, { type: 'PaymentSelected', payment: visa });
    expect(s.notice).toBeUndefined();
  });

  it('on SLOT_UNAVAILABLE clears the slot and asks for the time-slot error dialog', () => {
    let s = orderReducer(initialOrderState, { type: 'TimeSlotSelected', slot });
    s = orderReducer(orderReducer(s, { type: 'SubmitStarted' }), { type: 'SubmitFailed', failure: resolveSubmitError(domainError('110000', { context: { nextSlotLabel: '9:05 AM' } })) });
    expect(s.scheduledTimeSlot).toBeUndefined();
    expect(s.shouldShowTimeSlotErrorDialog).toBe(true);
    expect(s.orderStatus.error?.message).toBe('The next pickup time is 9:05 AM');
    expect(orderReducer(s, { type: 'TimeSlotErrorDialogDismissed' }).shouldShowTimeSlotErrorDialog).toBe(false);
  });

  it('on success clears pricing, offers, tip and slot and keeps the confirmation', () => {
    let s = orderReducer(initialOrderState, { type: 'PricingSucceeded', priced: pricedFixture(), receivedAt: 1 });
    s = orderReducer(s, { type: 'OfferApplied', offer: { code: 'A', type: 'REWARD' } });
    s = orderReducer(s, { type: 'SubmitStarted' });
    const confirmation = { order: { orderId: 'ord-1', storeNumber: '1-1', placedAt: 2, totalMinor: 550, tipMinor: 0, starsEarned: 11, starsRedeemed: 0, paidWith: { tender: 'VISA' as const } }, storeNumber: '1-1', modal: { title: 't', totalMinor: 550, starsEarned: 11 } };
    s = orderReducer(s, { type: 'SubmitSucceeded', confirmation, at: 2 });
    expect(s).toMatchObject({ appliedOffers: [], tipMinor: 0, pricing: { isLoading: false, cartOffers: [] }, orderStatus: { processing: false }, mostRecentOrderTime: 2, previousOrder: confirmation });
  });
});

describe('selected store state', () => {
  const location = { storeNumber: '1-1', name: 'Pike' };

  it('goes loading, then selected with a confirmation timestamp, then confirmed by the user', () => {
    let s = selectedStoreReducer(initialSelectedStore, { type: 'StoreLoading', storeNumber: '1-1' });
    expect(s.status).toBe('loading');
    s = selectedStoreReducer(s, { type: 'StoreSelected', location, at: 5, needsConfirmation: true });
    expect(s).toMatchObject({ status: 'selected', location, storeConfirmationTimestamp: 5, needsConfirmation: true, userConfirmed: false });
    s = selectedStoreReducer(s, { type: 'StoreConfirmed', at: 6 });
    expect(s).toMatchObject({ userConfirmed: true, needsConfirmation: false });
    expect(selectedStoreReducer(s, { type: 'StoreCleared', byUser: true })).toMatchObject({ status: 'none', userDidClear: true });
  });

  it('on a menu failure clears the store and shows the national-menu notice, only when a store was set', () => {
    const s = selectedStoreReducer(selectedStoreReducer(initialSelectedStore, { type: 'StoreSelected', location, at: 1 }), { type: 'MenuLoadFailed' });
    expect(s.location).toBeUndefined();
    expect(s.notice).toBe('Could not load menus for this store. Showing national menu.');
    expect(selectedStoreReducer(initialSelectedStore, { type: 'MenuLoadFailed' })).toBe(initialSelectedStore);
  });

  it('tracks time-slot loading and errors', () => {
    const f = failure(domainError('HTTP_500', { status: 500 }), 'm');
    let s = selectedStoreReducer(initialSelectedStore, { type: 'TimeSlotsRequested' });
    expect(s.timeSlotsLoading).toBe(true);
    s = selectedStoreReducer(s, { type: 'TimeSlotsFailed', failure: f });
    expect(s).toMatchObject({ timeSlotsLoading: false, timeSlotsError: f });
    expect(selectedStoreReducer(s, { type: 'TimeSlotsLoaded' }).timeSlotsError).toBeUndefined();
  });
});
