#!/usr/bin/env node
// Server benchmark (not a test): the Crema server on PGlite and a bare fastify hello-world, each in its own
// process on 127.0.0.1, measured one after the other in the same run with autocannon (requests per second
// and p99 latency); each endpoint's throughput is also given as a share of the hello-world's.
//
// Each Crema endpoint is also compared with the hello-world sending a JSON text as large as its answer, which
// tells what share of the gap is the size of the answer rather than the work behind it.
//
// Every request, to every target (the hello-worlds included), says `accept-encoding: br`, as a browser does: the
// Crema server answers its large reads in brotli (kept compressed in its public-answer cache), the bare
// hello-world has no compression and sends its text as it is. The table gives each answer's JSON size and the
// bytes on the wire, and each endpoint's share of the bare hello-world and of the same-size bare answer.
//
// Usage: node scripts/bench-server.mjs [--rounds=3] [--duration=10] [--warmup=5] [--connections=10] [--fresh] [--only=text] [--decode-bodies]
//   --rounds    how many times every target is measured (shares are each round's own, the table their median)
//   --fresh     reseed: the PGlite data folder (kept between runs so only the first run seeds) is removed first
//   --only=text measure only the endpoints whose name contains the text (and the hello-world, always)
//   --decode-bodies  let autocannon decode every body as UTF-8, as it does by default (see below)
// Endpoints are the ENDPOINTS list below: add one entry per call to measure.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'packages/server');
// autocannon and fastify are the server package's (dev) dependencies.
const require = createRequire(join(serverDir, 'package.json'));
const autocannon = require('autocannon');

// autocannon 9 keeps every answer's body as a string (`req.body += chunk`, for `expectBody`, `verifyBody` and
// `onResponse`, none of which this script uses): each chunk is decoded as UTF-8. On ASCII (the hello-world's
// JSON) the decoder is fast; on a compressed answer's bytes (what a browser gets with `accept-encoding: br`)
// it is not, and the client, on the same two cores as the server, spent more on it than the server spent
// answering: a bare fastify replaying the store search's 4.6 KB of brotli ran at half the hello-world, the
// same route sending 4.6 KB of JSON text at 95%. A browser never decodes compressed bytes as text, so the
// client counts each body's bytes instead, for every target alike. `--decode-bodies` keeps autocannon's own.
const DECODE_BODIES = process.argv.includes('--decode-bodies');
if (!DECODE_BODIES) {
  const queue = createRequire(require.resolve('autocannon'))('./lib/pipelinedRequestsQueue');
  queue.prototype.addBody = function addBody(data) {
    const req = this.peek();
    if (req) req.bodyBytes = (req.bodyBytes ?? 0) + data.length;
  };
}

// Every measurement runs in a client process of its own (this script, `--client`), warm-up included: one
// client measuring every target in turn carried the heap of the earlier ones (the 80 KB answers) into the later
// ones: the menu measured at 39 - 45% of the hello-world after the store search, 55 - 60% on its own.
if (process.argv[2] === '--client') {
  const { warmupS, ...opts } = JSON.parse(process.argv[3]);
  const once = (o) => new Promise((done, fail) => autocannon(o, (error, result) => (error ? fail(error) : done(result))));
  await once({ ...opts, duration: warmupS });
  const r = await once(opts);
  const summary = { rps: r.requests.average, p99: r.latency.p99, requests: r.requests.total, errors: r.errors, non2xx: r.non2xx, timeouts: r.timeouts };
  process.stdout.write(JSON.stringify(summary));
  process.exit(0);
}

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION_S = arg('duration', 10);
const CONNECTIONS = arg('connections', 10);
// Each target is run this long before it is measured: V8 compiles hot code as it runs, and the Crema server's
// request path (its hooks, routes and cache) is much more code than a hello-world's; 2 s left its first round
// measuring a server not yet fully compiled.
const WARMUP_S = arg('warmup', 5);
/** Sent with every request to every target. */
const ACCEPT_ENCODING = 'br';
const DATA_DIR = process.env.CREMA_BENCH_DATA_DIR ?? join(tmpdir(), 'crema-bench-pglite');
if (process.argv.includes('--fresh')) rmSync(DATA_DIR, { recursive: true, force: true });
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

