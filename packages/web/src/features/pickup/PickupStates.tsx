// Loading and failure states shared by the pickup pages.
import { Link } from 'react-router-dom';
import { isPickupStoreMissing, PickupPageTexts, type PickupError, type PickupStore } from '@crema/domain/pickup';

export const PickupLoading = () => (
  <div className="card pickup-skeleton" role="status" aria-live="polite">
    <span className="visually-hidden">{PickupPageTexts.loading}</span>
    <div className="skeleton-lines" aria-hidden="true"><span /><span /></div>
  </div>
);

/** A missing or unknown store links to the store locator; any other failure offers a retry. */
export const PickupLoadError = ({ error, message, onRetry }: { error: PickupError; message: string; onRetry: () => void }) => (
  <div className="card stack pickup-error">
    <div className="notice notice--error" role="alert">{message}</div>
    <div className="row">
      {isPickupStoreMissing(error) ? (
        <Link className="btn" to="/store-locator">{PickupPageTexts.findStoreLink}</Link>
      ) : (
        <button type="button" className="btn" onClick={onRetry}>{PickupPageTexts.retry}</button>
      )}
    </div>
  </div>
);

export const StoreSummary = ({ store }: { store: Pick<PickupStore, 'name' | 'addressLine'> }) => (
  <div className="pickup-store">
    <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" className="pickup-store__icon">
      <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" fill="currentColor" />
    </svg>
    <div>
      <p className="pickup-store__label">{PickupPageTexts.yourStore}</p>
      <p className="pickup-store__name">{store.name}</p>
      <p className="pickup-store__address">{store.addressLine}</p>
    </div>
  </div>
);
