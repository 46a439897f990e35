// A real Crema server process for contract tests: `packages/server` on a fresh in-memory PGlite, on a port
// the system picks, with the test-only clock control. One per suite; stopped by the suite.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { useSuiteResource } from './suite-resource';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  readonly baseUrl: string;
  /** Moves the server's clock forward (test starts only). */
  advance(ms: number): Promise<void>;
  /** The server's clock (test starts only). */
  now(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts the server and waits for its listening line. A first start seeds every capability (some 24,000 stores
 * among them): minutes on a busy 2-core machine, so the budget is generous; past it the child is stopped.
 */
export const startServerProcess = async (env: Record<string, string> = {}, { startBudgetMs = 300_000 } = {}): Promise<ServerProcess> => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CREMA_DATA_DIR: 'memory', CREMA_WEB_DIST: 'none', CREMA_TEST_CONTROLS: '1', ...env },
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
