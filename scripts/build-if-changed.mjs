// Builds what `npm start` runs only when its inputs changed since the last build:
//   web     the web app for the server (HTTP backend), packages/web/dist-http
//   server  the server, packages/server/dist/main.js (packages/server/build.mjs)
// A target's inputs (its sources, the lockfile, the settings its build reads) are hashed; the hash is written into
// a stamp file inside the output once its build succeeded (and removed before a build starts), so an output that is
// missing, half written, older or made by another command is built again, and a current one is left alone. One
// build of a target at a time (a lock file under node_modules/.cache): a second caller waits, then finds it current.
//   node scripts/build-if-changed.mjs [web] [server]     (both when none is named)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { WEB_SOURCES, sourceDateMs } from '../packages/web/build/source-date.mjs';
import { SERVER_BUILD_INPUTS, buildServer } from '../packages/server/build.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Folders no build reads (dependencies, outputs, reports) and files no build reads (tests). */
const SKIPPED_FOLDER = /^(node_modules|dist|dist-.+|coverage|\.git)$/;
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/**
 * sha256 of every file under `paths` (relative to `root`; folders walked in name order, tests and outputs left
 * out), each with its path, then of the `extra` strings (settings). A path that does not exist counts as missing.
 */
export const hashInputs = (root, paths, extra = []) => {
  const h = createHash('sha256');
  const add = (rel) => {
    const stat = statSync(join(root, rel), { throwIfNoEntry: false });
    if (stat === undefined) h.update(`missing ${rel}\0`);
    else if (stat.isDirectory()) {
      for (const name of readdirSync(join(root, rel)).sort()) if (!SKIPPED_FOLDER.test(name) && !TEST_FILE.test(name)) add(`${rel}/${name}`);
    } else h.update(`file ${rel} ${stat.size}\0`).update(readFileSync(join(root, rel))).update('\0');
  };
  for (const p of paths) add(p);
  for (const e of extra) h.update(`extra ${e}\0`);
  return h.digest('hex');
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** A lock older than this was left by a killed build (the web build takes about a minute on a busy machine). */
const STALE_LOCK_MS = 15 * 60_000;

/** Runs `fn` holding the lock file `lock` (created exclusively; a stale one is taken over). */
export const withLock = async (lock, fn) => {
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    let fd;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true });
      } catch {
        /* released meanwhile */
      }
      await sleep(250);
      continue;
    }
    try {
      return await fn();
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
};

/**
 * @typedef {object} Target
 * @property {string} name      as named on the command line
 * @property {string} what      for people ('the web app')
 * @property {readonly string[]} inputs  files and folders its build reads, from the root
 * @property {() => readonly string[]} [settings]  the settings its build reads, as 'NAME=value' lines
 * @property {string} output    a file every complete build writes, from the root
 * @property {string} stamp     where the inputs' hash of the build that made the output is kept, from the root
 * @property {() => Promise<void>} build
 */

/** The target's inputs' hash now. */
export const inputsHashOf = (target, root = repoRoot) => hashInputs(root, target.inputs, target.settings?.() ?? []);

/** Whether the output was built from the inputs as they are now. */
export const isCurrent = (target, root = repoRoot, hash = inputsHashOf(target, root)) => {
  if (!existsSync(join(root, target.output))) return false;
  try {
    return readFileSync(join(root, target.stamp), 'utf8').trim() === hash;
  } catch {
    return false;
  }
};

/**
 * Builds the target unless it is current (`onBuild` is called first when it is not); 'current' or 'built'. The
 * hash is taken before the build: a source changed while it runs makes the next call build again.
 */
export const buildIfChanged = async (target, { root = repoRoot, onBuild = () => {} } = {}) => {
  if (isCurrent(target, root)) return 'current';
  return withLock(join(root, 'node_modules/.cache/crema-build', `${target.name}.lock`), async () => {
    // Another caller may have built it while this one waited.
    const hash = inputsHashOf(target, root);
    if (isCurrent(target, root, hash)) return 'current';
    onBuild();
    rmSync(join(root, target.stamp), { force: true });
    await target.build();
    if (!existsSync(join(root, target.output))) throw new Error(`the build of ${target.what} wrote no ${target.output}`);
    mkdirSync(dirname(join(root, target.stamp)), { recursive: true });
    writeFileSync(join(root, target.stamp), `${hash}\n`);
    return 'built';
  });
};

