// The signed-out first view of a path, rendered in node at build time (build/first-view.ts): the same tree as
// main.tsx under a static router, for a visitor with nothing stored and no session. React's static renderer
// waits for the page's lazy chunks; what loads data shows its first (loading) state, as the browser's first
// render does, and main.tsx hydrates the result.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { readEnv } from './app/env';
import { buildCore } from './app/core';
import { createHttpPorts } from './app/backends/http';
import { browserIds, systemClock } from './browser/platform';
import type { PageAnswers } from './browser/page-answers';
import { lazyServices, ServicesProvider } from './app/services';
import { buildRoutes } from './app/routes';
import { AppRoutes } from './app/AppRoutes';

/** A visitor's empty storage. */
const emptyStorage = (): Storage => {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
};

/**
 * The build has no server to ask: every call waits for an answer that never comes, so each part renders the
 * state the browser shows before its answers arrive (and the session stays the visitor's: signed out).
 */
const unanswered: typeof fetch = () => new Promise<Response>(() => undefined);

/** What the shell's services touch of `window` while they are made (the session listens for other tabs). */
const windowStandIn = (url: string) => ({
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  location: new URL(url, 'http://localhost/'),
});

export async function render(url: string, pageAnswers: PageAnswers = {}): Promise<string> {
  const g = globalThis as Record<string, unknown>;
  g.window ??= windowStandIn(url);
  const env = readEnv();
  const storage = emptyStorage();
  const backend = createHttpPorts({ baseUrl: env.apiBaseUrl, ids: browserIds, clock: systemClock, storage, config: env.config, fetch: unanswered, pageAnswers });
  const services = lazyServices(buildCore(env, { storage, backend }));
  // A part that fails would be left for the browser to draw: the build fails instead (build/first-view.ts).
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServicesProvider services={services}>
        <StaticRouter location={url}>
          <AppRoutes routes={buildRoutes(env.config)} />
        </StaticRouter>
      </ServicesProvider>
    </StrictMode>,
    { onError: (e) => void errors.push(e) },
  );
  if (errors.length > 0) throw errors[0];
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
