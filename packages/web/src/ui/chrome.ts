// Route handles say where the global navigation and footer are hidden (spec section 2). The app routes in
// declarative mode (app/AppRoutes.tsx), so the handles are read by matching the location against the routes.
import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';

export interface Chrome {
  readonly hideNav?: boolean;
  readonly hideFooter?: boolean;
}

/** The route table the chrome is read from (provided by AppRoutes). */
export const ChromeRoutes = createContext<readonly RouteObject[]>([]);

export const useChrome = (): Chrome => {
  const routes = useContext(ChromeRoutes);
  const { pathname } = useLocation();
  return useMemo(
    () =>
      (matchRoutes([...routes], pathname) ?? []).reduce<Chrome>(
        (acc, m) => ({ ...acc, ...((m.route.handle as { chrome?: Chrome } | undefined)?.chrome ?? {}) }),
        {},
      ),
    [routes, pathname],
  );
};
