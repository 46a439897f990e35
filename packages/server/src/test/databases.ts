// The databases a server test runs on: PGlite in memory always, and a real PostgreSQL when the test command
// started one (CREMA_TEST_POSTGRES_URL, an admin URL: each suite gets its own new database on it). Each is a copy
// of one prepared once (test/prepared-data.ts): migrated, or (openSeeded) also seeded as a first start at `start`.
import { openDatabase, type Db } from '../db/database';
import { openMigratedMemory, openMigratedPostgres, openPgliteCopy, openSeededPostgresAt, seededPgliteTarballAt } from './prepared-data';

/** A fresh database of one kind. */
export interface TestDatabaseOpen {
  (): Promise<Db>;
  /** A fresh database on which the first start's seed (seedDatabase on test/app.ts's context) ran at `start`. */
  readonly seeded: (start: number) => Promise<Db>;
}

export interface TestDatabase {
  readonly name: string;
  readonly open: TestDatabaseOpen;
}

const postgresUrl = process.env.CREMA_TEST_POSTGRES_URL;

const opener = (open: () => Promise<Db>, seeded: (start: number) => Promise<Db>): TestDatabaseOpen => Object.assign(open, { seeded });

export const testDatabases: readonly TestDatabase[] = [
  { name: 'PGlite', open: opener(openMigratedMemory, async (start) => openPgliteCopy(await seededPgliteTarballAt(start))) },
  ...(postgresUrl !== undefined && postgresUrl !== ''
    ? [{ name: 'PostgreSQL', open: opener(() => openMigratedPostgres(postgresUrl), (start) => openSeededPostgresAt(postgresUrl, start)) }]
    : []),
];

/** A database made as before the prepared copies: initdb (or CREATE DATABASE), every migration, no copy. */
export const freshDatabase = (name: TestDatabase['name']): (() => Promise<Db>) | undefined =>
  name === 'PGlite'
    ? () => openDatabase({ kind: 'memory' })
    : postgresUrl !== undefined && postgresUrl !== ''
      ? async () => {
          const { default: pg } = await import('pg');
          const { randomBytes } = await import('node:crypto');
          const db = `crema_test_${randomBytes(6).toString('hex')}`;
          const admin = new pg.Client({ connectionString: postgresUrl });
          await admin.connect();
          await admin.query(`CREATE DATABASE ${db}`);
          await admin.end();
          const url = new URL(postgresUrl);
          url.pathname = `/${db}`;
          return openDatabase({ kind: 'postgres', url: url.toString() });
        }
      : undefined;
