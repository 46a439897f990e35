// Live order progress (issue #28): every committed move, new order and curbside check-in is NOTIFY'd on
// crema_order_progress (migration 0026's triggers), heard here by LISTEN (PostgreSQL: each process on its own
// connection, so a move made on one process reaches streams held by another; PGlite: the one process hears
// itself) and written to the browsers as Server-Sent Events:
//  - each event carries the whole state (an order's progress, or one order of a store's queue), so a stream that
//    missed notifications is whole again at its next event;
//  - the customer's events have `id:` (the order's version: last move id and check-in time): EventSource sends it
//    back as Last-Event-ID when it reconnects (or the flow as ?lastEventId=), and the first event is sent only if
//    the order changed since then;
//  - the partner's stream starts with the whole queue (a reconnect is whole at once), then one 'order' per change;
//  - a comment every HEARTBEAT_MS keeps proxies from closing an idle stream; a lost LISTEN connection, once back,
//    re-sends every stream's state (notifications were missed meanwhile); streams end when the server closes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listenerOf, type Db } from '../db/database';

export const ORDER_PROGRESS_CHANNEL = 'crema_order_progress';
export const HEARTBEAT_MS = 15_000;
/** What EventSource waits before reconnecting by itself. */
export const SSE_RETRY_MS = 3_000;

export type ProgressNotice = { readonly kind: 'change'; readonly orderId: string; readonly storeNumber: string } | { readonly kind: 'resync' };

export interface ProgressHub {
  subscribe(listener: (n: ProgressNotice) => void): () => void;
  /** Streams open now. */
  readonly size: number;
}

const parse = (payload: string): ProgressNotice | undefined => {
  try {
    const v = JSON.parse(payload) as { orderId?: unknown; storeNumber?: unknown };
    return typeof v.orderId === 'string' && typeof v.storeNumber === 'string' ? { kind: 'change', orderId: v.orderId, storeNumber: v.storeNumber } : undefined;
  } catch {
    return undefined;
  }
};

const hubs = new WeakMap<FastifyInstance, ProgressHub>();

/** The app's hub: LISTENs while at least one stream is open; every open stream ends when the app closes. */
export const progressHubOf = (app: FastifyInstance, db: Db): ProgressHub => {
  const made = hubs.get(app);
  if (made !== undefined) return made;
  const listeners = new Set<(n: ProgressNotice) => void>();
  let stop: Promise<(() => Promise<void>) | undefined> | undefined;
  const broadcast = (n: ProgressNotice): void => {
    for (const l of [...listeners]) l(n);
  };
  const hub: ProgressHub = {
    subscribe: (l) => {
      listeners.add(l);
      if (stop === undefined) {
        const listen = listenerOf(db);
        stop = listen === undefined ? Promise.resolve(undefined) : listen(ORDER_PROGRESS_CHANNEL, (p) => { const n = parse(p); if (n !== undefined) broadcast(n); }, () => broadcast({ kind: 'resync' }));
      }
      return () => {
        listeners.delete(l);
        if (listeners.size === 0 && stop !== undefined) {
          const s = stop;
          stop = undefined;
          void s.then((f) => f?.()).catch(() => undefined);
        }
      };
    },
    get size() {
      return listeners.size;
    },
  };
  hubs.set(app, hub);
  return hub;
};

const streams = new WeakMap<FastifyInstance, Set<() => void>>();
/** Ends every open stream before the server stops accepting (a stream never holds a close up). */
export const registerStreamClosing = (app: FastifyInstance): void => {
  const open = new Set<() => void>();
  streams.set(app, open);
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
};

export interface EventStream {
  send(event: { readonly event: string; readonly data: unknown; readonly id?: string }): void;
  readonly closed: boolean;
}

/**
 * Takes the reply over as a text/event-stream: `onOpen` runs once the headers are out; `onEnd` when the browser
 * goes or the server closes. The app's security headers already set on the reply are kept.
 */
export const openEventStream = (app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, onOpen: (s: EventStream) => () => void): void => {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${SSE_RETRY_MS}\n\n`);
  let closed = false;
  const stream: EventStream = {
    send: (e) => {
      if (closed) return;
      raw.write(`event: ${e.event}\n${e.id !== undefined ? `id: ${e.id}\n` : ''}data: ${JSON.stringify(e.data)}\n\n`);
    },
    get closed() {
      return closed;
    },
  };
  const heartbeat = setInterval(() => {
    if (!closed) raw.write(': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const open = streams.get(app);
  let off: () => void = () => undefined;
  const end = (): void => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    open?.delete(end);
    off();
    raw.end();
  };
  open?.add(end);
  req.raw.on('close', end);
  // A browser gone while the stream's first read was made has closed already: no 'close' will come.
  if (req.raw.destroyed) end();
  off = onOpen(stream);
  if (closed) off();
};

/** Runs `work` one at a time, in order (a stream's reads never overtake each other). */
export const serially = (): ((work: () => Promise<void>) => void) => {
  let last = Promise.resolve();
  return (work) => {
    last = last.then(work).catch(() => undefined);
  };
};

/**
 * One read per notification for every stream that wants the same thing: the streams of one order (a thousand
 * tabs, or a thousand customers' pages of it) hear the same notice, and the first to read for a key reads for
 * all of them; the reads are forgotten with the notice.
 */
export const readOncePerNotice = <T>() => {
  const reads = new WeakMap<ProgressNotice, Map<string, Promise<T>>>();
  return (notice: ProgressNotice, key: string, read: () => Promise<T>): Promise<T> => {
    let byKey = reads.get(notice);
    if (byKey === undefined) reads.set(notice, (byKey = new Map()));
    let r = byKey.get(key);
    if (r === undefined) byKey.set(key, (r = read()));
    return r;
  };
};
