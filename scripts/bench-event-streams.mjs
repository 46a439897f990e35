#!/usr/bin/env node
// Event-stream benchmark (not a test; issue #28): one Crema server process on PGlite holds N open order-progress
// streams (Server-Sent Events) of one member's order, and its store's partner moves the order three times. It
// reports the server's memory per open stream (its resident set before and after the streams opened) and, over
// every stream and move, the p50/p99/max time from the move's request to the event's arrival at the stream. The
// client runs in this process, on the same machine: its own time is in the figures too. The streams are one
// member's: the cap of streams a viewer may hold open (CREMA_EVENT_STREAMS_PER_VIEWER, 10) is lifted here.
//
// Usage: node scripts/bench-event-streams.mjs [--streams=1000] [--fresh]
//   --fresh  reseed: the PGlite data folder (kept between runs so only the first run seeds) is removed first
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STREAMS = Number(process.argv.find((a) => a.startsWith('--streams='))?.split('=')[1] ?? 1000);
const DATA_DIR = process.env.CREMA_BENCH_DATA_DIR ?? join(tmpdir(), 'crema-bench-streams');
if (process.argv.includes('--fresh')) rmSync(DATA_DIR, { recursive: true, force: true });
// Noon in Seattle on the seed's day: 1st & Pike (10001) is open and takes orders.
const CLOCK_START = Date.UTC(2026, 10, 25, 20);
const DEMO = { email: 'demo@crema.coffee', password: 'Crema-Demo-2026' };
const PARTNER = { email: 'pike@crema.coffee', password: 'Crema-Pike-2026' };

const start = async () => {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: join(root, 'packages/server'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CREMA_DATA_DIR: DATA_DIR, CREMA_WEB_DIST: 'none', CREMA_TEST_CONTROLS: '1', CREMA_TEST_CLOCK_START: String(CLOCK_START), CREMA_AUTH_RATE_PER_MINUTE: '100000', CREMA_EVENT_STREAMS_PER_VIEWER: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c.toString();
      const m = /\{"listening":"([^"]+)"\}/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return { child, base };
};

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

const call = async (base, path, { body, cookie, method = 'POST' } = {}) => {
  const r = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const json = await r.json().catch(() => null);
  if (!r.ok) throw new Error(`${path} answered ${r.status} ${JSON.stringify(json)}`);
  return { json, cookie: /crema_session=[^;]+/.exec(r.headers.get('set-cookie') ?? '')?.[0] };
};
const graph = async (base, operationName, variables, cookie) => (await call(base, '/apiproxy/v1/graphql', { body: { operationName, variables }, cookie })).json.data;
const signIn = async (base, who) => (await call(base, '/apiproxy/v1/account/sign-in', { body: who })).cookie;

/** The first available drink of a menu (any depth). */
const firstDrink = (node) => {
  if (Array.isArray(node)) return node.map(firstDrink).find(Boolean);
  if (node === null || typeof node !== 'object') return undefined;
  if (node.productType === 'Beverage' && node.availability === 'Available' && node.productNumber) return node;
  return Object.values(node).map(firstDrink).find(Boolean);
};

const placeOrder = async (base, cookie) => {
  const { menu } = await graph(base, 'get-menu', { storeNumber: '10001' }, cookie);
  const p = firstDrink(menu);
  const { product } = await graph(base, 'get-product', { productNumber: p.productNumber, formCode: p.formCode, storeNumber: '10001' }, cookie);
  const size = product.sizes[0];
  const order = { storeNumber: '10001', cart: { items: [{ key: 'l1', productNumber: product.productNumber, formCode: product.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity: 1, options: [] }], offers: [] }, fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' } };
  const { priceOrder } = await graph(base, 'price-order', { order }, cookie);
  const input = { orderId: priceOrder.orderId, storeNumber: priceOrder.store.storeNumber, tenders: [{ id: 'pi-demo-visa-4242', tender: 'VISA', amount: priceOrder.summary.price }], tipAmount: 0, idempotencyKey: `bench-${Date.now()}` };
  return (await graph(base, 'submit-order', { input }, cookie)).placeOrder.orderId;
};

/** One open stream: resolves once its first event arrived; `arrivals` gets each later event's stage and time. */
const openStream = (url, cookie, arrivals) =>
  new Promise((opened, failed) => {
    fetch(url, { headers: { cookie, accept: 'text/event-stream' } }).then(async (r) => {
      if (!r.ok) return failed(new Error(`stream answered ${r.status}`));
      const decoder = new TextDecoder();
      let buffer = '';
      let first = true;
      for await (const chunk of r.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, cut))?.[1];
          buffer = buffer.slice(cut + 2);
          if (data === undefined) continue;
          if (first) {
            first = false;
            opened();
          } else arrivals.push({ stage: JSON.parse(data).stage, at: performance.now() });
        }
      }
    }, failed);
  });

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const { child, base } = await start();
try {
  const member = await signIn(base, DEMO);
  const partner = await signIn(base, PARTNER);
  const orderId = await placeOrder(base, member);
  global.gc?.();
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssKb(child.pid);
  const arrivals = [];
  const url = `${base}/apiproxy/v1/orders/${encodeURIComponent(orderId)}/progress/events`;
  const t0 = performance.now();
  for (let i = 0; i < STREAMS; i += 100) await Promise.all(Array.from({ length: Math.min(100, STREAMS - i) }, () => openStream(url, member, arrivals)));
  const openMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1000));
  const after = rssKb(child.pid);
  const delays = [];
  for (const move of ['startPreparing', 'markReady', 'markPickedUp']) {
    const from = arrivals.length;
    const sent = performance.now();
    await call(base, `/apiproxy/v1/store/orders/${encodeURIComponent(orderId)}/moves`, { body: { move }, cookie: partner });
    const deadline = Date.now() + 30_000;
    while (arrivals.length - from < STREAMS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    delays.push(...arrivals.slice(from).map((a) => a.at - sent));
  }
  delays.sort((x, y) => x - y);
  const expected = STREAMS * 3;
  console.log(`open streams: ${STREAMS} (opened in ${(openMs / 1000).toFixed(1)} s)`);
  console.log(`server memory: ${(before / 1024).toFixed(0)} MB before, ${(after / 1024).toFixed(0)} MB with the streams: ${((after - before) / STREAMS).toFixed(1)} KB per stream`);
  console.log(`move to arrival over ${delays.length} of ${expected} events: p50 ${pct(delays, 50).toFixed(0)} ms, p99 ${pct(delays, 99).toFixed(0)} ms, max ${delays.at(-1).toFixed(0)} ms`);
} finally {
  child.kill('SIGTERM');
}
process.exit(0);
