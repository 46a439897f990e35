// An in-process server for a test: the real app on a fresh in-memory database, driven with inject().
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createManualClock, makeConfig, type ManualClock } from '@crema/domain';
import { queueTargetOf, type Db } from '../db/database';
import { createJobQueue, startJobQueue, type PgBoss } from '../jobs/queue';
import { createOutbox } from '../messages/delivery';
import { startTestDelivery, type TestMailbox } from './mailbox';
import { createSessions } from '../auth/sessions';
import { buildApp, type AppOptions } from '../app';
import type { ServerContext } from '../context';
import { seedDatabase } from '../seed';
import { DomainFailure } from '../http/failure';
import { GRAPH_PATH } from '../http/graph';
import { openMigratedMemory } from './prepared-data';

/**
 * A stand-in web build: an index page, the menu's entry page (and its twin with the signed-out first view), one hashed asset (with the build's .br and .gz
 * copies) and Vite's manifest (which must never be served).
 */
export const fakeWebDist = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'crema-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Crema</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  mkdirSync(join(dir, '.routes'));
  writeFileSync(join(dir, '.routes', 'routes.json'), JSON.stringify({ '/menu': 'menu.html' }));
  writeFileSync(join(dir, '.routes', 'menu.html'), '<!doctype html><title>Crema</title><link rel="modulepreload" href="/assets/MenuPage-1.js"><div id="root"></div>');
  writeFileSync(join(dir, '.routes', 'guest.json'), JSON.stringify({ '/menu': 'menu.guest.html' }));
  writeFileSync(join(dir, '.routes', 'menu.guest.html'), '<!doctype html><title>Crema</title><link rel="modulepreload" href="/assets/MenuPage-1.js"><style data-href="/assets/menu.css">h1{color:#1e3932}</style><div id="root" data-first-view=""><h1 style="color:#00754a">Menu</h1></div>');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  // The partner's store screen: the build's second entry (issue #28).
  mkdirSync(join(dir, 'store'));
  writeFileSync(join(dir, 'store', 'index.html'), '<!doctype html><title>Store orders | Crema</title><script type="module" src="/assets/store-screen-1.js"></script><div id="root"></div>');
  return dir;
};

export type TestContext = ServerContext & { readonly clock: ManualClock; readonly jobs: PgBoss };

/**
 * A test's server context on `db`: a manual clock at `start`, ids counted from 1, the default config, and an
 * outbox on a job queue that is not started (messages are queued; `startTestDelivery` delivers them).
 */
export const testContext = (db: Db, start: number): TestContext => {
  const clock = createManualClock(start);
  let n = 0;
  const jobs = createJobQueue(queueTargetOf(db), { error: () => undefined });
  return {
    db,
    clock,
    ids: { next: (p) => `${p ?? 'id'}-${++n}` },
    config: makeConfig(),
    sessions: createSessions(db, clock),
    jobs,
    outbox: createOutbox(jobs, clock, 'http://crema.test'),
  };
};

export const testApp = async (o: Partial<AppOptions> = {}) => {
  const db = await openMigratedMemory();
  const ctx = testContext(db, Date.UTC(2026, 10, 25, 12));
  await startJobQueue(ctx.jobs);
  const app = await buildApp({ ctx, ...o });
  return {
    app,
    ctx,
    clock: ctx.clock,
    close: async () => {
      await app.close();
      await ctx.jobs.stop({ graceful: false, close: true });
      await db.destroy();
    },
  };
};

/** The real app on `ctx`, ready to be driven with inject(). */
export const readyApp = async (ctx: ServerContext): Promise<FastifyInstance> => {
  const app = await buildApp({ ctx });
  await app.ready();
  return app;
};

/** Signs a member in through the app; the session cookie to send as them. */
export const signIn = async (app: FastifyInstance, m: { readonly email: string; readonly password: string }): Promise<string> => {
  const r = await app.inject({ method: 'POST', url: '/apiproxy/v1/account/sign-in', payload: { email: m.email, password: m.password } });
  expect(r.statusCode, r.body).toBe(200);
  return `crema_session=${r.cookies.find((c) => c.name === 'crema_session')?.value ?? ''}`;
};

/** What a call that may throw a DomainFailure came to: 'ok', or the failure's code. */
export const failureOf = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof DomainFailure) return e.error.code;
    throw e;
  }
};

/** A graph operation on `app` as the member whose session `cookie` is (none: signed out). */
export const graphOn = (app: FastifyInstance, operationName: string, variables: Record<string, unknown>, cookie?: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: GRAPH_PATH, payload: { operationName, variables }, headers: cookie === undefined ? {} : { cookie } });

/** A graph answer's field, once the answer is a 200. */
export const graphData = <T>(r: LightMyRequestResponse, field: string): T => {
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: Record<string, T> }).data[field] as T;
};

/** A graph answer's status and its first error's code ('' when none). */
export const graphCodeOf = (r: LightMyRequestResponse): [number, string] => [r.statusCode, (r.json() as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code ?? ''];

/** A suite's server: its database, context (and manual clock) and the ready app. */
export interface SeededServer {
  readonly db: Db;
  readonly clock: ManualClock;
  readonly ctx: TestContext;
  readonly app: FastifyInstance;
  /** What the suite's server sent (messages are delivered as on a real start, into this mailbox). */
  readonly mailbox: TestMailbox;
  /** Closes the app and starts it again on the same database (a restart); `app` is the new one from then on. */
  restart(): Promise<FastifyInstance>;
}

/**
 * The suite's server on a fresh database from `open`, seeded by `seed` (the first start's seed unless told: then
 * a copy of it, when `open` has one),
 * started before the suite's tests and closed after them. What it returns stands for that server in tests and
 * in later hooks.
 */
export const useSeededServer = (
  open: (() => Promise<Db>) & { readonly seeded?: (start: number) => Promise<Db> },
  start: number,
  seed?: (ctx: ServerContext) => Promise<unknown>,
): SeededServer => {
  let started: Omit<SeededServer, 'restart'> | undefined;
  beforeAll(async () => {
    // The first start's seed is prepared once (test/prepared-data.ts) and copied: the same data, without
    // seconds of seeding per suite. Another seed runs on a fresh database.
    const db = seed === undefined && open.seeded !== undefined ? await open.seeded(start) : await open();
    const ctx = testContext(db, start);
    if (seed !== undefined || open.seeded === undefined) await (seed ?? seedDatabase)(ctx);
    started = { db, clock: ctx.clock, ctx, app: await readyApp(ctx), mailbox: await startTestDelivery(ctx) };
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.ctx.jobs.stop({ graceful: false, close: true });
    await started?.db.destroy();
  });
  const live = (): Omit<SeededServer, 'restart'> => {
    if (started === undefined) throw new Error('the suite\'s server is not started yet (use it in a test or a later hook)');
    return started;
  };
  return {
    get db() {
      return live().db;
    },
    get clock() {
      return live().clock;
    },
    get ctx() {
      return live().ctx;
    },
    get app() {
      return live().app;
    },
    get mailbox() {
      return live().mailbox;
    },
    restart: async () => {
      const { db, clock, ctx, app, mailbox } = live();
      await app.close();
      started = { db, clock, ctx, app: await readyApp(ctx), mailbox };
      return started.app;
    },
  };
};
