// Benchmark: the 50 nearest stores with filters over the full seed (about 24,000 stores), through the
// kdbush index (geokdbush around) against a linear scan of every store, on the same queries in one run.
// Run: node scripts/bench-locator.mjs   (or: npx vitest bench --run --project catalog src/locator/locator.bench.ts)
// Besides vitest's table (mean, p75, p99), it prints the median and p95 of each over a fixed query set.
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { createSeededRandom } from '@crema/domain';
import { loadLocatorWorld, type LocatorWorld } from './locator-world';
import { featurePredicate, nearestStores, nearestStoresByScan } from './store-catalog';
import { SEARCH_RADIUS_KM } from './store-search';
import { buildStore } from './store-details';

const NOW = Date.UTC(2026, 10, 22, 18, 30);
const FEATURE_SETS: readonly (readonly string[])[] = [[], ['WF'], ['GC', 'DT'], ['ON'], ['ON', 'GC', 'WA'], ['hrs24']];

interface Query {
  readonly latitude: number;
  readonly longitude: number;
  readonly predicate: ((i: number) => boolean) | undefined;
}

let world: LocatorWorld;
let queries: Query[] = [];
let k = 0;

/** Query points near real stores (where people search), each with one of the filter sets. */
const makeQueries = (w: LocatorWorld, n: number): Query[] => {
  const r = createSeededRandom(7);
  return Array.from({ length: n }, (_, j) => {
    const i = Math.floor(r.next() * w.catalog.count);
    return {
      latitude: (w.catalog.lat[i] ?? 0) + (r.next() - 0.5) * 0.1,
      longitude: (w.catalog.lng[i] ?? 0) + (r.next() - 0.5) * 0.1,
      predicate: featurePredicate(w.catalog, FEATURE_SETS[j % FEATURE_SETS.length] ?? [], NOW),
    };
  });
};

const next = (): Query => queries[k++ % queries.length] as Query;
const viaIndex = (q: Query) => nearestStores(world.catalog, q.latitude, q.longitude, 50, SEARCH_RADIUS_KM, q.predicate);
const viaScan = (q: Query) => nearestStoresByScan(world.catalog, q.latitude, q.longitude, 50, SEARCH_RADIUS_KM, q.predicate);

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const measure = (f: (q: Query) => unknown): { median: number; p95: number } => {
  const times: number[] = [];
  for (const q of queries) {
    const t0 = performance.now();
    f(q);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
};

beforeAll(async () => {
  world = await loadLocatorWorld();
  queries = makeQueries(world, 600);
  // Same answers both ways (distances in order), or the comparison means nothing.
  for (const q of queries.slice(0, 60)) {
    const a = viaIndex(q).map((h) => h.distanceKm.toFixed(9));
    const b = viaScan(q).map((h) => h.distanceKm.toFixed(9));
    if (a.join() !== b.join()) throw new Error('index and scan disagree');
  }
});

afterAll(() => {
  for (let i = 0; i < 2; i++) measure(viaIndex); // warm-up
  const index = measure(viaIndex);
  const scan = measure(viaScan);
  const built = measure((q) => viaIndex(q).map((h) => buildStore(world.catalog, h.index, NOW)));
  const ms = (x: number) => `${x.toFixed(3)} ms`;
  console.log(
    [
      `nearest-50 with filters, ${world.catalog.count} stores, ${queries.length} queries, ${(queries.reduce((n, q) => n + viaIndex(q).length, 0) / queries.length).toFixed(1)} stores per answer on average`,
      `  (within ${SEARCH_RADIUS_KM} km; filter sets: ${FEATURE_SETS.map((f) => `[${f.join(',')}]`).join(' ')})`,
      `  kdbush + geokdbush around(): median ${ms(index.median)}, p95 ${ms(index.p95)}`,
      `  linear scan:                 median ${ms(scan.median)}, p95 ${ms(scan.p95)}`,
      `  index + building the full stores of the answer (what searchStores does): median ${ms(built.median)}, p95 ${ms(built.p95)}`,
      `  speed-up at the median: ${(scan.median / index.median).toFixed(1)}x; target median < 1 ms: ${index.median < 1 ? 'met' : 'NOT met'}`,
    ].join('\n'),
  );
});

describe('nearest 50 stores with filters', () => {
  bench('kdbush + geokdbush around()', () => {
    viaIndex(next());
  });
  bench('linear scan of every store', () => {
    viaScan(next());
  });
});
