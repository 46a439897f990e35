// The locator page's session: created from the query string it opened with, started, and disposed on
// unmount; what the session says the URL keeps (features always, map and place once there is a view: the
// domain's locatorUrlQuery) is written with history.replace, so a reload or a shared URL opens the same view. A navigation to a locator URL the page did not write itself (a link, back/forward)
// starts a fresh session from that URL. Outside the menu the query is also saved for the pickup path.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { arrivingLocatorState, formatLocatorQuery, parseLocatorQuery, type LocatorSession, type LocatorState, type LocatorVariant } from '@crema/domain/locator';
import { useService } from '../../app/services';
import { useObservable } from '../../app/useObservable';
import { LocatorTokens } from './tokens';

const LOCATOR_KEYS: ReadonlySet<string> = new Set(['features', 'map', 'place']);

/** The query's parameters that are not the locator's own (toCart, returnUrl, faults...), kept as they are. */
export const otherParams = (search: string): string =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter((p) => p !== '' && !LOCATOR_KEYS.has(p.split('=')[0] ?? ''))
    .join('&');

const locatorPart = (search: string): string => formatLocatorQuery(parseLocatorQuery(search));

/**
 * The session, its state, and a key that changes with each new session (for what must start afresh). Until the
 * session exists (it is made in an effect), the state is the one it arrives with (the domain's
 * arrivingLocatorState): the page draws it at once, and the build draws it ahead as the page's first view.
 */
export const useLocatorSession = (variant: LocatorVariant): { session: LocatorSession | null; state: LocatorState; sessionKey: number } => {
  const create = useService(LocatorTokens.CreateSession);
  const savedView = useService(LocatorTokens.SavedView);
  const location = useLocation();
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  const opening = useRef(location.search);
  // Every locator query this session put in the URL (or opened with): anything else came from outside.
  const written = useRef<Set<string>>(new Set());
  const [current, setCurrent] = useState<{ readonly session: LocatorSession; readonly key: number } | null>(null);
  const session = current?.session ?? null;

  useEffect(() => {
    const s = create(variant, parseLocatorQuery(opening.current));
    written.current = new Set([locatorPart(opening.current)]);
    setCurrent({ session: s, key: generation });
    s.start();
    return () => s.dispose();
  }, [create, variant, generation]);

  // A locator URL from outside (the header's link, back and forward): start again from it.
  useEffect(() => {
    if (written.current.size > 0 && !written.current.has(locatorPart(location.search))) {
      opening.current = location.search;
      setGeneration((g) => g + 1);
    }
  }, [location.search]);

  const arriving = useMemo(() => arrivingLocatorState(variant, parseLocatorQuery(opening.current)), [variant]);
  const state$ = session?.state$;
  const state = useObservable<LocatorState>(state$, session?.state() ?? arriving);

  useEffect(() => {
    if (session === null) return;
    // A URL from outside is not overwritten: the session is about to start again from it.
    if (!written.current.has(locatorPart(location.search))) return;
    const q = formatLocatorQuery(session.query());
    if (variant === 'locator') savedView.save(q);
    const search = [q, otherParams(location.search)].filter((p) => p !== '').join('&');
    if ((search === '' ? '' : `?${search}`) === location.search) return;
    written.current.add(q);
    navigate({ pathname: location.pathname, search: search === '' ? '' : `?${search}`, hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [session, state, variant, savedView, location.pathname, location.search, location.hash, navigate]);

  // The first session's key while it is being made: the search bar the page drew first stays.
  return { session, state, sessionKey: current?.key ?? generation };
};
