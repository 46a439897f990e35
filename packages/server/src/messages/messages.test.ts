// Messages leave through a real SMTP server (smtp-server in this process, read back with mailparser): queued in
// the transaction of the change that causes them, tried again when the SMTP server refuses, given up into the
// failed-messages queue after the last try, sent once across a crash between the commit and the send, written as
// .eml files when no SMTP server is set.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '@crema/domain';
import type { OutboundMessage } from '@crema/domain/messages';
import type { MessageSettings } from '../config';
import { openDatabase, queueTargetOf, type Db } from '../db/database';
import { createJobQueue, startJobQueue, type PgBoss } from '../jobs/queue';
import { openMigratedMemory } from '../test/prepared-data';
import { createOutbox, FAILED_MESSAGE_QUEUE, startDelivery } from './delivery';
import { emailSender, messageSender, smsSender } from './senders';

/** An SMTP server that keeps what it receives, and refuses the next `refuse` messages (a 451, as a busy server does). */
const startSmtp = async () => {
  const received: ParsedMail[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      if (refuse > 0) {
        refuse -= 1;
        stream.resume();
        stream.on('end', () => done(Object.assign(new Error('try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then((m) => {
        received.push(m);
        done();
      }, done);
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    refuseNext: (n: number) => {
      refuse = n;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
};

const until = async (check: () => boolean | Promise<boolean>, what: string): Promise<void> => {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within 15 s: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

const CODE: OutboundMessage = { kind: 'email-change-code', to: 'new@example.test', code: '482913', expiresInMinutes: 10 };

/** A process's messaging on `db`: its started queue, outbox and (unless told) its delivery worker with these settings. */
const messaging = async (db: Db, clock: ManualClock, s: MessageSettings, deliver = true) => {
  const lines: string[] = [];
  const errors: string[] = [];
  const jobs: PgBoss = createJobQueue(queueTargetOf(db), { error: (_f, msg) => errors.push(msg) });
  const outbox = createOutbox(jobs, clock, s.publicUrl);
  await startJobQueue(jobs);
  if (deliver) {
    const say = (l: string) => lines.push(l);
    await startDelivery(jobs, db, clock, messageSender(emailSender(s, say), smsSender(s, say)), s, { error: (_f, msg) => errors.push(msg) });
  }
  return { jobs, outbox, lines, errors, stop: () => jobs.stop({ graceful: false, close: true }) };
};

/** A business change (a verification code kept) and its message, in one transaction that commits or, if told, rolls back. */
const change = async (db: Db, outbox: { enqueue: (q: Db, m: OutboundMessage) => Promise<string> }, m: OutboundMessage, rollBack = false): Promise<string> => {
  let id = '';
  await db
    .transaction()
    .execute(async (tx) => {
      await tx.insertInto('message_deliveries').values({ message_id: `business-row-${Math.random()}`, kind: 'test', delivered_at: 0 }).execute();
      id = await outbox.enqueue(tx, m);
      if (rollBack) throw new Error('roll back');
    })
    .catch((e: Error) => {
      if (e.message !== 'roll back') throw e;
    });
  return id;
};

describe('messages through an SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let db: Db;
  const clock = createManualClock(Date.UTC(2026, 10, 29, 12));
  beforeAll(async () => {
    smtp = await startSmtp();
    db = await openMigratedMemory();
  });
  afterAll(async () => {
    await smtp.close();
    await db.destroy();
  });

  it('delivers a committed change\'s message once, with its id as the Message-ID; a rolled-back change sends nothing', async () => {
    const m = await messaging(db, clock, { publicUrl: 'https://crema.example', smtpUrl: smtp.url, retryLimit: 0, retryDelaySeconds: 0 });
    try {
      await change(db, m.outbox, { ...CODE, to: 'rolled-back@example.test' }, true);
      const id = await change(db, m.outbox, CODE);
      await until(() => smtp.received.length >= 1, 'the mail');
      const [mail] = smtp.received;
      expect(mail?.to).toMatchObject({ text: 'new@example.test' });
      expect(mail?.from?.text).toBe('"Crema" <no-reply@crema.example>');
      expect(mail?.subject).toBe('Confirm your new e-mail address');
      expect(mail?.text).toContain('Your Crema code is 482913. It expires in 10 minutes.');
      expect(mail?.messageId).toBe(`<${id}@crema>`);
      const delivered = await db.selectFrom('message_deliveries').selectAll().where('message_id', '=', id).executeTakeFirst();
      expect(delivered).toMatchObject({ kind: 'email-change-code', delivered_at: clock.now() });
      expect(smtp.received.map((r) => r.to && 'text' in r.to ? r.to.text : '')).not.toContain('rolled-back@example.test');
    } finally {
      await m.stop();
      smtp.received.length = 0;
    }
  });

  it('tries a refused message again, and gives one refused every time up into the failed-messages queue, with one log line each try', async () => {
    const m = await messaging(db, clock, { publicUrl: 'https://crema.example', smtpUrl: smtp.url, retryLimit: 2, retryDelaySeconds: 0 });
    try {
      smtp.refuseNext(2);
      await change(db, m.outbox, { ...CODE, to: 'patient@example.test' });
      await until(() => smtp.received.length === 1, 'the third try');
      expect(m.errors).toEqual(['message not sent; tried again later', 'message not sent; tried again later']);
      smtp.refuseNext(3);
      const id = await change(db, m.outbox, { ...CODE, to: 'never@example.test' });
      await until(() => m.errors.length === 5, 'three more failed tries');
      expect(m.errors.at(-1)).toBe('message given up');
      const failed = async () => (await m.jobs.findJobs(FAILED_MESSAGE_QUEUE)).filter((j) => (j.data as { message: OutboundMessage }).message.to === 'never@example.test');
      await until(async () => (await failed()).length === 1, 'the given-up message in the failed-messages queue');
      expect(await db.selectFrom('message_deliveries').selectAll().where('message_id', '=', id).executeTakeFirst()).toBeUndefined();
      expect(smtp.received).toHaveLength(1);
    } finally {
      await m.stop();
      smtp.received.length = 0;
    }
  });
});

describe('a crash between the commit and the send', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'crema-crash-'));
  const clock = createManualClock(Date.UTC(2026, 10, 29, 12));
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses nothing and sends once: the process that committed stops before sending; the next start sends it, and a start after that sends nothing more', async () => {
    const s: MessageSettings = { publicUrl: 'https://crema.example', smtpUrl: smtp.url, retryLimit: 0, retryDelaySeconds: 0 };
    const first = await openDatabase({ kind: 'pglite', dataDir });
    const before = await messaging(first, clock, s, false);
    const id = await change(first, before.outbox, { ...CODE, to: 'after-crash@example.test' });
    await before.stop();
    await first.destroy();
    expect(smtp.received).toHaveLength(0);

    for (const start of ['second', 'third']) {
      const db = await openDatabase({ kind: 'pglite', dataDir });
      const m = await messaging(db, clock, s);
      if (start === 'second') await until(() => smtp.received.length === 1, 'the mail after the restart');
      else await new Promise((r) => setTimeout(r, 300));
      await m.stop();
      await db.destroy();
    }
    expect(smtp.received.map((r) => r.messageId)).toEqual([`<${id}@crema>`]);
  });
});

