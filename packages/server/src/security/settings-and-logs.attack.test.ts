// Two promises of docs/security.md: a deployment on a real database never runs on the development card key
// (the server refuses to start and says why in one line), and an unexpected failure is always logged, as a
// structured line that carries no secret.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from '../config';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { testContext } from '../test/app';
import { startServerProcess } from '../test/server-process';

const KEY = 'a'.repeat(64);
const problemsOf = (env: NodeJS.ProcessEnv): readonly string[] => {
  try {
    readSettings(env);
    return [];
  } catch (e) {
    if (e instanceof SettingsError) return e.problems;
    throw e;
  }
};

describe('the card key', () => {
  it('is required with DATABASE_URL, may be left out on the embedded database, and must be 64 hex digits when given', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://db/crema' })).toEqual([expect.stringMatching(/^CREMA_CARD_KEY is required with DATABASE_URL/)]);
    expect(problemsOf({ DATABASE_URL: 'postgres://db/crema', CREMA_CARD_KEY: KEY })).toEqual([]);
    expect(problemsOf({ CREMA_DATA_DIR: 'memory' })).toEqual([]);
    expect(problemsOf({ CREMA_DATA_DIR: 'memory', CREMA_CARD_KEY: 'short' })).toEqual([expect.stringMatching(/^CREMA_CARD_KEY must be 64 hex digits/)]);
  });

  it('missing with DATABASE_URL: the server process exits before it opens the database, with one line saying why', async () => {
    await expect(startServerProcess({ DATABASE_URL: 'postgres://127.0.0.1:1/never-opened', CREMA_CARD_KEY: '' })).rejects.toThrow(/exited \(1\)\n✗ CREMA_CARD_KEY is required with DATABASE_URL[^\n]*\n$/);
  });
});

describe('the other settings', () => {
  it('say in one line each what is wrong with a number: the port, the stop deadline, the pool size, a limit, the streams cap', () => {
    expect(problemsOf({ CREMA_DATA_DIR: 'memory', PORT: 'eighty', CREMA_SHUTDOWN_DEADLINE_MS: '-5', CREMA_DB_POOL_SIZE: '0', CREMA_GIFT_RATE_PER_MINUTE: '1.5', CREMA_EVENT_STREAMS_PER_VIEWER: '0' })).toEqual([
      "PORT must be a whole number from 0 to 65535; 'eighty' is not",
      "CREMA_SHUTDOWN_DEADLINE_MS must be a whole number from 0 to 600000; '-5' is not",
      "CREMA_DB_POOL_SIZE must be a whole number from 1 to 500; '0' is not",
      "CREMA_EVENT_STREAMS_PER_VIEWER must be a whole number from 1 to 1000000; '0' is not",
      "CREMA_GIFT_RATE_PER_MINUTE must be a whole number from 1 to 1000000; '1.5' is not",
    ]);
  });

  it('size the PostgreSQL pool (10 by default) and the streams a viewer may hold open (10), and keep the defaults when unset', () => {
    const withPool = readSettings({ DATABASE_URL: 'postgres://db/crema', CREMA_CARD_KEY: KEY, CREMA_DB_POOL_SIZE: '25', CREMA_EVENT_STREAMS_PER_VIEWER: '40' });
    expect([withPool.database, withPool.eventStreamsPerViewer]).toEqual([{ kind: 'postgres', url: 'postgres://db/crema', poolSize: 25 }, 40]);
    const plain = readSettings({ DATABASE_URL: 'postgres://db/crema', CREMA_CARD_KEY: KEY });
    expect([plain.database, plain.port, plain.shutdownDeadlineMs, plain.eventStreamsPerViewer]).toEqual([{ kind: 'postgres', url: 'postgres://db/crema', poolSize: 10 }, 4173, 10_000, 10]);
  });
});

describe('the log', () => {
  it('keeps an unexpected failure as a JSON line at error level with the request id its answer carries, without the cookie, and no line for an ordinary request', async () => {
    const db = await openDatabase({ kind: 'memory' });
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => lines.push(...c.toString().split('\n').filter((l) => l !== '')));
    const app = await buildApp({ ctx: testContext(db, Date.UTC(2026, 10, 25, 12)), log: { level: 'warn', stream } });
    app.get('/apiproxy/v1/__boom', () => {
      throw new Error('the database went away');
    });
    try {
      // A client's own request id is not taken: the server names each request, on the answer and its log lines.
      const boom = await app.inject({ url: '/apiproxy/v1/__boom', headers: { cookie: 'crema_session=secret-session-token', 'x-request-id': 'forged-id' } });
      expect(boom.statusCode).toBe(500);
      const fine = await app.inject({ url: '/apiproxy/v1/account/session' });
      expect(fine.statusCode).toBe(200);
      const [boomId, fineId] = [boom.headers['x-request-id'], fine.headers['x-request-id']];
      expect(boomId).toMatch(/^[0-9a-f-]{36}$/);
      expect(fineId).toMatch(/^[0-9a-f-]{36}$/);
      expect(fineId).not.toBe(boomId);
      const logged = lines.map((l) => JSON.parse(l) as { level: number; msg?: string; err?: { message?: string } });
      expect(logged).toEqual([expect.objectContaining({ level: 50, reqId: boomId, err: expect.objectContaining({ message: 'the database went away' }) })]);
      expect(lines.join('\n')).not.toContain('secret-session-token');
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
