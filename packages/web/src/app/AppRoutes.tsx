// The app's routes in declarative mode (useRoutes under a BrowserRouter): nothing uses the data router's
// loaders, actions or fetchers, and leaving it out keeps ~17 KB gzipped off every first page. Route handles
// (where the navigation and footer are hidden) are read by matching (ui/chrome.ts); a render error anywhere
// shows RouteError, as the root route's error element did.
import { useRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { ChromeRoutes } from '../ui/chrome';
import { RouteErrorBoundary } from '../ui/RouteError';

export const AppRoutes = ({ routes }: { routes: RouteObject[] }) => {
  const { pathname } = useLocation();
  return (
    <ChromeRoutes.Provider value={routes}>
      <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>
    </ChromeRoutes.Provider>
  );
};
