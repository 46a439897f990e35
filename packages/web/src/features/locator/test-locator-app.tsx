// Test-only: the locator's real routes (both variants) on the real container and fake backend (latency 0,
// a manual clock), like src/test/renderApp but with only the locator's pages and stand-ins for where it
// leads (/signin, /menu, /menu/cart), so these tests do not depend on other capabilities' screens.
import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { lastValueFrom } from 'rxjs';
import { createManualClock, makeConfig, type AppConfig } from '@crema/domain';
import { buildContainer } from '../../app/container';
import { loadCapability } from '../../app/capabilities';
import { ServicesProvider } from '../../app/services';
import { T } from '../../app/tokens';
import type { WebEnv } from '../../app/env';
import { locatorChildren } from './routes';
import { LocatorTokens } from './tokens';

/** A Sunday, 8:30 in Seattle (as src/test/renderApp). */
export const TEST_NOW = Date.UTC(2026, 10, 22, 16, 30);

const Landed = ({ name }: { name: string }) => {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`${name} ${pathname}${search}`}</p>;
};

const env = (config: AppConfig | undefined): WebEnv => ({ backend: 'fake', apiBaseUrl: '', googleMapsApiKey: undefined, fakeLatencyMs: 0, config: config ?? makeConfig() });

/** Loads the fake locator's world (gazetteer and stores) once per test file: the first search is then quick. */
export const warmUpLocator = async (): Promise<void> => {
  const c = buildContainer(env(undefined), { clock: createManualClock(TEST_NOW), storage: localStorage });
  await loadCapability(c, 'locator');
  await lastValueFrom(c.get(LocatorTokens.AutocompletePlaces)('Sea'));
};

export interface LocatorApp {
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly container: ReturnType<typeof buildContainer>;
  readonly unmount: () => void;
}

export const renderLocator = async (path: string, o: { config?: AppConfig; member?: boolean } = {}): Promise<LocatorApp> => {
  const e = env(o.config);
  const container = buildContainer(e, { clock: createManualClock(TEST_NOW), storage: localStorage });
  if (o.member === true) {
    await lastValueFrom(container.get(T.Session).signIn({ email: 'demo@crema.coffee', password: 'Crema-Demo-2026' }));
  }
  const routes = [
    { path: 'store-locator', children: locatorChildren(e.config, 'full') },
    { path: 'menu/store-locator', children: locatorChildren(e.config, 'menu') },
    { path: 'menu', element: <Landed name="menu" /> },
    { path: 'menu/cart', element: <Landed name="cart" /> },
    { path: 'signin', element: <Landed name="signin" /> },
    { path: '*', element: <Landed name="elsewhere" /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Rendered in an awaited act: the page suspends until the locator capability is bound, and a capability
  // already loaded resolves inside the act scope (an unawaited act would never retry the render).
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <ServicesProvider container={container}>
        <Suspense fallback={<p>Loading…</p>}>
          <RouterProvider router={router} />
        </Suspense>
      </ServicesProvider>,
    );
  });
  if (view === undefined) throw new Error('render failed');
  return { router, container, unmount: view.unmount };
};

/** The search box, once the page is ready. */
/** The search field once the page works (it is drawn read-only a moment before its session exists). */
export const searchBox = async (): Promise<HTMLElement> => {
  const box = await screen.findByRole('combobox', { name: 'Search for a city or place' }, { timeout: 8000 });
  await waitFor(() => expect(box.hasAttribute('readonly')).toBe(false));
  return box;
};

/** The locator at Seattle, as a shared link opens it. */
export const SEATTLE_URL = '/store-locator?map=47.60621,-122.33207,12z&place=Seattle%2C%20WA%2C%20United%20States';

/** Types `term` into the search box and presses Enter; answers the user, for more steps. */
export const search = async (term: string) => {
  const user = userEvent.setup();
  const box = await searchBox();
  await user.clear(box);
  await user.type(box, `${term}{Enter}`);
  return user;
};

/** The current URL's path and query. */
export const urlOf = (router: { state: { location: { pathname: string; search: string } } }): string =>
  router.state.location.pathname + router.state.location.search;
