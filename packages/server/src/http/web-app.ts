// Serves the built web app: hashed assets cached for a year (immutable) and sent pre-compressed (brotli or
// gzip, as the build wrote them), index.html never cached, the spec's routes answered with the app (SPA
// fallback; the entry pages '/', '/menu', ... with the build's page that preloads their first view), any
// other path a real 404 (with the app's not-found page, so a person still sees a way home). Every /store/ path
// gets the partner's store screen instead (store/index.html: another channel of the build, issue #28). Vite's
// manifest is never published.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { basename, join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SESSION_COOKIE } from '../auth/sessions';
import { encodingFor } from './response-cache';
import { isApiPath } from './api-prefix';

/** An index page with its brotli and gzip forms, made once at start (a first view rendered ahead is ~25 KB). */
interface IndexPage {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

const indexPageOf = (identity: Buffer): IndexPage => ({
  identity,
  br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(identity, { level: 9 }),
});

/** First path segments the web app routes (spec section 2, plus sign-in and join; an order's page and the store screen: issue #28). */
export const SPA_ROOTS = ['', 'store-locator', 'menu', 'pickup', 'account', 'gift', 'signin', 'join', 'orders', 'store'] as const;

/** The first path segment of a request URL ('' for '/'). */
const firstSegmentOf = (url: string): string => (url.split(/[?#]/)[0] ?? '/').split('/')[1] ?? '';

export const isSpaPath = (url: string): boolean => (SPA_ROOTS as readonly string[]).includes(firstSegmentOf(url));

/** The partner's store screen: its own page (the web build's second entry) answers every path under /store. */
const STORE_SCREEN_ROOT = 'store';
const STORE_SCREEN_PAGE = join(STORE_SCREEN_ROOT, 'index.html');

/** The path of a request URL without its query, fragment or trailing slash ('/menu/?x' -> '/menu'). */
const pathOf = (url: string): string => (url.split(/[?#]/)[0] ?? '/').replace(/(.)\/+$/, '$1');

/**
 * The build's index page per entry path (.routes/routes.json, or another list there: path -> file), each preloading that page's
 * first view (the web build's route-preload plugin). None when the build has none.
 */
const readEntryPages = (distDir: string, listName = 'routes.json'): ReadonlyMap<string, IndexPage> => {
  const dir = join(distDir, '.routes');
  const listFile = join(dir, listName);
  if (!existsSync(listFile)) return new Map();
  const list: unknown = JSON.parse(readFileSync(listFile, 'utf8'));
  if (typeof list !== 'object' || list === null) return new Map();
  return new Map(
    Object.entries(list).flatMap(([path, file]) =>
      typeof file === 'string' && existsSync(join(dir, basename(file))) ? [[path, indexPageOf(readFileSync(join(dir, basename(file))))] as const] : [],
    ),
  );
};

export const registerWebApp = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`no built web app at ${distDir} (run the web build first)`);
  const index = indexPageOf(readFileSync(indexPath));
  const entryPages = readEntryPages(distDir);
  // The same pages with their signed-out first view already rendered (.routes/guest.json), for the exact path
  // only: rendered ahead without a query, they would not match what the app draws for one ('/store-locator?place=…'),
  // and never for a member (their first view shows who is signed in).
  const guestPages = readEntryPages(distDir, 'guest.json');
  // A build without it (an older one) leaves /store/ paths to the customer app, as before.
  const storeScreen = existsSync(join(distDir, STORE_SCREEN_PAGE)) ? indexPageOf(readFileSync(join(distDir, STORE_SCREEN_PAGE))) : undefined;
  const pageFor = (req: FastifyRequest): IndexPage | undefined => {
    if (storeScreen !== undefined && firstSegmentOf(req.url) === STORE_SCREEN_ROOT) return storeScreen;
    const path = pathOf(req.url);
    const asRendered = req.cookies[SESSION_COOKIE] === undefined && !req.url.includes('?');
    return (asRendered ? guestPages.get(path) : undefined) ?? entryPages.get(path);
  };
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // The web build writes .br and .gz copies beside each asset: sent as the browser accepts them.
    preCompressed: true,
    allowedPath: (path) => !path.startsWith('/.vite') && !path.startsWith('/.routes') && path !== '/index.html' && path !== `/${STORE_SCREEN_ROOT}/index.html`,
    setHeaders: (res, path) => {
      res.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'NOT_FOUND' });
    }
    const page = pageFor(req) ?? index;
    const encoding = encodingFor(req.headers['accept-encoding']);
    reply
      .status(isSpaPath(req.url) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8');
    if (encoding === undefined) return reply.send(page.identity);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
  });
};

/** The HTML pages the server may send: the index page, the build's entry pages with their first views, the store screen's. */
const servedPages = (distDir: string): string[] => {
  const routes = join(distDir, '.routes');
  const entryPages = existsSync(routes) ? readdirSync(routes).filter((f) => f.endsWith('.html')).map((f) => join(routes, f)) : [];
  return [join(distDir, 'index.html'), ...entryPages, join(distDir, STORE_SCREEN_PAGE)].filter((f) => existsSync(f));
};

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decodeAttribute = (value: string): string => value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e);
const cspHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The CSP sources that allow exactly the styles written into the served pages, and no other inline style: a hash
 * of each first view's inline sheet (the build writes the page's sheets in, first-view.ts) and of each style
 * attribute the rendered view carries (React writes a tile's colour as one). Read once at start.
 */
export const inlineStyleSources = (distDir: string): { readonly sheets: readonly string[]; readonly attributes: readonly string[] } => {
  const sheets = new Set<string>();
  const attributes = new Set<string>();
  for (const file of servedPages(distDir)) {
    const html = readFileSync(file, 'utf8');
    for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) sheets.add(cspHash(m[1] ?? ''));
    for (const m of html.matchAll(/\sstyle="([^"]*)"/g)) attributes.add(cspHash(decodeAttribute(m[1] ?? '')));
  }
  return { sheets: [...sheets], attributes: [...attributes] };
};
