// The store details overlay (spec section 2): warnings, name, open status, address lines, distance,
// tap-to-call, directions, store hours (first day highlighted, holiday text), order and pickup options, amenities
// (the domain's exclusion rule) and 'Order here'.
import { detailAmenities, formatDistance, LocatorMessages, type LocationResult } from '@crema/domain/locator';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { CloseIcon } from './FilterOverlay';
import { LocatorText } from './text';

export interface StoreDetailsProps {
  readonly location: LocationResult;
  readonly locale: string;
  readonly mobile: boolean;
  readonly grayedOut: boolean;
  /** 'Order here' is running (saving the store, then going on). */
  readonly busy: boolean;
  /** A failure of 'Order here', shown in the overlay. */
  readonly error?: string | undefined;
  readonly onOrderHere: (storeNumber: string) => void;
  readonly onClose: () => void;
}

/** 'tel:' wants the digits (and a leading +) only. */
export const telHref = (phone: string): string => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/** A maps link with the store's coordinates: it opens the visitor's maps app or Google Maps. */
export const directionsHref = (lat: number, lng: number): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${lat},${lng}`)}`;

/** A titled list of chips (order and pickup options, amenities); nothing when there are none. */
const Chips = ({ id, title, chips }: { id: string; title: string; chips: readonly { readonly key: string; readonly name: string }[] }) =>
  chips.length > 0 && (
    <section className="locator-details__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul className="locator-chips">
        {chips.map((c) => (
          <li key={c.key}>{c.name}</li>
        ))}
      </ul>
    </section>
  );

export const StoreDetails = ({ location, locale, mobile, grayedOut, busy, error, onOrderHere, onClose }: StoreDetailsProps) => {
  const { store } = location;
  const amenities = detailAmenities(store);
  const orderOptions = [
    ...(store.mobileOrdering.availability === 'READY' ? [LocatorText.orderAhead] : []),
    ...(store.guestOrdering ? [LocatorText.guestOrdering] : []),
    ...store.pickUpOptions.map((o) => o.name),
  ];
  return (
    <div className="locator-details">
      <Dialog title={store.name} onClose={onClose} variant={mobile ? 'sheet' : 'dialog'}>
        <button type="button" className="locator-icon-btn locator-details__close" aria-label={LocatorText.closeDetails} onClick={onClose}>
          <CloseIcon />
        </button>
        {store.warningLabels.length > 0 && (
          <ul className="locator-details__warnings" aria-label={LocatorText.warnings}>
            {store.warningLabels.map((w) => (
              <li key={w.code} className="notice notice--warn">
                {w.label}
              </li>
            ))}
          </ul>
        )}
        <p className={`locator-details__status ${store.open ? 'locator-open' : 'locator-closed'}`}>{store.openStatusFormatted}</p>
        {grayedOut && <p className="locator-card__unavailable">{LocatorText.notOrderable}</p>}
        <address className="locator-details__address" aria-label={LocatorText.detailsAddress}>
          {store.address.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <p className="muted">{LocatorText.away(formatDistance(location.distance, location.distanceUnit, locale))}</p>
        <div className="locator-details__links">
          <a className="btn btn--secondary btn--small" href={telHref(store.phoneNumber)} aria-label={LocatorText.call(store.phoneNumber)}>
            <PhoneIcon />
            {store.phoneNumber}
          </a>
          <a
            className="btn btn--secondary btn--small"
            href={directionsHref(store.coordinates.latitude, store.coordinates.longitude)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <PinIcon />
            {LocatorText.directions}
            <span className="visually-hidden"> ({LocatorText.directionsHint})</span>
          </a>
        </div>

        <section className="locator-details__section" aria-labelledby={`hours-${store.storeNumber}`}>
          <h3 id={`hours-${store.storeNumber}`}>{LocatorText.hours}</h3>
          <dl className="locator-hours">
            {store.schedule.map((day, i) => (
              <div key={`${day.dayFormatted}-${i}`} className={i === 0 ? 'locator-hours__day locator-hours__day--first' : 'locator-hours__day'}>
                <dt>
                  {day.dayFormatted}
                  {day.holidayFormatted !== undefined && <span className="locator-hours__holiday"> {day.holidayFormatted}</span>}
                </dt>
                <dd>{day.hoursFormatted}</dd>
              </div>
            ))}
          </dl>
        </section>

        <Chips id={`pickup-${store.storeNumber}`} title={LocatorText.orderAndPickup} chips={orderOptions.map((o) => ({ key: o, name: o }))} />

        <Chips id={`amenities-${store.storeNumber}`} title={LocatorText.amenities} chips={amenities.map((a) => ({ key: a.code, name: a.name }))} />

        <div className="locator-details__footer">
          {error !== undefined && <Notice tone="error">{error}</Notice>}
          <button
            type="button"
            className="btn btn--block"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onOrderHere(store.storeNumber);
            }}
          >
            {busy ? `${LocatorText.ordering}…` : LocatorMessages.orderHere}
          </button>
        </div>
      </Dialog>
    </div>
  );
};

const PhoneIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d="M6.6 3.5h2.6l1.4 4-1.9 1.4a11 11 0 0 0 6.4 6.4l1.4-1.9 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

const PinIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d="M12 21s-6.5-6.1-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.9 12 21 12 21z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    <circle cx="12" cy="9.8" r="2.3" fill="currentColor" />
  </svg>
);
