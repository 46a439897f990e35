// /pickup/curbside: choose a parking spot (1..stall count) and check in, as the domain's check-in flow says.
// Success goes to /pickup/curbside/success; a failure keeps the chosen spot and shows the catalogue message.
import { Suspense, useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PickupMessages, PickupPageTexts, type CurbsideView, type PickupCheckIn, type PickupCheckInState } from '@crema/domain/pickup';
import { PickupPaths } from '../../app/paths';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { useObservable } from '../../app/useObservable';
import { Page } from '../../ui/Page';
import { Notice } from '../../ui/Notice';
import { focusFirstError } from '../../ui/focus-first-error';
import { PickupTokens } from './tokens';
import { pickupSearch, usePickupQuery } from './usePickup';
import { PickupLoadError, PickupLoading, StoreSummary } from './PickupStates';
import type { SuccessState } from './CurbsideSuccessPage';
import './pickup.css';

const CheckInForm = ({ view, state, flow }: { view: Extract<CurbsideView, { kind: 'ready' }>; state: PickupCheckInState; flow: PickupCheckIn }) => {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { hint: useId(), error: useId() };
  const { spot, spotError: fieldError, formError, busy, checkedIn, submission } = state;

  useEffect(() => {
    if (checkedIn === undefined) return;
    const success: SuccessState = checkedIn.confirmation;
    navigate(
      { pathname: PickupPaths.curbsideSuccess, search: pickupSearch(checkedIn.query, { spot: String(success.stallNumber) }) },
      { state: success },
    );
  }, [checkedIn, navigate]);

  useEffect(() => {
    if (submission.status === 'error') focusFirstError(formRef.current);
  }, [submission]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    flow.submit();
  };
  return (
    <form ref={formRef} className="card stack curbside-form" onSubmit={submit} noValidate>
      {formError && <Notice tone="error">{formError}</Notice>}
      <fieldset className="spots" aria-describedby={fieldError ? `${ids.hint} ${ids.error}` : ids.hint}>
        <legend>{PickupMessages.parkingSpotLabel}</legend>
        <p id={ids.hint} className="field-hint">{PickupPageTexts.parkingSpotHint}</p>
        {fieldError && <p id={ids.error} className="field-error" role="alert">{fieldError}</p>}
        <div className="spots__grid">
          {view.spots.map((n) => (
            <label key={n} className="spot">
              <input
                type="radio"
                name="spot"
                value={n}
                checked={spot === n}
                onChange={() => flow.chooseSpot(n)}
                aria-invalid={fieldError ? true : undefined}
              />
              <span className="spot__tile">
                <span className="visually-hidden">{PickupPageTexts.spotLabel(n)}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn--block" disabled={busy}>
        {submission.status === 'loading' ? PickupPageTexts.checkingIn : PickupMessages.checkInButton}
      </button>
    </form>
  );
};

/** The check-in flow for the link's query: opened again when the query changes, stopped on unmount. */
const usePickupCheckIn = () => {
  const create = useService(PickupTokens.CreateCheckIn);
  const query = usePickupQuery();
  const flow = useMemo(() => create(), [create]);
  useEffect(() => flow.open(query), [flow, query]);
  useEffect(() => () => flow.dispose(), [flow]);
  return { flow, state: useObservable(flow.state$, flow.current()) };
};

const Curbside = () => {
  useCapability('pickup');
  const { flow, state: checkIn } = usePickupCheckIn();
  const state = checkIn.curbside;
  if (state.status === 'error') return <PickupLoadError error={state.error} message={state.message} onRetry={flow.retry} />;
  if (state.status !== 'ok') return <PickupLoading />;
  const v = state.value;
  if (v.kind === 'unavailable') {
    return (
      <div className="pickup stack">
        <div className="card stack curbside-unavailable">
          <p className="curbside-unavailable__text">{v.message}</p>
          <StoreSummary store={v.store} />
        </div>
        <p className="pickup-back"><Link to={{ pathname: PickupPaths.options, search: pickupSearch(v.query) }}>{PickupPageTexts.backToOptions}</Link></p>
      </div>
    );
  }
  return (
    <div className="pickup stack">
      {v.displayName && <p className="lead">{PickupPageTexts.greeting(v.displayName)}</p>}
      <StoreSummary store={v.store} />
      <CheckInForm view={v} state={checkIn} flow={flow} />
      <p className="pickup-back"><Link to={{ pathname: PickupPaths.options, search: pickupSearch(v.query) }}>{PickupPageTexts.backToOptions}</Link></p>
    </div>
  );
};

export default function CurbsidePage() {
  return (
    <Page title={PickupPageTexts.curbsideTitle} narrow>
      <Suspense fallback={<PickupLoading />}>
        <Curbside />
      </Suspense>
    </Page>
  );
}
