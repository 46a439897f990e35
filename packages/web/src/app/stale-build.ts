// A rolling restart runs two builds side by side for a while. Each build carries the one before it's chunks
// (scripts/build-if-changed.mjs), so a page of the older build finds its chunks everywhere; a page of the newer
// build may still ask a process on the older one for a chunk it has not got (a 404). Vite says so with
// 'vite:preloadError': the page then loads again, and gets a whole build from wherever it lands. Once a minute at
// most: a second failure that soon is no rolling restart but an outage, shown by the page's own error.
export const STALE_BUILD_RELOAD_KEY = 'crema.staleBuildReloadAt';
export const RELOAD_AGAIN_AFTER_MS = 60_000;

/** Whether a failed chunk load at `now` reloads the page, given when it last did (undefined: never). */
export const reloadsForStaleBuild = (lastReloadAt: number | undefined, now: number): boolean =>
  lastReloadAt === undefined || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_AGAIN_AFTER_MS || now < lastReloadAt;

export interface StaleBuildDeps {
  readonly target: Pick<Window, 'addEventListener'>;
  readonly storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  readonly now: () => number;
  readonly reload: () => void;
}

/** Listens for Vite's failed chunk loads and reloads the page when reloadsForStaleBuild says so. */
export const reloadOnStaleBuild = ({ target, storage, now, reload }: StaleBuildDeps): void => {
  target.addEventListener('vite:preloadError', (event) => {
    let last: number | undefined;
    try {
      const raw = storage().getItem(STALE_BUILD_RELOAD_KEY);
      last = raw === null ? undefined : Number(raw);
    } catch {
      return; // no storage (a private mode that refuses it): no way to stop a loop, so no reload
    }
    const at = now();
    if (!reloadsForStaleBuild(last, at)) return;
    storage().setItem(STALE_BUILD_RELOAD_KEY, String(at));
    // Vite would rethrow the load error; the page is about to load again instead.
    event.preventDefault();
    reload();
  });
};
