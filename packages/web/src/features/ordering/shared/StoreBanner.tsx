import { Link, useLocation } from 'react-router-dom';
import { useService } from '../../../app/services';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import type { CurrentStoreView } from '@crema/domain/locator';
import { OrderingPaths } from '../../../app/paths';

/** text not given by the spec */
export const BannerText = {
  pickupFrom: 'Pickup store',
  finding: 'Finding your store',
  noStore: 'None selected',
  chooseStore: 'Choose a store',
  change: 'Change',
  changeLabel: 'Change store',
  dismiss: 'Dismiss',
} as const;

/** Where the store picker is, with the current page as the place to come back to. */
export const useStorePickerLink = (): string => {
  const here = useLocation();
  return `${OrderingPaths.storePicker}?returnUrl=${encodeURIComponent(here.pathname + here.search)}`;
};

const PinIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
  </svg>
);

/** The selected store (or the call to choose one), and the notice after a store menu failed. */
export const StoreBanner = ({ store }: { store: CurrentStoreView }) => {
  const cs = useService(OrderingTokens.CurrentStore);
  const picker = useStorePickerLink();
  return (
    <>
      {store.notice !== undefined && (
        <div className="notice notice--warn store-notice" role="status">
          <span>{store.notice}</span>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => cs.dismissNotice()}>
            {BannerText.dismiss}
          </button>
        </div>
      )}
      <section className="store-banner" aria-label={BannerText.pickupFrom}>
        <span className="store-banner__icon"><PinIcon /></span>
        {store.status === 'selected' || (store.status === 'loading' && store.storeNumber !== undefined) ? (
          <>
            <div className="store-banner__text">
              <span className="store-banner__label">{BannerText.pickupFrom}</span>
              <span className="store-banner__name">{store.store?.name ?? `${BannerText.finding}…`}</span>
              {store.address !== undefined && <span className="store-banner__address">{store.address}</span>}
            </div>
            <Link className="btn btn--secondary btn--small" to={picker} aria-label={BannerText.changeLabel}>
              {BannerText.change}
            </Link>
          </>
        ) : store.status === 'none' ? (
          <>
            <div className="store-banner__text">
              <span className="store-banner__label">{BannerText.pickupFrom}</span>
              <span className="store-banner__name">{BannerText.noStore}</span>
            </div>
            <Link className="btn btn--small" to={picker}>
              {BannerText.chooseStore}
            </Link>
          </>
        ) : (
          <div className="store-banner__text">
            <span className="store-banner__label">{BannerText.pickupFrom}</span>
            <span className="store-banner__name muted">{BannerText.finding}…</span>
          </div>
        )}
      </section>
    </>
  );
};
