// The locator's store choice in node, on virtual time: the select / 'Order here' chain, where it leaves
// for, and toasts that go away by themselves (a new one restarting the wait).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { BehaviorSubject, Subject, VirtualTimeScheduler, concat, of, type Observable } from 'rxjs';
import { failed, loading, ok, type AsyncState } from '../shared/async-state';
import { domainError } from '../shared/errors';
import type { ConfirmStoreInput, ConfirmStoreOutcome } from './confirm-store';
import type { SelectStoreOutcome } from './select-store';
import { initialLocatorState, type LocatorState } from './state';
import { LOCATOR_TOAST_MS, createStoreChoice, type UnavailableDialog } from './store-choice';
import { testLocation } from './test-support';

const record = { storeNumber: '11111', storeConfirmationTimestamp: 5, userConfirmed: true };
const selected = ok<SelectStoreOutcome>({ kind: 'selected', location: testLocation({ storeNumber: '11111' }), record });
const dialog: UnavailableDialog = { kind: 'unavailableDialog', title: 'Store unavailable', message: 'Sorry', confirmLabel: 'OK', accountRequired: false, storeNumber: 'closed', storeName: 'Closed', alternatives: [] };
const oops = (message: string) => failed<never>(domainError('HTTP_503', { status: 503 }), message);

/** orderFrom answers by store number: 'toast-*' a toast naming it, 'closed' the dialog, 'broken' an error, else selected. */
const answerFor = (n: string): Observable<AsyncState<SelectStoreOutcome>> => {
  if (n.startsWith('toast')) return of(ok<SelectStoreOutcome>({ kind: 'toast', message: n }));
  if (n === 'closed') return of(ok<SelectStoreOutcome>(dialog));
  if (n === 'broken') return concat(of(loading<SelectStoreOutcome>()), of(oops('Could not save the store.')));
  return concat(of(loading<SelectStoreOutcome>()), of(selected));
};

const setup = (o: { orderFrom?: (n: string) => Observable<AsyncState<SelectStoreOutcome>>; confirm?: Observable<AsyncState<ConfirmStoreOutcome>> } = {}) => {
  const scheduler = new VirtualTimeScheduler();
  const state$ = new BehaviorSubject<LocatorState>(initialLocatorState('ordering'));
  const cards: [string, boolean | undefined][] = [];
  const confirms: ConfirmStoreInput[] = [];
  const choice = createStoreChoice({
    session: { state$, orderFrom: o.orderFrom ?? answerFor, selectCard: (n, prevent) => void cards.push([n, prevent]) },
    confirmStore: (input) => {
      confirms.push(input);
      return o.confirm ?? concat(of(loading<ConfirmStoreOutcome>()), of(ok<ConfirmStoreOutcome>({ next: { kind: 'cart' }, record })));
    },
    scheduler,
  });
  return { choice, scheduler, state$, cards, confirms };
};

