// Versioned migrations, in code, applied at start (Kysely's Migrator keeps the applied list in its own table).
import { Migrator, type Kysely, type Migration } from 'kysely';
import { migrations } from './migrations';

// Kysely's own signature for migrations: a database of any schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const migrateToLatest = async (db: Kysely<never> | Kysely<any>): Promise<void> => {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations },
    // Capabilities number their migrations apart (0012 payments, 0017 gifting, ...) and land in any order; each
    // touches only its own tables, so one that sorts before an applied one still applies.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed !== undefined) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
};
