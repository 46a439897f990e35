// The built-in map used when no Google key is configured: web-mercator at Google's zoom levels, a
// world-atlas base map, our markers and clusters, pan by pointer (mouse, touch, pen) and keys, zoom by
// wheel, pinch, double click, keys and buttons, and geolocate.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Limits } from '@crema/domain';
import { detailForZoom } from './basemap';
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
  toScreen,
  zoomAround,
  type MapViewState,
  type Point,
} from './projection';
import { useElementSize } from './useElementSize';
import { SETTLE_AFTER_MS, useMapGestures } from './useMapGestures';
import { useViewSettling } from './useViewSettling';
import type { StoreMapProps } from './types';

/** Markers this far outside the view are still drawn, so they do not pop in at the edge while panning. */
const MARKER_MARGIN_PX = 64;
const PIN_ANCHOR_X = Limits.markerWidth / 2;
const CLUSTER_HALF = 24;

export const OfflineMap = (props: StoreMapProps) => {
  const { center, zoom, markers, onMarkerSelect, onMarkerHover, onGeolocate, geolocating, ready, className } = props;
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

  const gestures = useMapGestures({ viewportRef, viewRef, sizeRef, setView, zoomTo, settle, settleSoon });

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
      onKeyDown={gestures.onKeyDown}
      onKeyUp={gestures.onKeyUp}
      data-zoom={view.zoom}
    >
      <div
        ref={viewportRef}
        className="crema-map__viewport"
        onPointerDown={gestures.onPointerDown}
        onPointerMove={gestures.onPointerMove}
        onPointerUp={gestures.onPointerEnd}
        onPointerCancel={gestures.onPointerEnd}
        onDoubleClick={gestures.onDoubleClick}
      >
        <BaseLayer view={view} size={size} detail={detailForZoom(view.zoom)} />
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
      <MapControls zoom={view.zoom} onZoom={(d) => zoomTo(viewRef.current.zoom + d, null, true)} onGeolocate={onGeolocate} geolocating={geolocating ?? false} ready={ready ?? true} />
      <p id={hintId} className="visually-hidden">
        {MapMessages.keyboardHint}
      </p>
    </div>
  );
};
