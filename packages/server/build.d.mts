// Types of build.mjs (the test servers build with it: src/test/compiled-server.ts).
export declare const SERVER_BUILD_INPUTS: readonly string[];
/** Builds main.js (and main.js.map) into `outdir` (dist/ when not given); the bundle's path. */
export declare const buildServer: (outdir?: string) => Promise<string>;
