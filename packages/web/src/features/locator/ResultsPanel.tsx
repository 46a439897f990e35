// The results area: every state of the domain's resultsView (idle, loading, location not found,
// geolocation refused, zoomed out too far, error, no stores with its follow-up line and Expand Search, and
// results). Results show as tabs Nearby / Previous / Favorites for signed-in members on wider screens, as
// groups under recommendation headings on phones, else as one list.
import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  emptyTabMessage,
  isGrayedOut,
  LocatorMessages,
  phoneListOrder,
  phoneResultsPage,
  resultsForTab,
  showsTabs,
  type LocationResult,
  type LocatorTab,
  type LocatorVariant,
  type ResultsView,
} from '@crema/domain/locator';
import { cardId, StoreCard, type StoreCardActions } from './StoreCard';
import { LocatorText } from './text';

export interface ResultsPanelProps {
  readonly view: ResultsView;
  readonly variant: LocatorVariant;
  readonly selectedStoreNumber: string | undefined;
  /** The list's focus (the first load's pick, a clicked marker): highlighted, not selected. */
  readonly focusedStoreNumber?: string | undefined;
  readonly placeName: string | undefined;
  readonly signedIn: boolean;
  readonly phone: boolean;
  readonly locale: string;
  readonly actions: StoreCardActions;
  readonly onExpand: () => void;
  /** 'Try again' after a failed search. */
  readonly onRetry: () => void;
  /** Phones: how many stores the list shows, and 'Show more stores'. */
  readonly listLimit: number;
  readonly onShowMore: () => void;
}

/** A state of the results area in words: its title, its hint, and what can be done from it (children). */
const ResultsNote = ({ tone, title, hint, children }: { tone: 'prompt' | 'status' | 'alert'; title: string; hint?: string; children?: ReactNode }) => (
  <div className={tone === 'status' ? 'locator-state' : `locator-state locator-state--${tone}`} role={tone === 'alert' ? 'alert' : 'status'}>
    <p className="locator-state__title">{title}</p>
    {hint !== undefined && <p>{hint}</p>}
    {children}
  </div>
);

export const ResultsPanel = ({ view, variant, selectedStoreNumber, focusedStoreNumber, placeName, signedIn, phone, locale, actions, onExpand, onRetry, listLimit, onShowMore }: ResultsPanelProps) => {
  switch (view.kind) {
    case 'prompt':
      return <ResultsNote tone="prompt" title={view.title} hint={view.hint} />;
    case 'idle':
      return <p className="locator-state muted">{LocatorText.idle}</p>;
    case 'loading':
      return (
        <p className="locator-state muted" role="status">
          {LocatorText.loading}…
        </p>
      );
    case 'locationNotFound':
      return <ResultsNote tone="alert" title={view.message} />;
    case 'geolocationUnavailable':
      return <ResultsNote tone="alert" title={view.title} hint={view.hint} />;
    case 'zoomedOut':
      return <ResultsNote tone="status" title={view.title} hint={view.hint} />;
    case 'error':
      return (
        <div className="locator-state locator-state--alert">
          <p className="locator-state__title" role="alert">{view.message}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
            {LocatorText.tryAgain}
          </button>
        </div>
      );
    case 'empty':
      return (
        <ResultsNote tone="status" title={view.title} hint={view.hint}>
          {view.canExpand && (
            <button type="button" className="btn btn--secondary" onClick={onExpand} aria-disabled={view.expanding || undefined} aria-busy={view.expanding || undefined}>
              {LocatorMessages.expandSearch}
            </button>
          )}
          {view.expandError !== undefined && <p className="locator-state__error">{view.expandError}</p>}
        </ResultsNote>
      );
    case 'results': {
      const heading = view.expanded ? LocatorText.resultsExpanded : placeName !== undefined ? LocatorText.resultsNear(placeName) : LocatorText.resultsInArea;
      const list = { variant, selectedStoreNumber, focusedStoreNumber, locale, actions };
      if (phone) return <GroupedResults locations={view.locations} heading={heading} limit={listLimit} onShowMore={onShowMore} {...list} />;
      if (showsTabs(signedIn, phone)) return <TabbedResults locations={view.locations} heading={heading} {...list} />;
      return (
        <section className="locator-results" aria-labelledby="locator-results-heading">
          <h2 id="locator-results-heading" className="locator-results__heading">
            {heading}
          </h2>
          <CardList locations={view.locations} headingLevel={3} {...list} />
        </section>
      );
    }
  }
};

interface ListProps {
  readonly locations: readonly LocationResult[];
  readonly variant: LocatorVariant;
  readonly selectedStoreNumber: string | undefined;
  readonly focusedStoreNumber: string | undefined;
  readonly locale: string;
  readonly actions: StoreCardActions;
  readonly headingLevel: 2 | 3;
}

