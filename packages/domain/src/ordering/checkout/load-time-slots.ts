// makeLoadTimeSlots: the store's pickup slots for scheduled ordering, up to one hour ahead, labelled in
// the store's time zone; 'This store is at capacity for ordering ahead' when the store says so (issue #32: then no
// "as soon as possible": the first free slot is chosen, and the cart says why).
import { BehaviorSubject, concat, defer, map, of, take, tap, type Observable } from 'rxjs';
import { idle, loading, ok, type AppConfig, type Clock } from '../../shared';
import { failure, type OrderingFailure } from '../errors';
import { OrderMessages } from '../messages';
import type { StoreFacts, TimeSlot } from '../order-model';
import type { TimeSlots } from '../ports';
import { fail, type OrderingState } from '../ordering-state';
import { formatSlotTime, schedulableSlots, scheduleWindow, timeSlotsStale, timeSlotsStaleAt } from './schedule-rules';
import type { SelectedStore } from '../state-store';
import { UNEXPECTED_ERROR_MESSAGE } from '../../shared';

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
  /** The store is at capacity for ordering ahead (its answer): no order for as soon as possible. */
  readonly atCapacity: boolean;
  readonly nextAvailable?: SlotView;
  /** 'This store is at capacity for ordering ahead' when at capacity. */
  readonly notice?: string;
  /** Epoch ms (the injected Clock) the list was received: its staleness counts from here. */
  readonly loadedAt: number;
}

export interface LoadTimeSlots {
  /**
   * `refusedSlotId`: a slot the server just refused with SLOT_UNAVAILABLE. It stays unavailable in every later
   * list of that store, even one that still offers it (a list can lag behind the order it refused).
   */
  (store: StoreFacts, refusedSlotId?: string): Observable<OrderingState<TimeSlotsView>>;
  /** The latest state of any load (the slot picker renders it; a SLOT_UNAVAILABLE refetch updates it). */
  readonly latest$: Observable<OrderingState<TimeSlotsView>>;
  /** latest$'s value now, to render with before subscribing. */
  current(): OrderingState<TimeSlotsView>;
}

export interface LoadTimeSlotsDeps {
  readonly timeSlots: TimeSlots;
  readonly clock: Clock;
  readonly config: AppConfig;
  readonly selectedStore?: SelectedStore;
}

export const makeLoadTimeSlots = (d: LoadTimeSlotsDeps): LoadTimeSlots => {
  const latest = new BehaviorSubject<OrderingState<TimeSlotsView>>(idle());
  const refused = new Map<string, Set<string>>();
  const load = (store: StoreFacts, refusedSlotId?: string): Observable<OrderingState<TimeSlotsView>> =>
    defer(() => {
      d.selectedStore?.dispatch({ type: 'TimeSlotsRequested' });
      const taken = refused.get(store.storeNumber) ?? new Set<string>();
      if (refusedSlotId !== undefined) refused.set(store.storeNumber, taken.add(refusedSlotId));
      // A refetch of the same store keeps the list it had on screen while it loads.
      const had = latest.getValue();
      const shown = had.status === 'ok' ? had.value : had.status === 'loading' ? had.previous : undefined;
      const previous = shown?.storeNumber === store.storeNumber ? shown : undefined;
      return concat(
        of(loading<TimeSlotsView, OrderingFailure>(previous)),
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
            const listed = r.right.slots.map((slot) => (slot.available && taken.has(slot.id) ? { ...slot, available: false } : slot));
            const slots = schedulableSlots(listed, now).map((slot) => ({
              slot,
              label: formatSlotTime(slot.start, tz, d.config.locale),
              available: slot.available,
            }));
            const atCapacity = r.right.atCapacity;
            const next = slots.find((s) => s.available);
            return ok({
              storeNumber: r.right.storeNumber,
              timeZoneId: tz,
              slots,
              atCapacity,
              ...(next !== undefined ? { nextAvailable: next } : {}),
              ...(atCapacity ? { notice: OrderMessages.atCapacity } : {}),
              loadedAt: now,
            });
          }),
        ),
      ).pipe(tap((s) => latest.next(s)));
    });
  return Object.assign(load, { latest$: latest.asObservable(), current: () => latest.getValue() });
};