/**
 * What is measured, in order (reads first, see `phases`). target: 'bare' (the hello-world) or 'crema'; writes: the
 * call writes to the database. `check` runs once before the measurement on a real answer, so a benchmark of an
 * error page cannot pass for a result.
 */
const ENDPOINTS = [
  { name: 'bare fastify hello-world', target: 'bare', method: 'GET', path: '/', check: (status) => status === 200 },
  {
    name: 'nearest 50 stores (GET /locations)',
    target: 'crema',
    method: 'GET',
    path: '/apiproxy/v1/locations?lat=47.6&lng=-122.3',
    check: (status, body) => status === 200 && JSON.parse(body).length === 50,
  },
  {
    // As the web app asks for it: by URL (a public read), not posted.
    name: 'get menu (graph get-menu by URL, a store)',
    target: 'crema',
    method: 'GET',
    path: async (baseUrl) => `/apiproxy/v1/graphql?operationName=get-menu&variables=${encodeURIComponent(JSON.stringify({ storeNumber: (await orderingStore(baseUrl)).storeNumber }))}`,
    check: (status, body) => status === 200 && JSON.parse(body).data.menu.menus.length > 0,
  },
  {
    name: 'price order (graph price-order-guest)',
    target: 'crema',
    writes: true,
    method: 'POST',
    path: '/apiproxy/v1/graphql',
    body: async (baseUrl) => ({ operationName: 'price-order-guest', variables: { order: await orderOfOneDrink(baseUrl) } }),
    check: (status, body) => status === 200 && JSON.parse(body).data.priceOrderGuest.summary.price > 0,
  },
];

/** A store to order from at any hour of the run: open 24 hours, taking guest orders (the locator's filters) and orders ahead. */
let ordering;
const orderingStore = (baseUrl) =>
  (ordering ??= (async () => {
    for (const [lat, lng] of [[47.6, -122.3], [40.71, -74.0], [41.88, -87.63], [34.05, -118.24], [29.76, -95.37]]) {
      const r = await fetch(`${baseUrl}/apiproxy/v1/locations?lat=${lat}&lng=${lng}&features=hrs24,GC`);
      const found = (r.ok ? await r.json() : []).find((l) => l.store.mobileOrdering.availability === 'READY');
      if (found !== undefined) return found.store;
    }
    throw new Error('no store open at every hour with guest ordering to price at');
  })());

