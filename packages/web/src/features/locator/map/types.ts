// Public types of the store map. Import them with `import type` so the lazy map chunk stays lazy.

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** The visible area, each edge rounded to 6 decimals. `west > east` when the view crosses the antimeridian. */
export interface LatLngBounds {
  readonly north: number;
  readonly south: number;
  readonly east: number;
  readonly west: number;
}

export type MarkerState = 'default' | 'highlighted' | 'selected';

export interface StoreMapMarker {
  readonly id: string;
  readonly lat: number;
  readonly lng: number;
  /** Accessible name, e.g. the store name and its open status. */
  readonly label: string;
  readonly state: MarkerState;
  /** Shown greyed; still focusable and announced, but selecting it does nothing. */
  readonly disabled?: boolean;
}

/** A settled view: centre rounded to 6 decimals, zoom within 3..21, the visible bounds. */
export interface MapViewChange {
  readonly center: LatLng;
  readonly zoom: number;
  readonly bounds: LatLngBounds;
}

export interface StoreMapProps {
  readonly center: LatLng;
  readonly zoom: number;
  readonly markers: readonly StoreMapMarker[];
  readonly onMarkerSelect: (id: string) => void;
  readonly onMarkerHover: (id: string | null) => void;
  /**
   * Fired when the view settles after the person moved it (drag end, zoom, keys released, wheel at rest).
   * Not fired for changes of the `center`/`zoom` props themselves, nor for moves under 5e-6 degrees.
   */
  readonly onViewChange: (view: MapViewChange) => void;
  readonly onGeolocate: () => void;
  /** True while a geolocation request runs: the button shows it and is marked busy. */
  readonly geolocating?: boolean;
  /** False while the page is drawn but not yet working (its first view): the map's buttons are disabled. */
  readonly ready?: boolean;
  /** With a key, Google's map (google-map-react); without (the default), the built-in offline map. */
  readonly googleMapsApiKey?: string;
  readonly className?: string;
}
