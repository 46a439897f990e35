// The locator's map: the StoreMap component (its own lazy chunk) fed from the locator state. Markers are
// the listed stores, default / highlighted / selected by the domain's marker rule; non-READY stores are
// disabled in the ordering variant. Moving or zooming the map reports the settled view back.
import { lazy, memo, Suspense, useCallback, useMemo } from 'react';
import { isGrayedOut, markerState, type LocationResult, type LocatorVariant, type MapView } from '@crema/domain/locator';
import type { MapViewChange, StoreMapMarker } from './map/types';
import { LocatorText } from './text';

const StoreMap = lazy(() => import('./map/StoreMap'));

export interface LocatorMapProps {
  readonly view: MapView;
  readonly locations: readonly LocationResult[];
  readonly selectedStoreNumber: string | undefined;
  readonly highlightedStoreNumber: string | undefined;
  readonly variant: LocatorVariant;
  readonly geolocating: boolean;
  readonly googleMapsApiKey: string | undefined;
  readonly onMoved: (view: MapView) => void;
  readonly onMarkerSelect: (storeNumber: string) => void;
  readonly onMarkerHover: (storeNumber: string | undefined) => void;
  readonly onGeolocate: () => void;
  /** False before the session works (the page's first view): the map's buttons wait, disabled. */
  readonly ready: boolean;
}

export const LocatorMap = memo(function LocatorMap(p: LocatorMapProps) {
  const { latitude, longitude, zoom } = p.view;
  const center = useMemo(() => ({ lat: latitude, lng: longitude }), [latitude, longitude]);
  const { locations, selectedStoreNumber, highlightedStoreNumber, variant } = p;
  const markers = useMemo<StoreMapMarker[]>(
    () =>
      locations.map((l) => ({
        id: l.store.storeNumber,
        lat: l.store.coordinates.latitude,
        lng: l.store.coordinates.longitude,
        label: LocatorText.markerLabel(l.store.name, l.store.openStatusFormatted),
        state: markerState(l.store.storeNumber, {
          ...(selectedStoreNumber !== undefined ? { selectedStoreNumber } : {}),
          ...(highlightedStoreNumber !== undefined ? { highlightedStoreNumber } : {}),
        }),
        disabled: isGrayedOut(l.store, variant),
      })),
    [locations, selectedStoreNumber, highlightedStoreNumber, variant],
  );
  const { onMoved, onMarkerHover } = p;
  const onViewChange = useCallback((v: MapViewChange) => onMoved({ latitude: v.center.lat, longitude: v.center.lng, zoom: v.zoom }), [onMoved]);
  const onHover = useCallback((id: string | null) => onMarkerHover(id ?? undefined), [onMarkerHover]);
  return (
    <Suspense
      fallback={
        <p className="locator-map-loading" role="status">
          {LocatorText.loadingMap}…
        </p>
      }
    >
      <StoreMap
        center={center}
        zoom={zoom}
        markers={markers}
        onMarkerSelect={p.onMarkerSelect}
        onMarkerHover={onHover}
        onViewChange={onViewChange}
        onGeolocate={p.onGeolocate}
        geolocating={p.geolocating}
        ready={p.ready}
        {...(p.googleMapsApiKey !== undefined ? { googleMapsApiKey: p.googleMapsApiKey } : {})}
        className="locator-map"
      />
    </Suspense>
  );
});
