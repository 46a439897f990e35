// The store locator (spec section 2): /store-locator and the ordering variant /menu/store-locator. A hidden
// h1, the search bar with the Filter button, the results beside the map (desktop) or under a togglable map
// (phone), the filter overlay, the store details overlay and the locator's dialogs. Everything it shows
// comes from the domain's locator session and its view functions.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { isMember, Limits } from '@crema/domain';
import { expandedLocation, filterView, highlightedMarker, isGrayedOut, LocatorMessages, resultsView, type LocationResult, type LocatorVariant } from '@crema/domain/locator';
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { T } from '../../app/tokens';
import { useSession } from '../../app/useSession';
import { FilterOverlay } from './FilterOverlay';
import { SignInToFavoriteDialog, Toast, UnavailableStoreDialog } from './LocatorDialogs';
import { LocatorMap } from './LocatorMap';
import { OrderTypeToggle } from './OrderTypeToggle';
import { ResultsPanel } from './ResultsPanel';
import { SearchBar } from './SearchBar';
import { SkipLinks } from './SkipLinks';
import { cardId, type StoreCardActions } from './StoreCard';
import { StoreDetails } from './StoreDetails';
import { LocatorText } from './text';
import { LocatorTokens } from './tokens';
import { useIsPhone } from '../../ui/useIsPhone';
import { useLocatorRoute } from './useLocatorRoute';
import { useLocatorSession } from './useLocatorSession';
import { useStoreChoice } from './useStoreChoice';
import './locator.css';

const NO_LOCATIONS: readonly LocationResult[] = [];
/** What the results' buttons do in the moment before the session exists (the arriving state shows none of them). */
const NOTHING = (): void => undefined;

export default function LocatorPage() {
  useCapability('locator');
  const { variant } = useLocatorRoute();
  useEffect(() => {
    document.title = `${LocatorMessages.pageHeading} | Crema`;
  }, []);
  return <LocatorScreen variant={variant} />;
}

