// Scheduled pickup: as soon as possible, or a time slot of the store up to one hour ahead (labels in the
// store's time zone, from the domain). 'This store is at capacity for ordering ahead' when none is free.
import { useEffect, useMemo, type Ref } from 'react';
import { idle } from '@crema/domain';
import type { OrderingFailure, OrderingState, StoreFacts, TimeSlot, TimeSlotsView } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { useObservable } from '../../../app/useObservable';
import { OrderingTokens } from '../tokens';

/** `laterRef`: the 'Schedule for later' choice, focused when a slot was lost. */
export const PickupTime = ({ store, selected, laterRef }: { store: StoreFacts; selected: TimeSlot | undefined; laterRef?: Ref<HTMLInputElement> }) => {
  const order = useService(OrderingTokens.Order);
  const loadTimeSlots = useService(OrderingTokens.LoadTimeSlots);
  const initial = useMemo((): OrderingState<TimeSlotsView> => idle<TimeSlotsView, OrderingFailure>(), []);
  const state = useObservable(loadTimeSlots.latest$, initial);
  useEffect(() => {
    const sub = loadTimeSlots(store).subscribe();
    return () => sub.unsubscribe();
  }, [loadTimeSlots, store]);

  const view = state.status === 'ok' && state.value.storeNumber === store.storeNumber ? state.value : undefined;
  const choose = (slotId: string) => {
    const slot = view?.slots.find((s) => s.slot.id === slotId)?.slot;
    order.dispatch(slot === undefined ? { type: 'TimeSlotSelected' } : { type: 'TimeSlotSelected', slot });
  };
  const scheduled = selected !== undefined;
  const canSchedule = view !== undefined && !view.atCapacity;

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
            disabled={!canSchedule}
            onChange={() => {
              const first = view?.nextAvailable;
              if (first !== undefined) choose(first.slot.id);
            }}
          />
          {/* text not given by the spec */}
          <span>Schedule for later (up to 1 hour ahead)</span>
        </label>
      </div>
      {state.status === 'loading' && <p className="muted co-small" role="status">Loading pickup times…</p>}
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
      {canSchedule && selected !== undefined && (
        <div className="field co-slot">
          <label htmlFor="co-slot">Pickup at</label>
          <select id="co-slot" value={selected.id} onChange={(e) => choose(e.target.value)}>
            {view.slots.map((s) => (
              <option key={s.slot.id} value={s.slot.id} disabled={!s.available}>
                {s.available ? s.label : `${s.label} (full)`}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
};
