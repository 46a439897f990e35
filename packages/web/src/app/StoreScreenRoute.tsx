// /store/*: the partner's store screen is a channel of its own (issue #28), served by the server as another page
// (store/index.html), none of this app's code. Reached inside this app (sign-in with ?returnTo=/store/orders, a
// link), the path is handed to the browser to load as a document. A build without the store screen (the demo:
// no server, no partners), or this app served at that very path, says so instead of loading it again.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '../ui/Page';

/** The server's build holds the store screen (vite.config.ts: its second entry); the demo build does not. */
const BUILT_WITH_STORE_SCREEN = import.meta.env.VITE_CREMA_BACKEND === 'http';
/** The path this document was loaded at, read once as the app starts (undefined while rendered ahead at build time). */
const LOADED_AT = typeof location === 'undefined' ? undefined : location.pathname;
const replaceDocument = (url: string): void => window.location.replace(url);

export interface StoreScreenRouteProps {
  readonly built?: boolean;
  readonly loadedAt?: string | undefined;
  /** Loads a URL as a new document in place of this one (no history entry: Back skips the hand-over). */
  readonly load?: (url: string) => void;
}

export const StoreScreenRoute = ({ built = BUILT_WITH_STORE_SCREEN, loadedAt = LOADED_AT, load = replaceDocument }: StoreScreenRouteProps) => {
  const here = useLocation();
  const url = `${here.pathname}${here.search}${here.hash}`;
  const handOver = built && here.pathname !== loadedAt;
  useEffect(() => {
    if (handOver) load(url);
  }, [handOver, load, url]);
  if (handOver) return null;
  return (
    <Page title="Store screen" heading="The store screen is not here">
      <p>The partners’ store screen comes with the Crema server (<code>npm start</code>); this build of the app has none.</p>
      <Link className="btn btn--secondary" to="/">Go home</Link>
    </Page>
  );
};
