// Delivery of queued messages: a pg-boss worker takes each message, renders it (the domain's words) and sends it
// (senders.ts). A failed send is tried again later, each wait about twice the last; after the last try the message
// is given up into the failed-messages queue, where an operator sees it (docs/operations.md). A message that has
// left is recorded (message_deliveries) before its job completes: a try repeated after a crash in between finds
// the record and sends nothing.
import { randomUUID } from 'node:crypto';
import type { Clock } from '@crema/domain';
import { renderMessage, type OutboundMessage } from '@crema/domain/messages';
import type { MessageSettings } from '../config';
import type { Db } from '../db/database';
import { inTransaction, type JobQueueLog, type PgBoss, type QueueName } from '../jobs/queue';
import type { Outbox } from './outbox';
import type { Send } from './senders';

export const MESSAGE_QUEUE: QueueName = 'crema-messages';
export const FAILED_MESSAGE_QUEUE: QueueName = 'crema-messages-failed';

interface MessageJob {
  readonly message: OutboundMessage;
  readonly queuedAt: number;
}

export const createOutbox = (boss: PgBoss, clock: Clock, publicUrl: string): Outbox => ({
  publicUrl,
  enqueue: async (q, message) => {
    const id = randomUUID();
    const job: MessageJob = { message, queuedAt: clock.now() };
    await boss.send(MESSAGE_QUEUE, job, { id, db: inTransaction(boss, q) });
    return id;
  },
});

const DAY_S = 24 * 60 * 60;
const queueOptions = (s: MessageSettings) => ({
  retryLimit: s.retryLimit,
  retryDelay: s.retryDelaySeconds,
  ...(s.retryDelaySeconds > 0 ? { retryBackoff: true, retryDelayMax: 60 * 60 } : { retryBackoff: false }),
  // A send that hangs is given up after a minute and tried again.
  expireInSeconds: 60,
  // A sent message's job (its text may hold a code) is deleted a day after; a failed one waits 30 days for an operator.
  deleteAfterSeconds: DAY_S,
  deadLetter: FAILED_MESSAGE_QUEUE,
  // Queuing one wakes a worker at once (LISTEN/NOTIFY); the poll stays as the floor.
  notify: true,
});

/** Brings the queues' settings up to date (installJobQueue made them) and starts this process's worker. */
export const startDelivery = async (boss: PgBoss, db: Db, clock: Clock, send: Send, s: MessageSettings, log: JobQueueLog): Promise<void> => {
  await boss.updateQueue(FAILED_MESSAGE_QUEUE, { retentionSeconds: 30 * DAY_S });
  await boss.updateQueue(MESSAGE_QUEUE, queueOptions(s));
  // A new message wakes the worker at once (NOTIFY); a retry falls due without one, so the poll stays short.
  await boss.work<MessageJob>(MESSAGE_QUEUE, { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 }, async ([job]) => {
    if (job === undefined) return;
    const sent = await db.selectFrom('message_deliveries').select('message_id').where('message_id', '=', job.id).executeTakeFirst();
    if (sent !== undefined) return;
    const { message, queuedAt } = job.data;
    try {
      await send({ id: job.id, queuedAt, message: renderMessage(message) });
    } catch (e) {
      const last = job.retryCount >= s.retryLimit;
      log.error({ messageId: job.id, kind: message.kind, try: job.retryCount + 1, err: { message: (e as Error).message } }, last ? 'message given up' : 'message not sent; tried again later');
      throw e;
    }
    await db
      .insertInto('message_deliveries')
      .values({ message_id: job.id, kind: message.kind, delivered_at: clock.now() })
      .onConflict((oc) => oc.column('message_id').doNothing())
      .execute();
  });
};
