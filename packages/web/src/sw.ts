/// <reference lib="webworker" />
// The production app's service worker (vite-plugin-pwa's injectManifest, Workbox), registered by
// app/service-worker.ts. After a first visit the app opens without a network:
//  - the app shell and the hashed assets are precached (the largest data chunks are kept once used);
//  - a page load asks the network first and falls back to the precached shell;
//  - the reads a customer has seen (offline/reads.ts: the menu, products, who is signed in, the member's cards
//    and a card's barcode) ask the network first and fall back to the last answer;
//  - everything else, every write included (placing an order, adding money), goes to the network only: never
//    cached, never queued to be sent later. Offline it fails at once and the app says it needs a connection.
// Signing in, joining or signing out drops the member's kept reads.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { PrecacheEntry } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core';
import { changesMember, graphOperationOf, MEMBER_READS, readRule, SHARED_READS, type ReadCache, type ReadRule } from './offline/reads';

declare const self: ServiceWorkerGlobalScope & { readonly __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The app shell: the server answers '/' with the index page (it never serves /index.html itself). */
const SHELL_URL = '/';

// Page loads, before the precache's own route (which would answer '/' from the cache): the server's page when it
// answers within a few seconds (the current app, with its first view preloaded), else the precached shell.
const pages = new NetworkOnly({ networkTimeoutSeconds: 4 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(SHELL_URL)) ?? Response.error();
      }
    },
    // The store screen (/store/*) is another channel with its own page: the browser loads it as if no worker were here.
    { denylist: [/^\/apiproxy\//, /^\/store(\/|\?|$)/] },
  ),
);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// The first visit's own reads are kept too: the worker takes the page as soon as it is active.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Hashed assets not precached (the gazetteer, the base map, the barcode library): kept once used. Not the store
// screen's own files (assets/store-screen-*, vite.config.ts): another channel's, never this cache's to keep.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/assets/store-screen-') && request.method === 'GET',
  new CacheFirst({ cacheName: 'crema-assets', plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 20 })] }),
);

/** A read sent as POST is kept under a GET key made from its body (a digest: no card number in a cache key). */
const keyFor = async (url: URL, body: string): Promise<Request> => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  return new Request(`${url.origin}${url.pathname}?body=${hex}`);
};

const byKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request, params }) => (params as { key?: Request } | undefined)?.key ?? request,
};

const networkFirst = (cacheName: ReadCache): NetworkFirst =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: 6,
    plugins: [byKey, new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })],
  });
const strategies: Record<ReadCache, NetworkFirst> = { [SHARED_READS]: networkFirst(SHARED_READS), [MEMBER_READS]: networkFirst(MEMBER_READS) };

const apiRequest = ({ url }: { url: URL }): boolean => url.origin === self.location.origin && url.pathname.startsWith('/apiproxy/');

const handleApi = async ({ request, event, url }: RouteHandlerCallbackOptions): Promise<Response> => {
  let rule: ReadRule | undefined;
  let key: Request | undefined;
  if (request.method === 'POST') {
    const body = await request.clone().text();
    rule = readRule('POST', url.pathname, graphOperationOf(body));
    if (rule?.byBody) key = await keyFor(url, body);
  } else rule = readRule(request.method, url.pathname, url.searchParams.get('operationName') ?? undefined);
  if (rule === undefined) {
    // A write, or a read of no use offline: the network only. Nothing is kept, nothing is sent later.
    const response = await fetch(request);
    if (changesMember(request.method, url.pathname)) await caches.delete(MEMBER_READS);
    return response;
  }
  return strategies[rule.cache].handle({ event, request, ...(key !== undefined ? { params: { key } } : {}) });
};

for (const method of ['GET', 'POST'] as const) registerRoute(apiRequest, handleApi, method);
