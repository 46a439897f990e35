// The plumbing the build's own plugins share (route-preload.ts, first-view.ts, precompress.ts): each runs in the
// build only, after Vite's plugins, and reads the project's folders once the config is resolved.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export interface BuildDirs {
  /** The project's root folder. */
  readonly root: string;
  /** The folder the build writes (absolute). */
  readonly outDir: string;
}

type Hooks = Omit<Plugin, 'name' | 'apply' | 'enforce' | 'configResolved'>;

/** A build-only plugin run after Vite's own; its hooks read the folders through `dirs()`. */
export const postBuildPlugin = (name: string, hooks: (dirs: () => BuildDirs) => Hooks): Plugin => {
  let dirs: BuildDirs = { root: '', outDir: 'dist' };
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(c) {
      // An outDir given as an absolute path (--outDir /tmp/x) stays as it is; a relative one is the root's.
      dirs = { root: c.root, outDir: resolve(c.root, c.build.outDir) };
    },
    ...hooks(() => dirs),
  };
};

/** A listing the build writes beside its pages (`this.emitFile(jsonAsset(...))`): indented JSON ending in a newline. */
export const jsonAsset = (fileName: string, value: unknown) => ({ type: 'asset' as const, fileName, source: `${JSON.stringify(value, null, 2)}\n` });
