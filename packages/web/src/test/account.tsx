// In src/test/: app-level test helpers used by the account and rewards tests alike.
// Test helpers of the account and rewards screens. Pages are lazy and suspend on their capability module;
// React only retries a suspended render reliably inside an awaited act(), so every page is reached by a
// navigation inside one (renderApp renders synchronously).
import { act, configure, screen, within } from '@testing-library/react';
import { lastValueFrom } from 'rxjs';
import { renderApp, type RenderAppOptions } from './render-app';
import { T } from '../app/tokens';

// The first render of a page also loads its chunk and capability module, and role queries over a whole page
// are slow in jsdom: give both time, and query inside <main> where possible.
configure({ asyncUtilTimeout: 10_000 });

export const NEW_MEMBER = { email: 'new@crema.coffee', password: 'Crema-New-2026' } as const;
export const DEMO_PASSWORD = 'Crema-Demo-2026';

export interface OpenOptions extends RenderAppOptions {
  /** Sign in the member with nothing on file instead of the demo member. */
  readonly newMember?: boolean;
  /** Pass the multi-factor re-authentication first (password and multi-factor pages). */
  readonly mfa?: boolean;
}

export type OpenedApp = Awaited<ReturnType<typeof renderApp>>;

/** Renders the app signed in (demo member unless newMember) and navigates to `path`. */
export const openAt = async (path: string, o: OpenOptions = {}): Promise<OpenedApp> => {
  const app = await renderApp('/not-a-page', { ...o, member: !o.newMember });
  const session = app.container.get(T.Session);
  if (o.newMember) await lastValueFrom(session.signIn(NEW_MEMBER));
  if (o.mfa) await lastValueFrom(session.reauthenticate(o.newMember ? NEW_MEMBER.password : DEMO_PASSWORD));
  await navigate(app.router, path);
  return app;
};

export const navigate = async (router: { navigate: (to: string) => Promise<void> }, to: string): Promise<void> => {
  await act(async () => {
    await router.navigate(to);
  });
};

/** Queries inside the page's <main>. */
export const main = () => within(screen.getByRole('main'));

/** Sets fault rules of the fake backend (before the page loads its data). */
export const faults = (rules: Record<string, unknown>): void => localStorage.setItem('crema.fake.faults', JSON.stringify(rules));
