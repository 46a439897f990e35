// Offline support of the production app: registers the service worker (src/sw.ts) once the page has loaded and
// gone idle, so its precaching never competes with the first view. Only a production HTTP build has one (the
// demo build's simulator needs no server, and the dev server serves no worker).
export const registerServiceWorker = (): void => {
  if (!('serviceWorker' in navigator)) return;
  const register = (): void => {
    // No worker (an old browser, a private window that refuses one): the app simply works online only.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  const whenIdle = (): void => void (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};
