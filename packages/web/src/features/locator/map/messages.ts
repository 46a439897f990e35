// The map's own words. 'Find locations near me', 'Zoom in' and 'Zoom out' come from the locator's
// messages; the rest is text not given by the spec.
import { LocatorMessages } from '@crema/domain/locator';

export const MapMessages = {
  region: 'Map',
  zoomIn: LocatorMessages.zoomIn,
  zoomOut: LocatorMessages.zoomOut,
  findNearMe: LocatorMessages.findLocationsNearMe,
  /** text not given by the spec */
  keyboardHint: 'Use the arrow keys to move the map, plus and minus to zoom.',
  /** text not given by the spec */
  zoomGroup: 'Zoom',
  /** text not given by the spec */
  loadingMap: 'Loading map',
} as const;

/** text not given by the spec */
export const clusterLabel = (count: number): string => `${count} stores, zoom in`;
