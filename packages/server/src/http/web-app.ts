// Serves the built web app: hashed assets cached for a year (immutable), index.html never cached, the
// spec's routes answered with the app (SPA fallback), any other path a real 404 (with the app's
// not-found page, so a person still sees a way home). Vite's manifest is never published.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** First path segments the web app routes (spec section 2, plus sign-in and join). */
export const SPA_ROOTS = ['', 'store-locator', 'menu', 'pickup', 'account', 'gift', 'signin', 'join'] as const;

export const isSpaPath = (url: string): boolean => {
  const path = url.split(/[?#]/)[0] ?? '/';
  const first = path.split('/')[1] ?? '';
  return (SPA_ROOTS as readonly string[]).includes(first);
};

export const registerWebApp = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`no built web app at ${distDir} (run the web build first)`);
  const index = readFileSync(indexPath);
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    allowedPath: (path) => !path.startsWith('/.vite') && path !== '/index.html',
    setHeaders: (res, path) => {
      res.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/apiproxy/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'NOT_FOUND' });
    }
    return reply
      .status(isSpaPath(req.url) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(index);
  });
};
