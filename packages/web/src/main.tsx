import { StrictMode } from 'react';
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
// it first (the frame after this one), then the app hydrates it rather than drawing it again. Any other page
// starts empty.
const root = document.getElementById('root') as HTMLElement;
if (root.hasAttribute('data-first-view')) requestAnimationFrame(() => setTimeout(() => hydrateRoot(root, app)));
else createRoot(root).render(app);

// Offline after a first visit: the production app (HTTP backend) only.
if (import.meta.env.PROD && import.meta.env.VITE_CREMA_BACKEND === 'http') registerServiceWorker();
