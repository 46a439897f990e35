// A small cache of public answers (issue #10): the JSON text of an answer that is the same for everyone, kept
// with its brotli and gzip forms and an ETag, so a repeated read is neither built, serialized nor compressed
// again. An entry lives until the end of the server clock's minute it was made in (so at most 60 s: the open
// states and menus that follow the time of day are never older than their minute), and the table holds at most
// `maxEntries` (least recently used dropped first). Only answers that depend on nothing but the key may be put
// here: never a member's (a route caches only when no one is signed in, or when its answer never reads the
// session), and never a failure.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memoByText } from './memo-by-text';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedAnswer {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly etag: string;
  /** The server-clock instant the entry stops being used (the end of the minute it was made in). */
  readonly expiresAt: number;
}

export interface ResponseCache {
  /** The fresh entry for `key` at `now`, if there is one (and it becomes the most recently used). */
  get(key: string, now: number): CachedAnswer | undefined;
  /**
   * Compresses and keeps `json` as the answer for `key` made at `now`; the entry to send. Misses of one key in
   * the same minute that arrive while it is being compressed share that work (and its entry).
   */
  put(key: string, now: number, json: string): Promise<CachedAnswer>;
  readonly size: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const MINUTE_MS = 60_000;
/** The instant an answer made at `now` stops being used: the end of its minute. */
const minuteEnd = (now: number): number => (Math.floor(now / MINUTE_MS) + 1) * MINUTE_MS;

export const createResponseCache = (maxEntries = 500): ResponseCache => {
  const entries = new Map<string, Mutable<CachedAnswer>>();
  // Entries asked again: their brotli form is remade at the best quality, once, off the request's path (about a
  // tenth fewer bytes on every later hit: the menu's 5.2 KB become 4.5 KB) for 60 - 90 ms of a worker thread.
  // Only on a second ask: an answer asked once (a search nobody repeats) is not worth that work.
  const improved = new WeakSet<CachedAnswer>();
  const improve = (answer: Mutable<CachedAnswer>): void => {
    if (improved.has(answer)) return;
    improved.add(answer);
    const { BROTLI_PARAM_QUALITY, BROTLI_MAX_QUALITY, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
    brotli(answer.identity, { params: { [BROTLI_PARAM_QUALITY]: BROTLI_MAX_QUALITY, [BROTLI_PARAM_SIZE_HINT]: answer.identity.length } }).then(
      (best) => {
        if (best.length < answer.br.length) answer.br = best;
      },
      () => undefined,
    );
  };
  const pending = new Map<string, Promise<CachedAnswer>>();
  const make = async (key: string, now: number, json: string): Promise<CachedAnswer> => {
    const identity = Buffer.from(json);
    // Brotli at quality 5: made once per key and minute, so a little more than the per-answer quality 4.
    const [br, gz] = await Promise.all([brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip(identity)]);
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    const answer: Mutable<CachedAnswer> = { identity, br, gzip: gz, etag, expiresAt: minuteEnd(now) };
    entries.delete(key);
    entries.set(key, answer);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return answer;
  };
  return {
    get: (key, now) => {
      const hit = entries.get(key);
      if (hit === undefined) return undefined;
      entries.delete(key);
      if (now >= hit.expiresAt) return undefined;
      entries.set(key, hit);
      improve(hit);
      return hit;
    },
    put: (key, now, json) => {
      const shared = `${minuteEnd(now)}\u0000${key}`;
      const inFlight = pending.get(shared);
      if (inFlight !== undefined) return inFlight;
      const made = make(key, now, json).finally(() => pending.delete(shared));
      pending.set(shared, made);
      return made;
    },
    get size() {
      return entries.size;
    },
  };
};

/** Whether an If-None-Match header names `etag` (or is *). */
const matches = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });

/** The encoding to send: brotli, else gzip, as the request accepts them (q=0 refuses one), else none. */
export const encodingFor = (header: string | undefined): 'br' | 'gzip' | undefined => encodingOfHeader(header ?? '', undefined);

const encodingOfHeader = memoByText((header: string): 'br' | 'gzip' | undefined => {
  const accepted = new Map(
    header.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined;
});

/** Says whether a public answer came from the cache ('hit') or was made for this request ('miss'). */
export const CACHE_HEADER = 'x-crema-cache';

/**
 * The Cache-Control of a kept answer sent at `now`: a browser asks again each time (with its ETag: a 304 costs
 * a few bytes), while a shared cache (a CDN) may hold it for what is left of its minute, no longer than this
 * process does.
 */
export const cachedAnswerControl = (a: CachedAnswer, now: number): string => `public, max-age=0, s-maxage=${Math.max(0, Math.floor((a.expiresAt - now) / 1000))}`;

/**
 * Sends a cached answer: 304 when the request already has it (If-None-Match), else its brotli or gzip form with
 * Content-Encoding (which the compression plugin leaves alone), or the JSON text; always with its ETag, Vary
 * and Cache-Control (`now`: the server clock's time). `vary` names the request headers the route's answer also
 * varies with (Cookie for one that differs for a member).
 */
export const sendCached = (req: FastifyRequest, reply: FastifyReply, a: CachedAnswer, hit: boolean, now: number, vary: readonly string[] = []): FastifyReply => {
  reply.header('etag', a.etag).header('vary', ['Accept-Encoding', ...vary].join(', ')).header('cache-control', cachedAnswerControl(a, now)).header(CACHE_HEADER, hit ? 'hit' : 'miss');
  if (matches(req.headers['if-none-match'], a.etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = encodingFor(req.headers['accept-encoding']);
  if (encoding === undefined) return reply.send(a.identity);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? a.br : a.gzip);
};