/** The cards; memoized so the page's other changes (hover, map moves) do not even walk the list. */
const CardList = memo(function CardList({ locations, variant, selectedStoreNumber, focusedStoreNumber, locale, actions, headingLevel }: ListProps) {
  return (
    <ul className="locator-list">
      {locations.map((l) => (
        <li key={l.store.storeNumber}>
          <StoreCard
            location={l}
            selected={l.store.storeNumber === selectedStoreNumber}
            focused={l.store.storeNumber === focusedStoreNumber}
            grayedOut={isGrayedOut(l.store, variant)}
            locale={locale}
            headingLevel={headingLevel}
            {...actions}
          />
        </li>
      ))}
    </ul>
  );
});

type WithHeading = Omit<ListProps, 'headingLevel'> & { readonly heading: string };

/**
 * Phones: the results under headings by recommendation reason (favorites, usual, nearby), a page at a time
 * ('Show more stores'; the page is the domain's phoneResultsPage of the session's listLimit).
 */
const GroupedResults = ({ locations, heading, limit, onShowMore, ...list }: WithHeading & { readonly limit: number; readonly onShowMore: () => void }) => {
  const page = useMemo(() => phoneResultsPage(locations, limit), [locations, limit]);
  // 'Show more stores' moves focus to the first new store's select button (the button itself may go away).
  const firstNew = useRef<string | undefined>(undefined);
  const showMore = () => {
    firstNew.current = phoneListOrder(locations)[page.shown]?.store.storeNumber;
    onShowMore();
  };
  useEffect(() => {
    const n = firstNew.current;
    if (n === undefined) return;
    firstNew.current = undefined;
    document.getElementById(cardId(n))?.querySelector<HTMLElement>('.locator-card__select')?.focus();
  }, [page.shown]);
  return (
    <div className="locator-results">
      <p className="visually-hidden">{heading}</p>
      {page.groups.map((g) => (
        <section key={g.reason} className="locator-group" aria-labelledby={`locator-group-${g.reason}`}>
          <h2 id={`locator-group-${g.reason}`} className="locator-results__heading">
            {g.heading}
          </h2>
          <CardList locations={g.results} headingLevel={3} {...list} />
        </section>
      ))}
      {page.shown < page.total && (
        <div className="locator-more">
          <p className="locator-more__count" aria-live="polite">
            {LocatorText.showingCount(page.shown, page.total)}
          </p>
          <button type="button" className="btn btn--secondary" onClick={showMore}>
            {LocatorMessages.showMoreStores}
          </button>
        </div>
      )}
    </div>
  );
};

const TABS: readonly { readonly tab: LocatorTab; readonly label: string }[] = [
  { tab: 'nearby', label: LocatorMessages.tabNearby },
  { tab: 'previous', label: LocatorMessages.tabPrevious },
  { tab: 'favorites', label: LocatorMessages.tabFavorites },
];

/** Signed-in members on wider screens: Nearby, Previous and Favorites tabs (arrow keys move between them). */
const TabbedResults = ({ locations, heading, ...list }: WithHeading) => {
  const [tab, setTab] = useState<LocatorTab>('nearby');
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = useMemo(() => resultsForTab(locations, tab), [locations, tab]);
  const empty = shown.length === 0 ? emptyTabMessage(tab) : undefined;
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.findIndex((t) => t.tab === tab);
    const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : undefined;
    if (next === undefined) return;
    e.preventDefault();
    const k = (next + TABS.length) % TABS.length;
    const t = TABS[k];
    if (t) {
      setTab(t.tab);
      refs.current[k]?.focus();
    }
  };
  return (
    <section className="locator-results" aria-labelledby="locator-results-heading">
      <h2 id="locator-results-heading" className="locator-results__heading">
        {heading}
      </h2>
      <div className="locator-tabs" role="tablist" aria-label={LocatorText.resultsTabs} onKeyDown={onKeyDown}>
        {TABS.map((t, i) => (
          <button
            key={t.tab}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.tab}`}
            aria-selected={t.tab === tab}
            aria-controls={`${base}-panel`}
            tabIndex={t.tab === tab ? 0 : -1}
            className="locator-tab"
            onClick={() => setTab(t.tab)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${tab}`} className="locator-tabpanel">
        {empty !== undefined ? (
          <div className="locator-state">
            <p className="locator-state__title">{empty.title}</p>
            <p>{empty.explanation}</p>
          </div>
        ) : (
          <CardList locations={shown} headingLevel={3} {...list} />
        )}
      </div>
    </section>
  );
};
