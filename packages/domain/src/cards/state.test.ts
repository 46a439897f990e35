import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addCardReducer, initialAddCardState, type AddCardEvent, type AddCardOrigin, type AddCardState } from './add-card-state';
import { autoReloadReducer, initialAutoReloadState } from './auto-reload-state';
import { barcodeReducer, initialBarcodeState } from './barcode-state';
import { testCard } from './test-ledger';

const run = <S, E>(reducer: (s: S, e: E) => S, s: S, events: readonly E[]): S => events.reduce(reducer, s);

describe('card add reducer (spec section 4)', () => {
  const added = (amount: number): AddCardEvent => ({ type: 'added', result: { card: testCard({ cardId: 'c9', balance: { amount, currency: 'USD' } }) } });

  it('property: a transfer leaving 0 or less opens remove-or-keep; otherwise list (cards page) or notice (elsewhere)', () => {
    fc.assert(
      fc.property(fc.constantFrom<AddCardOrigin>('cardsPage', 'inline'), fc.boolean(), fc.integer({ min: -100, max: 50_000 }), (origin, transfer, amount) => {
        const s = run(addCardReducer, initialAddCardState(origin), [{ type: 'submit', transfer }, added(amount)]);
        if (transfer && amount <= 0) return s.phase === 'removeOrKeep';
        if (s.phase !== 'done') return false;
        const promptOk = s.outcome.promptLoad === amount < 500;
        return promptOk && (origin === 'cardsPage' ? s.outcome.kind === 'showList' : s.outcome.kind === 'notice');
      }),
      { numRuns: 200 },
    );
  });

  it('shows the add-card notice with its text', () => {
    const s = run(addCardReducer, initialAddCardState('inline'), [{ type: 'submit', transfer: false }, added(2500)]);
    expect(s.phase === 'done' && s.outcome).toEqual({ kind: 'notice', message: 'Your card was added to your account.', cardId: 'c9', promptLoad: false });
  });

  it('removes the emptied card with "Card (4521) removed", or keeps it', () => {
    const dialog = run(addCardReducer, initialAddCardState('cardsPage'), [{ type: 'submit', transfer: true }, added(0)]);
    const removed = run(addCardReducer, dialog, [{ type: 'remove' }, { type: 'removed', cardNumber: '6104172300184521' }]);
    expect(removed.phase === 'done' && removed.notice).toBe('Card (4521) removed');
    const failed = run(addCardReducer, dialog, [{ type: 'remove' }, { type: 'removeFailed' }]);
    expect(failed.phase === 'removeFailed' && failed.message).toBe('Failed to remove card');
    const kept = run(addCardReducer, failed, [{ type: 'keep' }]);
    expect(kept.phase === 'done' && kept.outcome.kind).toBe('showList');
  });

  it('keeps the failure with its action, then edits again', () => {
    const action = { kind: 'tryAgain' as const, label: 'Try again' };
    const s = run(addCardReducer, initialAddCardState('cardsPage'), [
      { type: 'submit', transfer: false },
      { type: 'failed', message: "That card number or security code doesn't look right.", action },
    ]);
    expect(s).toEqual({ origin: 'cardsPage', phase: 'failed', message: "That card number or security code doesn't look right.", action });
    expect(addCardReducer(s, { type: 'edit' }).phase).toBe('editing');
  });

  it('property: events out of turn change nothing', () => {
    const events: fc.Arbitrary<AddCardEvent> = fc.constantFrom<AddCardEvent>(
      { type: 'keep' },
      { type: 'remove' },
      { type: 'removed', cardNumber: '1111' },
      { type: 'removeFailed' },
      { type: 'failed', message: 'x' },
      added(100),
    );
    fc.assert(
      fc.property(events, (e) => {
        const s: AddCardState = initialAddCardState('cardsPage');
        return addCardReducer(s, e) === s;
      }),
    );
  });
});

describe('auto reload reducer', () => {
  const card = testCard();
  const start = initialAutoReloadState(card, 2500);

  it("choosing 'add payment' goes to /account/payment-method", () => {
    expect(autoReloadReducer(start, { type: 'instrumentChosen', choice: 'add-payment' }).addPaymentChosen).toBe(true);
  });

  it('saving a form without an instrument shows the spec message without a plan', () => {
    const s = run(autoReloadReducer, start, [{ type: 'toggle', enabled: true }, { type: 'triggerChosen', triggerAmount: 1000 }, { type: 'save' }]);
    expect(s).toMatchObject({ phase: 'error', message: 'To save Auto reload settings, select a payment method.' });
    expect(s.plan).toBeUndefined();
  });

  it('plans a create for a card without a profile, then closes with the saved card', () => {
    const s = run(autoReloadReducer, start, [
      { type: 'toggle', enabled: true },
      { type: 'triggerChosen', triggerAmount: 1000 },
      { type: 'instrumentChosen', choice: 'pi-1' },
      { type: 'save' },
    ]);
    expect(s.phase === 'saving' && s.plan).toEqual({ op: 'create', settings: { cardId: 'card-1', amount: 2500, triggerAmount: 1000, paymentInstrumentId: 'pi-1' } });
    const saved = testCard({ autoReloadProfile: { status: 'active', amount: 2500, triggerAmount: 1000, paymentInstrumentId: 'pi-1' } });
    const closed = autoReloadReducer(s, { type: 'saved', card: saved });
    expect([closed.phase, closed.card]).toEqual(['closed', saved]);
  });

  it('closes without a plan when nothing is on and nothing was', () => {
    expect(autoReloadReducer(start, { type: 'save' })).toEqual({ card, form: start.form, phase: 'closed' });
  });
});

describe('barcode reducer', () => {
  it('fetches, then shows the barcode or the failure with the number in blocks of 4', () => {
    const loading = barcodeReducer(initialBarcodeState, { type: 'fetch', cardNumber: '6104172300184521' });
    const payload = { kind: 'symbol' as const, symbology: 'pdf417' as const, text: 'x' };
    expect(barcodeReducer(loading, { type: 'succeeded', payload })).toMatchObject({ phase: 'ready', payload, numberText: '6104 1723 0018 4521' });
    expect(barcodeReducer(loading, { type: 'failed' })).toEqual({
      phase: 'error',
      cardNumber: '6104172300184521',
      numberText: '6104 1723 0018 4521',
      message: 'Barcode is temporarily down',
    });
    expect(barcodeReducer(loading, { type: 'close' })).toEqual(initialBarcodeState);
    expect(barcodeReducer(initialBarcodeState, { type: 'failed' })).toBe(initialBarcodeState);
  });
});
