// Spec section 3 "Selected store" and section 4 "Store selection" as a pure reducer.
import type { OrderingFailure } from './errors';
import { MenuMessages } from './messages';
import type { StoreFacts } from './order-model';

export interface SelectedStoreState<L extends StoreFacts = StoreFacts> {
  readonly status: 'none' | 'loading' | 'selected';
  /** The store number being loaded, while loading. */
  readonly loadingStoreNumber?: string;
  readonly location?: L;
  readonly needsConfirmation: boolean;
  readonly storeConfirmationTimestamp?: number;
  readonly userConfirmed: boolean;
  readonly userDidClear: boolean;
  readonly timeSlotsLoading: boolean;
  readonly timeSlotsError?: OrderingFailure;
  /** 'Could not load menus for this store. Showing national menu.' after a store menu failed. */
  readonly notice?: string;
}

export const initialSelectedStore: SelectedStoreState = {
  status: 'none',
  needsConfirmation: false,
  userConfirmed: false,
  userDidClear: false,
  timeSlotsLoading: false,
};

export type SelectedStoreEvent<L extends StoreFacts = StoreFacts> =
  | { readonly type: 'StoreLoading'; readonly storeNumber: string }
  | { readonly type: 'StoreSelected'; readonly location: L; readonly at: number; readonly needsConfirmation?: boolean }
  | { readonly type: 'StoreConfirmed'; readonly at: number }
  | { readonly type: 'StoreCleared'; readonly byUser: boolean }
  | { readonly type: 'MenuLoadFailed' }
  | { readonly type: 'TimeSlotsRequested' }
  | { readonly type: 'TimeSlotsLoaded' }
  | { readonly type: 'TimeSlotsFailed'; readonly failure: OrderingFailure }
  | { readonly type: 'NoticeDismissed' };

const cleared = <L extends StoreFacts>(byUser: boolean): SelectedStoreState<L> => ({
  status: 'none',
  needsConfirmation: false,
  userConfirmed: false,
  userDidClear: byUser,
  timeSlotsLoading: false,
});

export const selectedStoreReducer = <L extends StoreFacts>(s: SelectedStoreState<L>, e: SelectedStoreEvent<L>): SelectedStoreState<L> => {
  switch (e.type) {
    case 'StoreLoading':
      return { ...s, status: 'loading', loadingStoreNumber: e.storeNumber };
    case 'StoreSelected':
      return {
        status: 'selected',
        location: e.location,
        needsConfirmation: e.needsConfirmation ?? false,
        storeConfirmationTimestamp: e.at,
        userConfirmed: false,
        userDidClear: false,
        timeSlotsLoading: false,
      };
    case 'StoreConfirmed':
      return s.status === 'selected' ? { ...s, userConfirmed: true, needsConfirmation: false, storeConfirmationTimestamp: e.at } : s;
    case 'StoreCleared':
      return cleared(e.byUser);
    case 'MenuLoadFailed':
      // Spec section 4: a menu failure clears the store and, when a store was set, shows the notice.
      return s.location !== undefined || s.status !== 'none' ? { ...cleared<L>(false), notice: MenuMessages.storeMenuFallback } : s;
    case 'TimeSlotsRequested': {
      const { timeSlotsError: _e, ...rest } = s;
      return { ...rest, timeSlotsLoading: true };
    }
    case 'TimeSlotsLoaded': {
      const { timeSlotsError: _e, ...rest } = s;
      return { ...rest, timeSlotsLoading: false };
    }
    case 'TimeSlotsFailed':
      return { ...s, timeSlotsLoading: false, timeSlotsError: e.failure };
    case 'NoticeDismissed': {
      const { notice: _n, ...rest } = s;
      return rest;
    }
  }
};
