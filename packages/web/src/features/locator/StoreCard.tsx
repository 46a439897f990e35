// One store in the results list: name, address, distance and open status, the favorite heart, the details
// icon and the select button ('Select {storeName}' / '{storeName} Selected'), and once selected 'Order from
// {storeName}', which confirms the store as the details' 'Order here' does. Memoized: a card re-renders
// only when its own location, selection or gray-out changes (hovering another card does not touch it), so
// every callback it gets must be stable.
import { memo } from 'react';
import { formatDistance, selectStoreLabel, storeSelectedLabel, type LocationResult } from '@crema/domain/locator';
import { LocatorText } from './text';

export interface StoreCardActions {
  readonly onSelect: (storeNumber: string) => void;
  readonly onFavorite: (storeNumber: string) => void;
  readonly onDetails: (storeNumber: string) => void;
  /** Confirms the store and goes on (to the cart with toCart, else the saved return URL, else the menu). */
  readonly onOrder: (storeNumber: string) => void;
  readonly onHover: (storeNumber: string | undefined) => void;
}

export interface StoreCardProps extends StoreCardActions {
  readonly location: LocationResult;
  readonly selected: boolean;
  /** The list's focus (the first load's pick, a clicked marker): highlighted, not selected. */
  readonly focused?: boolean;
  /** Ordering variant: mobile ordering is not READY (spec section 5). */
  readonly grayedOut: boolean;
  readonly locale: string;
  /** h3 under a heading of its own group, else h2. */
  readonly headingLevel?: 2 | 3;
}

export const cardId = (storeNumber: string): string => `store-card-${storeNumber}`;

export const StoreCard = memo(function StoreCard({ location, selected, focused = false, grayedOut, locale, headingLevel = 3, onSelect, onFavorite, onDetails, onOrder, onHover }: StoreCardProps) {
  const { store, isFavorite, favoritePending } = location;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const n = store.storeNumber;
  const classes = ['locator-card', selected ? 'locator-card--selected' : focused ? 'locator-card--focused' : '', grayedOut ? 'locator-card--grayed' : ''].filter(Boolean).join(' ');
  return (
    <article
      id={cardId(n)}
      className={classes}
      aria-labelledby={`${cardId(n)}-name`}
      // Where focus lands when the store is chosen on the map (its pin), named by the store.
      tabIndex={-1}
      onMouseEnter={() => onHover(n)}
      onMouseLeave={() => onHover(undefined)}
      // Keyboard users get the same marker highlight while focus is inside the card.
      onFocus={() => onHover(n)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) onHover(undefined);
      }}
    >
      <div className="locator-card__text">
        <H id={`${cardId(n)}-name`} className="locator-card__name">
          {store.name}
        </H>
        <p className="locator-card__address">{store.address.singleLine}</p>
        <p className="locator-card__meta">
          <span>{formatDistance(location.distance, location.distanceUnit, locale)}</span>
          {/* Two phrases for a screen reader too (issue #32): the dot is drawn, the comma is read. */}
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          <span className={store.open ? 'locator-open' : 'locator-closed'}>{store.openStatusFormatted}</span>
        </p>
        {grayedOut && <p className="locator-card__unavailable">{LocatorText.notOrderable}</p>}
      </div>
      <div className="locator-card__icons">
        <button
          type="button"
          className={`locator-icon-btn locator-heart${isFavorite ? ' locator-heart--on' : ''}`}
          aria-label={isFavorite ? LocatorText.favoriteRemove(store.name) : LocatorText.favoriteAdd(store.name)}
          aria-pressed={isFavorite}
          aria-busy={favoritePending || undefined}
          onClick={() => onFavorite(n)}
        >
          <HeartIcon filled={isFavorite} />
        </button>
        <button type="button" className="locator-icon-btn" aria-label={LocatorText.details(store.name)} aria-haspopup="dialog" onClick={() => onDetails(n)}>
          <InfoIcon />
        </button>
      </div>
      <button
        type="button"
        className={`btn btn--small locator-card__select${selected ? ' locator-card__select--on' : ' btn--secondary'}`}
        // Not aria-disabled: pressing it answers with the toast that says why it cannot be chosen.
        onClick={() => onSelect(n)}
      >
        {selected ? storeSelectedLabel(store.name) : selectStoreLabel(store.name)}
      </button>
      {/* A selected store the customer can order from says where to go next, without opening its details. */}
      {selected && !grayedOut && (
        <button type="button" className="btn btn--small locator-card__order" onClick={() => onOrder(n)}>
          {LocatorText.orderFrom(store.name)}
        </button>
      )}
    </article>
  );
});

export const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2.1 0 3.8 1.2 5 3 1.2-1.8 2.9-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

export const InfoIcon = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 11v6" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
    <circle cx="12" cy="7.5" r="1.35" fill="currentColor" />
  </svg>
);
