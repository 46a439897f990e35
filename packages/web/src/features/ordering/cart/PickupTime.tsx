// Scheduled pickup: as soon as possible, or a time slot of the store up to one hour ahead (labels in the
// store's time zone, from the domain). 'This store is at capacity for ordering ahead' when none is free.
// What is offered, whether the chosen slot still holds and when to fetch the slots again are the domain's
// (pickupChoiceAt); this component renders that answer, re-derives it when time changes it (the injected
// Clock) and carries out what it asks: fetch again, or clear a slot that passed and say so.
import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import type { Subscription } from 'rxjs';
import {
  pickupChoiceAt,
  storeTimeZoneNote,
  type StoreFacts,
  type TimeSlot,
} from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { T } from '../../../app/tokens';
import { useObservable } from '../../../app/useObservable';
import { useOrderState, useRerenderAt } from '../checkout/hooks';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';

const viewerTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
};

/**
 * Loads the store's slots on arrival and on a store change, and once more for each list the domain calls
 * stale (`staleList`: that list's loadedAt). One load at a time; the last is dropped on unmount.
 */
const useTimeSlotLoads = (store: StoreFacts, staleList: number | undefined): void => {
  const loadTimeSlots = useService(OrderingTokens.LoadTimeSlots);
  const sub = useRef<Subscription | null>(null);
  const last = useRef<{ readonly load: () => void; readonly list: number | undefined } | null>(null);
  const load = useCallback(() => {
    sub.current?.unsubscribe();
    sub.current = loadTimeSlots(store).subscribe();
  }, [loadTimeSlots, store]);
  useEffect(() => {
    const prev = last.current;
    const arrived = prev === null || prev.load !== load;
    const wentStale = staleList !== undefined && staleList !== prev?.list;
    if (!arrived && !wentStale) return;
    last.current = { load, list: staleList };
    load();
  }, [load, staleList]);
  useEffect(
    () => () => {
      sub.current?.unsubscribe();
      last.current = null;
    },
    [load],
  );
};

/** `laterRef`: the 'Schedule for later' choice, focused when a slot was lost. */
export const PickupTime = ({ store, selected, laterRef }: { store: StoreFacts; selected: TimeSlot | undefined; laterRef?: Ref<HTMLInputElement> }) => {
  const order = useService(OrderingTokens.Order);
  const loadTimeSlots = useService(OrderingTokens.LoadTimeSlots);
  const clock = useService(T.Clock);
  const config = useService(T.Config);
  const state = useObservable(loadTimeSlots.latest$, loadTimeSlots.current());
  const pricedAt = useOrderState().pricing.receivedAt;
  const [note, setNote] = useState<string | undefined>(undefined);

  // A refetch keeps the list on screen while it loads.
  const shown = state.status === 'ok' ? state.value : state.status === 'loading' ? state.previous : undefined;
  const view = shown?.storeNumber === store.storeNumber ? shown : undefined;
  const now = clock.now();
  const tz = view?.timeZoneId ?? store.timeZoneId ?? 'UTC';
  const choice = pickupChoiceAt({ view, selected, now, timeZoneId: tz, locale: config.locale, pricedAt });
  useRerenderAt(choice.recheckAt, clock);
  useTimeSlotLoads(store, choice.refetch ? view?.loadedAt : undefined);

  // A chosen slot that passed (or is no longer offered) goes back to 'As soon as possible', with a note.
  const droppedId = choice.dropped?.slot.id;
  const droppedMessage = choice.dropped?.message;
  useEffect(() => {
    if (droppedId === undefined || droppedMessage === undefined) return;
    setNote(droppedMessage);
    order.dispatch({ type: 'TimeSlotSelected' });
  }, [droppedId, droppedMessage, order]);

  const choose = (slotId: string) => {
    setNote(undefined);
    const slot = choice.slots.find((s) => s.slot.id === slotId)?.slot;
    order.dispatch(slot === undefined ? { type: 'TimeSlotSelected' } : { type: 'TimeSlotSelected', slot });
  };
  const kept = choice.selected;
  const scheduled = kept !== undefined;
  const zone = storeTimeZoneNote(tz, viewerTimeZone(), now, config.locale);

  return (
    <fieldset className="co-fieldset">
      <legend className="co-legend">Pickup time</legend>
      <div className="co-radios">
        <label className="co-radio">
          <input type="radio" name="pickup-when" checked={!scheduled} onChange={() => choose('')} />
          <span>As soon as possible</span>
        </label>
        <label className="co-radio">
          <input
            ref={laterRef}
            type="radio"
            name="pickup-when"
            checked={scheduled}
            disabled={!choice.canSchedule}
            onChange={() => {
              const first = choice.nextAvailable;
              if (first !== undefined) choose(first.slot.id);
            }}
          />
          {/* text not given by the spec */}
          <span>Schedule for later (up to 1 hour ahead)</span>
        </label>
      </div>
      {note !== undefined && (
        <p className="notice co-small" role="status">
          {note}
        </p>
      )}
      {state.status === 'loading' && view === undefined && <p className="muted co-small" role="status">Loading pickup times…</p>}
      {state.status === 'error' && (
        <p className="co-small co-error" role="alert">
          {state.message}
        </p>
      )}
      {view?.notice !== undefined && (
        <p className="notice notice--warn co-small" role="status">
          {view.notice}
        </p>
      )}
      {choice.showPicker && kept !== undefined && (
        <div className="field co-slot">
          <label htmlFor="co-slot">Pickup at</label>
          <select id="co-slot" value={kept.id} onChange={(e) => choose(e.target.value)} aria-describedby={zone === undefined ? undefined : 'co-slot-zone'}>
            {choice.slots.map((s) => (
              <option key={s.slot.id} value={s.slot.id} disabled={!s.available}>
                {s.available ? s.label : `${s.label} (full)`}
              </option>
            ))}
          </select>
          {zone !== undefined && (
            <p id="co-slot-zone" className="muted co-small">
              {/* text not given by the spec */}
              Times are the store’s local time ({zone}).
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
};
