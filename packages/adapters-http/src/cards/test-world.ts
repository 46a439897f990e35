// Test-only: a fresh world for one cards test over HTTP, from the server's test-only fixture control (a member
// with two cards and a saved instrument, a member without cards, two newly issued cards nobody holds).
import type { CardEntry } from '@crema/domain/cards/contract';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}
export interface CardsWorld {
  readonly withCards: Credentials;
  readonly withoutCards: Credentials;
  readonly addableCard: CardEntry;
  readonly emptyCard: CardEntry;
  readonly paymentInstrumentId: string;
}

export const newCardsWorld = async (baseUrl: string): Promise<CardsWorld> => {
  const r = await fetch(`${baseUrl}/__test/cards/fixture`, { method: 'POST' });
  if (!r.ok) throw new Error(`cards fixture control answered ${r.status}`);
  return (await r.json()) as CardsWorld;
};


/**
 * A server process for the cards model run, as test/server-process starts one but with a start budget for a
 * loaded 2-core machine (the model run starts late, beside other suites), and the child stopped if it never
 * answers.
 */
export const startCardsServer = async (startBudgetMs = 420_000): Promise<{ baseUrl: string; stop(): Promise<void> }> => {
  const { spawn } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const { dirname, resolve } = await import('node:path');
  const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../server');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CREMA_DATA_DIR: 'memory', CREMA_WEB_DIST: 'none', CREMA_TEST_CONTROLS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (c: Buffer) => {
    errors += c.toString();
  });
  const stop = (): Promise<void> =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  const baseUrl = await new Promise<string>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => {
      void stop();
      fail(new Error(`server did not start in ${startBudgetMs} ms\n${errors}`));
    }, startBudgetMs);
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /\{"listening":"([^"]+)"\}/.exec(out);
      if (m?.[1] !== undefined) {
        clearTimeout(timer);
        ok(m[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${String(code)})\n${errors}`));
    });
  });
  return { baseUrl, stop };
};
