// The store locator's map. Default export, to be React.lazy-loaded: none of the map code (d3-geo,
// supercluster, topojson, google-map-react, the world data) belongs in the first page's bundle.
//   const StoreMap = lazy(() => import('./map/StoreMap'));
// With a Google Maps key: google-map-react (its own lazy chunk). Without (the default): the built-in
// offline map. Types for callers: `import type { StoreMapProps } from './map/types'`.
import { lazy, Suspense } from 'react';
import { MapMessages } from './messages';
import { OfflineMap } from './OfflineMap';
import type { StoreMapProps } from './types';
import './StoreMap.css';

const GoogleMapView = lazy(() => import('./GoogleMapView'));

export default function StoreMap(props: StoreMapProps) {
  const key = props.googleMapsApiKey;
  if (!key) return <OfflineMap {...props} />;
  return (
    <Suspense
      fallback={
        <div className={`crema-map${props.className ? ` ${props.className}` : ''}`} role="region" aria-label={MapMessages.region}>
          <p className="crema-map__loading" role="status">
            {MapMessages.loadingMap}…
          </p>
        </div>
      }
    >
      <GoogleMapView {...props} apiKey={key} />
    </Suspense>
  );
}
