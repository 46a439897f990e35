// Test-only: the compiled server the test processes run (build.mjs's bundle, what `npm start` runs), built once per
// source version and kept in packages/server/node_modules/.cache/crema-server/<inputs' hash>/ (there the bundle's
// npm imports resolve as from dist/). Two vitest workers may want it at once: one builds it (holding a lock file)
// into a temporary folder and renames it into place, the other waits for it; a folder in place is never changed,
// and the hash is taken at every start, so a server never runs a build of other sources.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUILD_INPUTS } from '../../build.mjs';
import { hashInputs, withLock } from '../../../../scripts/build-if-changed.mjs';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = resolve(serverDir, '../..');
const cacheDir = join(serverDir, 'node_modules/.cache/crema-server');
const DAY = 24 * 3_600_000;

/** Builds of other sources nobody started for a day. */
const prune = (keep: string): void => {
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    try {
      if (path !== keep && !name.endsWith('.lock') && Date.now() - statSync(path).mtimeMs > DAY) rmSync(path, { recursive: true, force: true });
    } catch {
      /* another worker pruned it */
    }
  }
};

/** The compiled server's main.js for the sources as they are now (built first when there is none yet). */
export const compiledServer = async (): Promise<string> => {
  const dir = join(cacheDir, hashInputs(repoRoot, SERVER_BUILD_INPUTS).slice(0, 16));
  const main = join(dir, 'main.js');
  if (!existsSync(main)) {
    await withLock(`${dir}.lock`, async () => {
      if (existsSync(main)) return;
      const temp = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        // A sibling of its final folder: the source map's relative paths hold after the rename.
        await buildServer(temp);
        renameSync(temp, dir);
      } finally {
        rmSync(temp, { recursive: true, force: true });
      }
      prune(dir);
    });
  }
  const now = new Date();
  utimesSync(dir, now, now);
  return main;
};
