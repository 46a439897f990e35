// Headers and request guards every answer gets: a strict CSP (no inline script; the map provider allowed
// by name only when a key is configured), no framing, nosniff, a referrer policy, HSTS over https; and
// for unsafe methods a CSRF guard (SameSite=Lax cookies plus an Origin check: a browser request from
// another origin is refused).
//
// helmet writes the headers; they depend only on the settings, so it runs once at start and every answer gets
// the same set from one object (the fastify plugin rebuilt helmet, re-parsing the CSP, on every request: a
// fifth of a cached read's time).
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { isApiPath } from './api-prefix';

/**
 * What a JSON answer of the API needs (OWASP's REST security headers): it is never a document, so it may load
 * nothing and be framed by no one; the page policies (what the app may load, cross-origin isolation) are the
 * documents'. Fewer bytes on every call, too (about 400 a call).
 */
const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];

export interface SecurityOptions {
  readonly googleMaps: boolean;
  /** CSP hashes of the inline sheets and style attributes the served pages carry (web-app.ts inlineStyleSources). */
  readonly inlineStyles?: { readonly sheets: readonly string[]; readonly attributes: readonly string[] };
}

/**
 * Styles: the app's own files, and inline only what the served pages carry, by hash (a style attribute's hash
 * needs 'unsafe-hashes', which allows no attribute but the hashed ones). React sets a style property through
 * the DOM, which the policy does not restrict. Google's map script writes styles of its own: with a maps key
 * the policy allows inline styles, as Google's CSP guide asks.
 */
const styleSources = (o: SecurityOptions): string[] => {
  if (o.googleMaps) return ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'];
  const sheets = o.inlineStyles?.sheets ?? [];
  const attributes = o.inlineStyles?.attributes ?? [];
  return ["'self'", ...(attributes.length > 0 ? ["'unsafe-hashes'"] : []), ...sheets, ...attributes];
};

export const registerSecurity = async (app: FastifyInstance, o: SecurityOptions): Promise<void> => {
  const maps = o.googleMaps ? GOOGLE_MAPS : [];
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...maps],
        styleSrc: styleSources(o),
        imgSrc: ["'self'", 'data:', 'blob:', ...maps],
        fontSrc: ["'self'", 'data:', ...(o.googleMaps ? ['https://fonts.gstatic.com'] : [])],
        connectSrc: ["'self'", ...maps],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over https; helmet would send it on plain http too.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  // One hook for both (each hook is a step every request takes, the hot public reads included).
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApiPath(req.url) ? API_HEADERS : headers);
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return done();
    const origin = req.headers.origin;
    // Browsers send Origin on every cross-origin unsafe request; a non-browser client sends none and holds no victim's cookie.
    if (origin === undefined) return done();
    if (origin !== 'null') {
      // fastify's host: X-Forwarded-Host only from a trusted proxy (CREMA_TRUST_PROXY), else the Host header.
      if (hostOf(origin) === req.host) return done();
    }
    reply.status(403).send({ code: 'FORBIDDEN_ORIGIN' });
  });
};

/** The headers helmet sets with `options`, read from one run on a stand-in response. */
const headersOf = (options: HelmetOptions): Readonly<Record<string, string>> => {
  const set: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (set[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete set[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return set;
};

/** The host of an Origin header's URL; undefined when it is not one. */
const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};
