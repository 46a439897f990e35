// Versioned migrations, in code, applied at start (Kysely's Migrator keeps the applied list in its own table).
import { Migrator, type Kysely, type Migration } from 'kysely';
import { migrations } from './migrations';

export const migrateToLatest = async (db: Kysely<never> | Kysely<any>): Promise<void> => {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed !== undefined) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
};
