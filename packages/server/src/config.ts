// The server's settings, from the environment (README: PORT, DATABASE_URL, CREMA_DATA_DIR, ...).
import { resolve } from 'node:path';
import type { DatabaseTarget } from './db/database';

export interface ServerSettings {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseTarget;
  readonly webDist?: string;
  readonly testControls: boolean;
  readonly googleMaps: boolean;
  /** 'warn' logs warnings and errors only (always on); CREMA_LOG=1 adds a line per request ('info'). */
  readonly logLevel: 'warn' | 'info';
  readonly trustProxy: boolean;
}

const repoRoot = resolve(import.meta.dirname, '../../..');

/** A setting that cannot be used: the server says why in one line each and does not start. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

const CARD_KEY = /^[0-9a-f]{64}$/i;

/**
 * Card numbers are sealed with CREMA_CARD_KEY (cards/secrets.ts). The development key written in the source is
 * allowed only on the embedded database (a demo's data): a PostgreSQL database holds real data and needs a key.
 */
const cardKeyProblems = (env: NodeJS.ProcessEnv, database: DatabaseTarget): string[] => {
  const key = env.CREMA_CARD_KEY;
  if (key !== undefined && key !== '' && !CARD_KEY.test(key)) return ['CREMA_CARD_KEY must be 64 hex digits (make one with: openssl rand -hex 32)'];
  if ((key === undefined || key === '') && database.kind === 'postgres') return ['CREMA_CARD_KEY is required with DATABASE_URL (64 hex digits, e.g. openssl rand -hex 32): card numbers are sealed with it'];
  return [];
};

export const readSettings = (env: NodeJS.ProcessEnv = process.env): ServerSettings => {
  const dataDir = env.CREMA_DATA_DIR ?? resolve(repoRoot, '.crema-data');
  const database: DatabaseTarget =
    env.DATABASE_URL !== undefined && env.DATABASE_URL !== ''
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : dataDir === 'memory'
        ? { kind: 'memory' }
        : { kind: 'pglite', dataDir };
  const problems = cardKeyProblems(env, database);
  if (problems.length > 0) throw new SettingsError(problems);
  const webDist = env.CREMA_WEB_DIST === 'none' ? undefined : resolve(env.CREMA_WEB_DIST ?? resolve(repoRoot, 'packages/web/dist-http'));
  return {
    port: Number(env.PORT ?? 4173),
    host: env.HOST ?? '0.0.0.0',
    database,
    ...(webDist !== undefined ? { webDist } : {}),
    testControls: env.CREMA_TEST_CONTROLS === '1',
    googleMaps: (env.VITE_GOOGLE_MAPS_API_KEY ?? '') !== '',
    logLevel: env.CREMA_LOG === '1' ? 'info' : 'warn',
    trustProxy: env.CREMA_TRUST_PROXY === '1',
  };
};
