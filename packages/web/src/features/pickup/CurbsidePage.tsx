// /pickup/curbside: choose a parking spot (1..stall count) and check in. Success goes to
// /pickup/curbside/success; a failure keeps the chosen spot and shows the catalogue message.
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PickupMessages, PickupPageTexts, PickupRoutes, type CurbsideView } from '@crema/domain/pickup';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { useAsyncAction } from '../../app/useAsyncAction';
import { Page } from '../../ui/Page';
import { Notice } from '../../ui/Notice';
import { focusFirstError } from '../../ui/focusFirstError';
import { PickupTokens } from './tokens';
import { pickupSearch, useLoad, usePickupQuery } from './usePickup';
import { PickupLoadError, PickupLoading, StoreSummary } from './PickupStates';
import type { SuccessState } from './CurbsideSuccessPage';
import './pickup.css';

const CheckInForm = ({ view }: { view: Extract<CurbsideView, { kind: 'ready' }> }) => {
  const checkIn = useService(PickupTokens.CheckIn);
  const [state, run] = useAsyncAction(checkIn);
  const [spot, setSpot] = useState<number | undefined>(undefined);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { hint: useId(), error: useId() };

  useEffect(() => {
    if (state.status !== 'ok') return;
    const success: SuccessState = {
      storeName: view.store.name,
      addressLine: view.store.addressLine,
      stallNumber: state.value.receipt.stallNumber,
      ...(view.displayName !== undefined ? { displayName: view.displayName } : {}),
    };
    navigate(
      { pathname: state.value.nextRoute, search: pickupSearch(view.query, { spot: String(state.value.receipt.stallNumber) }) },
      { state: success },
    );
  }, [state, view, navigate]);

  const fieldError = state.status === 'error' && state.message === PickupMessages.selectParkingSpot ? state.message : undefined;
  const formError = state.status === 'error' && !fieldError ? state.message : undefined;
  useEffect(() => {
    if (state.status === 'error') focusFirstError(formRef.current);
  }, [state]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    run({ store: view.store, query: view.query, ...(spot !== undefined ? { stallNumber: spot } : {}) });
  };
  const busy = state.status === 'loading' || state.status === 'ok';
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
                onChange={() => setSpot(n)}
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
        {state.status === 'loading' ? PickupPageTexts.checkingIn : PickupMessages.checkInButton}
      </button>
    </form>
  );
};

const Curbside = () => {
  useCapability('pickup');
  const load = useService(PickupTokens.LoadCurbside);
  const query = usePickupQuery();
  const [state, retry] = useLoad(load, query);
  if (state.status === 'error') return <PickupLoadError error={state.error} message={state.message} onRetry={retry} />;
  if (state.status !== 'ok') return <PickupLoading />;
  const v = state.value;
  if (v.kind === 'unavailable') {
    return (
      <div className="pickup stack">
        <div className="card stack curbside-unavailable">
          <p className="curbside-unavailable__text">{v.message}</p>
          <StoreSummary store={v.store} />
        </div>
        <p className="pickup-back"><Link to={{ pathname: PickupRoutes.options, search: pickupSearch(v.query) }}>{PickupPageTexts.backToOptions}</Link></p>
      </div>
    );
  }
  return (
    <div className="pickup stack">
      {v.displayName && <p className="lead">{PickupPageTexts.greeting(v.displayName)}</p>}
      <StoreSummary store={v.store} />
      <CheckInForm view={v} />
      <p className="pickup-back"><Link to={{ pathname: PickupRoutes.options, search: pickupSearch(v.query) }}>{PickupPageTexts.backToOptions}</Link></p>
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
