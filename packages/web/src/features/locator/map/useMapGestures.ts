// Moving the offline map by hand: one pointer (mouse, touch, pen) drags, two pinch (the zoom steps when the
// fingers lift), the wheel zooms about the pointer, a double click zooms in (with Shift, out), and when the
// map itself has focus the arrow keys pan and plus and minus zoom.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { panBy, type MapViewState, type Point, type Size } from './projection';

/** Our choices: how far one arrow key press moves the map, and how long keys and wheel must rest to settle. */
export const KEY_PAN_PX = 100;
export const SETTLE_AFTER_MS = 300;
const DRAG_SLOP_PX = 3;
const WHEEL_STEP = 60;
const WHEEL_COOLDOWN_MS = 180;

const ARROWS: Partial<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface Gesture {
  readonly pointers: Map<number, Point>;
  drag: { readonly from: Point; readonly start: MapViewState; moved: boolean } | null;
  pinch: { readonly distance: number; readonly mid: Point; ratio: number } | null;
}

export interface GestureDeps {
  readonly viewportRef: RefObject<HTMLDivElement | null>;
  readonly viewRef: RefObject<MapViewState>;
  readonly sizeRef: RefObject<Size>;
  readonly setView: (v: MapViewState) => void;
  /** Zoom to a level, about a viewport point (or the centre), settling now or once things rest. */
  readonly zoomTo: (zoom: number, anchor: Point | null, settleNow: boolean) => void;
  readonly settle: () => void;
  readonly settleSoon: (ms: number) => void;
}

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
const onButton = (t: EventTarget): boolean => t instanceof Element && t.closest('button') !== null;
const localPoint = (e: { clientX: number; clientY: number; currentTarget: Element }): Point => {
  const r = e.currentTarget.getBoundingClientRect();
  return { x: e.clientX - r.left, y: e.clientY - r.top };
};

export const useMapGestures = ({ viewportRef, viewRef, sizeRef, setView, zoomTo, settle, settleSoon }: GestureDeps) => {
  // Wheel zoom about the pointer; a native listener, as React's wheel listener is passive.
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    let acc = 0;
    let last = -Infinity;
    const onWheel = (e: WheelEvent): void => {
      e.preventDefault();
      const unit = e.deltaMode === 1 ? 40 : e.deltaMode === 2 ? 800 : 1;
      acc += e.deltaY * unit * (e.ctrlKey ? 4 : 1);
      if (Math.abs(acc) < WHEEL_STEP) return;
      const dir = acc < 0 ? 1 : -1;
      acc = 0;
      if (e.timeStamp - last < WHEEL_COOLDOWN_MS) return;
      last = e.timeStamp;
      const r = el.getBoundingClientRect();
      zoomTo(viewRef.current.zoom + dir, { x: e.clientX - r.left, y: e.clientY - r.top }, false);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomTo, viewportRef, viewRef]);

  // Pointer gestures: one pointer drags, two pinch (the zoom steps when the fingers lift).
  const gesture = useRef<Gesture>({ pointers: new Map(), drag: null, pinch: null });
  const onPointerDown = (e: PointerEvent<HTMLDivElement>): void => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    if (onButton(e.target)) return;
    const g = gesture.current;
    g.pointers.set(e.pointerId, localPoint(e));
    if (typeof e.currentTarget.setPointerCapture === 'function') {
      try {
        e.currentTarget.setPointerCapture(e.pointerId);
      } catch {
        // a synthetic pointer cannot be captured; dragging still works inside the map
      }
    }
    const pts = [...g.pointers.values()];
    if (pts.length === 1 && pts[0]) g.drag = { from: pts[0], start: viewRef.current, moved: false };
    if (pts.length === 2 && pts[0] && pts[1]) {
      g.drag = null;
      g.pinch = { distance: Math.max(1, distance(pts[0], pts[1])), mid: { x: (pts[0].x + pts[1].x) / 2, y: (pts[0].y + pts[1].y) / 2 }, ratio: 1 };
    }
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>): void => {
    const g = gesture.current;
    if (!g.pointers.has(e.pointerId)) return;
    const p = localPoint(e);
    g.pointers.set(e.pointerId, p);
    const pts = [...g.pointers.values()];
    if (g.pinch && pts[0] && pts[1]) g.pinch.ratio = distance(pts[0], pts[1]) / g.pinch.distance;
    const d = g.drag;
    if (!d) return;
    const dx = p.x - d.from.x;
    const dy = p.y - d.from.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_SLOP_PX) return;
    d.moved = true;
    setView(panBy(d.start, -dx, -dy, sizeRef.current));
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>): void => {
    const g = gesture.current;
    if (!g.pointers.delete(e.pointerId)) return;
    if (g.pinch && g.pointers.size < 2) {
      const steps = Math.round(Math.log2(g.pinch.ratio));
      const mid = g.pinch.mid;
      g.pinch = null;
      if (steps !== 0) zoomTo(viewRef.current.zoom + steps, mid, true);
      const rest = [...g.pointers.values()][0];
      g.drag = rest ? { from: rest, start: viewRef.current, moved: false } : null;
      return;
    }
    if (g.pointers.size === 0) {
      const moved = g.drag?.moved ?? false;
      g.drag = null;
      if (moved) settle();
    }
  };
  const onDoubleClick = (e: MouseEvent<HTMLDivElement>): void => {
    if (onButton(e.target)) return;
    zoomTo(viewRef.current.zoom + (e.shiftKey ? -1 : 1), localPoint(e), true);
  };

  // Keys, when the map itself has focus (not a marker or a control inside it).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    const arrow = ARROWS[e.key];
    if (arrow) {
      e.preventDefault();
      const s = sizeRef.current;
      const stepX = e.shiftKey ? s.width / 2 : KEY_PAN_PX;
      const stepY = e.shiftKey ? s.height / 2 : KEY_PAN_PX;
      setView(panBy(viewRef.current, arrow[0] * stepX, arrow[1] * stepY, s));
      settleSoon(SETTLE_AFTER_MS);
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      zoomTo(viewRef.current.zoom + 1, null, true);
    } else if (e.key === '-' || e.key === '_') {
      e.preventDefault();
      zoomTo(viewRef.current.zoom - 1, null, true);
    }
  };
  const onKeyUp = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (e.target === e.currentTarget && ARROWS[e.key]) settle();
  };

  return { onPointerDown, onPointerMove, onPointerEnd, onDoubleClick, onKeyDown, onKeyUp };
};
