// The size of an element, measured once on mount and then on resizes, debounced (spec: 200 ms). Where the
// element has no layout (jsdom) or no ResizeObserver exists, a fallback size stands in.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { Limits } from '@crema/domain';
import type { Size } from './projection';

export const FALLBACK_SIZE: Size = { width: 640, height: 480 };

const measure = (el: HTMLElement): Size => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 ? { width: Math.round(r.width), height: Math.round(r.height) } : FALLBACK_SIZE;
};

const same = (a: Size, b: Size): boolean => a.width === b.width && a.height === b.height;

export const useElementSize = (ref: RefObject<HTMLElement | null>, debounceMs: number = Limits.resizeDebounceMs): Size => {
  const [size, setSize] = useState<Size>(FALLBACK_SIZE);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = (): void => {
      const next = measure(el);
      setSize((prev) => (same(prev, next) ? prev : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ro = new ResizeObserver(() => {
      if (timer !== undefined) clearTimeout(timer);
      // ui-timer: measure the map once a resize has stopped
      timer = setTimeout(update, debounceMs);
    });
    ro.observe(el);
    return () => {
      ro.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ref, debounceMs]);
  return size;
};
