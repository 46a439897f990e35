// Serves the built web app: hashed assets cached for a year (immutable) and sent pre-compressed (brotli or
// gzip, as the build wrote them), index.html never cached, the spec's routes answered with the app (SPA
// fallback; the entry pages '/', '/menu', ... with the build's page that preloads their first view), any
// other path a real 404 (with the app's not-found page, so a person still sees a way home). Vite's manifest
// is never published.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** First path segments the web app routes (spec section 2, plus sign-in and join). */
export const SPA_ROOTS = ['', 'store-locator', 'menu', 'pickup', 'account', 'gift', 'signin', 'join'] as const;

export const isSpaPath = (url: string): boolean => {
  const path = url.split(/[?#]/)[0] ?? '/';
  const first = path.split('/')[1] ?? '';
  return (SPA_ROOTS as readonly string[]).includes(first);
};

/** The path of a request URL without its query, fragment or trailing slash ('/menu/?x' -> '/menu'). */
const pathOf = (url: string): string => (url.split(/[?#]/)[0] ?? '/').replace(/(.)\/+$/, '$1');

/**
 * The build's index page per entry path (.routes/routes.json: path -> file), each preloading that page's
 * first view (the web build's route-preload plugin). None when the build has none.
 */
const readEntryPages = (distDir: string): ReadonlyMap<string, Buffer> => {
  const dir = join(distDir, '.routes');
  const listFile = join(dir, 'routes.json');
  if (!existsSync(listFile)) return new Map();
  const list: unknown = JSON.parse(readFileSync(listFile, 'utf8'));
  if (typeof list !== 'object' || list === null) return new Map();
  return new Map(
    Object.entries(list).flatMap(([path, file]) =>
      typeof file === 'string' && existsSync(join(dir, basename(file))) ? [[path, readFileSync(join(dir, basename(file)))] as const] : [],
    ),
  );
};

export const registerWebApp = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`no built web app at ${distDir} (run the web build first)`);
  const index = readFileSync(indexPath);
  const entryPages = readEntryPages(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // The web build writes .br and .gz copies beside each asset: sent as the browser accepts them.
    preCompressed: true,
    allowedPath: (path) => !path.startsWith('/.vite') && !path.startsWith('/.routes') && path !== '/index.html',
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
      .send(entryPages.get(pathOf(req.url)) ?? index);
  });
};
