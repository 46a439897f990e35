// A real Crema server process for contract tests: the compiled server (what `npm start` runs; built once per source
// version, test/compiled-server.ts) on a fresh in-memory PGlite (a copy of a prepared seeded one), on a port the
// system picks, with the test-only clock control. One per suite; stopped by the suite.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { useSuiteResource } from './suite-resource';
import { seededPgliteTarballAt } from './prepared-data';
import { compiledServer } from './compiled-server';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  readonly baseUrl: string;
  /** Moves the server's clock forward (test starts only). */
  advance(ms: number): Promise<void>;
  /** The server's clock (test starts only). */
  now(): Promise<number>;
  stop(): Promise<void>;
}

const HOUR = 3_600_000;

/**
 * For an in-memory start: a copy of the database the first start's seed made (prepared once, test/prepared-data.ts)
 * and a clock that starts when that seed ran, so the server is the one a fresh start at that time would be. The
 * seed time is the current hour's start: one copy an hour, and a server clock at most that far behind the wall
 * clock (the tests take the server's time from it: `now()`). A start on a folder or a PostgreSQL seeds itself,
 * as does one with another card key than this worker's (the copy's cards are sealed with this worker's) and one
 * without the demo members (CREMA_DEMO_DATA other than 1: the copy has them).
 */
const preparedCopyFor = async (env: NodeJS.ProcessEnv): Promise<Record<string, string>> => {
  const inMemory = env.CREMA_DATA_DIR === 'memory' && (env.DATABASE_URL ?? '') === '' && env.CREMA_TEST_CONTROLS === '1';
  const demoData = ['', '1'].includes(env.CREMA_DEMO_DATA ?? '');
  if (!inMemory || !demoData || env.CREMA_CARD_KEY !== process.env.CREMA_CARD_KEY || env.CREMA_TEST_DATA !== undefined) return {};
  const seededAt = Math.floor(Date.now() / HOUR) * HOUR;
  return { CREMA_TEST_DATA: await seededPgliteTarballAt(seededAt), CREMA_TEST_CLOCK_START: String(seededAt) };
};

/**
 * Starts the server and waits for its listening line. A start that seeds itself (some 24,000 stores among them)
 * takes minutes on a busy 2-core machine, so the budget is generous; past it the child is stopped.
 */
export const startServerProcess = async (env: Record<string, string> = {}, { startBudgetMs = 300_000 } = {}): Promise<ServerProcess> => {
  const base = { ...process.env, PORT: '0', HOST: '127.0.0.1', CREMA_DATA_DIR: 'memory', CREMA_WEB_DIST: 'none', CREMA_TEST_CONTROLS: '1', ...env };
  const main = await compiledServer();
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: serverDir,
    env: { ...(await preparedCopyFor(base)), ...base },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (c: Buffer) => {
    errors += c.toString();
  });
  const stop = (): Promise<void> =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  const baseUrl = await new Promise<string>((resolveUrl, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`server did not start in ${startBudgetMs / 1000} s\n${errors}`));
    }, startBudgetMs);
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /\{"listening":"([^"]+)"\}/.exec(out);
      if (m?.[1] !== undefined) {
        clearTimeout(timer);
        resolveUrl(m[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(code)})\n${errors}`));
    });
  });
  return {
    baseUrl,
    advance: async (ms) => {
      const r = await fetch(`${baseUrl}/__test/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ advanceMs: ms }) });
      if (!r.ok) throw new Error(`clock control answered ${r.status}`);
    },
    now: async () => {
      const r = await fetch(`${baseUrl}/__test/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ advanceMs: 0 }) });
      if (!r.ok) throw new Error(`clock control answered ${r.status}`);
      return ((await r.json()) as { now: number }).now;
    },
    stop,
  };
};

/**
 * The suite's server process: started before its first test (within `startTimeoutMs`), stopped after its
 * last. What it returns stands for that process from the first hook on.
 */
export const useServerProcess = (env: Record<string, string> = {}, startTimeoutMs = 300_000): ServerProcess => {
  const live = useSuiteResource(
    () => startServerProcess(env),
    (s) => s.stop(),
    "the suite's server process is not started yet (use it in a test or a later hook)",
    startTimeoutMs,
  );
  return {
    get baseUrl() {
      return live().baseUrl;
    },
    advance: (ms) => live().advance(ms),
    now: () => live().now(),
    stop: () => live().stop(),
  };
};
