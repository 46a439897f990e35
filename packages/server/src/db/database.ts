// Opens the database: PGlite with its data in a folder (the embedded default), PGlite in memory (tests),
// or a real PostgreSQL server when DATABASE_URL is set. Same schema, same migrations, same queries.
import { Kysely, PostgresDialect, sql, type PostgresPool, type Transaction } from 'kysely';
import { readFileSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import { pglitePool } from './pglite-pool';
import type { Schema } from './schema';
import { migrateToLatest } from './migrate';
import { installJobQueue } from '../jobs/queue';

export type Db = Kysely<Schema>;
/** One transaction on the database: what a write of several steps runs in. */
export type Tx = Transaction<Schema>;

export type DatabaseTarget =
  /** `poolSize`: connections this process opens for its work at most (CREMA_DB_POOL_SIZE; 10 when not given). */
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize?: number }
  | { readonly kind: 'pglite'; readonly dataDir: string }
  /** In memory; `from`: a PGlite data-folder tarball to start from (a test's prepared copy) instead of an empty one. */
  | { readonly kind: 'memory'; readonly from?: string };

// BIGINT (int8) columns hold epoch milliseconds and minor units: well inside Number's safe range.
pg.types.setTypeParser(20, (v) => Number(v));

const pgliteData = (target: Exclude<DatabaseTarget, { kind: 'postgres' }>): PGliteOptions =>
  target.kind === 'pglite' ? { dataDir: target.dataDir } : target.from !== undefined ? { loadDataDir: new Blob([readFileSync(target.from)]) } : {};

/**
 * LISTEN on a channel: `onMessage` gets each notification's payload; `onReconnect` is called when a lost listening
 * connection is back (notifications sent meanwhile were missed). Resolves once listening, or once the first
 * attempt failed (it is tried again, every few seconds, until it works or is stopped); answers the stop.
 */
export type Listen = (channel: string, onMessage: (payload: string) => void, onReconnect?: () => void) => Promise<() => Promise<void>>;

/**
 * Where the job queue (pg-boss) runs its own SQL: PostgreSQL by its URL (a small pool of its own), or PGlite's one
 * connection, taken in turn with every query of the app (`exclusive`), never inside another caller's transaction.
 */
export type QueueTarget =
  | { readonly kind: 'postgres'; readonly url: string }
  | { readonly kind: 'pglite'; readonly exclusive: <T>(work: (pg: PGlite) => Promise<T>) => Promise<T> };
const queueTargets = new WeakMap<Db, QueueTarget>();
export const queueTargetOf = (db: Db): QueueTarget => {
  const t = queueTargets.get(db);
  if (t === undefined) throw new Error('not a database opened by openDatabase');
  return t;
};

const listeners = new WeakMap<Db, Listen>();
/** How the database opened by openDatabase listens: its own connection on PostgreSQL, the one connection on PGlite. */
export const listenerOf = (db: Db): Listen | undefined => listeners.get(db);

const RELISTEN_MS = 2_000;
const channelName = (channel: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
};

/** PostgreSQL: a connection of its own (a pooled one would be handed to queries), opened again when it is lost. */
const postgresListen =
  (url: string): Listen =>
  async (channel, onMessage, onReconnect) => {
    const name = channelName(channel);
    let current: pg.Client | undefined;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    let failed = false;
    const again = (): void => {
      if (stopped || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        void connect();
      }, RELISTEN_MS);
      timer.unref();
    };
    const connect = async (): Promise<void> => {
      const client = new pg.Client({ connectionString: url });
      const lost = (): void => {
        if (current !== client) return;
        current = undefined;
        failed = true;
        client.end().catch(() => undefined);
        again();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (n) => {
        if (n.channel === name && n.payload !== undefined) onMessage(n.payload);
      });
      current = client;
      try {
        await client.connect();
        await client.query(`LISTEN ${name}`);
      } catch {
        lost();
        return;
      }
      if (stopped) {
        current = undefined;
        await client.end().catch(() => undefined);
      } else if (failed) {
        failed = false;
        onReconnect?.();
      }
    };
    await connect();
    return async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    };
  };

/**
 * PGlite: its one connection, through the pool (never inside another caller's transaction). Listeners of one
 * channel share that connection's LISTEN: the last to stop ends it.
 */
const pgliteListen = (pglite: PGlite, db: Db): Listen => {
  const listeners = new Map<string, number>();
  return async (channel, onMessage) => {
    const name = channelName(channel);
    const off = pglite.onNotification((ch, payload) => {
      if (ch === name) onMessage(payload);
    });
    const count = listeners.get(name) ?? 0;
    listeners.set(name, count + 1);
    if (count === 0) await sql.raw(`LISTEN ${name}`).execute(db);
    return async () => {
      off();
      const left = (listeners.get(name) ?? 1) - 1;
      listeners.set(name, left);
      if (left === 0) await sql.raw(`UNLISTEN ${name}`).execute(db).catch(() => undefined);
    };
  };
};

/**
 * The PostgreSQL pool. Its timeouts keep a sick database from holding requests for ever: a connection not had in
 * 5 s fails the request (a 500 the client may retry with its idempotency key) instead of queueing it without end;
 * a statement running past 30 s is cancelled by the server (nothing Crema asks takes a second); an idle
 * connection is closed after 30 s. A connection that breaks while idle is dropped (the next query opens
 * another) and logged: without a listener its error would end the process.
 */
export const POOL_TIMEOUTS = { connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, statement_timeout: 30_000 } as const;
const postgresPool = (target: Extract<DatabaseTarget, { kind: 'postgres' }>): pg.Pool => {
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, ...POOL_TIMEOUTS });
  pool.on('error', (e) => console.error(JSON.stringify({ level: 50, msg: 'database: an idle connection failed', err: { message: e.message } })));
  return pool;
};

const driverOf = async (target: DatabaseTarget): Promise<{ pool: PostgresPool; listen: (db: Db) => Listen; queue: QueueTarget }> => {
  if (target.kind === 'postgres') return { pool: postgresPool(target), listen: () => postgresListen(target.url), queue: { kind: 'postgres', url: target.url } };
  const pglite = await PGlite.create({ ...pgliteData(target), parsers: { 20: (v: string) => Number(v) } });
  const pool = pglitePool(pglite);
  return { pool, listen: (db) => pgliteListen(pglite, db), queue: { kind: 'pglite', exclusive: pool.exclusive } };
};

const opened = async ({ pool, listen, queue }: Awaited<ReturnType<typeof driverOf>>): Promise<Db> => {
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  listeners.set(db, listen(db));
  queueTargets.set(db, queue);
  await migrateToLatest(db);
  await installJobQueue(queue);
  return db;
};

export const openDatabase = async (target: DatabaseTarget): Promise<Db> => opened(await driverOf(target));

/** Test-only: a database on a PGlite the caller keeps (to dump its data folder), migrated as openDatabase does. */
export const openOnPglite = (pglite: PGlite): Promise<Db> => {
  const pool = pglitePool(pglite);
  return opened({ pool, listen: (db) => pgliteListen(pglite, db), queue: { kind: 'pglite', exclusive: pool.exclusive } });
};

export const describeTarget = (t: DatabaseTarget): string =>
  t.kind === 'postgres' ? `PostgreSQL (${t.url.replace(/\/\/[^@]*@/, '//***@')})` : t.kind === 'pglite' ? `PGlite in ${t.dataDir}` : 'PGlite in memory';
