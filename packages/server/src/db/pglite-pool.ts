// PGlite behind the pool shape Kysely's PostgresDialect drives (the same dialect as node-postgres), so
// both drivers run one code path. PGlite is one connection: `connect` hands it to one caller at a time,
// so a transaction's statements are never interleaved with another request's.
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

const commandOf = (sql: string): string => /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';

/** The pool, and `exclusive`: runs `work` on PGlite itself while holding the one connection (the job queue's raw SQL). */
export type PglitePool = PostgresPool & { exclusive<T>(work: (pg: PGlite) => Promise<T>): Promise<T> };

export const pglitePool = (pg: PGlite): PglitePool => {
  const waiting: ((client: PostgresPoolClient) => void)[] = [];
  let busy = false;

  const client: PostgresPoolClient = {
    query: (async <R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> => {
      const r = await pg.query<R>(sql, [...parameters]);
      return { command: commandOf(sql) as PostgresQueryResult<R>['command'], rowCount: r.affectedRows ?? r.rows.length, rows: r.rows };
    }) as PostgresPoolClient['query'],
    release: () => {
      const next = waiting.shift();
      if (next) next(client);
      else busy = false;
    },
  };

  const connect = () =>
    new Promise<PostgresPoolClient>((resolve) => {
      if (!busy) {
        busy = true;
        resolve(client);
      } else waiting.push(resolve);
    });

  return {
    connect,
    exclusive: async (work) => {
      const held = await connect();
      try {
        return await work(pg);
      } finally {
        held.release();
      }
    },
    end: async () => {
      await pg.close();
    },
  };
};
