// The server build's test mailbox (test starts only): what the server sent, e-mail or SMS, to one address or phone,
// as it left by the job queue. Walks read codes and links from it, as a customer reads them from their mail.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './support';

export interface SentMessage {
  readonly id: string;
  readonly channel: 'email' | 'sms';
  readonly subject?: string;
  readonly text: string;
}

/** The messages sent to `to` so far, oldest first. */
export const sentTo = async (api: APIRequestContext, to: string): Promise<SentMessage[]> => {
  const r = await api.get('/__test/mailbox', { params: { to } });
  return ((await r.json()) as { messages: SentMessage[] }).messages;
};

/** What `find` finds in the messages to `to`, once a message that has it was sent (waits for the queue). */
export const awaitSent = async <T>(api: APIRequestContext, to: string, find: (messages: readonly SentMessage[]) => T | undefined): Promise<T> => {
  let found: T | undefined;
  await expect
    .poll(
      async () => {
        found = find(await sentTo(api, to));
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found as T;
};
