import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
  },
  server: { port: Number(process.env.PORT ?? 4173) },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
});
