// The Crema server: one fastify app answering the spec's REST calls under /apiproxy/v1 and the graph
// endpoint, and (when given the web build) serving the web app on the same origin.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { ErrorCodes } from '@crema/domain';
import type { ServerContext } from './context';
import type { TrustProxy } from './config';
import { DomainFailure, errorBody, statusOf, TOO_MANY_REQUESTS } from './http/failure';
import { registerGraph, type GraphPart } from './http/graph';
import { memoryCounters, rateLimitStore, type LimitCounters } from './http/limits';
import { registerSecurity } from './http/security';
import { registerCleanInput } from './http/clean-input';
import { inlineStyleSources, registerWebApp } from './http/web-app';
import { isApiPath } from './http/api-prefix';
import { registerMemberDataNoStore } from './http/member-data-no-store';
import { registerHealth } from './http/health';
import { registerAuthRoutes } from './auth/routes';
import { registerPasswordResetRoutes } from './auth/password-reset';
import { SESSION_COOKIE } from './auth/sessions';
import { registerTestControls, type OffsetClock } from './test-controls';
import { registerCardTestControls } from './cards/test-controls';
import { registerAccountTestControls } from './account/test-controls';
import { registerGiftingTestControls } from './gifting/test-controls';
import { registerRewardsTestControls } from './rewards/test-controls';
import { capabilities } from './capabilities';
import { streamSlotsOf } from './order-progress/stream-slots';

export interface AppOptions {
  readonly ctx: ServerContext;
  /** The built web app's folder; without it only the API is served. */
  readonly webDist?: string;
  /** Test starts only: the clock the tests may move. */
  readonly testClock?: OffsetClock;
  readonly googleMaps?: boolean;
  /** Where the log goes and what it keeps (pino's level; 'silent' when not given, as in-process tests run). */
  readonly log?: { readonly level: 'silent' | 'warn' | 'info'; readonly stream?: NodeJS.WritableStream };
  /** Behind a TLS-terminating proxy: whose X-Forwarded-* to believe (config.ts TrustProxy); none when not given. */
  readonly trustProxy?: TrustProxy;
  /** Where the per-minute limits count (http/limits.ts): this process's memory when not given. */
  readonly limits?: LimitCounters;
  /** Event streams a viewer may hold open at once in this process (order-progress/stream-slots.ts; 10 when not given). */
  readonly eventStreamsPerViewer?: number;
}

/**
 * fastify's own option. A number there trusts nothing in fastify 5 (it cannot check the peer), so a hop count is
 * a function of the hop: the socket's peer and the entries the nearest proxies appended, right to left.
 */
const fastifyTrustProxy = (t: TrustProxy | undefined): false | string[] | ((address: string, hop: number) => boolean) =>
  t === undefined || t === false ? false : 'hops' in t ? (_address, hop) => hop < t.hops : [...t.addresses];

/**
 * Structured JSON lines (pino). Nothing secret is written: request lines carry the method, the URL and the
 * address, never headers; cookies and authorization are redacted wherever a line would carry them.
 */
const loggerOf = (log: AppOptions['log']) =>
  log === undefined || log.level === 'silent'
    ? false
    : { level: log.level, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], ...(log.stream !== undefined ? { stream: log.stream } : {}) };

export const buildApp = async (o: AppOptions): Promise<FastifyInstance> => {
  // Every request gets an id of its own (never one a client sends: a log line must not be forged), written on its
  // log lines as reqId and answered as X-Request-Id, so a customer's or an operator's report finds its lines.
  const app = Fastify({ logger: loggerOf(o.log), trustProxy: fastifyTrustProxy(o.trustProxy), bodyLimit: 256 * 1024, requestIdHeader: false, genReqId: () => randomUUID() });
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  await registerSecurity(app, { googleMaps: o.googleMaps ?? false, ...(o.webDist !== undefined ? { inlineStyles: inlineStyleSources(o.webDist) } : {}) });
  await app.register(cookie);
  registerCleanInput(app);
  const limits = o.limits ?? memoryCounters();
  await app.register(rateLimit, { global: false, store: rateLimitStore(limits) });
  // API answers over 1 KB go brotli or gzip as the browser accepts (the store list is 79 KB of JSON, the menu
  // 51 KB: a phone on a slow network waits on those). Brotli at quality 4: most of the saving for little CPU per
  // answer. The built app's files are already compressed (web-app.ts); a reply with an encoding is left alone.
  // Request bodies are small JSON no client compresses: no decompression step on every request.
  await app.register(compress, { global: true, globalDecompression: false, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });

  // Who is signed in comes from the session row behind the cookie, on every API call.
  // No cookie, no lookup (and no promise: a signed-out visitor's read goes straight on).
  app.addHook('preHandler', (req, _reply, done) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token === undefined || !isApiPath(req.url)) return done();
    o.ctx.sessions.find(token).then((signedIn) => {
      if (signedIn !== undefined) req.signedIn = signedIn;
      done();
    }, done);
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof DomainFailure) return reply.status(statusOf(err.error)).send(errorBody(err.error));
    const status = (err as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) return reply.status(status).send({ code: status === 429 ? TOO_MANY_REQUESTS : ErrorCodes.VALIDATION });
    req.log.error(err);
    return reply.status(500).send({ code: ErrorCodes.UNEXPECTED });
  });

  registerHealth(app, o.ctx.db);
  registerMemberDataNoStore(app);
  registerAuthRoutes(app, o.ctx);
  registerPasswordResetRoutes(app, o.ctx, limits);
  const parts: GraphPart[] = [];
  if (o.eventStreamsPerViewer !== undefined) streamSlotsOf(app, o.eventStreamsPerViewer);
  for (const cap of capabilities) {
    const built = cap(app, o.ctx);
    if (built !== undefined) parts.push(built);
  }
  registerGraph(app, parts, o.ctx.clock, limits);
  if (o.testClock !== undefined) registerTestControls(app, o.testClock);
  if (o.testClock !== undefined) registerCardTestControls(app, o.ctx);
  if (o.testClock !== undefined) registerAccountTestControls(app, o.ctx);
  if (o.testClock !== undefined) registerGiftingTestControls(app, o.ctx);
  if (o.testClock !== undefined) registerRewardsTestControls(app, o.ctx);
  if (o.webDist !== undefined) await registerWebApp(app, o.webDist);
  else app.setNotFoundHandler((_req, reply) => reply.status(404).send({ code: ErrorCodes.NOT_FOUND }));
  return app;
};