/** The pickup choice as it stands at `now`: what the slot picker renders, and what to do about it. */
export interface PickupChoice {
  /** The slots to offer at `now`: none past, none beyond one hour ahead. */
  readonly slots: readonly SlotView[];
  readonly nextAvailable?: SlotView;
  /** 'As soon as possible' is offered: not at a store at capacity for ordering ahead. */
  readonly asap: boolean;
  /** At capacity with nothing chosen: the first free slot, to choose (the flow does), and why in `capacityNote`. */
  readonly chooseFirst?: SlotView;
  /** At capacity: 'The next pickup time is {slot}' for the slot chosen first. */
  readonly capacityNote?: string;
  /** 'Schedule for later' can be chosen: a fresh list is known and a slot is free now. */
  readonly canSchedule: boolean;
  /** Why 'Schedule for later' cannot be chosen, when a fresh list says no slot is free within the hour (not at capacity). */
  readonly noSlotNote?: string;
  /** The slot picker shows: a slot is chosen and the list of the store is known (a stale one while it reloads). */
  readonly showPicker: boolean;
  /** The chosen slot while it still holds. */
  readonly selected?: TimeSlot;
  /** The chosen slot that passed or is no longer offered: clear it, and tell the person with `message`. */
  readonly dropped?: { readonly slot: TimeSlot; readonly message: string };
  /** Fetch the slots again now (the list went stale, or pricing was refreshed since). */
  readonly refetch: boolean;
  /** The next instant this answer changes by time alone (re-derive then). */
  readonly recheckAt?: number;
}

/**
 * Derives the pickup choice from the latest list (`view`, undefined while none of this store is known),
 * the chosen slot and `now`, by the rules of schedule-rules.ts. `pricedAt`: when pricing was last received.
 */
export const pickupChoiceAt = (i: {
  readonly view: TimeSlotsView | undefined;
  readonly selected: TimeSlot | undefined;
  readonly now: number;
  readonly timeZoneId: string;
  readonly locale: string;
  readonly pricedAt?: number | undefined;
}): PickupChoice => {
  const v = i.view;
  const all = v?.slots ?? [];
  const raw = all.map((s) => s.slot);
  const w = scheduleWindow({ slots: v === undefined ? undefined : raw, selected: i.selected, now: i.now });
  const ids = new Set(w.offered.map((s) => s.id));
  const slots = all.filter((s) => ids.has(s.slot.id));
  const next = slots.find((s) => s.slot.id === w.nextAvailable?.id);
  const staleAt = v === undefined ? undefined : timeSlotsStaleAt(raw, v.loadedAt);
  const refetch = v !== undefined && timeSlotsStale({ slots: raw, loadedAt: v.loadedAt, now: i.now, pricedAt: i.pricedAt });
  const times = [w.changesAt, staleAt].filter((t): t is number => t !== undefined && t > i.now);
  const tz = v?.timeZoneId ?? i.timeZoneId;
  const atCapacity = v?.atCapacity === true;
  // At capacity nothing is ready as soon as possible: the first free slot is chosen (once a fresh list says which).
  const chooseFirst = atCapacity && w.selected === undefined && next !== undefined && !refetch ? next : undefined;
  const dropped = (slot: TimeSlot): string =>
    atCapacity ? OrderMessages.scheduledSlotGone(formatSlotTime(slot.start, tz, i.locale)) : OrderMessages.scheduledSlotDropped(formatSlotTime(slot.start, tz, i.locale));
  return {
    slots,
    ...(next !== undefined ? { nextAvailable: next } : {}),
    asap: !atCapacity,
    ...(chooseFirst !== undefined ? { chooseFirst } : {}),
    ...(atCapacity && next !== undefined ? { capacityNote: OrderMessages.nextPickupTime(next.label) } : {}),
    // A new choice waits for the fresh list (a stale one may offer what the store no longer takes).
    canSchedule: v !== undefined && next !== undefined && !refetch,
    ...(v !== undefined && next === undefined && !refetch && !atCapacity ? { noSlotNote: OrderMessages.noSlotWithinHour } : {}),
    showPicker: v !== undefined && w.selected !== undefined,
    ...(w.selected !== undefined ? { selected: w.selected } : {}),
    ...(w.dropped !== undefined ? { dropped: { slot: w.dropped, message: dropped(w.dropped) } } : {}),
    refetch,
    ...(times.length > 0 ? { recheckAt: Math.min(...times) } : {}),
  };
};
