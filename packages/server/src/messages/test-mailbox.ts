// Test starts only (CREMA_TEST_CONTROLS=1): every message this process sent, kept in memory, and
// GET /__test/mailbox?to=... to read those to one address or phone (oldest first). Browser walks read codes and
// links from it; a production start has no mailbox and no route.
import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import type { RenderedMessage } from '@crema/domain/messages';
import { decodeOr400 } from '../http/decode';
import type { Outgoing, Send } from './senders';

export type MailboxEntry = { readonly id: string } & RenderedMessage;

export const createTestMailbox = () => {
  const sent: MailboxEntry[] = [];
  return {
    /** Sends with `send`, then keeps what was sent. */
    recording: (send: Send): Send => async (out: Outgoing) => {
      await send(out);
      sent.push({ id: out.id, ...out.message });
    },
    to: (recipient: string): MailboxEntry[] => sent.filter((m) => m.to.toLowerCase() === recipient.toLowerCase()),
  };
};
export type TestMailbox = ReturnType<typeof createTestMailbox>;

export const registerTestMailbox = (app: FastifyInstance, mailbox: TestMailbox): void => {
  app.get('/__test/mailbox', async (req, reply) => {
    const { to } = decodeOr400(t.type({ to: t.string }), req.query);
    return reply.header('Cache-Control', 'no-store').send({ messages: mailbox.to(to) });
  });
};
