// Whether the page is past its first render from the server's first view (build/first-view.ts): false while
// that view renders at build time and while the browser hydrates it, true from the next render on (and at once
// in a page the browser draws itself). What only the browser knows (the visitor's clock) waits for it, so the
// hydrated markup matches the built one.
import { useSyncExternalStore } from 'react';

const never = (): (() => void) => () => undefined;

export const useHydrated = (): boolean => useSyncExternalStore(never, () => true, () => false);
