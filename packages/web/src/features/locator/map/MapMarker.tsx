// A store pin (48 x 59 px, spec section 9) and a cluster badge, each a real button: named, pressed when
// selected, usable by keyboard and screen reader. Where they sit is the caller's business (`style`).
import type { CSSProperties } from 'react';
import { Limits } from '@crema/domain';
import { clusterLabel } from './messages';
import type { MarkerState, StoreMapMarker } from './types';

export const markerZIndex = (state: MarkerState): number => Limits.markerZIndex[state];

interface MarkerProps {
  readonly marker: StoreMapMarker;
  readonly onSelect: (id: string) => void;
  readonly onHover: (id: string | null) => void;
  readonly style?: CSSProperties;
}

export const MapMarker = ({ marker, onSelect, onHover, style }: MarkerProps) => {
  const { id, label, state, disabled = false } = marker;
  return (
    <button
      type="button"
      className={`crema-map__marker crema-map__marker--${state}${disabled ? ' crema-map__marker--disabled' : ''}`}
      aria-label={label}
      aria-pressed={state === 'selected'}
      aria-disabled={disabled || undefined}
      data-marker-id={id}
      style={{ width: Limits.markerWidth, height: Limits.markerHeight, zIndex: markerZIndex(state), ...style }}
      onClick={() => {
        if (!disabled) onSelect(id);
      }}
      onMouseEnter={() => onHover(id)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover(id)}
      onBlur={() => onHover(null)}
    >
      <svg viewBox="0 0 48 59" width={Limits.markerWidth} height={Limits.markerHeight} aria-hidden="true" focusable="false">
        <path
          className="crema-map__pin"
          d="M24 57.5C20 51 6 38.5 6 23.5a18 18 0 0 1 36 0C42 38.5 28 51 24 57.5z"
        />
        <circle className="crema-map__pin-face" cx="24" cy="23.5" r="11.5" />
        <path className="crema-map__pin-cup" d="M17.5 18.5h11v5.5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z" />
        <path className="crema-map__pin-handle" d="M28.5 20.5h1.5a2.5 2.5 0 0 1 0 5h-1.5" />
      </svg>
    </button>
  );
};

interface ClusterProps {
  readonly count: number;
  readonly onZoomIn: () => void;
  readonly style?: CSSProperties;
}

export const ClusterMarker = ({ count, onZoomIn, style }: ClusterProps) => (
  <button
    type="button"
    className="crema-map__cluster"
    aria-label={clusterLabel(count)}
    style={{ zIndex: Limits.markerZIndex.default, ...style }}
    onClick={onZoomIn}
  >
    <span aria-hidden="true">{count}</span>
  </button>
);
