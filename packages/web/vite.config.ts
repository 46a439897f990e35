import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// An HTTP build binds the HTTP adapters only: its backend choice module has no static import of the fake.
const httpBuild = process.env.VITE_CREMA_BACKEND === 'http';
const selectedHttp = fileURLToPath(new URL('./src/app/backends/selected-http.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: httpBuild ? [{ find: /^\.\/backends\/selected$/, replacement: selectedHttp }] : [],
    // rxjs's ES2015 build (native classes, no tslib helpers): lighter than its ES5 default.
    conditions: ['es2015', ...defaultClientConditions],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser the app supports preloads modules natively: no polyfill on the first page.
    modulePreload: { polyfill: false },
    // The store locator's gazetteer is one lazily loaded chunk (~1.2 MB raw, ~460 KB gzipped), fetched only
    // when the locator first needs a place or a store; the warning limit sits just above it.
    chunkSizeWarningLimit: 1300,
  },
  server: { port: Number(process.env.PORT ?? 4173) },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
});
