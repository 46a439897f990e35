// Every per-minute limit of the server (the CREMA_*_RATE_PER_MINUTE settings) counts its calls here, in one place
// for every process (issue #29). A limit is a fixed window per key (a client's address, or a member): at most `max`
// calls from one key, the window starting at its first call; every call counts, refused or not.
//
// rate-limiter-flexible does the counting. On PostgreSQL (DATABASE_URL) the counters are rows of `rate_limits`
// (migration 0021), one atomic upsert per call, so any number of processes on one database count the same calls;
// a call already refused in this process's memory skips the database until its window ends, and should the
// database fail, this process counts in memory until it answers again (the library's insurance limiter). On the
// embedded database (PGlite: one process) they stay in this process's memory.
//
// REST routes declare their limit with perMinuteRoute (@fastify/rate-limit runs it: its 429, its headers, its
// per-address key) and the app hands the plugin these counters as its store (rateLimitStore); graph operations
// declare theirs by name (http/graph.ts), taken with clientKey.
import type { FastifyRequest } from 'fastify';
import { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface Limit {
  /** Calls allowed per window from one key. */
  readonly max: number;
  readonly windowMs: number;
}

/** One call counted. */
export interface Taken {
  /** Past the limit: the call is refused. */
  readonly refused: boolean;
  /** Calls counted in this window, this one included (at least max + 1 when refused). */
  readonly count: number;
  /** Milliseconds until the window ends. */
  readonly resetMs: number;
}

export interface LimitCounter {
  take(key: string): Promise<Taken>;
}

/** Where the counters live; the app makes one counter per limit, by a name no other limit has. */
export interface LimitCounters {
  counter(name: string, limit: Limit): LimitCounter;
  close(): Promise<void>;
}

/** A limit per minute from an environment variable (a positive whole number), else `fallback`. */
export const perMinuteFromEnv = (name: string, fallback: number): Limit => {
  const raw = Number(process.env[name]);
  return { max: Number.isSafeInteger(raw) && raw > 0 ? raw : fallback, windowMs: 60_000 };
};

/**
 * A REST route's options for the per-minute limit named by `setting` (its default `fallback`), read when the route is
 * registered. Keyed by the client's address unless `o.keyGenerator` says otherwise; counted on `onRequest` unless
 * `o.hook` says otherwise. Over it: 429 TOO_MANY_REQUESTS with Retry-After (app.ts's error handler).
 */
export const perMinuteRoute = (setting: string, fallback: number, o: Pick<RateLimitOptions, 'hook' | 'keyGenerator'> = {}) => {
  const { max, windowMs } = perMinuteFromEnv(setting, fallback);
  return { config: { rateLimit: { max, timeWindow: windowMs, ...o } } };
};

/**
 * Whom a per-address limit counts: the client's address as fastify gives it (behind a trusted proxy, the address
 * that proxy appended), an IPv6 address by its /64 network (one host holds a whole /64). The REST limits' own key.
 */
export const clientKey = (req: FastifyRequest): string => normalizeIP(req.ip);

const counterOf = (limiter: RateLimiterAbstract, max: number): LimitCounter => ({
  take: async (key) => {
    try {
      const r = await limiter.consume(key);
      return { refused: false, count: r.consumedPoints, resetMs: r.msBeforeNext };
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      // A refusal held in this process's memory carries no count: it is past the limit all the same.
      return { refused: true, count: Math.max(e.consumedPoints, max + 1), resetMs: e.msBeforeNext };
    }
  },
});

const optionsOf = (name: string, { max, windowMs }: Limit) => ({ keyPrefix: name, points: max, duration: windowMs / 1000 });

/** Counters in this process's memory: one process's calls only (the embedded database's single process). */
export const memoryCounters = (): LimitCounters => ({
  counter: (name, limit) => counterOf(new RateLimiterMemory(optionsOf(name, limit)), limit.max),
  close: async () => undefined,
});

/** Counters in the `rate_limits` table of the PostgreSQL database at `url`, shared by every process on it. */
export const postgresCounters = (url: string): LimitCounters => {
  // A pool of its own: a limit is checked before its route's work, never queued behind it.
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // A connection that breaks while idle is dropped by the pool (the next call opens another); without a
  // listener its error would end the process.
  pool.on('error', () => undefined);
  let sweeper = true;
  return {
    counter: (name, limit) => {
      const options = optionsOf(name, limit);
      const limiter = new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        tableName: 'rate_limits',
        tableCreated: true,
        // One limiter per process deletes the rows of windows that ended an hour ago (every 5 minutes).
        clearExpiredByTimeout: sweeper,
        inMemoryBlockOnConsumed: limit.max + 1,
        insuranceLimiter: new RateLimiterMemory(options),
      });
      sweeper = false;
      return counterOf(limiter, limit.max);
    },
    close: () => pool.end(),
  };
};

/**
 * @fastify/rate-limit's store over `counters`: each limited route counts apart, under its method and URL. The plugin
 * makes the root store (with its options, unused) and a child per route.
 */
export const rateLimitStore = (counters: LimitCounters): FastifyRateLimitStoreCtor =>
  class CountersStore implements FastifyRateLimitStore {
    readonly #name: string;
    #counter: LimitCounter | undefined;

    constructor(name: unknown) {
      this.#name = typeof name === 'string' ? name : 'rest';
    }

    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      this.#counter ??= counters.counter(this.#name, { max, windowMs: timeWindow });
      this.#counter.take(key).then(
        (t) => done(null, { current: t.count, ttl: t.resetMs }),
        (e: unknown) => done(e instanceof Error ? e : new Error(String(e))),
      );
    }

    child(route: unknown): FastifyRateLimitStore {
      // What the plugin passes is the route's limit options with the route beside them (its types say otherwise).
      const r = (route as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new CountersStore(`${String(r?.method)} ${String(r?.url)}`);
    }
  };
