// Issue #26: a NUL byte in a request was a 500 on a dozen routes. This file sends strings over the whole of
// Unicode (NUL, every control character, lone surrogate halves, noncharacters, very long text) to EVERY REST
// route and EVERY graph operation the app registers, signed out and signed in as the demo member, over real HTTP
// to a real server process, and asserts that no answer is ever a 5xx. The routes and operations are read from
// the app itself (fastify's route table, the graph parts' persisted operations), so a new route is fuzzed too.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse, type OperationDefinitionNode } from 'graphql';
import * as account from '@crema/domain/account';
import * as auth from '@crema/domain/auth';
import * as cards from '@crema/domain/cards';
import * as gifting from '@crema/domain/gifting';
import * as giftingWire from '@crema/domain/gifting/wire';
import * as locator from '@crema/domain/locator';
import * as ordering from '@crema/domain/ordering';
import * as orderingWire from '@crema/domain/ordering/wire';
import * as payments from '@crema/domain/payments';
import * as paymentsWire from '@crema/domain/payments/wire';
import * as pickup from '@crema/domain/pickup';
import * as rewards from '@crema/domain/rewards';
import * as stream from '@crema/domain/stream';
import { DEMO_MEMBER } from '@crema/catalog';
import { buildApp } from '../app';
import { capabilities } from '../capabilities';
import { openDatabase, type Db } from '../db/database';
import { GRAPH_PATH } from '../http/graph';
import { testContext } from '../test/app';
import { useServerProcess } from '../test/server-process';

// Every limit stays on; this process's are raised so the fuzz reaches the handlers (a 429 would pass anyway).
const RAISED = '1000000';
const server = useServerProcess({
  CREMA_AUTH_RATE_PER_MINUTE: RAISED,
  CREMA_TOKENIZE_RATE_PER_MINUTE: RAISED,
  CREMA_CODE_RATE_PER_MINUTE: RAISED,
  CREMA_BILLING_ADDRESS_RATE_PER_MINUTE: RAISED,
  CREMA_GIFT_RATE_PER_MINUTE: RAISED,
  CREMA_GUEST_PRICING_RATE_PER_MINUTE: RAISED,
  CREMA_GUEST_ORDER_RATE_PER_MINUTE: RAISED,
  CREMA_CHECK_IN_RATE_PER_MINUTE: RAISED,
});

/** Runs per route or operation and per session (signed out, signed in): about 4,500 requests in all. */
const RUNS = 20;

interface Route {
  readonly method: string;
  readonly path: string;
}

/**
 * The app's REST routes, from fastify's own table (printRoutes without a common prefix: one node a line, its
 * depth in the indentation), HEAD and the graph path left out (HEAD is GET's twin; the graph is fuzzed by name).
 */
const routesOf = (table: string): Route[] => {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of table.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/u.exec(line);
    if (m === null) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack.push(path);
    for (const method of (m[3] ?? '').split(', ').filter((x) => x !== '' && x !== 'HEAD')) if (path !== GRAPH_PATH) routes.push({ method, path });
  }
  return routes;
};

interface Operation {
  readonly name: string;
  readonly variables: readonly string[];
}

/** Every field name of the domain's io-ts codecs: bodies made of them get past a route's first decode more often. */
const codecFieldNames = (): string[] => {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (c: unknown): void => {
    if (typeof c !== 'object' || c === null || seen.has(c)) return;
    seen.add(c);
    const codec = c as { _tag?: string; props?: Record<string, unknown>; types?: unknown[]; type?: unknown; codomain?: unknown };
    if (typeof codec._tag !== 'string') return;
    for (const [k, v] of Object.entries(codec.props ?? {})) {
      names.add(k);
      walk(v);
    }
    for (const t of codec.types ?? []) walk(t);
    walk(codec.type);
    walk(codec.codomain);
  };
  for (const mod of [account, auth, cards, gifting, giftingWire, locator, ordering, orderingWire, payments, paymentsWire, pickup, rewards, stream]) for (const v of Object.values(mod)) walk(v);
  return [...names].sort();
};

// ---- What is sent ---------------------------------------------------------------------------------------

/** Text over all of Unicode, with the characters that broke things made likely. */
const nasty = fc.constantFrom('\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff', '\ufeff', '\uffff', '\u202e', "'", '"', '\\', '%', '%00', '${', '<script>', '--', ';');
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 3, arbitrary: fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 3 }), nasty), { maxLength: 6 }).map((p) => p.join('')) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(2001), 'ü'.repeat(300), '9'.repeat(400)) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'demo@crema.coffee', 'Crema-Demo-2026', '12345678', 'DELETE', 'US', 'visa', '2026-11-25') },
);
const scalar = fc.oneof({ weight: 6, arbitrary: text }, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

const bodyOf = (fields: readonly string[]) => {
  const key = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fields) }, text);
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.dictionary(key, tie('value'), { maxKeys: 5 }), fc.array(tie('value'), { maxLength: 3 })),
  }));
  return fc.oneof({ weight: 4, arbitrary: fc.dictionary(key, value, { maxKeys: 8 }) }, value);
};

