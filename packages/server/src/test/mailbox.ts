// Test-only: delivery of an in-process server's messages into a mailbox, through the real queue and worker (the
// senders are the only part left out: nothing leaves the test).
import type { ManualClock } from '@crema/domain';
import type { MessageSettings } from '../config';
import type { Db } from '../db/database';
import { startJobQueue, type PgBoss } from '../jobs/queue';
import { startDelivery } from '../messages/delivery';
import { createTestMailbox, type MailboxEntry, type TestMailbox } from '../messages/test-mailbox';

export type { TestMailbox, MailboxEntry };

/** Tries once, no wait: a test that wants retries starts its own delivery. */
export const TEST_MESSAGE_SETTINGS: MessageSettings = { publicUrl: 'http://crema.test', retryLimit: 0, retryDelaySeconds: 0 };

/** Starts `ctx`'s queue and a worker that delivers into a new mailbox (stop it with ctx.jobs.stop). */
export const startTestDelivery = async (ctx: { readonly db: Db; readonly clock: ManualClock; readonly jobs: PgBoss }): Promise<TestMailbox> => {
  const mailbox = createTestMailbox();
  await startJobQueue(ctx.jobs);
  await startDelivery(ctx.jobs, ctx.db, ctx.clock, mailbox.recording(async () => undefined), TEST_MESSAGE_SETTINGS, { error: () => undefined });
  return mailbox;
};

/**
 * The messages to `to` (those `where` keeps, when given) once there are at least `count` of them: a send is
 * asynchronous, so it waits, up to 10 s. Ask for the very message a test caused (`where`): an address may hold
 * others' already.
 */
export const waitForMail = async (server: { readonly mailbox: TestMailbox }, to: string, count = 1, where: (m: MailboxEntry) => boolean = () => true): Promise<MailboxEntry[]> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const got = server.mailbox.to(to).filter(where);
    if (got.length >= count) return got;
    if (Date.now() > deadline) throw new Error(`${got.length} of ${count} message(s) to ${to} after 10 s`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

