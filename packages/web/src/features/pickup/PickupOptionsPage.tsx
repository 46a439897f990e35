// /pickup?store=…&orderToken=…&firstName=…&platform=…: how the customer can pick up at this store.
// In-store always; drive-thru for drive-thru stores; curbside check-in only when supported and available.
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PickupMessages, PickupPageTexts, PickupRoutes, type PickupOption } from '@crema/domain/pickup';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { Page } from '../../ui/Page';
import { Notice } from '../../ui/Notice';
import { PickupTokens } from './tokens';
import { pickupSearch, useLoad, usePickupQuery } from './usePickup';
import { PickupLoadError, PickupLoading, StoreSummary } from './PickupStates';
import { OptionIcon } from './OptionIcon';
import './pickup.css';

const Options = () => {
  useCapability('pickup');
  const load = useService(PickupTokens.LoadOptions);
  const query = usePickupQuery();
  const [state, retry] = useLoad(load, query);
  if (state.status === 'error') return <PickupLoadError error={state.error} message={state.message} onRetry={retry} />;
  if (state.status !== 'ok') return <PickupLoading />;
  const v = state.value;
  const option = (o: PickupOption) => (
    <li key={o.kind} className={`pickup-option pickup-option--${o.kind}`}>
      <OptionIcon kind={o.kind} />
      <div className="pickup-option__text">
        <h2>{o.label}</h2>
        <p>{o.description}</p>
      </div>
      {o.kind === 'curbside' && (
        <Link className="btn" to={{ pathname: PickupRoutes.curbside, search: pickupSearch(v.query) }}>
          {PickupPageTexts.curbsideCheckInLink}
        </Link>
      )}
    </li>
  );
  return (
    <div className="pickup stack">
      {v.query.firstName && <p className="lead">{PickupPageTexts.greeting(v.query.firstName)}</p>}
      <StoreSummary store={v.store} />
      {v.banner && <Notice tone="warn">{v.banner}</Notice>}
      <ul className="pickup-options" aria-label={PickupPageTexts.optionsTitle}>{v.options.map(option)}</ul>
    </div>
  );
};

export default function PickupOptionsPage() {
  return (
    <Page title={PickupPageTexts.optionsTitle} heading={PickupMessages.pageTitle} narrow>
      <Suspense fallback={<PickupLoading />}>
        <Options />
      </Suspense>
    </Page>
  );
}
