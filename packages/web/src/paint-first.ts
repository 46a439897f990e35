// The entry of the pages whose signed-out first view is rendered ahead (build/first-view.ts). The view is in
// the page: the browser paints it before any of the app's JavaScript is fetched, and only then does this load
// the app (its entry, main.tsx, and the modules that page's first view needs, named on the root by the build)
// to hydrate it. A phone on a slow network sees the page after the HTML alone instead of after the app's
// scripts too; the scripts then arrive as they would have, a frame later.
const root = document.getElementById('root');

const load = (): void => {
  // The page's sheets came inline; the app's chunk loader adds a sheet it finds no link for at the end of the
  // head, which would put the shell's rules after the page's own and flip rules of equal weight (a button's
  // padding). Each inline sheet gets its file's link in its own place first: same rules, same order.
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = style.dataset.href ?? '';
    style.before(link);
  }
  for (const href of (root?.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const entry = root?.dataset.entry;
  if (entry !== undefined) void import(/* @vite-ignore */ entry);
};

// A requestAnimationFrame callback runs just before a frame is painted; a task queued from it runs after.
requestAnimationFrame(() => setTimeout(load));
