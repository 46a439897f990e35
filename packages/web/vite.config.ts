import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // The store locator's gazetteer is one lazily loaded chunk (~1.2 MB raw, ~460 KB gzipped), fetched only
    // when the locator first needs a place or a store; the warning limit sits just above it.
    chunkSizeWarningLimit: 1300,
  },
  server: { port: Number(process.env.PORT ?? 4173) },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
});