describe('createStoreChoice', () => {
  it('a toast shows until LOCATOR_TOAST_MS after the latest one, which replaces it', () => {
    const gaps = fc.array(fc.integer({ min: 1, max: 900 }).map((x) => x * 10), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(gaps, (steps) => {
        const { choice, scheduler } = setup();
        const times = steps.reduce<number[]>((acc, g) => [...acc, (acc.at(-1) ?? 0) + g], []);
        const seen: { at: number; toast: string | undefined }[] = [];
        times.forEach((t, i) => scheduler.schedule(() => choice.select(`toast-${i}`), t));
        // Probes between the 10 ms ticks, so none falls on the very instant a toast starts or ends.
        const probes = times.flatMap((t) => [t + 5, t + LOCATOR_TOAST_MS - 5, t + LOCATOR_TOAST_MS + 5]);
        for (const p of probes) scheduler.schedule(() => void seen.push({ at: p, toast: choice.current().toast }), p);
        scheduler.flush();
        for (const { at, toast } of seen) {
          const last = times.reduce((j, t, i) => (t <= at ? i : j), -1);
          const lastAt = times[last] ?? -Infinity;
          expect(toast).toBe(at - lastAt < LOCATOR_TOAST_MS ? `toast-${last}` : undefined);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("'Select' saves the store without confirming or leaving", () => {
    const { choice, cards, confirms } = setup();
    choice.select('11111');
    expect(cards).toEqual([['11111', false]]);
    expect(confirms).toEqual([]);
    expect(choice.current()).toEqual({});
  });

  it("'Order here' marks the store busy, confirms with the URL's inputs and names where to leave for", () => {
    const pending = new Subject<AsyncState<ConfirmStoreOutcome>>();
    const { choice, cards, confirms } = setup({ confirm: pending });
    choice.orderHere('11111', { toCart: true });
    expect(choice.current()).toEqual({ busyStore: '11111' });
    expect(cards).toEqual([['11111', true]]);
    expect(confirms).toEqual([{ toCart: true }]);
    pending.next(ok({ next: { kind: 'cart' }, record }));
    expect(choice.current()).toEqual({ leaveFor: { kind: 'cart' } });
    choice.departed();
    expect(choice.current()).toEqual({});
  });

  it('shows the error of a failed save or confirmation and frees the store', () => {
    const broken = setup();
    broken.choice.orderHere('broken', {});
    expect(broken.choice.current()).toEqual({ error: 'Could not save the store.' });
    broken.choice.clearError();
    expect(broken.choice.current()).toEqual({});

    const refused = setup({ confirm: of(oops('We could not find that store.')) });
    refused.choice.orderHere('11111', {});
    expect(refused.choice.current()).toEqual({ error: 'We could not find that store.' });
  });

  it('opens the unavailable-store dialog, and closes it', () => {
    const { choice } = setup();
    choice.orderHere('closed', {});
    expect(choice.current()).toEqual({ dialog });
    choice.closeDialog();
    expect(choice.current()).toEqual({});
  });

  it("a store the dialog offers instead goes the way of the choice that opened it ('Order here' confirms, 'Select' does not)", () => {
    const ordering = setup();
    ordering.choice.orderHere('closed', { toCart: true });
    ordering.choice.chooseInstead('11111');
    expect(ordering.cards).toEqual([['11111', true]]);
    expect(ordering.confirms).toEqual([{ toCart: true }]);
    expect(ordering.choice.current()).toEqual({ leaveFor: { kind: 'cart' } });

    const selecting = setup();
    selecting.choice.select('closed');
    selecting.choice.chooseInstead('11111');
    expect(selecting.cards).toEqual([['11111', false]]);
    expect(selecting.confirms).toEqual([]);
    expect(selecting.choice.current()).toEqual({});
    // Without a dialog on screen there is nothing to choose instead of.
    selecting.choice.chooseInstead('22222');
    expect(selecting.cards).toEqual([['11111', false]]);
  });

  it('a new choice drops what the previous one still waited for', () => {
    const first = new Subject<AsyncState<SelectStoreOutcome>>();
    const { choice, cards } = setup({ orderFrom: (n) => (n === 'slow' ? first : answerFor(n)) });
    choice.orderHere('slow', {});
    choice.select('22222');
    first.next(selected);
    expect(cards).toEqual([['22222', false]]);
  });

  it('says a favorite could not be saved, once per failure', () => {
    const { choice, state$, scheduler } = setup();
    const failure = { storeNumber: '11111', message: 'Could not save your favorite.', seq: 1 };
    state$.next({ ...state$.value, favoriteFailure: failure });
    expect(choice.current().toast).toBe('Could not save your favorite.');
    scheduler.flush();
    // The session emits again for something else: the same failure is not told twice.
    state$.next({ ...state$.value });
    expect(choice.current().toast).toBeUndefined();
    state$.next({ ...state$.value, favoriteFailure: { ...failure, seq: 2 } });
    expect(choice.current().toast).toBe('Could not save your favorite.');
    choice.dispose();
  });
});
