// The chain's stores: about 24,000 stores in real cities of its markets, weighted by population,
// generated deterministically (seeded Random) when the locator first needs them, kept as compact typed
// arrays and indexed with kdbush. Full store objects are built only for the stores an answer returns.
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import { createSeededRandom, type Random } from '@crema/domain';
import type { Place } from './gazetteer-data';
import { MARKETS, timeZoneFor } from './markets';
import { FEATURE_BITS as B, LICENSED_BIT, requiredMask } from './store-features';
import { ALL_DAY_PATTERN, HOURS_PATTERNS, isOpenAt, localTime, type LocalTime } from './store-hours';

export const DEFAULT_STORE_COUNT = 24_000;
export const STORE_SEED = 20261122;

/** 0 READY, 1 NOT_READY, 2 UNAVAILABLE. */
export const AVAILABILITY = ['READY', 'NOT_READY', 'UNAVAILABLE'] as const;

export interface StoreCatalog {
  readonly count: number;
  readonly seed: number;
  readonly places: readonly Place[];
  readonly lat: Float64Array;
  readonly lng: Float64Array;
  /** Index of the store's city in `places`. */
  readonly place: Int32Array;
  /** FEATURE_BITS and LICENSED_BIT. */
  readonly bits: Uint32Array;
  /** Index into HOURS_PATTERNS. */
  readonly hours: Uint8Array;
  /** Index into AVAILABILITY. */
  readonly availability: Uint8Array;
  /** 0 none, else 1 + index of the warning label. */
  readonly warning: Uint8Array;
  readonly stalls: Uint8Array;
  /** Index into `zones`. */
  readonly zone: Uint16Array;
  readonly zones: readonly string[];
  /** The part of the store number before the dash (5 digits, unique). */
  readonly shortNumber: Int32Array;
  /** Demo stores with fixed names ('1st & Pike'), by store index. */
  readonly fixedNames: ReadonlyMap<number, string>;
  readonly byShortNumber: ReadonlyMap<string, number>;
  readonly index: KDBush;
}

/** Hand-placed Seattle stores (store numbers 10001..10004) that the demo member's seed refers to. */
export const DEMO_STORES = [
  { shortNumber: 10001, name: '1st & Pike', latitude: 47.6097, longitude: -122.3422, bits: 0, stalls: 4 },
  { shortNumber: 10002, name: 'Westlake Center', latitude: 47.6117, longitude: -122.3372, bits: 0, stalls: 4 },
  { shortNumber: 10003, name: '15th & Pine', latitude: 47.6153, longitude: -122.3127, bits: B.OS, stalls: 4 },
  { shortNumber: 10004, name: 'Ballard & Market', latitude: 47.6687, longitude: -122.3842, bits: B.DT | B.CX | B.CC | B.PK, stalls: 6 },
] as const;
const DEMO_BITS = B['16'] | B.XO | B['17'] | B.WA | B.WF | B.LB | B.NB | B.GC;
const FIRST_GENERATED_NUMBER = 10005;
const NUMBER_SPACE = 99999 - FIRST_GENERATED_NUMBER + 1;

const chance = (r: Random, p: number): boolean => r.next() < p;

const drawPattern = (r: Random): number => {
  const total = HOURS_PATTERNS.reduce((s, p) => s + p.weight, 0);
  let x = r.next() * total;
  for (let k = 0; k < HOURS_PATTERNS.length; k++) {
    x -= HOURS_PATTERNS[k]?.weight ?? 0;
    if (x < 0) return k;
  }
  return 0;
};

