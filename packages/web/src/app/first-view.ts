// Whether the app may hydrate the first view a page arrived with. The build renders it ahead for a visitor with
// nothing stored and no fragment (build/first-view.ts): a device that holds the app's state (a cart, a chosen
// store, a signed-in copy, a search: every key is 'crema.…') or a URL with a fragment draws something else
// first, and hydrating would keep a stale attribute or fail on a different text. The app then draws the page
// itself, replacing the view at its first commit.
import { APP_KEY_PREFIX } from '../browser/storage-keys';

const holdsAppState = (storage: () => Storage | undefined): boolean => {
  try {
    const s = storage();
    if (s === undefined) return false;
    for (let i = 0; i < s.length; i++) if (s.key(i)?.startsWith(APP_KEY_PREFIX)) return true;
    return false;
  } catch {
    // Storage the browser refuses (a privacy mode): nothing of ours is in it.
    return false;
  }
};

export const mayHydrateFirstView = (root: Element, hash: string, stores: readonly (() => Storage | undefined)[]): boolean =>
  root.hasAttribute('data-first-view') && hash === '' && !stores.some(holdsAppState);
