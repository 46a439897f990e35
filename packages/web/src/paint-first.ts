// The entry of the pages whose signed-out first view is rendered ahead (build/first-view.ts). The view is in
// the page: the browser paints it before any of the app's JavaScript is fetched, and only then does this load
// the app (its entry, main.tsx, and the modules that page's first view needs, named on the root by the build)
// to hydrate it. A phone on a slow network sees the page after the HTML alone instead of after the app's
// scripts too; the scripts then arrive as they would have, a frame later.
const root = document.getElementById('root');

const load = (): void => {
  // The page's sheets came inline; the app's chunk loader adds a sheet it finds no link for at the end of the
  // head, which would put the shell's rules after the page's own and flip rules of equal weight (a button's
  // padding). Each inline sheet gets its file's link in its own place first, disabled: the loader finds the
  // sheet there, and the browser neither fetches it nor applies the same rules a second time (which would
  // restyle the whole page once more while it hydrates).
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.disabled = true;
    link.href = style.dataset.href ?? '';
    style.before(link);
  }
  // The entry first (the largest, and what the rest waits on), then the modules the page's first view needs.
  const entry = root?.dataset.entry;
  if (entry !== undefined) void import(/* @vite-ignore */ entry);
  preload((root?.dataset.preload ?? '').split(' ').filter(Boolean));
};

/**
 * Asks for the page's modules a few at a time, one task per batch: every request costs the main thread about a
 * millisecond to start (several on a slow phone), and a page names dozens of modules. In batches the page keeps
 * answering a tap while they are asked for. Two a task: at four, Lighthouse still counted the loader's tasks among
 * the menu's long ones (54 - 95 ms at its simulated 4x CPU).
 */
const BATCH = 2;
const preload = (hrefs: readonly string[]): void => {
  for (const href of hrefs.slice(0, BATCH)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length > BATCH) setTimeout(() => preload(hrefs.slice(BATCH)));
};

// A requestAnimationFrame callback runs just before a frame is painted; a task queued from it runs after.
requestAnimationFrame(() => setTimeout(load));
