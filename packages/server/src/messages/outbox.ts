// How a business change says something to someone: `enqueue` inside the change's own transaction, so the message
// is committed with the change or not at all. Delivery (messages/delivery.ts) runs later on the job queue.
import type { OutboundMessage } from '@crema/domain/messages';
import type { Db, Tx } from '../db/database';

export interface Outbox {
  /** Queues `message` on `q` (pass the transaction of the change that causes it). Resolves to the message's id. */
  enqueue(q: Db | Tx, message: OutboundMessage): Promise<string>;
  /** The public origin links in messages start with (CREMA_PUBLIC_URL; http://localhost:PORT when not set). */
  readonly publicUrl: string;
}
