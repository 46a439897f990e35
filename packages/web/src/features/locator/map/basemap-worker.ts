// The base map's worker: it loads the world's shapes (basemap.ts) and draws each frame the page asks for
// (basemap-paths.ts), so neither the shapes' decoding nor their projection ever holds the page's main thread.
import { loadBasemap } from './basemap';
import { landPaths, type PaintAnswer, type PaintRequest } from './basemap-paths';

/** The worker's own scope (the DOM's types know only a window's postMessage). */
const scope = self as unknown as { postMessage(answer: PaintAnswer): void };
const answer = (a: PaintAnswer): void => scope.postMessage(a);

addEventListener('message', (e: MessageEvent<PaintRequest>) => {
  const { id, detail, frame } = e.data;
  loadBasemap(detail).then(
    (basemap) => answer({ id, paths: landPaths(basemap, frame) }),
    () => answer({ id, failed: true }),
  );
});
