// The phone header slides away while a page scrolls down and comes back as soon as it scrolls up (the CSS
// decides which pages and widths use it: styles read html[data-header='hidden']). Presentation only: it
// knows nothing of the page. Returns a stop function.
/** Scrolled less than this from the top, the header always shows. */
const SHOW_NEAR_TOP_PX = 160;
/** A move smaller than this is jitter (momentum scroll, the address bar resizing), not a direction. */
const MIN_MOVE_PX = 8;

export const headerHiddenAfter = (hidden: boolean, lastY: number, y: number): boolean => {
  if (y < SHOW_NEAR_TOP_PX) return false;
  if (y - lastY >= MIN_MOVE_PX) return true;
  if (lastY - y >= MIN_MOVE_PX) return false;
  return hidden;
};

export const watchHeaderCollapse = (win: Window): (() => void) => {
  const root = win.document.documentElement;
  let lastY = win.scrollY;
  let hidden = false;
  let frame = 0;
  const update = () => {
    frame = 0;
    const y = win.scrollY;
    const next = headerHiddenAfter(hidden, lastY, y);
    // Only a decided move becomes the next reference, so slow scrolling still adds up to a direction.
    if (Math.abs(y - lastY) >= MIN_MOVE_PX || y < SHOW_NEAR_TOP_PX) lastY = y;
    if (next !== hidden) {
      hidden = next;
      if (hidden) root.setAttribute('data-header', 'hidden');
      else root.removeAttribute('data-header');
    }
  };
  const onScroll = () => {
    if (frame === 0) frame = win.requestAnimationFrame(update);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    win.removeEventListener('scroll', onScroll);
    if (frame !== 0) win.cancelAnimationFrame(frame);
    root.removeAttribute('data-header');
  };
};
