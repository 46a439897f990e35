// The databases a server test runs on: PGlite in memory always, and a real PostgreSQL when the test command
// started one (CREMA_TEST_POSTGRES_URL, an admin URL: each suite gets its own new database on it).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db, type DatabaseTarget } from '../db/database';

export interface TestDatabase {
  readonly name: string;
  open(): Promise<Db>;
}

const postgresUrl = process.env.CREMA_TEST_POSTGRES_URL;

const freshPostgres = async (adminUrl: string): Promise<DatabaseTarget> => {
  const name = `crema_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgres', url: url.toString() };
};

export const testDatabases: readonly TestDatabase[] = [
  { name: 'PGlite', open: () => openDatabase({ kind: 'memory' }) },
  ...(postgresUrl !== undefined && postgresUrl !== ''
    ? [{ name: 'PostgreSQL', open: async () => openDatabase(await freshPostgres(postgresUrl)) }]
    : []),
];
