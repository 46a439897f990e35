// Scheduled pickup: as soon as possible (with the domain's one estimate, the pricing's: the success screen says the
// same), or a time slot of the store up to one hour ahead (labels in the store's time zone, from the domain). At a
// store at capacity for ordering ahead there is no 'as soon as possible': the first free slot is chosen, and the
// notice says why and when (issue #32).
// What is offered, whether the chosen slot still holds, when to fetch the slots again and when time alone
// changes the answer are the domain's pickup time flow (createPickupTimeFlow); this component renders it.
import { useEffect, useMemo, type Ref } from 'react';
import { OrderMessages, pickupEstimateLabel, storeTimeZoneNote, type StoreFacts } from '@crema/domain/ordering';
import { useService } from '../../../app/services';
import { T } from '../../../app/tokens';
import { useObservable } from '../../../app/useObservable';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { useOrderState } from '../checkout/hooks';

const viewerTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
};

/** `laterRef`: the 'Schedule for later' choice, focused when a slot was lost. */
export const PickupTime = ({ store, laterRef }: { store: StoreFacts; laterRef?: Ref<HTMLInputElement> }) => {
  const create = useService(OrderingTokens.CreatePickupTimeFlow);
  const config = useService(T.Config);
  const flow = useMemo(() => create(), [create]);
  useEffect(() => flow.open(store), [flow, store]);
  useEffect(() => () => flow.dispose(), [flow]);
  const { slots: state, view, choice, timeZoneId: tz, at: now, note } = useObservable(flow.state$, flow.preview(store));
  const choose = flow.choose;
  const kept = choice.selected;
  const scheduled = kept !== undefined;
  const zone = storeTimeZoneNote(tz, viewerTimeZone(), now, config.locale);
  const estimate = useOrderState().pricing.priced?.pickupEstimate;

  return (
    <fieldset className="co-fieldset">
      <legend className="co-legend">Pickup time</legend>
      <div className="co-radios">
        <label className="co-radio">
          <input type="radio" name="pickup-when" checked={!scheduled} disabled={!choice.asap} onChange={() => choose('')} aria-describedby={estimate !== undefined && choice.asap ? 'co-asap-estimate' : undefined} />
          <span>As soon as possible</span>
        </label>
        {estimate !== undefined && choice.asap && (
          <p id="co-asap-estimate" className="co-radio__hint muted">
            {OrderMessages.readyInAbout(pickupEstimateLabel(estimate))}
          </p>
        )}
        <label className="co-radio">
          <input
            ref={laterRef}
            type="radio"
            name="pickup-when"
            checked={scheduled}
            disabled={!choice.canSchedule}
            onChange={flow.scheduleLater}
            aria-describedby={choice.noSlotNote !== undefined ? 'co-no-slot' : undefined}
          />
          {/* text not given by the spec */}
          <span>Schedule for later (up to 1 hour ahead)</span>
        </label>
        {choice.noSlotNote !== undefined && (
          <p id="co-no-slot" className="co-radio__hint muted">
            {choice.noSlotNote}
          </p>
        )}
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
          {choice.capacityNote !== undefined && (
            <>
              {'. '}
              {choice.capacityNote}.
            </>
          )}
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
