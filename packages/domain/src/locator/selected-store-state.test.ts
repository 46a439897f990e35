import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { initialSelectedStoreState as initial, reduceSelectedStore, type SelectedStoreEvent } from './selected-store-state';
import { testLocation } from './test-support';

const location = testLocation();
const select = (needsConfirmation: boolean): SelectedStoreEvent => ({ type: 'storeSelectionSucceeded', location, timestamp: 1000, needsConfirmation });

describe('store selection (spec section 4)', () => {
  it('loading, then selected with a confirmation timestamp; the user may confirm or clear', () => {
    const loading = reduceSelectedStore(initial, { type: 'storeSelectionStarted' });
    expect(loading.status).toBe('loading');
    const selected = reduceSelectedStore(loading, select(true));
    expect(selected).toMatchObject({ status: 'selected', location, storeConfirmationTimestamp: 1000, needsConfirmation: true, userConfirmed: false });
    expect(reduceSelectedStore(selected, { type: 'storeConfirmed', timestamp: 2000 })).toMatchObject({ needsConfirmation: false, userConfirmed: true, storeConfirmationTimestamp: 2000 });
    expect(reduceSelectedStore(selected, { type: 'storeCleared' })).toEqual({ ...initial, userDidClear: true });
  });

  it('a menu failure clears the store, with the national-menu notice only when a store was set', () => {
    const selected = reduceSelectedStore(initial, select(false));
    expect(reduceSelectedStore(selected, { type: 'menuLoadFailed' })).toEqual({ ...initial, notice: 'Could not load menus for this store. Showing national menu.' });
    expect(reduceSelectedStore(initial, { type: 'menuLoadFailed' })).toEqual(initial);
    expect(reduceSelectedStore(reduceSelectedStore(selected, { type: 'menuLoadFailed' }), { type: 'noticeDismissed' })).toEqual(initial);
  });

  it('a failed selection keeps the store that was selected before', () => {
    fc.assert(
      fc.property(fc.boolean(), (hadStore) => {
        const before = hadStore ? reduceSelectedStore(initial, select(false)) : initial;
        const after = reduceSelectedStore(reduceSelectedStore(before, { type: 'storeSelectionStarted' }), { type: 'storeSelectionFailed' });
        expect(after.location).toBe(before.location);
        expect(after.status).toBe(hadStore ? 'selected' : 'none');
      }),
    );
  });
});
