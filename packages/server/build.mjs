// The server's build: src/main.ts bundled by esbuild into one ES module for node 20 (dist/main.js, with its source
// map). The workspace's packages (@crema/domain, @crema/catalog: TypeScript sources) are bundled in; npm packages
// stay imports, loaded from packages/server/node_modules at run time (so PGlite finds its wasm and data files
// beside its own module), and each must be a dependency of @crema/server: the build fails naming one that is not
// (a test tool such as tsx can never become a run-time import unnoticed). The same sources give the same bytes.
//   node build.mjs             builds into packages/server/dist (pnpm --filter @crema/server build)
// scripts/build-if-changed.mjs builds only when SERVER_BUILD_INPUTS changed; the test servers build a copy per
// source version (src/test/compiled-server.ts).
import { readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverDir = dirname(fileURLToPath(import.meta.url));

/** What the build reads, from the repository root: a change to any of them makes a new build. */
export const SERVER_BUILD_INPUTS = [
  'packages/server/src',
  'packages/server/build.mjs',
  'packages/server/package.json',
  'packages/server/tsconfig.json',
  // Whole packages: the catalog's gazetteer (data/gazetteer.json) is bundled too.
  'packages/domain',
  'packages/catalog',
  'tsconfig.base.json',
  'pnpm-lock.yaml',
];

const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const BUILTIN = new Set(builtinModules);

/**
 * Whether node imports `specifier` as written from packages/server (where the bundle's imports are resolved): it
 * resolves to a file (import.meta.resolve answers a path even for a subpath that is a folder or missing).
 */
const nodeImports = (specifier) => {
  try {
    const url = import.meta.resolve(specifier);
    return url.startsWith('file:') && statSync(fileURLToPath(url), { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
};
const ESBUILD_RESOLVES = Symbol('esbuild resolves');

/**
 * npm packages stay imports (resolved at run time); the workspace's own (@crema/*) are bundled. A subpath node
 * cannot import as written (fp-ts/Either: a folder with a package.json of its own, which only bundlers and tsx
 * follow) becomes the file esbuild finds for it (fp-ts/lib/Either.js).
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@crema/') || args.pluginData === ESBUILD_RESOLVES) return undefined;
      if (args.path.startsWith('node:') || BUILTIN.has(args.path) || nodeImports(args.path)) return { path: args.path, external: true };
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: ESBUILD_RESOLVES });
      if (found.errors.length > 0) return { errors: found.errors };
      const folder = `/node_modules/${packageOf(args.path)}/`;
      const at = found.path.replaceAll('\\', '/').lastIndexOf(folder);
      if (at < 0) return { errors: [{ text: `node cannot import '${args.path}' from packages/server` }] };
      return { path: `${packageOf(args.path)}/${found.path.replaceAll('\\', '/').slice(at + folder.length)}`, external: true };
    });
  },
};

/** The bundle's imports that are neither node's nor a dependency of @crema/server (what would fail at run time). */
const undeclaredImports = (metafile) => {
  const { dependencies = {} } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
  const imported = Object.values(metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path));
  return [...new Set(imported)].filter((p) => !p.startsWith('node:') && !BUILTIN.has(p) && !(packageOf(p) in dependencies));
};

/** Builds dist/main.js (and main.js.map) into `outdir`; returns the bundle's path. */
export const buildServer = async (outdir = join(serverDir, 'dist')) => {
  const result = await build({
    // Paths in the bundle's comments and map are relative to here and to outdir: no machine's folder in the bytes.
    absWorkingDir: serverDir,
    entryPoints: ['src/main.ts'],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [npmPackagesExternal],
  });
  const undeclared = undeclaredImports(result.metafile);
  if (undeclared.length > 0) throw new Error(`the server's bundle imports ${undeclared.join(', ')}, not a dependency of @crema/server (packages/server/package.json)`);
  return join(outdir, 'main.js');
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const main = await buildServer();
  console.log(`› built ${relative(process.cwd(), main)} (${Math.round(statSync(main).size / 1024)} KB)`);
}
