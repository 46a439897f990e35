import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </ServicesProvider>
  </StrictMode>,
);

// Offline after a first visit: the production app (HTTP backend) only.
if (import.meta.env.PROD && import.meta.env.VITE_CREMA_BACKEND === 'http') registerServiceWorker();
