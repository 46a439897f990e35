// Reports how much of an element is visible, at the impression threshold (spec section 9: 50 percent).
// Browsers without IntersectionObserver (jsdom) report nothing.
import { useEffect, useRef } from 'react';
import { IMPRESSION_OBSERVER_THRESHOLDS } from '@crema/domain/stream';

export const useImpression = <E extends Element>(onRatio: (visibleRatio: number) => void) => {
  const ref = useRef<E>(null);
  const report = useRef(onRatio);
  report.current = onRatio;
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) report.current(e.intersectionRatio);
      },
      { threshold: [...IMPRESSION_OBSERVER_THRESHOLDS] },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return ref;
};