describe('messages without an SMTP server', () => {
  let db: Db;
  const folder = mkdtempSync(join(tmpdir(), 'crema-mail-'));
  const clock = createManualClock(Date.UTC(2026, 10, 29, 12));
  beforeAll(async () => {
    db = await openMigratedMemory();
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes each e-mail as a standard .eml file and each SMS as a text file in the folder, and names each in one line', async () => {
    const m = await messaging(db, clock, { publicUrl: 'http://localhost:4173', folder, retryLimit: 0, retryDelaySeconds: 0 });
    try {
      const mailId = await change(db, m.outbox, CODE);
      const smsId = await change(db, m.outbox, { kind: 'mfa-phone-code', to: '206-555-0100', code: '123456', expiresInMinutes: 10 });
      await until(() => readdirSync(folder).length === 2, 'two files');
      const eml = readdirSync(folder).find((f) => f.endsWith(`${mailId}.eml`));
      const sms = readdirSync(folder).find((f) => f.endsWith(`${smsId}.sms.txt`));
      expect(eml).toBeDefined();
      expect(sms).toBeDefined();
      const parsed = await simpleParser(readFileSync(join(folder, eml ?? '')));
      expect(parsed.subject).toBe('Confirm your new e-mail address');
      expect(parsed.text).toContain('482913');
      expect(parsed.html).toContain('482913');
      expect(readFileSync(join(folder, sms ?? ''), 'utf8')).toBe('To: 206-555-0100\n\nYour Crema code is 123456. It expires in 10 minutes.\n');
      expect(m.lines).toEqual([
        `› mail to new@example.test: "Confirm your new e-mail address" → ${join(folder, eml ?? '')}`,
        `› SMS to 206-555-0100: "Your Crema code is 123456. It expires in 10 minutes." → ${join(folder, sms ?? '')}`,
      ]);
    } finally {
      await m.stop();
    }
  });
});
