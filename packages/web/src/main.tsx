import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/tokens.css';
import './styles/base.css';
import './styles/pages.css';
import { readEnv } from './app/env';
import { buildCore } from './app/core';
import { lazyServices, ServicesProvider } from './app/services';
import { buildRoutes } from './app/routes';
import { AppRoutes } from './app/AppRoutes';
import { registerServiceWorker } from './app/service-worker';
import { mayHydrateFirstView } from './app/first-view';
import { reloadOnStaleBuild } from './app/stale-build';

// A chunk of another build (a rolling restart) loads the page again: app/stale-build.ts.
reloadOnStaleBuild({ target: window, storage: () => sessionStorage, now: () => Date.now(), reload: () => location.reload() });

const env = readEnv();
const services = lazyServices(buildCore(env));
const routes = buildRoutes(env.config);

const app = (
  <StrictMode>
    <ServicesProvider services={services}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </ServicesProvider>
  </StrictMode>
);

// A signed-out visitor's entry page arrives with its first view rendered (build/first-view.ts): the browser paints
// it first (the frame after this one), then the app hydrates it rather than drawing it again, when it is what
// the app would draw here (app/first-view.ts). Otherwise, and on any other page, the app draws the page itself.
const root = document.getElementById('root') as HTMLElement;
if (mayHydrateFirstView(root, location.hash, [() => localStorage, () => sessionStorage])) {
  // As a transition, the hydration yields to the browser every few milliseconds instead of holding it in one
  // long task while the page is already on screen.
  requestAnimationFrame(() => setTimeout(() => startTransition(() => void hydrateRoot(root, app))));
} else createRoot(root).render(app);

// Offline after a first visit: the production app (HTTP backend) only.
if (import.meta.env.PROD && import.meta.env.VITE_CREMA_BACKEND === 'http') registerServiceWorker();