const run = (cmd, args, env) =>
  new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });

/**
 * Builds into `outDir` with `build` (which empties it) and carries the previous build's own hashed files of
 * `assets/` over, those the new build has not: during a rolling restart a page of the previous build, served a
 * moment ago by a process being replaced, still finds its chunks on the processes of the new build. Only the
 * previous build's own (listed in `.vite/crema-own-assets.json`; every file of `assets/` when there is no list),
 * so each build carries one build back and the folder does not grow with every release.
 */
export const buildCarryingPreviousAssets = async (outDir, build) => {
  const assets = join(outDir, 'assets');
  const ownList = join(outDir, '.vite', 'crema-own-assets.json');
  const listed = () => {
    try {
      const list = JSON.parse(readFileSync(ownList, 'utf8'));
      return Array.isArray(list) ? list.filter((f) => typeof f === 'string' && !f.includes('/')) : [];
    } catch {
      return existsSync(assets) ? readdirSync(assets) : [];
    }
  };
  const kept = mkdtempSync(join(tmpdir(), 'crema-previous-assets-'));
  try {
    for (const f of listed()) if (existsSync(join(assets, f))) copyFileSync(join(assets, f), join(kept, f));
    await build();
    const own = existsSync(assets) ? readdirSync(assets).sort() : [];
    mkdirSync(dirname(ownList), { recursive: true });
    writeFileSync(ownList, `${JSON.stringify(own)}\n`);
    mkdirSync(assets, { recursive: true });
    for (const f of readdirSync(kept)) if (!existsSync(join(assets, f))) copyFileSync(join(kept, f), join(assets, f));
  } finally {
    rmSync(kept, { recursive: true, force: true });
  }
};

/** @type {Record<string, Target>} */
export const TARGETS = {
  web: {
    name: 'web',
    what: 'the web app',
    // Its sources and the workspace packages it bundles (build/source-date.mjs).
    inputs: WEB_SOURCES,
    // Vite reads every VITE_* variable (and NODE_ENV); the build's time comes from SOURCE_DATE_EPOCH or git.
    settings: () => [
      ...Object.entries({ ...process.env, VITE_CREMA_BACKEND: 'http' })
        .filter(([k]) => k.startsWith('VITE_') || k === 'NODE_ENV')
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => `${k}=${v}`),
      `source date ${sourceDateMs()}`,
    ],
    output: 'packages/web/dist-http/index.html',
    // Inside the output (a build empties the folder, stamp and all) and never served (the server keeps .vite/ private).
    stamp: 'packages/web/dist-http/.vite/crema-build-stamp',
    build: () =>
      buildCarryingPreviousAssets(join(repoRoot, 'packages/web/dist-http'), () =>
        run('pnpm', ['--filter', '@crema/web', 'exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-http', '--emptyOutDir'], { VITE_CREMA_BACKEND: 'http' }),
      ),
  },
  server: {
    name: 'server',
    what: 'the server',
    inputs: SERVER_BUILD_INPUTS,
    output: 'packages/server/dist/main.js',
    stamp: 'packages/server/dist/crema-build-stamp',
    build: async () => {
      await buildServer();
    },
  },
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(TARGETS);
  const unknown = names.filter((n) => !(n in TARGETS));
  if (unknown.length > 0) {
    console.error(`✗ no build named ${unknown.join(', ')} (known: ${Object.keys(TARGETS).join(', ')})`);
    process.exit(2);
  }
  const current = [];
  for (const name of names) {
    const target = TARGETS[name];
    const started = Date.now();
    const result = await buildIfChanged(target, { onBuild: () => console.log(`› building ${target.what} (its sources changed since the last build)`) });
    if (result === 'built') console.log(`› built ${target.what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    else current.push(target.what);
  }
  if (current.length > 0) console.log(`› build current: ${current.join(' and ')} built from these sources already`);
}
