// When the view settles, report it once: rounded to 6 decimals, zoom within 3..21, and only when it moved
// more than the spec's 5e-6 degree tolerance (or changed zoom) since the last view reported or received.
import { useCallback, useEffect, useRef } from 'react';
import { isViewChange, normalizeView, type MapViewState } from './projection';
import type { LatLngBounds, MapViewChange } from './types';

export interface SettledView {
  readonly view: MapViewState;
  readonly bounds: LatLngBounds;
}

export interface ViewSettling {
  /** Reports the current view now (if it changed). */
  readonly settle: () => void;
  /** Reports the current view once nothing moved for `ms` (each call restarts the wait). */
  readonly settleSoon: (ms: number) => void;
  /** A view the parent set: known, so not reported back. */
  readonly acknowledge: (view: MapViewState) => void;
}

export const useViewSettling = (onViewChange: (v: MapViewChange) => void, read: () => SettledView): ViewSettling => {
  const callback = useRef(onViewChange);
  const reader = useRef(read);
  useEffect(() => {
    callback.current = onViewChange;
    reader.current = read;
  });
  const last = useRef<MapViewState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const settle = useCallback(() => {
    cancel();
    const { view, bounds } = reader.current();
    const v = normalizeView(view);
    if (last.current && !isViewChange(last.current, v)) return;
    last.current = v;
    callback.current({ center: v.center, zoom: v.zoom, bounds });
  }, [cancel]);
  const settleSoon = useCallback(
    (ms: number) => {
      cancel();
      // ui-timer: the map has stopped moving: redraw and report its view
      timer.current = setTimeout(settle, ms);
    },
    [cancel, settle],
  );
  const acknowledge = useCallback((view: MapViewState) => {
    last.current = normalizeView(view);
  }, []);
  useEffect(() => cancel, [cancel]);
  return { settle, settleSoon, acknowledge };
};
