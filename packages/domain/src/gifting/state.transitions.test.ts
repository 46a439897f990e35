// Exact transitions of the gift reducer that the invariants leave open: row counts, dialogs, the guest card,
// expiry outside a purchase, and the buy-gift emissions that become events.
import { describe, it, expect } from 'vitest';
import { domainError } from '../shared/errors';
import { money } from '../shared/money';
import { giftErrorEntry } from './messages';
import type { GiftLine, GiftState } from './model';
import { createGiftReducer, eventForBuyGiftState, initialGiftState } from './state';
import { config, guestCard, validForm } from './test-support';

const reduce = createGiftReducer(config);
const line: GiftLine = { recipientEmail: 'sam@example.com', recipientName: 'Sam', deliveryMethod: 'EMAIL', deliveryDate: '2026-11-22', product: '11000101', message: '', amount: money(2500) };

describe('gift reducer transitions', () => {
  it('adding a row adds one up to the limit; removing takes one down to 1', () => {
    const two = reduce(initialGiftState, { type: 'recipientAdded' });
    expect(two.recipientCount).toBe(2);
    expect(reduce(two, { type: 'recipientRemoved' }).recipientCount).toBe(1);
    expect(reduce(initialGiftState, { type: 'recipientRemoved' }).recipientCount).toBe(1);
    expect(reduce({ ...initialGiftState, recipientCount: 10 }, { type: 'recipientAdded' }).recipientCount).toBe(10);
  });

  it('storing a form keeps at least the rows shown, and the lines already built when none come with it', () => {
    const withLines: GiftState = { ...initialGiftState, recipientCount: 3, egifts: [line] };
    const stored = reduce(withLines, { type: 'formStored', form: validForm() });
    expect(stored.recipientCount).toBe(3);
    expect(stored.egifts).toEqual([line]);
    const rows = reduce(initialGiftState, { type: 'formStored', form: validForm({ recipients: [{ email: '', name: '' }, { email: '', name: '' }] }) });
    expect(rows.recipientCount).toBe(2);
  });

  it('keeps a guest card, and closing a dialog closes it', () => {
    expect(reduce(initialGiftState, { type: 'guestPaymentAdded', instrument: guestCard(5) }).guestPaymentInstrument).toEqual(guestCard(5));
    expect(reduce({ ...initialGiftState, dialog: 'purchase' }, { type: 'dialogClosed' }).dialog).toBeUndefined();
  });

  it('a guest token expiring outside a purchase keeps the last purchase status', () => {
    const after = reduce({ ...initialGiftState, purchaseStatus: 'error', guestPaymentInstrument: guestCard(5) }, { type: 'guestPaymentTokenExpired' });
    expect(after).toMatchObject({ purchaseStatus: 'error', guestPaymentInstrument: undefined, dialog: 'addPaymentAgain' });
    expect(reduce({ ...initialGiftState, purchaseStatus: 'pending' }, { type: 'guestPaymentTokenExpired' }).purchaseStatus).toBeUndefined();
  });

  it('a finished or failed purchase becomes its event', () => {
    const receipt = { orderNumber: 'egift-1', requestId: 'r', senderName: 'A', senderEmail: 'a@b.co', egifts: [line], total: money(2500) };
    expect(eventForBuyGiftState({ status: 'ok', value: receipt })).toEqual({ type: 'purchaseSucceeded', orderNumber: 'egift-1' });
    const error = domainError('HTTP_500');
    expect(eventForBuyGiftState({ status: 'error', error, message: 'm', entry: giftErrorEntry(error), requestId: 'r' })).toEqual({ type: 'purchaseFailed', error });
  });
});
