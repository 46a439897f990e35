// The map with a Google Maps key: google-map-react with Google's tiles, our markers as its children and our
// own controls. This module is lazy-loaded by StoreMap, so google-map-react is a chunk of its own, fetched
// only when a key is configured. It cannot run without Google's network, so no test here exercises it:
// keep it thin; everything it shares with the offline map (markers, clusters, controls, settling) is tested
// there.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import GoogleMapReact from 'google-map-react';
import { Limits } from '@crema/domain';
import { createClusterIndex, itemsInView } from './clusters';
import { MapControls } from './MapControls';
import { ClusterMarker, MapMarker, markerZIndex } from './MapMarker';
import { MapMessages } from './messages';
import { boundsOf, clampZoom, isViewChange, roundCoordinate, type MapViewState } from './projection';
import { FALLBACK_SIZE } from './useElementSize';
import { useViewSettling, type SettledView } from './useViewSettling';
import type { LatLngBounds, StoreMapProps } from './types';

/** google-map-react places a child by its lat/lng props; the anchor puts the pin's tip on the point. */
const Anchor = ({ children, zIndex }: { readonly lat: number; readonly lng: number; readonly zIndex: number; readonly children: ReactNode }) => (
  <div className="crema-map__gm-anchor" style={{ zIndex }}>
    {children}
  </div>
);

const OPTIONS: GoogleMapReact.MapOptions = {
  minZoom: Limits.mapZoomMin,
  maxZoom: Limits.mapZoomMax,
  disableDefaultUI: true,
  clickableIcons: false,
  gestureHandling: 'greedy',
  keyboardShortcuts: true,
};

export default function GoogleMapView(props: StoreMapProps & { readonly apiKey: string }) {
  const { apiKey, center, zoom, markers, onMarkerSelect, onMarkerHover, onGeolocate, geolocating, ready, className } = props;
  const incoming = useMemo<MapViewState>(() => ({ center: { lat: center.lat, lng: center.lng }, zoom: clampZoom(zoom) }), [center.lat, center.lng, zoom]);
  const [view, setView] = useState<MapViewState>(incoming);
  const [bounds, setBounds] = useState<LatLngBounds>(() => boundsOf(incoming, FALLBACK_SIZE));
  const latest = useRef<SettledView>({ view, bounds });
  const { settle, acknowledge } = useViewSettling(props.onViewChange, () => latest.current);

  useEffect(() => {
    if (isViewChange(latest.current.view, incoming)) setView(incoming);
    acknowledge(incoming);
  }, [incoming, acknowledge]);

  const clusterIndex = useMemo(() => createClusterIndex(markers), [markers]);
  const items = useMemo(() => itemsInView(clusterIndex, bounds, view.zoom), [clusterIndex, bounds, view.zoom]);

  return (
    <div className={`crema-map crema-map--google${className ? ` ${className}` : ''}`} role="region" aria-label={MapMessages.region}>
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey }}
        center={view.center}
        zoom={view.zoom}
        options={OPTIONS}
        onChange={(e) => {
          const b: LatLngBounds = {
            north: roundCoordinate(e.bounds.ne.lat),
            south: roundCoordinate(e.bounds.sw.lat),
            east: roundCoordinate(e.bounds.ne.lng),
            west: roundCoordinate(e.bounds.sw.lng),
          };
          const v: MapViewState = { center: { lat: e.center.lat, lng: e.center.lng }, zoom: clampZoom(e.zoom) };
          latest.current = { view: v, bounds: b };
          setView(v);
          setBounds(b);
          settle();
        }}
      >
        {items.map((item) =>
          item.kind === 'cluster' ? (
            <Anchor key={`cluster-${item.id}`} lat={item.lat} lng={item.lng} zIndex={Limits.markerZIndex.default}>
              <ClusterMarker
                count={item.count}
                style={{ transform: 'translateY(50%)' }}
                onZoomIn={() => setView({ center: { lat: item.lat, lng: item.lng }, zoom: clampZoom(Math.max(item.expansionZoom, view.zoom + 1)) })}
              />
            </Anchor>
          ) : (
            <Anchor key={item.marker.id} lat={item.marker.lat} lng={item.marker.lng} zIndex={markerZIndex(item.marker.state)}>
              <MapMarker marker={item.marker} onSelect={onMarkerSelect} onHover={onMarkerHover} />
            </Anchor>
          ),
        )}
      </GoogleMapReact>
      <MapControls
        zoom={view.zoom}
        onZoom={(d) => setView({ center: view.center, zoom: clampZoom(view.zoom + d) })}
        onGeolocate={onGeolocate}
        geolocating={geolocating ?? false}
        ready={ready ?? true}
      />
    </div>
  );
}
