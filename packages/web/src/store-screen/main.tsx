// The store screen's entry (store/index.html): its own sheet, its HTTP ports, its screen. It loads nothing of the
// customer app (scripts/check-boundaries.mjs and the build's channel check hold both apart); both use the domain.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './store-screen.css';
import { composeStoreScreen } from './compose';
import { StoreScreen } from './StoreScreen';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StoreScreen services={composeStoreScreen()} path={location.pathname} />
  </StrictMode>,
);
