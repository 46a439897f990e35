// Opens the database (migrating it), seeds it on first start, and builds the app: what main.ts and the
// in-process tests share.
import { randomUUID } from 'node:crypto';
import { makeConfig, type Clock } from '@crema/domain';
import { openDatabase } from './db/database';
import { createSessions } from './auth/sessions';
import { buildApp } from './app';
import { memoryCounters, postgresCounters } from './http/limits';
import type { ServerContext } from './context';
import type { ServerSettings } from './config';
import { createOffsetClock } from './test-controls';
import { seedDatabase } from "./seed";

export const systemClock: Clock = { now: () => Date.now() };

export const startServer = async (s: ServerSettings) => {
  const db = await openDatabase(s.database);
  const testClock = s.testControls ? createOffsetClock(s.testClockStart) : undefined;
  const clock = testClock ?? systemClock;
  const ctx: ServerContext = {
    db,
    clock,
    ids: { next: (prefix) => `${prefix ?? 'id'}-${randomUUID()}` },
    config: makeConfig(),
    sessions: createSessions(db, clock),
  };
  await seedDatabase(ctx, { demoData: s.demoData });
  // On PostgreSQL every process counts the limits in the database; the embedded database is one process.
  const limits = s.database.kind === 'postgres' ? postgresCounters(s.database.url) : memoryCounters();
  const app = await buildApp({
    ctx,
    ...(s.webDist !== undefined ? { webDist: s.webDist } : {}),
    ...(testClock !== undefined ? { testClock } : {}),
    googleMaps: s.googleMaps,
    log: { level: s.logLevel },
    trustProxy: s.trustProxy,
    limits,
  });
  app.addHook('onClose', async () => {
    await limits.close();
    await db.destroy();
  });
  return { app, ctx };
};
