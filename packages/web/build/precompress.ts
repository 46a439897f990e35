// Brotli and gzip copies of every compressible file a build writes (x.js -> x.js.br, x.js.gz), so the Crema
// server sends them pre-compressed (@fastify/static preCompressed) without compressing on each request.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { postBuildPlugin } from './plugin.ts';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    // Dot folders (.vite's manifest) are never served.
    .filter((e) => !e.name.startsWith('.'))
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));

export const precompress = (): Plugin =>
  postBuildPlugin('crema:precompress', (dirs) => ({
    // After every other plugin wrote its files (the service worker included).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = filesUnder(dirs().outDir).filter((f) => COMPRESSIBLE.test(f) && statSync(f).size >= MIN_BYTES);
        // zlib's thread pool compresses several files at once.
        await Promise.all(
          files.map(async (file) => {
            const body = await readFile(file);
            const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
            await Promise.all([writeFile(`${file}.br`, await brotli(body, { params })), writeFile(`${file}.gz`, await gz(body, { level: 9 }))]);
          }),
        );
      },
    },
  }));