/** A path or query piece: the UTF-8 of any text (lone halves become U+FFFD on the wire) or raw escapes, malformed ones too. */
const urlPiece = fc.oneof(
  { weight: 3, arbitrary: text.map((s) => [...new TextEncoder().encode(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')) },
  { weight: 1, arbitrary: fc.constantFrom('%00', '%FF', '%C0%80', '%ED%A0%80', '%E2%82', '%', '%%', '..', '%2e%2e%2f', '%0d%0aX-Injected:%201') },
);

const fill = (path: string, params: readonly string[]): string => {
  let i = 0;
  return path.replace(/:[A-Za-z]+/g, () => params[i++] ?? 'x');
};

// ---- The run ----------------------------------------------------------------------------------------------

let routes: Route[] = [];
let operations: Operation[] = [];
let fields: string[] = [];
let demoCookie = '';
let db: Db | undefined;

beforeAll(async () => {
  // The route table and the graph's operations of the same app the server process runs (never listening).
  db = await openDatabase({ kind: 'memory' });
  const ctx = testContext(db, Date.UTC(2026, 10, 25, 12));
  const app = await buildApp({ ctx });
  await app.ready();
  routes = routesOf(app.printRoutes({ commonPrefix: false }));
  await app.close();
  const scratch = Fastify();
  operations = capabilities
    .flatMap((cap) => Object.entries(cap(scratch, ctx)?.operations ?? {}))
    .map(([name, source]) => ({
      name,
      variables: parse(source).definitions.flatMap((d) => (d as OperationDefinitionNode).variableDefinitions?.map((v) => v.variable.name.value) ?? []),
    }));
  await scratch.close();
  fields = codecFieldNames();
}, 120_000);

afterAll(async () => {
  await db?.destroy();
});

const signInDemo = async (): Promise<string> => {
  const r = await fetch(`${server.baseUrl}/apiproxy/v1/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
  });
  expect(r.status, await r.clone().text()).toBe(200);
  return /crema_session=[^;]+/.exec(r.headers.get('set-cookie') ?? '')![0];
};

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** Sends one request; its status (a refused request that never reached the server counts as a 4xx of the client). */
const send = async (req: Sent, cookie: string | undefined): Promise<number> => {
  const headers: Record<string, string> = { origin: server.baseUrl, ...(cookie !== undefined ? { cookie } : {}), ...req.headers };
  const hasBody = req.body !== undefined && req.method !== 'GET' && req.method !== 'DELETE';
  if (hasBody) headers['content-type'] = 'application/json';
  const r = await fetch(`${server.baseUrl}${req.url}`, { method: req.method, headers, ...(hasBody ? { body: JSON.stringify(req.body) } : {}) });
  await r.arrayBuffer();
  return r.status;
};

/** The signed-in pass keeps its session: a fuzzed sign-out or a revoked session is followed by a fresh sign-in. */
const sessionFor = async (signedIn: boolean): Promise<string | undefined> => {
  if (!signedIn) return undefined;
  const who = await fetch(`${server.baseUrl}/apiproxy/v1/account/session`, { headers: { cookie: demoCookie } });
  if (((await who.json()) as { member: unknown }).member === null) demoCookie = await signInDemo();
  return demoCookie;
};

const noServerError = async (req: Sent, signedIn: boolean): Promise<void> => {
  const status = await send(req, await sessionFor(signedIn));
  expect(status, `${req.method} ${req.url} ${JSON.stringify(req.body)} answered ${status}`).toBeLessThan(500);
};

describe('fuzzing every route and graph operation over real HTTP', { timeout: 600_000 }, () => {
  it('reads the route table and the graph operations from the app, and signs the demo member in', async () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', path: '/apiproxy/v1/account/register' });
    expect(operations.length).toBeGreaterThan(10);
    expect(fields).toContain('firstName');
    demoCookie = await signInDemo();
    expect(await sessionFor(true)).toBe(demoCookie);
  });

  it('a NUL, a control character or a lone surrogate anywhere is a 400 VALIDATION_ERROR naming the field, signed out and in', async () => {
    for (const cookie of [undefined, demoCookie]) {
      for (const body of [{ firstName: 'A\u0000', lastName: 'B', email: 'nul@example.com', password: 'long enough pass' }, { firstName: '\ud800', lastName: 'B', email: 'x@example.com', password: 'long enough pass' }]) {
        const r = await fetch(`${server.baseUrl}/apiproxy/v1/account/register`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.baseUrl, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
        expect([r.status, await r.json()]).toEqual([400, { code: 'VALIDATION_ERROR', fields: { firstName: expect.any(String) } }]);
      }
      const q = await fetch(`${server.baseUrl}/apiproxy/v1/places/autocomplete?q=%00`, { headers: cookie ? { cookie } : {} });
      expect([q.status, ((await q.json()) as { code: string }).code]).toEqual([400, 'VALIDATION_ERROR']);
      const p = await fetch(`${server.baseUrl}/apiproxy/v1/ordering/%C2%85`, { headers: cookie ? { cookie } : {} });
      expect([p.status, ((await p.json()) as { code: string }).code]).toEqual([400, 'VALIDATION_ERROR']);
      const g = await fetch(`${server.baseUrl}${GRAPH_PATH}?operationName=${encodeURIComponent(orderingWire.OrderingOperations.getMenu)}&variables=${encodeURIComponent('{"storeNumber":"\\u0000"}')}`);
      expect([g.status, ((await g.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    const badCookie = await fetch(`${server.baseUrl}/apiproxy/v1/account/session`, { headers: { cookie: 'crema_session=%00' } });
    expect(badCookie.status).toBe(400);
  });

  it('join refuses a 200,000-character first name and a common password, with the fields to mark', async () => {
    const join = (body: object) =>
      fetch(`${server.baseUrl}/apiproxy/v1/account/register`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.baseUrl }, body: JSON.stringify(body) });
    const long = await join({ firstName: 'x'.repeat(200_000), lastName: 'B', email: 'long.name@example.com', password: 'long enough pass' });
    expect(long.status).toBe(400);
    const common = await join({ firstName: 'Q', lastName: 'W', email: 'common.pw@example.com', password: 'qwerty123456' });
    expect([common.status, await common.json()]).toEqual([400, { code: 'VALIDATION_ERROR', fields: { password: auth.PasswordPolicyMessages.common } }]);
    const fine = await join({ firstName: 'Q', lastName: 'W', email: 'fine.pw@example.com', password: 'quiet walrus ferry' });
    expect(fine.status).toBe(201);
  });

  for (const signedIn of [false, true]) {
    const who = signedIn ? 'signed in as the demo member' : 'signed out';

    it(`every REST route answers below 500 to fuzzed params, query, body and headers, ${who}`, async () => {
      // Sign-out last: it ends the session the rest of the signed-in pass uses (sessionFor renews it anyway).
      const ordered = [...routes].sort((a, b) => Number(a.path.endsWith('/sign-out')) - Number(b.path.endsWith('/sign-out')));
      for (const route of ordered) {
        const params = (route.path.match(/:[A-Za-z]+/g) ?? []).length;
        await fc.assert(
          fc.asyncProperty(
            fc.array(urlPiece, { minLength: params, maxLength: params }),
            fc.option(fc.tuple(fc.constantFrom('q', 'lat', 'lng', 'limit', ...fields.slice(0, 40)), urlPiece), { nil: undefined }),
            bodyOf(fields),
            fc.option(fc.constantFrom('x-request-id', 'idempotency-key'), { nil: undefined }),
            async (ps, query, body, header) => {
              const url = fill(route.path, ps) + (query === undefined ? '' : `?${query[0]}=${query[1]}`);
              await noServerError({ method: route.method, url, body, ...(header !== undefined ? { headers: { [header]: `k-${ps.length}-\u00e9` } } : {}) }, signedIn);
            },
          ),
          { numRuns: RUNS },
        );
      }
    });

    it(`every graph operation answers below 500 to fuzzed variables, by POST and by GET, ${who}`, async () => {
      for (const op of operations) {
        await fc.assert(
          fc.asyncProperty(fc.record(Object.fromEntries(op.variables.map((v) => [v, bodyOf(fields)])), { requiredKeys: [] }), fc.boolean(), async (variables, byGet) => {
            const url = byGet ? `${GRAPH_PATH}?operationName=${encodeURIComponent(op.name)}&variables=${encodeURIComponent(JSON.stringify(variables))}` : GRAPH_PATH;
            await noServerError(byGet ? { method: 'GET', url } : { method: 'POST', url, body: { operationName: op.name, variables } }, signedIn);
          }),
          { numRuns: RUNS },
        );
      }
    });
  }
});
