// The built-in map used when no Google key is configured: web-mercator at Google's zoom levels, a
// world-atlas base map, our markers and clusters, pan by pointer (mouse, touch, pen) and keys, zoom by
// wheel, pinch, double click, keys and buttons, and geolocate.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { Limits } from '@crema/domain';
import { loadBasemap, detailForZoom, type Basemap, type BasemapDetail } from './basemap';
import { BaseLayer } from './BaseLayer';
import { createClusterIndex, itemsInView } from './clusters';
import { MapControls } from './MapControls';
import { ClusterMarker, MapMarker } from './MapMarker';
import { MapMessages } from './messages';
import {
  boundsOf,
  clampZoom,
  constrainCenter,
  isViewChange,
  normalizeView,
  panBy,
  toScreen,
  zoomAround,
  type MapViewState,
  type Point,
} from './projection';
import { useElementSize } from './useElementSize';
import { useViewSettling } from './useViewSettling';
import type { StoreMapProps } from './types';

/** Our choices: how far one arrow key press moves the map, and how long keys and wheel must rest to settle. */
export const KEY_PAN_PX = 100;
const SETTLE_AFTER_MS = 300;
const DRAG_SLOP_PX = 3;
const WHEEL_STEP = 60;
const WHEEL_COOLDOWN_MS = 180;
/** Markers this far outside the view are still drawn, so they do not pop in at the edge while panning. */
const MARKER_MARGIN_PX = 64;

const PIN_ANCHOR_X = Limits.markerWidth / 2;
const CLUSTER_HALF = 24;

const ARROWS: Record<string, readonly [number, number]> = {
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

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

export const OfflineMap = (props: StoreMapProps) => {
  const { center, zoom, markers, onMarkerSelect, onMarkerHover, onGeolocate, geolocating, className } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const size = useElementSize(rootRef);

  const incoming = useMemo<MapViewState>(() => ({ center: { lat: center.lat, lng: center.lng }, zoom: clampZoom(zoom) }), [center.lat, center.lng, zoom]);
  const [view, setViewState] = useState<MapViewState>(incoming);
  const viewRef = useRef(view);
  const sizeRef = useRef(size);
  const setView = useCallback((v: MapViewState) => {
    viewRef.current = v;
    setViewState(v);
  }, []);
  useEffect(() => {
    sizeRef.current = size;
  }, [size]);

  const { settle, settleSoon, acknowledge } = useViewSettling(props.onViewChange, () => ({
    view: viewRef.current,
    bounds: boundsOf(normalizeView(viewRef.current), sizeRef.current),
  }));

  // New centre or zoom from the parent: show it; it is the parent's own view, so it is not reported back.
  useEffect(() => {
    if (isViewChange(viewRef.current, incoming)) setView(incoming);
    acknowledge(incoming);
  }, [incoming, setView, acknowledge]);

  const zoomTo = useCallback(
    (z: number, anchor: Point | null, settleNow: boolean) => {
      const v = viewRef.current;
      const target = clampZoom(z);
      if (target === v.zoom) return;
      const s = sizeRef.current;
      setView(anchor ? zoomAround(v, target, anchor, s) : { zoom: target, center: constrainCenter(v.center, target, s) });
      if (settleNow) settle();
      else settleSoon(SETTLE_AFTER_MS);
    },
    [setView, settle, settleSoon],
  );

  // Base map: the detail of the zoom; while it loads, whatever detail is already here.
  const detail = detailForZoom(view.zoom);
  const [maps, setMaps] = useState<Partial<Record<BasemapDetail, Basemap>>>({});
  const haveDetail = maps[detail] !== undefined;
  useEffect(() => {
    if (haveDetail) return;
    let live = true;
    loadBasemap(detail).then(
      (b) => {
        if (live) setMaps((m) => ({ ...m, [detail]: b }));
      },
      () => undefined, // no base map: water and grid still show, and the markers work
    );
    return () => {
      live = false;
    };
  }, [detail, haveDetail]);
  const basemap = maps[detail] ?? maps.low ?? maps.high ?? null;

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
  }, [zoomTo]);

  // Pointer gestures: one pointer drags, two pinch (the zoom steps when the fingers lift).
  const gesture = useRef<Gesture>({ pointers: new Map(), drag: null, pinch: null });
  const localPoint = (e: PointerEvent<HTMLDivElement>): Point => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>): void => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    if (e.target instanceof Element && e.target.closest('button')) return;
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
    if (e.target instanceof Element && e.target.closest('button')) return;
    const r = e.currentTarget.getBoundingClientRect();
    zoomTo(viewRef.current.zoom + (e.shiftKey ? -1 : 1), { x: e.clientX - r.left, y: e.clientY - r.top }, true);
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

  const clusterIndex = useMemo(() => createClusterIndex(markers), [markers]);
  const items = useMemo(
    () =>
      itemsInView(
        clusterIndex,
        boundsOf(view, { width: size.width + 2 * MARKER_MARGIN_PX, height: size.height + 2 * MARKER_MARGIN_PX }),
        view.zoom,
      ),
    [clusterIndex, view, size],
  );

  return (
    <div
      ref={rootRef}
      className={`crema-map${className ? ` ${className}` : ''}`}
      role="region"
      aria-label={MapMessages.region}
      aria-describedby={hintId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      data-zoom={view.zoom}
    >
      <div
        ref={viewportRef}
        className="crema-map__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onDoubleClick={onDoubleClick}
      >
        <BaseLayer view={view} size={size} basemap={basemap} />
        <div className="crema-map__markers">
          {items.map((item) => {
            if (item.kind === 'cluster') {
              const p = toScreen(item, view, size);
              return (
                <ClusterMarker
                  key={`cluster-${item.id}`}
                  count={item.count}
                  style={{ transform: `translate(${Math.round(p.x - CLUSTER_HALF)}px, ${Math.round(p.y - CLUSTER_HALF)}px)` }}
                  onZoomIn={() => {
                    setView({ center: { lat: item.lat, lng: item.lng }, zoom: clampZoom(Math.max(item.expansionZoom, viewRef.current.zoom + 1)) });
                    settle();
                  }}
                />
              );
            }
            const p = toScreen(item.marker, view, size);
            return (
              <MapMarker
                key={item.marker.id}
                marker={item.marker}
                onSelect={onMarkerSelect}
                onHover={onMarkerHover}
                style={{ transform: `translate(${Math.round(p.x - PIN_ANCHOR_X)}px, ${Math.round(p.y - Limits.markerHeight)}px)` }}
              />
            );
          })}
        </div>
      </div>
      <MapControls zoom={view.zoom} onZoom={(d) => zoomTo(viewRef.current.zoom + d, null, true)} onGeolocate={onGeolocate} geolocating={geolocating ?? false} />
      <p id={hintId} className="visually-hidden">
        {MapMessages.keyboardHint}
      </p>
    </div>
  );
};