/** Feature bits of a generated store: drive-thrus and parking are commoner in North America. */
const drawBits = (r: Random, countryCode: string, pattern: number, availability: number): number => {
  const northAmerica = countryCode === 'US' || countryCode === 'CA';
  let bits = B['16'];
  if (chance(r, northAmerica ? 0.45 : 0.12)) bits |= B.DT;
  if (chance(r, countryCode === 'US' ? 0.2 : 0.05)) bits |= B.CX | (chance(r, 0.7) ? B.CC : 0);
  if (availability !== 2) bits |= B.XO | B['17'];
  if (pattern === ALL_DAY_PATTERN) bits |= B.hrs24;
  if (chance(r, 0.85)) bits |= B.WA;
  if (chance(r, 0.9)) bits |= B.WF;
  if (chance(r, (bits & B.DT) !== 0 ? 0.85 : 0.97)) bits |= B.LB;
  if (chance(r, 0.1)) bits |= B.CL;
  if (chance(r, 0.3)) bits |= B.NB;
  if (chance(r, 0.35)) bits |= B.OS;
  if (chance(r, northAmerica ? 0.6 : 0.25)) bits |= B.PK;
  const licensed = chance(r, 0.25);
  if (licensed) bits |= LICENSED_BIT;
  if (chance(r, licensed ? 0.6 : 0.92)) bits |= B.GC;
  return bits;
};

/** A normal draw (Box-Muller). */
const gaussian = (r: Random): number => Math.sqrt(-2 * Math.log(1 - r.next())) * Math.cos(2 * Math.PI * r.next());

export const generateCatalog = (places: readonly Place[], options: { storeCount?: number; seed?: number } = {}): StoreCatalog => {
  const storeCount = options.storeCount ?? DEFAULT_STORE_COUNT;
  const seed = options.seed ?? STORE_SEED;
  const r = createSeededRandom(seed);
  const weights = places.map((p) => p.population * (MARKETS[p.countryCode]?.density ?? 0));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const perPlace = weights.map((w) => {
    const expected = totalWeight > 0 ? ((storeCount - DEMO_STORES.length) * w) / totalWeight : 0;
    const whole = Math.floor(expected);
    return whole + (r.next() < expected - whole ? 1 : 0);
  });
  const count = DEMO_STORES.length + perPlace.reduce((a, b) => a + b, 0);
  if (count - DEMO_STORES.length > NUMBER_SPACE) throw new RangeError('too many stores for 5-digit store numbers');

  const lat = new Float64Array(count);
  const lng = new Float64Array(count);
  const place = new Int32Array(count);
  const bits = new Uint32Array(count);
  const hours = new Uint8Array(count);
  const availability = new Uint8Array(count);
  const warning = new Uint8Array(count);
  const stalls = new Uint8Array(count);
  const zone = new Uint16Array(count);
  const shortNumber = new Int32Array(count);
  const zones: string[] = [];
  const zoneIds = new Map<string, number>();
  const zoneOf = (p: Place, la: number, lo: number): number => {
    const z = timeZoneFor(p.countryCode, p.adminCode, la, lo);
    let id = zoneIds.get(z);
    if (id === undefined) {
      id = zones.length;
      zones.push(z);
      zoneIds.set(z, id);
    }
    return id;
  };

  const seattle = places.findIndex((p) => p.name === 'Seattle' && p.countryCode === 'US');
  const fixedNames = new Map<number, string>();
  DEMO_STORES.forEach((d, i) => {
    lat[i] = d.latitude;
    lng[i] = d.longitude;
    place[i] = Math.max(0, seattle);
    bits[i] = DEMO_BITS | d.bits;
    stalls[i] = d.stalls;
    shortNumber[i] = d.shortNumber;
    const p = places[seattle];
    zone[i] = p === undefined ? 0 : zoneOf(p, d.latitude, d.longitude);
    fixedNames.set(i, d.name);
  });

  let i = DEMO_STORES.length;
  perPlace.forEach((n, pi) => {
    const p = places[pi];
    if (p === undefined || n === 0) return;
    // Stores spread around the city centre; bigger cities spread farther.
    const spreadKm = 1.2 + 4 * Math.sqrt(p.population / 1e6);
    const kmPerDegLng = 111.32 * Math.max(0.05, Math.cos((p.latitude * Math.PI) / 180));
    for (let k = 0; k < n; k++, i++) {
      const dx = Math.max(-2.5, Math.min(2.5, gaussian(r))) * spreadKm;
      const dy = Math.max(-2.5, Math.min(2.5, gaussian(r))) * spreadKm;
      lat[i] = Math.round((p.latitude + dy / 111.32) * 1e6) / 1e6;
      lng[i] = Math.round((p.longitude + dx / kmPerDegLng) * 1e6) / 1e6;
      place[i] = pi;
      const pattern = drawPattern(r);
      const avail = r.next() < 0.92 ? 0 : r.next() < 0.62 ? 1 : 2;
      hours[i] = pattern;
      availability[i] = avail;
      bits[i] = drawBits(r, p.countryCode, pattern, avail);
      warning[i] = chance(r, 0.03) ? 1 + Math.floor(r.next() * 3) : 0;
      stalls[i] = (bits[i] ?? 0) & B.CX ? 2 + Math.floor(r.next() * 7) : 4;
      zone[i] = zoneOf(p, lat[i] ?? p.latitude, lng[i] ?? p.longitude);
      shortNumber[i] = FIRST_GENERATED_NUMBER + (((i - DEMO_STORES.length) * 7919) % NUMBER_SPACE);
    }
  });

  const index = new KDBush(count, 64, Float64Array);
  for (let k = 0; k < count; k++) index.add(lng[k] ?? 0, lat[k] ?? 0);
  index.finish();
  const byShortNumber = new Map<string, number>();
  shortNumber.forEach((n, k) => byShortNumber.set(String(n), k));

  return { count, seed, places, lat, lng, place, bits, hours, availability, warning, stalls, zone, zones, shortNumber, fixedNames, byShortNumber, index };
};