/** A guest's cart of two of the store's first available drink, in its first size. */
const orderOfOneDrink = async (baseUrl) => {
  const { storeNumber } = await orderingStore(baseUrl);
  const post = (operationName, variables) =>
    fetch(`${baseUrl}/apiproxy/v1/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operationName, variables }) }).then((r) => r.json());
  const { menu } = (await post('get-menu', { storeNumber })).data;
  const drink = menu.menus.flatMap((m) => m.categories.flatMap((c) => c.subcategories.flatMap((s) => s.products))).find((p) => p.availability === 'Available' && p.productType === 'Beverage');
  const { products } = await (await fetch(`${baseUrl}/apiproxy/v1/ordering/${drink.productNumber}?formCode=${drink.formCode}&storeNumber=${storeNumber}`)).json();
  const size = products[0].sizes[0];
  return {
    storeNumber,
    cart: { items: [{ key: 'line-1', productNumber: drink.productNumber, formCode: drink.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity: 2, options: [] }], offers: [] },
    fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' },
  };
};

const HELLO = `
  const fastify = require(${JSON.stringify(require.resolve('fastify'))})();
  fastify.get('/', async () => ({ hello: 'world' }));
  // A JSON text of exactly n bytes (kept once made): the bare framework sending an answer as large as an endpoint's.
  const texts = new Map();
  const textOf = (n) => texts.get(n) ?? (texts.set(n, '[' + '0,'.repeat(Math.max(0, Math.floor((n - 3) / 2))) + '0'.padEnd(n - 1 - 2 * Math.max(0, Math.floor((n - 3) / 2)) - 1, ' ') + ']'), texts.get(n));
  fastify.get('/bytes/:n', async (req, reply) => reply.type('application/json; charset=utf-8').send(textOf(Number(req.params.n))));
  fastify.listen({ port: 0, host: '127.0.0.1' }).then((address) => console.log(JSON.stringify({ listening: address })));
  process.on('SIGTERM', () => fastify.close().then(() => process.exit(0)));
`;

/** Starts a process that prints {"listening": url} once it answers; resolves with its url and a stop. */
const startProcess = (name, command, args, options) =>
  new Promise((resolveStart, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${name} did not start in 300 s\n${err}`));
    }, 300_000);
    child.stderr.on('data', (c) => (err += c));
    child.stdout.on('data', (c) => {
      out += c;
      const m = /\{"listening":"([^"]+)"\}/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolveStart({
          url: m[1].replace('localhost', '127.0.0.1'),
          stop: () => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))),
        });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code})\n${err}`));
    });
  });

/** One measurement (a warm-up, then `duration` seconds) by a client process of its own. */
const run = (opts) =>
  new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--client', JSON.stringify(opts), ...(DECODE_BODIES ? ['--decode-bodies'] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) => (code === 0 ? resolveRun(JSON.parse(out)) : reject(new Error(`the client exited (${code})`))));
  });

const measure = async (baseUrl, e) => {
  // A path may be built from the running server's own answers too (the menu's store).
  const url = baseUrl + (typeof e.path === 'function' ? await e.path(baseUrl) : e.path);
  // A body may be built from the running server's own answers (a store number, a drink).
  const body = typeof e.body === 'function' ? await e.body(baseUrl) : e.body;
  const init = { method: e.method, headers: { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING, ...(e.headers ?? {}) }, ...(body ? { body: JSON.stringify(body) } : {}) };
  const probe = await fetch(url, init);
  // fetch decodes the answer: `text` is the JSON; the wire size is the encoded body's (Content-Length).
  const encoding = probe.headers.get('content-encoding') ?? 'none';
  const text = await probe.text();
  if (!e.check(probe.status, text)) throw new Error(`${e.name}: unexpected answer ${probe.status} ${text.slice(0, 200)}`);
  const opts = { url, method: e.method, headers: init.headers, connections: CONNECTIONS, ...(init.body ? { body: init.body } : {}) };
  const r = await run({ ...opts, warmupS: WARMUP_S, duration: DURATION_S });
  // The size on the wire of the answer as measured: after the warm-up (a kept answer's brotli form is made
  // smaller once made).
  const measured = await fetch(url, init);
  await measured.arrayBuffer();
  const wireBytes = Number(measured.headers.get('content-length') ?? NaN);
  if (r.errors > 0 || r.non2xx > 0 || r.timeouts > 0) throw new Error(`${e.name}: ${r.errors} errors, ${r.non2xx} non-2xx, ${r.timeouts} timeouts`);
  return { name: e.name, rps: r.rps, p99: r.p99, requests: r.requests, bytes: Buffer.byteLength(text), encoding, wireBytes };
};

/** The bare hello-world answering a text as large as the endpoint's answer: what the framework costs at that size. */
const sameSize = (bytes) => ({ name: `  bare fastify, same-size answer (${(bytes / 1024).toFixed(1)} KB)`, target: 'bare', method: 'GET', path: `/bytes/${bytes}`, check: (status, body) => status === 200 && Buffer.byteLength(body) === bytes });

console.log(`› starting the Crema server on PGlite (${DATA_DIR}; the first run seeds it) and a bare fastify hello-world`);
const [crema, bare] = await Promise.all([
  startProcess('the Crema server', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CREMA_DATA_DIR: DATA_DIR, CREMA_WEB_DIST: 'none', CREMA_TEST_CONTROLS: '0', CREMA_LOG: '0' },
  }),
  startProcess('the hello-world', process.execPath, ['-e', HELLO], { cwd: serverDir }),
]);

// Rounds: every target measured once per round, one after the other; each endpoint's share is taken against
// a hello-world measured right before it (a pair), so a machine whose speed drifts between and within rounds
// (this shared one moves by up to five times, and a round lasts minutes) still compares like with like: in one
// run the store search, measured a quarter of a minute after its round's single hello-world, came out at 58% and
// the menu, a minute after it, at 45%; measured with the hello-world right before it, 61%. The table gives the
// median of the rounds and their range; the hello-world's row gives every one of its measurements.
const ROUNDS = arg('rounds', 3);
const HELLO_WORLD = ENDPOINTS.find((x) => x.target === 'bare');
const chosen = ENDPOINTS.filter((x) => x.target !== 'bare' && (ONLY === undefined || x.name.includes(ONLY)));
// An endpoint that writes (a price order keeps its pricing: a row per call) is measured after every read's
// rounds: at 1,000 - 1,700 calls a second it leaves about 100 MB of dirty pages in 12 s, which the kernel writes
// back over the following half minute on the same two cores, under whatever is measured next.
const phases = [chosen.filter((e) => e.writes !== true), chosen.filter((e) => e.writes === true)];
const rounds = Array.from({ length: ROUNDS }, () => []);
try {
  for (const phase of phases) {
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const e of phase) {
        const say = (name) => console.log(`› round ${round}/${ROUNDS}, ${name}: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured`);
        say(`${HELLO_WORLD.name} (paired with the next)`);
        const hello = await measure(bare.url, HELLO_WORLD);
        say(e.name);
        const result = { ...(await measure(crema.url, e)), hello };
        rounds[round - 1].push(result);
        console.log(`› the same, answered by the bare hello-world: ${result.bytes} bytes`);
        result.sameSize = await measure(bare.url, sameSize(result.bytes));
        // And a text as large as what the endpoint puts on the wire (its brotli form): what the size alone costs.
        if (Number.isFinite(result.wireBytes) && result.wireBytes !== result.bytes) result.sameWire = await measure(bare.url, sameSize(result.wireBytes));
      }
    }
  }
} finally {
  await Promise.all([crema.stop(), bare.stop()]);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pad = (s, n) => String(s).padEnd(n);
const num = (s, n) => String(s).padStart(n);
const pct = (x) => `${Math.round(100 * x)}%`;
/** The median of the rounds, with their range when they differ: "54% (48-61%)". */
const spread = (xs, show) => (xs.length === 1 ? show(xs[0]) : `${show(median(xs))} (${show(Math.min(...xs))}-${show(Math.max(...xs))})`);
const kb = (n) => (Number.isFinite(n) ? `${(n / 1024).toFixed(1)} KB` : '?');
const sent = (r) => `${kb(r.bytes)} / ${kb(r.wireBytes)} ${r.encoding}`;
/** Rows of one endpoint (k) over the rounds, each with its pair's hello-world as the base. */
const rowsOf = (k, pick) => rounds.map((results) => ({ r: pick(results[k]), base: results[k].hello.rps }));
console.log(`\n${pad('endpoint', 44)}${num('req/s', 24)}${num('p99 ms', 9)}${num('of bare', 20)}${num('of same-size bare', 20)}   JSON / on the wire`);
const line = (name, rows, sameSizeRows) => {
  const rps = rows.map(({ r }) => r.rps);
  const ofBare = rows.map(({ r, base }) => r.rps / base);
  const ofSame = sameSizeRows === undefined ? undefined : rows.map(({ r }, k) => r.rps / sameSizeRows[k].r.rps);
  console.log(
    `${pad(name, 44)}${num(spread(rps, (x) => String(Math.round(x))), 24)}${num(median(rows.map(({ r }) => r.p99)), 9)}${num(spread(ofBare, pct), 20)}${num(ofSame === undefined ? '' : spread(ofSame, pct), 20)}   ${sent(rows[0].r)}`,
  );
};
const hellos = rounds.flatMap((results) => results.map((r) => ({ r: r.hello, base: r.hello.rps })));
line(HELLO_WORLD.name, hellos);
for (const [k, first] of rounds[0].entries()) {
  const sameRows = rowsOf(k, (r) => r.sameSize);
  line(first.name, rowsOf(k, (r) => r), sameRows);
  line(first.sameSize.name, sameRows);
  if (first.sameWire !== undefined) line(first.sameWire.name.replace('same-size answer', 'same bytes as on the wire'), rowsOf(k, (r) => r.sameWire));
}
console.log(`\n(node ${process.version}, ${ROUNDS} rounds, ${CONNECTIONS} connections, ${DURATION_S} s each, 127.0.0.1, accept-encoding: ${ACCEPT_ENCODING} on every request; bodies ${DECODE_BODIES ? 'decoded as UTF-8 by autocannon' : 'counted, not decoded'}; load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')})`);
