// /pickup/curbside/success: the confirmation. The check-in passes the store and spot in the navigation
// state; after a reload the spot comes from the query and the store is looked up again.
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { checkInSuccessMessage, PickupMessages, PickupPageTexts, type CheckInConfirmation } from '@crema/domain/pickup';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { Page } from '../../ui/Page';
import { PickupTokens } from './tokens';
import { usePickupQuery } from './usePickup';
import { useLoad } from '../../app/useObservable';
import { loading } from '@crema/domain';
import { PickupLoading, StoreSummary } from './PickupStates';
import './pickup.css';

/** What the check-in hands over on navigation (the domain's confirmation). */
export type SuccessState = CheckInConfirmation;

const isSuccessState = (s: unknown): s is SuccessState =>
  typeof s === 'object' && s !== null && typeof (s as SuccessState).storeName === 'string' && typeof (s as SuccessState).stallNumber === 'number';

const spotFromSearch = (search: string): number | undefined => {
  const n = Number(new URLSearchParams(search).get('spot'));
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** After a reload: the store from the query (nothing when the link has none or the store is unknown). */
const StoreFromQuery = () => {
  useCapability('pickup');
  const query = usePickupQuery();
  const load = useService(PickupTokens.LoadOptions);
  const [state] = useLoad(() => load(query), [load, query], loading());
  if (state.status === 'ok') return <StoreSummary store={state.value.store} />;
  return state.status === 'loading' ? <PickupLoading /> : null;
};

export default function CurbsideSuccessPage() {
  const location = useLocation();
  const query = usePickupQuery();
  const passed = isSuccessState(location.state) ? location.state : undefined;
  const spot = passed?.stallNumber ?? spotFromSearch(location.search);
  const name = passed?.displayName ?? query.firstName;
  const store = passed ? { name: passed.storeName, addressLine: passed.addressLine } : undefined;
  return (
    <Page title={PickupMessages.successTitle} narrow>
      <div className="pickup stack">
        <div className="card stack curbside-success">
          <svg className="curbside-success__check" aria-hidden="true" viewBox="0 0 48 48" width="64" height="64">
            <circle cx="24" cy="24" r="23" fill="var(--c-leaf-tint)" />
            <path d="M14 25l7 7 13-15" fill="none" stroke="var(--c-leaf)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {spot !== undefined && (
            <>
              <p className="curbside-success__spot">
                <span className="curbside-success__spot-label">{PickupMessages.parkingSpotLabel}</span>
                <span className="curbside-success__spot-number">{spot}</span>
              </p>
              <p className="lead">{checkInSuccessMessage(spot, name)}</p>
            </>
          )}
          <p className="muted">{PickupPageTexts.successHint}</p>
        </div>
        {store ? (
          <StoreSummary store={store} />
        ) : query.storeNumber !== undefined ? (
          <Suspense fallback={<PickupLoading />}><StoreFromQuery /></Suspense>
        ) : null}
        <p className="pickup-back"><Link to="/">{PickupPageTexts.home}</Link></p>
      </div>
    </Page>
  );
}
