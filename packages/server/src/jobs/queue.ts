// The server's durable job queue: pg-boss, on the same database as everything else (its tables live in the
// `pgboss` schema). On PostgreSQL it has a small pool of its own; on the embedded PGlite it runs its SQL on the
// one connection, taken in turn with the app's queries, so it never lands inside another caller's transaction.
// Jobs are queued in the transaction of the change that causes them (`enqueueIn`), so both commit or neither.
import { PgBoss, fromKysely, type ConstructorOptions, type Db as QueueDb } from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type { Db, QueueTarget, Tx } from '../db/database';

/**
 * PGlite's one connection as pg-boss's database: multi-statement SQL (its migrations, its locked blocks) goes
 * through `exec`; LISTEN too, so a worker wakes when a job is queued (pg-boss NOTIFYs on commit) instead of at its
 * next poll.
 */
const pgliteQueueDb = (exclusive: <T>(work: (pg: PGlite) => Promise<T>) => Promise<T>): QueueDb => ({
  listen: async (channel, onNotification, onReconnect) => {
    const quoted = `"${channel.replace(/"/g, '""')}"`;
    const off = await exclusive(async (pg) => {
      const stop = pg.onNotification((ch, payload) => {
        if (ch === channel) onNotification(payload);
      });
      await pg.exec(`LISTEN ${quoted}`);
      return stop;
    });
    onReconnect();
    return {
      close: async () => {
        off();
        await exclusive((pg) => pg.exec(`UNLISTEN ${quoted}`)).catch(() => undefined);
      },
    };
  },
  executeSql: (text, values) =>
    exclusive(async (pg) => {
      try {
        if (values !== undefined && values.length > 0) return { rows: (await pg.query(text, values)).rows };
        return { rows: (await pg.exec(text)).flatMap((r) => r.rows) };
      } catch (e) {
        // A statement that failed inside BEGIN ... COMMIT leaves the one connection in an aborted transaction.
        await pg.exec('ROLLBACK').catch(() => undefined);
        throw e;
      }
    }),
});

const connectionOf = (target: QueueTarget): ConstructorOptions =>
  target.kind === 'postgres'
    ? { connectionString: target.url, max: 2, connectionTimeoutMillis: 5_000, application_name: 'crema-jobs' }
    : { backend: 'pglite', db: pgliteQueueDb(target.exclusive) };

/** The queues every process works (their settings are brought up to date by their owners when they start). */
const QUEUES = ['crema-messages-failed', 'crema-messages', 'crema-prune'] as const;
export type QueueName = (typeof QUEUES)[number];

/**
 * Creates or upgrades the queue's tables and creates its queues (openDatabase calls it after the app's
 * migrations, so a prepared test copy carries them): pg-boss migrates its own schema, under an advisory lock when
 * several processes start at once.
 */
export const installJobQueue = async (target: QueueTarget): Promise<void> => {
  const boss = new PgBoss({ ...connectionOf(target), supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  for (const name of QUEUES) await boss.createQueue(name);
  await boss.stop({ graceful: false, close: true });
};

export interface JobQueueLog {
  error(fields: object, msg: string): void;
}

/**
 * The queue of this process, not started yet (`startJobQueue`); workers and schedules are added by their owners.
 */
export const createJobQueue = (target: QueueTarget, log: JobQueueLog): PgBoss => {
  const boss = new PgBoss({ ...connectionOf(target), migrate: false, useListenNotify: true });
  boss.on('error', (err) => log.error({ err: { message: err.message } }, 'job queue'));
  return boss;
};

const started = new WeakSet<PgBoss>();
/** Starts `boss` (its supervision, cron scheduler and cache of queues). */
export const startJobQueue = async (boss: PgBoss): Promise<void> => {
  await boss.start();
  started.add(boss);
};

/**
 * pg-boss's SQL run in `q`: the transaction of the business change. Only a started queue may queue: one not started
 * would read its queues outside the transaction, and on PGlite's one connection wait for the very transaction it
 * is part of.
 */
export const inTransaction = (boss: PgBoss, q: Db | Tx): QueueDb => {
  if (!started.has(boss)) throw new Error('the job queue is not started: start it (startJobQueue) before a change queues a job');
  return fromKysely(q);
};


export type { PgBoss };
