// Types of build-if-changed.mjs (for the TypeScript that uses it: the test servers' build, its test).
export interface Target {
  readonly name: string;
  readonly what: string;
  readonly inputs: readonly string[];
  readonly settings?: () => readonly string[];
  readonly output: string;
  readonly stamp: string;
  readonly build: () => Promise<void>;
}
export declare const hashInputs: (root: string, paths: readonly string[], extra?: readonly string[]) => string;
export declare const withLock: <T>(lock: string, fn: () => Promise<T>) => Promise<T>;
export declare const inputsHashOf: (target: Target, root?: string) => string;
export declare const isCurrent: (target: Target, root?: string, hash?: string) => boolean;
export declare const buildIfChanged: (target: Target, options?: { readonly root?: string; readonly onBuild?: () => void }) => Promise<'current' | 'built'>;
export declare const TARGETS: Readonly<Record<'web' | 'server', Target>>;
export declare const buildCarryingPreviousAssets: (outDir: string, build: () => Promise<void>) => Promise<void>;
