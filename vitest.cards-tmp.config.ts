import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
// TEMPORARY (cards/payments helper): stubs the ordering routes while that helper's pages are mid-write.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: [{ find: /^.*\/features\/ordering\/routes$/, replacement: '/tmp/crema-stub/ordering-routes.tsx' }] },
  test: { root: 'packages/web', environment: 'jsdom', include: ['src/features/{cards,payments}/*.test.tsx'], setupFiles: ['src/test/setup.ts'] },
});
