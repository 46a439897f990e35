import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { domainError } from '../shared/errors';
import { assertEveryStep } from '../shared/test-reducers';
import { createGiftReducer, eventForBuyGiftState, initialGiftState, recipientsInState, type GiftEvent } from './state';
import type { GiftState, GuestPaymentInstrument } from './model';
import { arbRecipient, card, config, guestCard, paypal, validForm } from './test-support';

const reduce = createGiftReducer(config);
const run = (events: readonly GiftEvent[], from: GiftState = initialGiftState): GiftState => events.reduce(reduce, from);

const arbForm = fc
  .array(fc.oneof(arbRecipient, fc.constant({ email: '', name: '' })), { maxLength: 4 })
  .map((recipients) => validForm({ recipients }));

const arbEvent: fc.Arbitrary<GiftEvent> = fc.oneof(
  arbForm.map((form) => ({ type: 'formStored' as const, form })),
  fc.constant({ type: 'recipientAdded' as const }),
  fc.constant({ type: 'recipientRemoved' as const }),
  fc.constantFrom(card, paypal, undefined).map((instrument) => ({ type: 'paymentSelected' as const, instrument })),
  fc.integer({ min: 0, max: 1e6 }).map((t) => ({ type: 'guestPaymentAdded' as const, instrument: guestCard(t) })),
  fc.constantFrom('purchase' as const, 'addPaymentAgain' as const).map((dialog) => ({ type: 'dialogOpened' as const, dialog })),
  fc.constant({ type: 'dialogClosed' as const }),
  fc.constant({ type: 'purchaseRequested' as const }),
  fc.string({ minLength: 1, maxLength: 8 }).map((orderNumber) => ({ type: 'purchaseSucceeded' as const, orderNumber })),
  fc.constantFrom('170046', '121044', 'HTTP_500').map((code) => ({ type: 'purchaseFailed' as const, error: domainError(code) })),
  fc.constant({ type: 'guestPaymentTokenExpired' as const }),
  fc.constant({ type: 'purchaseReset' as const }),
);

describe('gift reducer invariants', () => {
  it('keeps the recipient rows within 1..limit and never keeps PayPal for more than one recipient', () => {
    assertEveryStep(
      reduce,
      initialGiftState,
      arbEvent,
      40,
      (_before, _e, s) => {
        expect(s.recipientCount).toBeGreaterThanOrEqual(1);
        expect(s.recipientCount).toBeLessThanOrEqual(config.giftRecipientsLimit);
        if (recipientsInState(s) > 1) expect(s.selectedPaymentInstrument?.paymentType).not.toBe('paypal');
      },
      { numRuns: 200 },
    );
  });

  it('after any history: success resets form, rows and guest token; error clears pending; request sets pending', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 20 }), fc.string({ minLength: 1 }), (events, orderNumber) => {
        const before = run(events);
        const pending = reduce(before, { type: 'purchaseRequested' });
        expect(pending.purchaseStatus).toBe('pending');
        const ok = reduce(pending, { type: 'purchaseSucceeded', orderNumber });
        expect(ok).toMatchObject({ purchaseStatus: 'success', orderNumber, form: undefined, recipientCount: 1, guestPaymentInstrument: undefined });
        expect(ok.egifts).toBe(before.egifts);
        const failed = reduce(pending, { type: 'purchaseFailed', error: domainError('HTTP_500') });
        expect(failed.purchaseStatus).toBe('error');
        expect(failed.purchaseError?.code).toBe('HTTP_500');
      }),
      { numRuns: 100 },
    );
  });
});

describe('gift reducer transitions', () => {
  it('stores the form data and its sender', () => {
    const form = validForm();
    const s = reduce(initialGiftState, { type: 'formStored', form });
    expect(s).toMatchObject({ form, senderName: 'Avery Quinn', senderEmail: 'avery@example.com' });
  });

  it('clears a PayPal selection when the stored form has a second recipient', () => {
    const one = run([{ type: 'formStored', form: validForm() }, { type: 'paymentSelected', instrument: paypal }]);
    expect(one.selectedPaymentInstrument).toBe(paypal);
    const two = reduce(one, { type: 'formStored', form: validForm({ recipients: [{ email: 'a@example.com', name: 'A' }, { email: 'b@example.com', name: 'B' }] }) });
    expect(two.selectedPaymentInstrument).toBeUndefined();
    expect(reduce(two, { type: 'paymentSelected', instrument: paypal }).selectedPaymentInstrument).toBeUndefined();
    expect(reduce(two, { type: 'paymentSelected', instrument: card }).selectedPaymentInstrument).toBe(card);
  });

  it('on guest token expiry resets the token, closes the purchase dialog and opens add-payment-again', () => {
    const s = run([{ type: 'guestPaymentAdded', instrument: guestCard(5) }, { type: 'dialogOpened', dialog: 'purchase' }, { type: 'guestPaymentTokenExpired' }]);
    expect(s.guestPaymentInstrument).toBeUndefined();
    expect(s.dialog).toBe('addPaymentAgain');
  });

  it('closes the purchase modal on 170046 but keeps it open on other errors', () => {
    const open = run([{ type: 'dialogOpened', dialog: 'purchase' }, { type: 'purchaseRequested' }]);
    expect(reduce(open, { type: 'purchaseFailed', error: domainError('170046') }).dialog).toBeUndefined();
    expect(reduce(open, { type: 'purchaseFailed', error: domainError('121044') }).dialog).toBe('purchase');
  });

  it('refuses a guest instrument of a brand guests may not use', () => {
    const bad: GuestPaymentInstrument = JSON.parse('{"accountNumberLastFour":"1234","paymentType":"paypal","tokenAcquiredTimestamp":1,"paymentInstrumentToken":"t"}');
    expect(reduce(initialGiftState, { type: 'guestPaymentAdded', instrument: bad }).guestPaymentInstrument).toBeUndefined();
  });

  it('maps buy-gift emissions onto reducer events', () => {
    expect(eventForBuyGiftState({ status: 'loading', phase: 'submitting', requestId: 'r' })).toEqual({ type: 'purchaseRequested' });
    expect(eventForBuyGiftState({ status: 'loading', phase: 'processing', requestId: 'r', polls: 1 })).toBeUndefined();
    expect(eventForBuyGiftState({ status: 'expired', error: domainError('GUEST_TOKEN_EXPIRED'), message: 'm' })).toEqual({ type: 'guestPaymentTokenExpired' });
    expect(eventForBuyGiftState({ status: 'invalid', errors: {}, message: 'm' })).toBeUndefined();
  });
});
