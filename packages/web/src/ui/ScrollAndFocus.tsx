import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** On a route change (not a hash change), scroll to the top and move focus to main, as a page load would. */
export const ScrollAndFocus = () => {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
};
