// makeLoadTimeSlots: the store's pickup slots for scheduled ordering, up to one hour ahead, labelled in
// the store's time zone; 'This store is at capacity for ordering ahead' when none is available.
import { BehaviorSubject, concat, defer, map, of, take, tap, type Observable } from 'rxjs';
import { idle, loading, ok, type AppConfig, type Clock } from '../shared';
import { failure, type OrderingFailure } from './errors';
import { OrderMessages } from './messages';
import type { StoreFacts, TimeSlot } from './order-model';
import type { TimeSlots } from './ports';
import { fail, type OrderingState } from './price-order';
import { formatSlotTime, isAtCapacity, schedulableSlots } from './schedule-rules';
import type { SelectedStore } from './state-store';
import { UNEXPECTED_ERROR_MESSAGE } from '../shared';

export interface SlotView {
  readonly slot: TimeSlot;
  /** e.g. '8:35 AM' in the store's time zone. */
  readonly label: string;
  readonly available: boolean;
}

export interface TimeSlotsView {
  readonly storeNumber: string;
  readonly timeZoneId: string;
  readonly slots: readonly SlotView[];
  readonly atCapacity: boolean;
  readonly nextAvailable?: SlotView;
  /** 'This store is at capacity for ordering ahead' when at capacity. */
  readonly notice?: string;
}

export interface LoadTimeSlots {
  (store: StoreFacts): Observable<OrderingState<TimeSlotsView>>;
  /** The latest state of any load (the slot picker renders it; a SLOT_UNAVAILABLE refetch updates it). */
  readonly latest$: Observable<OrderingState<TimeSlotsView>>;
}

export interface LoadTimeSlotsDeps {
  readonly timeSlots: TimeSlots;
  readonly clock: Clock;
  readonly config: AppConfig;
  readonly selectedStore?: SelectedStore;
}

export const makeLoadTimeSlots = (d: LoadTimeSlotsDeps): LoadTimeSlots => {
  const latest = new BehaviorSubject<OrderingState<TimeSlotsView>>(idle());
  const load = (store: StoreFacts): Observable<OrderingState<TimeSlotsView>> =>
    defer(() => {
      d.selectedStore?.dispatch({ type: 'TimeSlotsRequested' });
      return concat(
        of(loading<TimeSlotsView, OrderingFailure>()),
        d.timeSlots.getStoreTimeSlots(store.storeNumber, store).pipe(
          take(1),
          map((r): OrderingState<TimeSlotsView> => {
            if (r._tag === 'Left') {
              const f = failure(r.left, UNEXPECTED_ERROR_MESSAGE);
              d.selectedStore?.dispatch({ type: 'TimeSlotsFailed', failure: f });
              return fail<TimeSlotsView>(f);
            }
            d.selectedStore?.dispatch({ type: 'TimeSlotsLoaded' });
            const now = d.clock.now();
            const tz = r.right.timeZoneId;
            const slots = schedulableSlots(r.right.slots, now).map((slot) => ({
              slot,
              label: formatSlotTime(slot.start, tz, d.config.locale),
              available: slot.available,
            }));
            const atCapacity = isAtCapacity(r.right.slots, now, r.right.atCapacity);
            const next = slots.find((s) => s.available);
            return ok({
              storeNumber: r.right.storeNumber,
              timeZoneId: tz,
              slots,
              atCapacity,
              ...(next !== undefined && !atCapacity ? { nextAvailable: next } : {}),
              ...(atCapacity ? { notice: OrderMessages.atCapacity } : {}),
            });
          }),
        ),
      ).pipe(tap((s) => latest.next(s)));
    });
  return Object.assign(load, { latest$: latest.asObservable() });
};
