// The build `npm start` runs and the test servers share: scripts/build-if-changed.mjs builds a target only when its
// inputs changed (on a stand-in target in a temporary folder), and the server's bundle (build.mjs) is the same
// bytes for the same sources.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCarryingPreviousAssets, buildIfChanged, isCurrent, type Target } from '../../../scripts/build-if-changed.mjs';
import { buildServer } from '../build.mjs';

const temps: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'crema-build-'));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A target in `root` whose build copies src/ into out/ (failing when told), counting its builds. */
const standIn = (root: string, setting: { value: string }, fail = { now: false }) => {
  const builds = { count: 0 };
  const target: Target = {
    name: 'stand-in',
    what: 'the stand-in',
    inputs: ['src', 'lock.yaml'],
    settings: () => [`SETTING=${setting.value}`],
    output: 'out/main.js',
    stamp: 'out/.stamp',
    build: async () => {
      builds.count++;
      rmSync(join(root, 'out'), { recursive: true, force: true });
      if (fail.now) throw new Error('the build failed');
      mkdirSync(join(root, 'out'));
      writeFileSync(join(root, 'out/main.js'), readFileSync(join(root, 'src/main.ts')));
    },
  };
  return { target, builds };
};

describe('build-if-changed', () => {
  it('builds once, then not again until a source, the lockfile or a setting changes (tests and outputs are not inputs)', async () => {
    const root = tempDir();
    mkdirSync(join(root, 'src/dist'), { recursive: true });
    writeFileSync(join(root, 'src/main.ts'), 'one');
    writeFileSync(join(root, 'lock.yaml'), 'a');
    const setting = { value: 'x' };
    const { target, builds } = standIn(root, setting);
    const build = () => buildIfChanged(target, { root });

    expect(isCurrent(target, root)).toBe(false);
    expect(await build()).toBe('built');
    expect(isCurrent(target, root)).toBe(true);
    expect(await build()).toBe('current');
    writeFileSync(join(root, 'src/main.test.ts'), 'a test');
    writeFileSync(join(root, 'src/dist/out.js'), 'an output');
    expect(await build()).toBe('current');

    writeFileSync(join(root, 'src/main.ts'), 'two');
    expect(await build()).toBe('built');
    expect(readFileSync(join(root, 'out/main.js'), 'utf8')).toBe('two');
    writeFileSync(join(root, 'lock.yaml'), 'b');
    expect(await build()).toBe('built');
    setting.value = 'y';
    expect(await build()).toBe('built');
    writeFileSync(join(root, 'src/new.ts'), 'a new file');
    expect(await build()).toBe('built');
    expect(await build()).toBe('current');
    expect(builds.count).toBe(5);
  });

  it('builds again when the output is gone or its last build failed', async () => {
    const root = tempDir();
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/main.ts'), 'one');
    const fail = { now: false };
    const { target, builds } = standIn(root, { value: 'x' }, fail);

    expect(await buildIfChanged(target, { root })).toBe('built');
    rmSync(join(root, 'out/main.js'));
    expect(await buildIfChanged(target, { root })).toBe('built');

    writeFileSync(join(root, 'src/main.ts'), 'two');
    fail.now = true;
    await expect(buildIfChanged(target, { root })).rejects.toThrow('the build failed');
    fail.now = false;
    expect(isCurrent(target, root)).toBe(false);
    expect(await buildIfChanged(target, { root })).toBe('built');
    expect(builds.count).toBe(4);
  });

  it('builds once when two callers ask at the same time (the second finds it current)', async () => {
    const root = tempDir();
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/main.ts'), 'one');
    const { target, builds } = standIn(root, { value: 'x' });
    const results = await Promise.all([buildIfChanged(target, { root }), buildIfChanged(target, { root })]);
    expect(results.sort()).toEqual(['built', 'current']);
    expect(builds.count).toBe(1);
  });
});

describe("the server's bundle", () => {
  it('is the same bytes from the same sources, and imports npm packages rather than bundling them', async () => {
    const [a, b] = [tempDir(), tempDir()];
    const [mainA, mainB] = [await buildServer(a), await buildServer(b)];
    expect(readFileSync(mainA).equals(readFileSync(mainB))).toBe(true);
    expect(readFileSync(`${mainA}.map`).equals(readFileSync(`${mainB}.map`))).toBe(true);
    const code = readFileSync(mainA, 'utf8');
    expect(code).toMatch(/^import .* from "fastify";$/m);
    expect(code).toMatch(/^import .* from "@electric-sql\/pglite";$/m);
    // The workspace's packages are in it (the domain's sources), and no folder of this machine.
    expect(code).toContain('../domain/src/');
    expect(code).not.toContain(a);
    expect(code).not.toMatch(/from "(tsx|esbuild|vitest)/);
  });
});

describe('a web build during a rolling restart', () => {
  /** A build that empties `out` (as vite's --emptyOutDir) and writes these hashed files and its index. */
  const viteLike = (out: string, files: readonly string[]) => async () => {
    rmSync(out, { recursive: true, force: true });
    mkdirSync(join(out, 'assets'), { recursive: true });
    for (const f of files) writeFileSync(join(out, 'assets', f), f);
    writeFileSync(join(out, 'index.html'), files.join(','));
  };
  const assetsOf = (out: string) => readdirSync(join(out, 'assets')).sort();

  it("carries the previous build's own chunks into the next, one build back only", async () => {
    const out = join(tempDir(), 'dist-http');
    await buildCarryingPreviousAssets(out, viteLike(out, ['app-1.js', 'shared.js']));
    expect(assetsOf(out)).toEqual(['app-1.js', 'shared.js']);
    // The next build keeps the previous build's chunks beside its own.
    await buildCarryingPreviousAssets(out, viteLike(out, ['app-2.js', 'shared.js']));
    expect(assetsOf(out)).toEqual(['app-1.js', 'app-2.js', 'shared.js']);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('app-2.js,shared.js');
    // The one after drops the build before the previous: the folder does not grow with every release.
    await buildCarryingPreviousAssets(out, viteLike(out, ['app-3.js', 'shared.js']));
    expect(assetsOf(out)).toEqual(['app-2.js', 'app-3.js', 'shared.js']);
  });

  it('keeps the previous chunks when the build fails, and carries nothing into a first build', async () => {
    const out = join(tempDir(), 'dist-http');
    await buildCarryingPreviousAssets(out, viteLike(out, ['app-1.js']));
    expect(assetsOf(out)).toEqual(['app-1.js']);
    await expect(buildCarryingPreviousAssets(out, () => Promise.reject(new Error('the build failed')))).rejects.toThrow('the build failed');
    expect(assetsOf(out)).toEqual(['app-1.js']);
  });
});
