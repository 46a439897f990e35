import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { precompress } from './build/precompress.ts';
import { routePreload } from './build/route-preload.ts';
import { firstView } from './build/first-view.ts';
import { channelSeparation } from './build/channel-separation.ts';
import { sourceDateMs } from './build/source-date.mjs';

// One build time for the app and its first views rendered ahead (build/first-view.ts, in this process): the
// hydrating browser renders the greeting of that moment first, as the built page has it. The time the sources
// last changed, not the wall clock: the same sources build the same files (build/source-date.mjs).
process.env.VITE_CREMA_BUILT_AT ??= String(sourceDateMs());

// An HTTP build binds the HTTP adapters only: its backend choice module has no static import of the fake.
const httpBuild = process.env.VITE_CREMA_BACKEND === 'http';
const selectedHttp = fileURLToPath(new URL('./src/app/backends/selected-http.ts', import.meta.url));

// The server's build has a second entry: the partner's store screen (issue #28), a channel of its own served at
// /store/* (store/index.html, its sources in src/store-screen/). The two share packages' chunks, never their own
// code (build/channel-separation.ts). The demo build has no server, no partners and so no store screen.
const STORE_SCREEN = 'store-screen';
const httpInputs = {
  index: fileURLToPath(new URL('./index.html', import.meta.url)),
  [STORE_SCREEN]: fileURLToPath(new URL('./store/index.html', import.meta.url)),
};

// What the server's entry pages render first (build/route-preload.ts): each page's chunk, the capability module
// and container it binds, and the HTTP adapters it calls on the way to its first view.
const firstViews = {
  '/': ['src/features/home/HomePage.tsx'],
  '/menu': [
    'src/features/ordering/menu/MenuPage.tsx',
    'src/app/container.ts',
    'src/app/modules/ordering.ts',
    '@crema/adapters-http/client',
    '@crema/adapters-http/ordering',
    '@crema/adapters-http/payments',
  ],
  '/store-locator': [
    'src/features/locator/LocatorPage.tsx',
    // The offline map is drawn in the first view too (its style sheet comes in the page).
    'src/features/locator/map/StoreMap.tsx',
    'src/app/container.ts',
    'src/app/modules/locator.ts',
    '@crema/adapters-http/client',
    '@crema/adapters-http/locator',
    'src/browser/local-selected-store.ts',
  ],
};

/**
 * The production app's service worker (src/sw.ts, Workbox): the app shell and the hashed assets precached, the
 * reads a customer has seen kept network first, writes never kept nor queued. Registered by main.tsx.
 */
const offline = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // One classic script: the server's CSP allows workers from 'self' only, and no module import is needed.
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css}', 'index.html'],
      // The gazetteer, the base maps and the barcode library (0.1-1.2 MB each) are kept once used, not up front.
      // The store screen's page and own files are another channel's: never the customer app's to keep.
      globIgnores: ['sw.js', '.routes/**', '.vite/**', 'assets/gazetteer-*', 'assets/land-50m-*', 'assets/countries-110m-*', 'assets/bwip-js-*', 'store/**', `assets/${STORE_SCREEN}-*`],
      // The server never serves /index.html itself: the shell is '/', the same page.
      manifestTransforms: [async (entries) => ({ manifest: entries.map((e) => (e.url === 'index.html' ? { ...e, url: '/' } : e)), warnings: [] })],
    },
  });

const alias = httpBuild ? [{ find: /^\.\/backends\/selected$/, replacement: selectedHttp }] : [];
// rxjs's ES2015 build (native classes, no tslib helpers): lighter than its ES5 default.
const conditions = ['es2015', ...defaultClientConditions];

export default defineConfig({
  // The server's build gets an index page per entry page and pre-compressed copies of its files (the demo's
  // static preview serves its files as built).
  plugins: [
    react(),
    ...(httpBuild ? [routePreload(firstViews), firstView({ paths: ['/', '/store-locator', '/menu'], alias }), channelSeparation({ entry: STORE_SCREEN, folder: 'src/store-screen' }), offline(), precompress()] : []),
  ],
  resolve: { alias, conditions },
  // The offline map's worker loads the world's shapes as a chunk of its own: a module worker.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser the app supports preloads modules natively: no polyfill on the first page.
    modulePreload: { polyfill: false },
    // The store locator's gazetteer is one lazily loaded chunk (~1.2 MB raw, ~460 KB gzipped), fetched only
    // when the locator first needs a place or a store; the warning limit sits just above it.
    chunkSizeWarningLimit: 1300,
    ...(httpBuild ? { rolldownOptions: { input: httpInputs } } : {}),
  },
  server: { port: Number(process.env.PORT ?? 4173) },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
});
