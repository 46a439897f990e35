// /pickup?store=…&orderToken=…&firstName=…&platform=…: how the customer can pick up at this store.
// In-store always; drive-thru for drive-thru stores; curbside check-in only when supported and available.
// Without a store (the footer's link): in store, and the way to a store's own options (the domain's
// makeLoadPickupStart): the store chosen for ordering, else the store locator.
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PickupMessages, PickupPageTexts, type PickupOption } from '@crema/domain/pickup';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { Page } from '../../ui/Page';
import { Notice } from '../../ui/Notice';
import { PickupTokens } from './tokens';
import { pickupSearch, usePickupQuery } from './usePickup';
import { useLoad } from '../../app/useObservable';
import { loading } from '@crema/domain';
import { PickupPaths, pickupOptionsPath } from '../../app/paths';
import { PickupLoadError, PickupLoading, StoreSummary } from './PickupStates';
import { OptionIcon } from './OptionIcon';
import './pickup.css';

const Option = ({ option: o, curbsideSearch }: { option: PickupOption; curbsideSearch?: string }) => (
  <li className={`pickup-option pickup-option--${o.kind}`}>
    <OptionIcon kind={o.kind} />
    <div className="pickup-option__text">
      <h2>{o.label}</h2>
      <p>{o.description}</p>
    </div>
    {o.kind === 'curbside' && curbsideSearch !== undefined && (
      <Link className="btn" to={{ pathname: PickupPaths.curbside, search: curbsideSearch }}>
        {PickupPageTexts.curbsideCheckInLink}
      </Link>
    )}
  </li>
);

/** No store in the link: in store, and the way to a store's own options. */
const WithoutStore = () => {
  const load = useService(PickupTokens.LoadStart);
  const [state] = useLoad(() => load(), [load], loading());
  if (state.status !== 'ok') return <PickupLoading />;
  const { options, suggestedStore } = state.value;
  return (
    <div className="pickup stack">
      <p className="lead">{PickupPageTexts.noStoreIntro}</p>
      {suggestedStore !== undefined ? (
        <div className="stack pickup-choose">
          <StoreSummary store={suggestedStore} />
          <div className="row">
            <Link className="btn" to={pickupOptionsPath(suggestedStore.storeNumber)}>
              {PickupPageTexts.suggestedStoreLink(suggestedStore.name)}
            </Link>
            <Link className="btn btn--secondary" to="/store-locator">
              {PickupPageTexts.chooseAnotherStore}
            </Link>
          </div>
        </div>
      ) : (
        <div className="row pickup-choose">
          <Link className="btn" to="/store-locator">
            {PickupPageTexts.findStoreLink}
          </Link>
        </div>
      )}
      <ul className="pickup-options" aria-label={PickupPageTexts.optionsTitle}>
        {options.map((o) => (
          <Option key={o.kind} option={o} />
        ))}
      </ul>
    </div>
  );
};

const Options = () => {
  useCapability('pickup');
  const query = usePickupQuery();
  return query.storeNumber === undefined ? <WithoutStore /> : <WithStore />;
};

const WithStore = () => {
  const load = useService(PickupTokens.LoadOptions);
  const query = usePickupQuery();
  const [state, retry] = useLoad(() => load(query), [load, query], loading());
  if (state.status === 'error') return <PickupLoadError error={state.error} message={state.message} onRetry={retry} />;
  if (state.status !== 'ok') return <PickupLoading />;
  const v = state.value;
  const option = (o: PickupOption) => <Option key={o.kind} option={o} curbsideSearch={pickupSearch(v.query)} />;
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
