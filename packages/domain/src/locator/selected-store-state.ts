// The store chosen for ordering (spec section 3 "Selected store", section 4 "Store selection"): loading,
// then selected with a confirmation timestamp; the user may confirm or clear it. A menu failure clears the
// store and, when a store was set, shows 'Could not load menus for this store. Showing national menu.'
import { LocatorMessages } from './messages';
import type { LocationResult } from './model';

export interface SelectedStoreState {
  readonly status: 'none' | 'loading' | 'selected';
  readonly location?: LocationResult;
  /** A selection the user has not yet confirmed (e.g. auto-restored from a previous visit). */
  readonly needsConfirmation: boolean;
  readonly storeConfirmationTimestamp?: number;
  readonly userConfirmed: boolean;
  readonly userDidClear: boolean;
  /** The notice to show after a menu failure, if any. */
  readonly notice?: string;
}

export type SelectedStoreEvent =
  | { readonly type: 'storeSelectionStarted' }
  | { readonly type: 'storeSelectionSucceeded'; readonly location: LocationResult; readonly timestamp: number; readonly needsConfirmation: boolean }
  | { readonly type: 'storeSelectionFailed' }
  | { readonly type: 'storeConfirmed'; readonly timestamp: number }
  | { readonly type: 'storeCleared' }
  | { readonly type: 'menuLoadFailed' }
  | { readonly type: 'noticeDismissed' };

export const initialSelectedStoreState: SelectedStoreState = {
  status: 'none',
  needsConfirmation: false,
  userConfirmed: false,
  userDidClear: false,
};

export const reduceSelectedStore = (s: SelectedStoreState, e: SelectedStoreEvent): SelectedStoreState => {
  switch (e.type) {
    case 'storeSelectionStarted':
      return { ...s, status: 'loading' };
    case 'storeSelectionSucceeded':
      return {
        status: 'selected',
        location: e.location,
        needsConfirmation: e.needsConfirmation,
        storeConfirmationTimestamp: e.timestamp,
        userConfirmed: !e.needsConfirmation,
        userDidClear: false,
      };
    case 'storeSelectionFailed': {
      const { location, storeConfirmationTimestamp, ...rest } = s;
      return location !== undefined && storeConfirmationTimestamp !== undefined
        ? { ...rest, location, storeConfirmationTimestamp, status: 'selected' }
        : { ...rest, status: 'none' };
    }
    case 'storeConfirmed':
      return s.status === 'selected' ? { ...s, needsConfirmation: false, userConfirmed: true, storeConfirmationTimestamp: e.timestamp } : s;
    case 'storeCleared':
      return { ...initialSelectedStoreState, userDidClear: true };
    case 'menuLoadFailed':
      return s.location !== undefined
        ? { ...initialSelectedStoreState, notice: LocatorMessages.menuLoadFailed }
        : { ...initialSelectedStoreState };
    case 'noticeDismissed': {
      const { notice: _n, ...rest } = s;
      return rest;
    }
  }
};
