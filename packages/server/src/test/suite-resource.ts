// Test-only: something a whole test file shares (a server), started before its first test and stopped after
// its last.
import { afterAll, beforeAll } from 'vitest';

/**
 * Starts the file's resource in a beforeAll (within `startTimeoutMs`, vitest's hook timeout when not given) and
 * stops it in an afterAll; the function returned is the resource from the first hook on, and throws
 * `notStarted` before.
 */
export const useSuiteResource = <R>(
  start: () => Promise<R>,
  stop: (r: R) => Promise<void>,
  notStarted: string,
  startTimeoutMs?: number,
): (() => R) => {
  let started: R | undefined;
  beforeAll(async () => {
    started = await start();
  }, startTimeoutMs);
  afterAll(async () => {
    if (started !== undefined) await stop(started);
  });
  return () => {
    if (started === undefined) throw new Error(notStarted);
    return started;
  };
};
