// The cart's scheduled pickup (as soon as possible, or a slot up to one hour ahead) as time passes: the
// store's slots are loaded on arrival and again for each list that goes stale, the choice is derived again
// whenever time alone changes it (pickupChoiceAt's recheckAt), and a chosen slot that passed is cleared with
// a note. A screen subscribes to state$ and calls choose(); it holds no rule and no timer.
import {
  BehaviorSubject,
  EMPTY,
  Subject,
  Subscription,
  asyncScheduler,
  distinctUntilChanged,
  filter,
  map,
  merge,
  observeOn,
  switchMap,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { AppConfig, Clock } from '../../shared';
import type { StoreFacts } from '../order-model';
import type { OrderingState } from '../ordering-state';
import type { OrderStore } from '../state-store';
import { wakeAtLatest } from '../wake-at';
import { pickupChoiceAt, type LoadTimeSlots, type PickupChoice, type TimeSlotsView } from './load-time-slots';

export interface PickupTimeFlowDeps {
  readonly loadTimeSlots: LoadTimeSlots;
  readonly order: OrderStore;
  readonly clock: Clock;
  readonly config: Pick<AppConfig, 'locale'>;
  /** Where the follow-ups and the recheck timer run (virtual time in tests); rxjs's async scheduler by default. */
  readonly scheduler?: SchedulerLike;
}

export interface PickupTimeState {
  /** The latest slot load (loading and error are shown as such). */
  readonly slots: OrderingState<TimeSlotsView>;
  /** The list of this store on screen (a stale one stays while it reloads); undefined while none is known. */
  readonly view?: TimeSlotsView;
  /** What to offer and what is chosen, as of `at`. */
  readonly choice: PickupChoice;
  /** The time zone the slots are labelled in: the list's, else the store's, else UTC. */
  readonly timeZoneId: string;
  /** The Clock's time this state was derived at. */
  readonly at: number;
  /** 'Your scheduled pickup time ... passed' after a chosen slot was cleared, until the next choice. */
  readonly note?: string;
}

export interface PickupTimeFlow {
  readonly state$: Observable<PickupTimeState>;
  current(): PickupTimeState;
  /** The state open(store) starts from, without opening: a page's first paint shows the slots it has. */
  preview(store: StoreFacts): PickupTimeState;
  /** The store the cart orders from: its slots are loaded (again, for a new store). */
  open(store: StoreFacts): void;
  /** A slot by id, or '' for as soon as possible (not at a store at capacity: then nothing changes). */
  choose(slotId: string): void;
  /** 'Schedule for later': the next available slot. */
  scheduleLater(): void;
  /** Stops the load in flight and the timer; a later open() starts again. */
  dispose(): void;
}

const shownList = (s: OrderingState<TimeSlotsView>): TimeSlotsView | undefined =>
  s.status === 'ok' ? s.value : s.status === 'loading' ? s.previous : undefined;

export const createPickupTimeFlow = (d: PickupTimeFlowDeps): PickupTimeFlow => {
  const scheduler = d.scheduler ?? asyncScheduler;
  let store: StoreFacts | undefined;
  let note: string | undefined;
  // The stale list a load was last started for: each list is fetched again once.
  let reloadedList: number | undefined;
  let wiring: { readonly subs: Subscription; readonly loads: Subject<void> } | undefined;

  const derive = (forStore: StoreFacts | undefined = store): PickupTimeState => {
    const slots = d.loadTimeSlots.current();
    const shown = shownList(slots);
    const view = forStore !== undefined && shown?.storeNumber === forStore.storeNumber ? shown : undefined;
    const at = d.clock.now();
    const timeZoneId = view?.timeZoneId ?? forStore?.timeZoneId ?? 'UTC';
    const o = d.order.get();
    const choice = pickupChoiceAt({ view, selected: o.scheduledTimeSlot, now: at, timeZoneId, locale: d.config.locale, pricedAt: o.pricing.receivedAt });
    return { slots, ...(view !== undefined ? { view } : {}), choice, timeZoneId, at, ...(note !== undefined ? { note } : {}) };
  };
  const state = new BehaviorSubject<PickupTimeState>(derive());
  const refresh = (): void => state.next(derive());
  const staleListOf = (s: PickupTimeState): number | undefined => (s.choice.refetch ? s.view?.loadedAt : undefined);

  const wire = () => {
    const subs = new Subscription();
    const loads = new Subject<void>();
    // One load at a time: a new one replaces the one in flight.
    subs.add(loads.pipe(switchMap(() => (store === undefined ? EMPTY : d.loadTimeSlots(store)))).subscribe());
    subs.add(merge(d.loadTimeSlots.latest$, d.order.state$).subscribe(refresh));
    subs.add(
      state
        .pipe(
          map((s) => s.choice.recheckAt),
          wakeAtLatest(d.clock, scheduler),
        )
        .subscribe(refresh),
    );
    // What the choice asks for is done after every subscriber has the state that asked: both write back to
    // the states this flow reads (the slot list, the order).
    const followUps = state.pipe(observeOn(scheduler));
    subs.add(
      followUps.pipe(map(staleListOf)).subscribe((list) => {
        if (list === undefined || list === reloadedList) return;
        reloadedList = list;
        loads.next();
      }),
    );
    subs.add(
      followUps
        .pipe(
          map((s) => s.choice.dropped),
          distinctUntilChanged((a, b) => a?.slot.id === b?.slot.id && a?.message === b?.message),
          filter((dropped) => dropped !== undefined),
        )
        .subscribe((dropped) => {
          // A chosen slot that passed (or is no longer offered) goes back to 'As soon as possible' (at capacity, to
          // the next free slot, below), with a note.
          note = dropped.message;
          d.order.dispatch({ type: 'TimeSlotSelected' });
          refresh();
        }),
    );
    subs.add(
      followUps
        .pipe(
          map((s) => s.choice.chooseFirst),
          distinctUntilChanged((a, b) => a?.slot.id === b?.slot.id),
          filter((first) => first !== undefined),
        )
        .subscribe((first) => {
          // At capacity there is no 'As soon as possible': the first free slot is the pickup time.
          d.order.dispatch({ type: 'TimeSlotSelected', slot: first.slot });
          refresh();
        }),
    );
    return { subs, loads };
  };

  const choose = (slotId: string): void => {
    const slot = state.value.choice.slots.find((s) => s.slot.id === slotId)?.slot;
    if (slot === undefined && !state.value.choice.asap) return;
    note = undefined;
    d.order.dispatch(slot === undefined ? { type: 'TimeSlotSelected' } : { type: 'TimeSlotSelected', slot });
    refresh();
  };

  return {
    state$: state.asObservable(),
    current: () => state.value,
    preview: (forStore) => derive(forStore),
    open: (next) => {
      const fresh = wiring === undefined;
      const w = (wiring ??= wire());
      if (!fresh && next === store) return;
      store = next;
      refresh();
      // The load on arrival covers a list already stale.
      reloadedList = staleListOf(state.value);
      w.loads.next();
    },
    choose,
    scheduleLater: () => {
      const first = state.value.choice.nextAvailable;
      if (first !== undefined) choose(first.slot.id);
    },
    dispose: () => {
      wiring?.subs.unsubscribe();
      wiring = undefined;
    },
  };
};
