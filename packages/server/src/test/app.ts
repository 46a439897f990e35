// An in-process server for a test: the real app on a fresh in-memory database, driven with inject().
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createManualClock, makeConfig } from '@crema/domain';
import { openDatabase } from '../db/database';
import { createSessions } from '../auth/sessions';
import { buildApp, type AppOptions } from '../app';
import type { ServerContext } from '../context';

/**
 * A stand-in web build: an index page, the menu's entry page, one hashed asset (with the build's .br and .gz
 * copies) and Vite's manifest (which must never be served).
 */
export const fakeWebDist = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'crema-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Crema</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  mkdirSync(join(dir, '.routes'));
  writeFileSync(join(dir, '.routes', 'routes.json'), JSON.stringify({ '/menu': 'menu.html' }));
  writeFileSync(join(dir, '.routes', 'menu.html'), '<!doctype html><title>Crema</title><link rel="modulepreload" href="/assets/MenuPage-1.js"><div id="root"></div>');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
};

export const testApp = async (o: Partial<AppOptions> = {}) => {
  const db = await openDatabase({ kind: 'memory' });
  const clock = createManualClock(Date.UTC(2026, 10, 25, 12));
  let n = 0;
  const ctx: ServerContext = { db, clock, ids: { next: (p) => `${p ?? 'id'}-${++n}` }, config: makeConfig(), sessions: createSessions(db, clock) };
  const app = await buildApp({ ctx, ...o });
  return { app, ctx, clock, close: async () => app.close().then(() => db.destroy()) };
};