const LocatorScreen = ({ variant }: { variant: LocatorVariant }) => {
  const env = useService(T.Env);
  const config = env.config;
  const autocomplete = useService(LocatorTokens.AutocompletePlaces);
  const signedIn = isMember(useSession());
  const phone = useIsPhone();
  const { session, state, sessionKey } = useLocatorSession(variant);
  // Select / Order here, their dialog, error and toast (a failed favorite's too): the domain's store choice.
  const { view: choice, select, orderHere, closeDialog, chooseInstead, clearError } = useStoreChoice(session);
  const [mapShown, setMapShown] = useState(true);
  const mapId = useId();
  const wideMapId = useId();
  const listId = useId();
  // The store whose card takes focus once the page has drawn what choosing it changed (on a phone its card may
  // only now be listed). The unavailable-store dialog takes focus itself instead, and gives it back on closing.
  const cardToFocus = useRef<string | undefined>(undefined);
  useEffect(() => {
    const n = cardToFocus.current;
    if (n === undefined) return;
    cardToFocus.current = undefined;
    if (choice.dialog === undefined) document.getElementById(cardId(n))?.focus({ preventScroll: true });
  });

  const actions = useMemo<StoreCardActions>(
    () => ({
      onSelect: select,
      onFavorite: (n) => session?.toggleFavorite(n),
      onDetails: (n) => session?.showDetails(n),
      onOrder: orderHere,
      onHover: (n) => session?.hoverCard(n),
    }),
    [session, select, orderHere],
  );
  const onSearch = useCallback((term: string) => session?.submitSearch(term), [session]);
  const onOpenFilters = useCallback(() => session?.openFilters(), [session]);
  const onMoved = useCallback((v: Parameters<NonNullable<typeof session>['mapMoved']>[0]) => session?.mapMoved(v, true), [session]);
  const onMarkerSelect = useCallback(
    (n: string) => {
      // A pin is its store's select button on the map (issue #32: Enter on it only highlighted the card, focus
      // stayed on the map and the pin never said 'pressed'): it chooses the store as 'Select {storeName}' does
      // (the store-select rule, its toast or dialog), its card is the list's focus, and keyboard focus moves there.
      session?.focusCard(n);
      select(n);
      cardToFocus.current = n;
      // Bring the store's card into view once the list has settled (spec section 9: 500 ms).
      // ui-timer: scroll the card into view once the list has settled (spec's 500 ms)
      setTimeout(() => document.getElementById(cardId(n))?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }), Limits.selectedCardScrollDelayMs);
    },
    [session, select],
  );
  const onChooseInstead = useCallback(
    (n: string) => {
      chooseInstead(n);
      cardToFocus.current = n;
    },
    [chooseInstead],
  );
  const onGeolocate = useCallback(() => session?.locateMe(), [session]);
  const closeDetails = useCallback(() => {
    clearError();
    session?.showDetails(undefined);
  }, [session, clearError]);

  // The page works once its session exists; until then it shows the arriving state with its controls disabled.
  const ready = session !== null;
  const view = resultsView(state);
  const filters = filterView(state);
  const details = expandedLocation(state);
  const map = (
    <LocatorMap
      view={state.map}
      locations={view.kind === 'results' ? view.locations : NO_LOCATIONS}
      selectedStoreNumber={state.selectedStoreNumber}
      highlightedStoreNumber={highlightedMarker(state)}
      variant={variant}
      geolocating={state.locating}
      googleMapsApiKey={env.googleMapsApiKey}
      onMoved={onMoved}
      onMarkerSelect={onMarkerSelect}
      onMarkerHover={actions.onHover}
      onGeolocate={onGeolocate}
      ready={ready}
    />
  );

  return (
    <div className={`locator locator--${variant}`}>
      <h1 className="visually-hidden">{LocatorMessages.pageHeading}</h1>
      <div className="locator__panel">
        <div className="locator__top">
          {config.enableInAppDelivery && <OrderTypeToggle value="pickup" />}
          <div className="locator__search-row">
            <SearchBar
              key={sessionKey}
              initialTerm={state.locationQuery ?? ''}
              autocomplete={autocomplete}
              onSearch={onSearch}
              filterCount={filters.activeCount}
              filtersOpen={filters.open}
              onOpenFilters={onOpenFilters}
              ready={ready}
            />
            {/* Phones: the map's toggle shares the search row (a row of its own pushed the list down). */}
            {phone && <MapToggle shown={mapShown} controls={mapId} onToggle={() => setMapShown((v) => !v)} />}
          </div>
          <SkipLinks mapId={!phone ? wideMapId : mapShown ? mapId : undefined} listId={listId} />
        </div>
        {/* Both map places are always there and the style sheet shows the one for the width: a first view drawn
            ahead (at a desktop's layout) keeps its places when a phone's app moves the map into its own. */}
        <div id={mapId} className="locator__map locator__map--phone" hidden={phone && !mapShown} tabIndex={-1}>
          {phone && map}
        </div>
        <div id={listId} className="locator__results" tabIndex={-1}>
          <ResultsPanel
            view={view}
            variant={variant}
            selectedStoreNumber={state.selectedStoreNumber}
            focusedStoreNumber={state.focusedStoreNumber}
            placeName={state.placeName}
            signedIn={signedIn}
            phone={phone}
            locale={config.locale}
            actions={actions}
            onExpand={session?.expandSearch ?? NOTHING}
            onRetry={session?.retry ?? NOTHING}
            listLimit={state.listLimit}
            onShowMore={session?.showMoreStores ?? NOTHING}
          />
        </div>
      </div>
      <div id={wideMapId} className="locator__map locator__map--wide" tabIndex={-1}>
        {!phone && map}
      </div>

      {session !== null && filters.open && (
        <FilterOverlay
          pending={filters.pending}
          canApply={filters.canApply}
          onToggle={session.toggleFilter}
          onClearAll={session.clearFilters}
          onApply={session.applyFilters}
          onClose={session.closeFilters}
        />
      )}
      {details !== undefined && (
        <StoreDetails
          location={details}
          locale={config.locale}
          mobile={phone}
          grayedOut={isGrayedOut(details.store, variant)}
          busy={choice.busyStore === details.store.storeNumber}
          error={choice.error}
          onOrderHere={orderHere}
          onClose={closeDetails}
        />
      )}
      {session !== null && state.signInDialogOpen && <SignInToFavoriteDialog onClose={session.closeSignInDialog} />}
      {choice.dialog !== undefined && <UnavailableStoreDialog dialog={choice.dialog} locale={config.locale} onChoose={onChooseInstead} onClose={closeDialog} />}
      <Toast message={choice.toast} />
    </div>
  );
};

/** 'Hide map' / 'Show map' as an icon button (its name says which); pressed-looking while the map shows. */
const MapToggle = ({ shown, controls, onToggle }: { shown: boolean; controls: string; onToggle: () => void }) => (
  <button
    type="button"
    className={`locator__map-toggle${shown ? ' locator__map-toggle--on' : ''}`}
    aria-label={shown ? LocatorText.hideMap : LocatorText.showMap}
    title={shown ? LocatorText.hideMap : LocatorText.showMap}
    aria-expanded={shown}
    aria-controls={controls}
    onClick={onToggle}
  >
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5L9 4zM9 4v13.5M15 6.5V20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  </button>
);