/** A predicate on store indexes for filter codes at an instant, or undefined when nothing can match (an unknown code). */
export const featurePredicate = (c: StoreCatalog, codes: readonly string[], now: number): ((i: number) => boolean) | undefined => {
  const required = requiredMask(codes);
  if (required === undefined) return undefined;
  const { mask, openNow } = required;
  if (!openNow) return (i) => ((c.bits[i] ?? 0) & mask) === mask;
  const local = new Map<number, LocalTime>();
  return (i) => ((c.bits[i] ?? 0) & mask) === mask && isStoreOpen(c, i, now, local);
};

/** Whether store i is open at `now` in its own time zone; `cache` shares local times per zone within one query. */
export const isStoreOpen = (c: StoreCatalog, i: number, now: number, cache: Map<number, LocalTime> = new Map()): boolean => {
  const z = c.zone[i] ?? 0;
  let t = cache.get(z);
  if (t === undefined) {
    t = localTime(now, c.zones[z] ?? 'UTC');
    cache.set(z, t);
  }
  const pattern = HOURS_PATTERNS[c.hours[i] ?? 0];
  return pattern !== undefined && isOpenAt(pattern, t, c.places[c.place[i] ?? 0]?.countryCode ?? '');
};

export interface Hit {
  readonly index: number;
  readonly distanceKm: number;
}

/** The nearest stores to a point (kdbush + geokdbush), nearest first, within maxKm, passing the predicate. */
export const nearestStores = (c: StoreCatalog, latitude: number, longitude: number, limit: number, maxKm: number, predicate?: (i: number) => boolean): Hit[] =>
  around(c.index, longitude, latitude, limit, maxKm, predicate).map((index) => ({
    index,
    distanceKm: distance(longitude, latitude, c.lng[index] ?? 0, c.lat[index] ?? 0),
  }));

/** The same answer by a scan of every store: the benchmark's baseline and the tests' oracle. */
export const nearestStoresByScan = (c: StoreCatalog, latitude: number, longitude: number, limit: number, maxKm: number, predicate?: (i: number) => boolean): Hit[] => {
  const hits: Hit[] = [];
  for (let i = 0; i < c.count; i++) {
    if (predicate !== undefined && !predicate(i)) continue;
    const d = distance(longitude, latitude, c.lng[i] ?? 0, c.lat[i] ?? 0);
    if (d <= maxKm) hits.push({ index: i, distanceKm: d });
  }
  return hits.sort((a, b) => a.distanceKm - b.distanceKm || a.index - b.index).slice(0, limit);
};
