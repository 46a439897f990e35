// Zoom in, zoom out and 'Find locations near me'. At the zoom bounds a button is aria-disabled (it keeps
// focus, so a keyboard user pressing it at 21 is not thrown back to the top of the page) and does nothing.
import { canZoomIn, canZoomOut } from './projection';
import { MapMessages } from './messages';

interface Props {
  readonly zoom: number;
  readonly onZoom: (delta: 1 | -1) => void;
  readonly onGeolocate: () => void;
  readonly geolocating?: boolean;
  /** False before the page works (its first view): every button is disabled. */
  readonly ready?: boolean;
}

/** A zoom button: named by its label, drawn by the `icon` path, doing nothing at its bound. */
const ZoomButton = ({ label, enabled, ready, onPress, icon }: { label: string; enabled: boolean; ready: boolean; onPress: () => void; icon: string }) => (
  <button
    type="button"
    disabled={!ready}
    className="crema-map__control"
    aria-label={label}
    aria-disabled={!enabled || undefined}
    title={label}
    onClick={() => {
      if (enabled) onPress();
    }}
  >
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={icon} stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  </button>
);

export const MapControls = ({ zoom, onZoom, onGeolocate, geolocating = false, ready = true }: Props) => (
  <div className="crema-map__controls">
    <button
      type="button"
      className="crema-map__control crema-map__control--locate"
      aria-label={MapMessages.findNearMe}
      aria-busy={geolocating || undefined}
      disabled={!ready}
      title={MapMessages.findNearMe}
      onClick={onGeolocate}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="2.5" fill="currentColor" />
        <path d="M12 1.5v4M12 18.5v4M1.5 12h4M18.5 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
    <div className="crema-map__zoom" role="group" aria-label={MapMessages.zoomGroup}>
      <ZoomButton label={MapMessages.zoomIn} enabled={canZoomIn(zoom)} ready={ready} onPress={() => onZoom(1)} icon="M12 4v16M4 12h16" />
      <ZoomButton label={MapMessages.zoomOut} enabled={canZoomOut(zoom)} ready={ready} onPress={() => onZoom(-1)} icon="M4 12h16" />
    </div>
  </div>
);
