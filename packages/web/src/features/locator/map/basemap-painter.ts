// Draws a frame of the base map off the page's main thread: one worker for the page (basemap-worker.ts), made on
// the first drawing. Where there is no worker (a test's DOM, a browser that refuses it) the same drawing runs on
// the page; a worker that fails hands its drawings, and every later one, to the page.
import { loadBasemap, type BasemapDetail } from './basemap';
import { landPaths, type Frame, type LandPaths, type PaintAnswer } from './basemap-paths';

const onPage = (detail: BasemapDetail, frame: Frame): Promise<LandPaths> => loadBasemap(detail).then((b) => landPaths(b, frame));

interface Waiting {
  readonly detail: BasemapDetail;
  readonly frame: Frame;
  readonly resolve: (p: LandPaths) => void;
  readonly reject: (e: unknown) => void;
}

let worker: Worker | undefined;
let broken = typeof Worker === 'undefined';
let nextId = 0;
const waiting = new Map<number, Waiting>();

const giveUp = (): void => {
  broken = true;
  worker?.terminate();
  worker = undefined;
  for (const w of waiting.values()) onPage(w.detail, w.frame).then(w.resolve, w.reject);
  waiting.clear();
};

const start = (): Worker => {
  const w = new Worker(new URL('./basemap-worker.ts', import.meta.url), { type: 'module' });
  w.addEventListener('message', (e: MessageEvent<PaintAnswer>) => {
    const asked = waiting.get(e.data.id);
    if (asked === undefined) return;
    waiting.delete(e.data.id);
    if ('paths' in e.data) asked.resolve(e.data.paths);
    else asked.reject(new Error('the base map did not load'));
  });
  w.addEventListener('error', giveUp);
  return w;
};

/** The land and borders of a frame at a detail; rejects when the world's shapes cannot be loaded. */
export const paintBasemap = (detail: BasemapDetail, frame: Frame): Promise<LandPaths> => {
  if (broken) return onPage(detail, frame);
  try {
    worker ??= start();
  } catch {
    giveUp();
    return onPage(detail, frame);
  }
  const id = nextId++;
  const running = worker;
  return new Promise<LandPaths>((resolve, reject) => {
    waiting.set(id, { detail, frame, resolve, reject });
    running.postMessage({ id, detail, frame });
  });
};
