// Opens the database (migrating it), seeds it on first start, and builds the app: what main.ts and the
// in-process tests share.
import { randomUUID } from 'node:crypto';
import { makeConfig, type Clock } from '@crema/domain';
import { openDatabase, queueTargetOf } from './db/database';
import { createJobQueue, startJobQueue, type JobQueueLog } from './jobs/queue';
import { schedulePruning } from './jobs/pruning';
import { createOutbox, startDelivery } from './messages/delivery';
import { emailSender, messageSender, smsSender } from './messages/senders';
import { createTestMailbox, registerTestMailbox } from './messages/test-mailbox';
import { createSessions } from './auth/sessions';
import { buildApp } from './app';
import { memoryCounters, postgresCounters } from './http/limits';
import type { ServerContext } from './context';
import type { ServerSettings } from './config';
import { createOffsetClock } from './test-controls';
import { seedDatabase } from "./seed";

export const systemClock: Clock = { now: () => Date.now() };

/** Before the app's logger exists: one JSON line to stderr, as the app's own log lines are. */
const stderrLog: JobQueueLog = { error: (fields, msg) => console.error(JSON.stringify({ level: 50, msg, ...fields })) };

export const startServer = async (s: ServerSettings) => {
  const db = await openDatabase(s.database);
  const testClock = s.testControls ? createOffsetClock(s.testClockStart) : undefined;
  const clock = testClock ?? systemClock;
  const jobs = createJobQueue(queueTargetOf(db), stderrLog);
  const ctx: ServerContext = {
    db,
    clock,
    ids: { next: (prefix) => `${prefix ?? 'id'}-${randomUUID()}` },
    config: makeConfig(),
    sessions: createSessions(db, clock),
    outbox: createOutbox(jobs, clock, s.messages.publicUrl),
  };
  // Started before anything may queue a message (on PGlite a queue not started would wait for the transaction that queues).
  await startJobQueue(jobs);
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
    eventStreamsPerViewer: s.eventStreamsPerViewer,
  });
  // Messages leave by their senders; a test start also keeps them in its mailbox (GET /__test/mailbox).
  const say = (line: string): void => console.log(line);
  const send = messageSender(emailSender(s.messages, say), smsSender(s.messages, say));
  const mailbox = s.testControls ? createTestMailbox() : undefined;
  if (mailbox !== undefined) registerTestMailbox(app, mailbox);
  if (s.jobWorkers) {
    await startDelivery(jobs, db, clock, mailbox?.recording(send) ?? send, s.messages, stderrLog);
    await schedulePruning(jobs, db, clock);
  }
  app.addHook('onClose', async () => {
    // Workers finish the message in hand (or leave it to be tried again: it is recorded only once sent).
    await jobs.stop({ graceful: true, timeout: 5_000, close: true });
    await limits.close();
    await db.destroy();
  });
  return { app, ctx };
};
