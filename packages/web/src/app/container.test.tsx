import { describe, it, expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createManualClock, makeConfig } from '@crema/domain';
import { buildContainer } from './container';
import { ServicesProvider } from './services';
import { buildRoutes } from './routes';
import type { WebEnv } from './env';

const env: WebEnv = { backend: 'fake', apiBaseUrl: '', googleMapsApiKey: undefined, fakeLatencyMs: 0, config: makeConfig() };

const renderAt = (path: string) => {
  const container = buildContainer(env, { clock: createManualClock(Date.UTC(2026, 10, 22, 9)) });
  const router = createMemoryRouter(buildRoutes(env.config), { initialEntries: [path] });
  render(
    <ServicesProvider container={container}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return router;
};

describe('the app with the fake container', () => {
  it('sends a signed-out visitor from an account route to sign-in, then back after signing in', async () => {
    const router = renderAt('/account/rewards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Crema' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@crema.coffee');
    await userEvent.type(screen.getByLabelText('Password'), 'Crema-Demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Hi, Avery')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/rewards');
  });

  it('hides the multi-factor routes when the flag is off', () => {
    const routes = JSON.stringify(buildRoutes(makeConfig({ flags: { multiFactor: false } })), (k, v) => (k === 'element' ? undefined : v));
    expect(routes).not.toContain('settings/mfa');
    expect(JSON.stringify(buildRoutes(makeConfig()), (k, v) => (k === 'element' ? undefined : v))).toContain('settings/mfa');
  });

  it('registers delivery under both locators only when in-app delivery is enabled', () => {
    const paths = (on: boolean) => JSON.stringify(buildRoutes(makeConfig({ enableInAppDelivery: on })), (k, v) => (k === 'element' ? undefined : v));
    expect(paths(false)).not.toContain('"delivery"');
    expect(paths(true).match(/"delivery"/g)).toHaveLength(2);
  });
});
