import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RELOAD_AGAIN_AFTER_MS, reloadOnStaleBuild, reloadsForStaleBuild, STALE_BUILD_RELOAD_KEY } from './stale-build';

const memoryStorage = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('a chunk of another build', () => {
  it('reloads the first time, and again only a minute after the last reload', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 10 * RELOAD_AGAIN_AFTER_MS }), (last, after) => {
        expect(reloadsForStaleBuild(undefined, last + after)).toBe(true);
        expect(reloadsForStaleBuild(last, last + after)).toBe(after >= RELOAD_AGAIN_AFTER_MS);
      }),
    );
    // A clock set back, or a value that is no time: reload rather than stay broken.
    expect(reloadsForStaleBuild(5_000, 1_000)).toBe(true);
    expect(reloadsForStaleBuild(Number.NaN, 1_000)).toBe(true);
  });

  it("reloads the page on Vite's preload error, once within a minute, and keeps Vite from rethrowing then", () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    let now = 1_000_000;
    let reloads = 0;
    reloadOnStaleBuild({ target: target as unknown as Window, storage: () => storage, now: () => now, reload: () => void (reloads += 1) });
    const fail = () => {
      const e = new Event('vite:preloadError', { cancelable: true });
      target.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect([fail(), reloads, storage.getItem(STALE_BUILD_RELOAD_KEY)]).toEqual([true, 1, String(now)]);
    now += RELOAD_AGAIN_AFTER_MS - 1;
    expect([fail(), reloads]).toEqual([false, 1]);
    now += 1;
    expect([fail(), reloads]).toEqual([true, 2]);
  });
});
