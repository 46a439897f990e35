// Phone widths, matching the header's breakpoint in styles/base.css. jsdom has no matchMedia: desktop.
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 719px)';

const media = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : undefined;

const subscribe = (onChange: () => void): (() => void) => {
  const m = media();
  if (!m) return () => undefined;
  m.addEventListener('change', onChange);
  return () => m.removeEventListener('change', onChange);
};

const get = (): boolean => media()?.matches ?? false;

export const useIsPhone = (): boolean => useSyncExternalStore(subscribe, get, () => false);
