// A fake-only inbox: every e-mail and text message the fake server "sends" lands here, so the UI in fake mode
// can show a demo hint ("Your code is 123456") and tests can read the code. It is not a port of the domain.
import type { FakeBackend } from '../backend';

export interface FakeInboxMessage {
  readonly to: string;
  readonly channel: 'email' | 'sms';
  readonly subject: string;
  readonly body: string;
  readonly code?: string;
  /** A password-reset e-mail's token (the link the demo shows leads to the reset page with it). */
  readonly resetToken?: string;
  readonly sentAt: number;
}

const KEEP = 50;

export const fakeInboxTable = (backend: FakeBackend) => backend.table<readonly FakeInboxMessage[]>('fakeInbox', () => []);

export const deliver = (backend: FakeBackend, message: FakeInboxMessage): void => {
  fakeInboxTable(backend).update((all) => [message, ...all].slice(0, KEEP));
};

export interface FakeInbox {
  /** Newest first; only those sent to `to` when given. */
  messages(to?: string): readonly FakeInboxMessage[];
  /** The code of the newest message sent to `to`, if any. */
  latestCode(to: string): string | undefined;
  /** The token of the newest password-reset e-mail sent to `to`, if any. */
  latestResetToken(to: string): string | undefined;
}

export const createFakeInbox = (backend: FakeBackend): FakeInbox => {
  const messages = (to?: string) => fakeInboxTable(backend).read().filter((m) => to === undefined || m.to.toLowerCase() === to.toLowerCase());
  return {
    messages,
    latestCode: (to) => messages(to).find((m) => m.code !== undefined)?.code,
    latestResetToken: (to) => messages(to).find((m) => m.resetToken !== undefined)?.resetToken,
  };
};
