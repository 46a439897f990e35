// How a rendered message leaves. E-mail: through an SMTP server (CREMA_SMTP_URL, nodemailer), or written as a
// standard .eml file in the mail folder (the embedded default of `npm start`). SMS: a JSON POST {to, text} to
// CREMA_SMS_WEBHOOK_URL, or a .sms.txt file in the same folder. A file written names itself in one line on stdout.
// Each message carries its stable id (the Message-ID; the file's name), so a send tried again after a crash is
// recognised: a file that exists is not written twice, and an SMTP receiver can drop the repeated Message-ID.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { SENDER_NAME, type RenderedEmail, type RenderedMessage, type RenderedSms } from '@crema/domain/messages';
import type { MessageSettings } from '../config';

/** One message to send, as the queue hands it over. */
export interface Outgoing<M extends RenderedMessage = RenderedMessage> {
  readonly id: string;
  /** When it was queued (epoch ms): files sort by it. */
  readonly queuedAt: number;
  readonly message: M;
}

/** Sends or throws (the queue tries again later). */
export type Send<M extends RenderedMessage = RenderedMessage> = (out: Outgoing<M>) => Promise<void>;

const fileStem = (out: Outgoing): string => `${new Date(out.queuedAt).toISOString().replace(/[:.]/g, '-')}-${out.id}`;

/** Writes once: a file already there is this message sent before a crash (its name is the message's id). */
const writeOnce = async (path: string, contents: string | Buffer): Promise<boolean> => {
  try {
    await writeFile(path, contents, { flag: 'wx' });
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
};

const fromAddress = (publicUrl: string): string => `"${SENDER_NAME}" <no-reply@${new URL(publicUrl).hostname.replace(/^localhost$/, 'crema.localhost')}>`;

const mailOf = (out: Outgoing<RenderedEmail>, publicUrl: string) => ({
  from: fromAddress(publicUrl),
  to: out.message.to,
  subject: out.message.subject,
  text: out.message.text,
  html: out.message.html,
  messageId: `<${out.id}@crema>`,
  date: new Date(out.queuedAt),
});

export const emailSender = (s: MessageSettings, say: (line: string) => void): Send<RenderedEmail> => {
  if (s.smtpUrl !== undefined) {
    const transport = nodemailer.createTransport(s.smtpUrl);
    return async (out) => {
      await transport.sendMail(mailOf(out, s.publicUrl));
    };
  }
  const folder = s.folder;
  if (folder === undefined) return async () => undefined; // a memory test start: the test mailbox is the record
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (out) => {
    const { message } = (await render.sendMail(mailOf(out, s.publicUrl))) as { message: Buffer };
    await mkdir(folder, { recursive: true });
    const path = join(folder, `${fileStem(out)}.eml`);
    if (await writeOnce(path, message)) say(`› mail to ${out.message.to}: "${out.message.subject}" → ${path}`);
  };
};

export const smsSender = (s: MessageSettings, say: (line: string) => void): Send<RenderedSms> => {
  const webhook = s.smsWebhookUrl;
  if (webhook !== undefined)
    return async (out) => {
      const res = await fetch(webhook, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': out.id },
        body: JSON.stringify({ to: out.message.to, text: out.message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
    };
  const folder = s.folder;
  if (folder === undefined) return async () => undefined;
  return async (out) => {
    await mkdir(folder, { recursive: true });
    const path = join(folder, `${fileStem(out)}.sms.txt`);
    if (await writeOnce(path, `To: ${out.message.to}\n\n${out.message.text}\n`)) say(`› SMS to ${out.message.to}: "${out.message.text}" → ${path}`);
  };
};

/** Either channel, by the message's own. */
export const messageSender = (email: Send<RenderedEmail>, sms: Send<RenderedSms>): Send =>
  (out) => (out.message.channel === 'email' ? email(out as Outgoing<RenderedEmail>) : sms(out as Outgoing<RenderedSms>));
