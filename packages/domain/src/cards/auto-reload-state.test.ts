// The auto-reload form's transitions around a save: edits wait while a call is made, the answer ends it.
import { describe, it, expect } from 'vitest';
import { autoReloadReducer, type AutoReloadEvent, type AutoReloadState } from './auto-reload-state';
import { testCard } from './test-ledger';

const card = testCard();
const form = { enabled: true, amount: 2500, triggerAmount: 1000, paymentInstrument: 'pi-1' };
const editing: AutoReloadState = { card, form, phase: 'editing' };
const saving: AutoReloadState = { card, form, phase: 'saving', plan: { op: 'disable', cardId: card.cardId } };

describe('auto reload form transitions', () => {
  it('an edit changes its field and returns to editing from an error', () => {
    expect(autoReloadReducer({ ...editing, phase: 'error', message: 'Oops' }, { type: 'amountChosen', amount: 5000 })).toStrictEqual({ card, form: { ...form, amount: 5000 }, phase: 'editing' });
  });

  it('edits, choices and a second save are ignored while saving', () => {
    const events: AutoReloadEvent[] = [
      { type: 'toggle', enabled: false },
      { type: 'amountChosen', amount: 5000 },
      { type: 'triggerChosen', triggerAmount: 500 },
      { type: 'instrumentChosen', choice: 'pi-2' },
      { type: 'save' },
    ];
    for (const e of events) expect(autoReloadReducer(saving, e)).toBe(saving);
  });

  it('a failed save shows its message; answers nobody waits for are ignored', () => {
    expect(autoReloadReducer(saving, { type: 'saveFailed', message: 'Try again' })).toStrictEqual({ card, form, phase: 'error', message: 'Try again' });
    expect(autoReloadReducer(editing, { type: 'saveFailed', message: 'Try again' })).toBe(editing);
    expect(autoReloadReducer(editing, { type: 'saved', card: testCard({ nickname: 'Other' }) })).toBe(editing);
  });

  it('a changed card replaces the card and keeps the form', () => {
    const other = testCard({ nickname: 'Other' });
    expect(autoReloadReducer(editing, { type: 'cardChanged', card: other })).toStrictEqual({ card: other, form, phase: 'editing' });
  });
});
