// Component tests render real pages with the real provider, the real routes and the fake container.
import { act, render } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ManualClock } from '@crema/domain';
import type { FakeBackend } from '@crema/adapters-fake';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction, type To } from 'react-router-dom';
import { firstValueFrom, lastValueFrom } from 'rxjs';
import { createManualClock, makeConfig, type AppConfig } from '@crema/domain';
import { buildContainer, FakeBackendToken } from '../app/container';
import { ServicesProvider } from '../app/services';
import { buildRoutes } from '../app/routes';
import { AppRoutes } from '../app/AppRoutes';
import { T } from '../app/tokens';
import type { WebEnv } from '../app/env';

export const TEST_NOW = Date.UTC(2026, 10, 22, 16, 30); // a Sunday, 8:30 in Seattle

export interface RenderAppOptions {
  readonly config?: AppConfig;
  /** Sign the demo member in before rendering. */
  readonly member?: boolean;
  readonly now?: number;
}

/** What tests read and drive of the router: the current location, and navigation as a visitor's link would. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  readonly navigate: (to: To | number) => Promise<void>;
}

export interface RenderedApp {
  readonly router: TestRouter;
  readonly container: Container;
  readonly clock: ManualClock;
  readonly backend: FakeBackend;
  readonly unmount: () => void;
}

/** Renders inside an awaited act(), so capabilities that bind lazily have settled before assertions. */
export const renderApp = async (path: string, o: RenderAppOptions = {}): Promise<RenderedApp> => {
  const env: WebEnv = { backend: 'fake', apiBaseUrl: '', googleMapsApiKey: undefined, fakeLatencyMs: 0, config: o.config ?? makeConfig() };
  const clock = createManualClock(o.now ?? TEST_NOW);
  const container = buildContainer(env, { clock, storage: localStorage });
  if (o.member) {
    await lastValueFrom(container.get(T.Session).signIn({ email: 'demo@crema.coffee', password: 'Crema-Demo-2026' }));
  }
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const Probe = () => {
    probe.location = useLocation();
    probe.navigate = useNavigate();
    return null;
  };
  const router: TestRouter = {
    get state() {
      if (probe.location === undefined) throw new Error('the app has not rendered');
      return { location: probe.location };
    },
    navigate: async (to) => {
      const go = probe.navigate;
      if (go === undefined) throw new Error('the app has not rendered');
      await act(async () => void (typeof to === 'number' ? go(to) : go(to)));
    },
  };
  let unmount = (): void => undefined;
  await act(async () => {
    unmount = render(
      <ServicesProvider container={container}>
        <MemoryRouter initialEntries={[path]}>
          <Probe />
          <AppRoutes routes={buildRoutes(env.config)} />
        </MemoryRouter>
      </ServicesProvider>,
    ).unmount;
  });
  return { router, container, clock, backend: container.get(FakeBackendToken), unmount };
};

/**
 * renderApp inside an awaited act: a page whose chunk is already loaded renders at once, and a capability it
 * suspends on would otherwise resolve outside any act scope and never retry in the test.
 */
export const renderAppInAct = async (path: string, o: RenderAppOptions = {}): Promise<RenderedApp> => {
  let r: RenderedApp | undefined;
  await act(async () => {
    r = await renderApp(path, o);
  });
  if (!r) throw new Error('render failed');
  return r;
};

/** Adds a fault rule to the fake backend's storage (the key of its fault control), so it can be set before the first call. */
export const presetFault = (op: string, rule: Record<string, unknown>): void => {
  const rules = JSON.parse(localStorage.getItem('crema.fake.faults') ?? '{}') as Record<string, unknown>;
  localStorage.setItem('crema.fake.faults', JSON.stringify({ ...rules, [op]: rule }));
};

/**
 * Renders the app at '/', then navigates to `path` inside act: a page rendered straight away by the
 * initial render can stay suspended on its capability module under the test act environment. With
 * `newMember`, the new demo member signs in first.
 */
export const renderAppThenNavigate = async (path: string, o: RenderAppOptions & { readonly newMember?: boolean } = {}): Promise<RenderedApp> => {
  const { newMember, ...rest } = o;
  const r = await renderApp('/', rest);
  if (newMember) await lastValueFrom(r.container.get(T.Session).signIn({ email: 'new@crema.coffee', password: 'Crema-New-2026' }));
  await act(async () => {
    await r.router.navigate(path);
  });
  return r;
};

export { firstValueFrom };
