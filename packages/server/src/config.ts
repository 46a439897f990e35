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
  readonly logger: boolean;
  readonly trustProxy: boolean;
}

const repoRoot = resolve(import.meta.dirname, '../../..');

export const readSettings = (env: NodeJS.ProcessEnv = process.env): ServerSettings => {
  const dataDir = env.CREMA_DATA_DIR ?? resolve(repoRoot, '.crema-data');
  const database: DatabaseTarget =
    env.DATABASE_URL !== undefined && env.DATABASE_URL !== ''
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : dataDir === 'memory'
        ? { kind: 'memory' }
        : { kind: 'pglite', dataDir };
  const webDist = env.CREMA_WEB_DIST === 'none' ? undefined : resolve(env.CREMA_WEB_DIST ?? resolve(repoRoot, 'packages/web/dist-http'));
  return {
    port: Number(env.PORT ?? 4173),
    host: env.HOST ?? '0.0.0.0',
    database,
    ...(webDist !== undefined ? { webDist } : {}),
    testControls: env.CREMA_TEST_CONTROLS === '1',
    googleMaps: (env.VITE_GOOGLE_MAPS_API_KEY ?? '') !== '',
    logger: env.CREMA_LOG === '1',
    trustProxy: env.CREMA_TRUST_PROXY === '1',
  };
};
