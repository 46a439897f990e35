// Marker clustering with supercluster. Selected and highlighted markers are never folded into a cluster, so
// the store a person points at in the list always shows on the map.
import Supercluster from 'supercluster';
import { TILE_SIZE } from './projection';
import type { LatLngBounds, StoreMapMarker } from './types';

/** Our choice: markers whose centres come closer than this many pixels are clustered. */
export const CLUSTER_RADIUS_PX = 44;
/** Our choice: from zoom 18 on, every store shows on its own. */
export const CLUSTER_MAX_ZOOM = 17;

export type MapItem =
  | { readonly kind: 'marker'; readonly marker: StoreMapMarker }
  | {
      readonly kind: 'cluster';
      readonly id: number;
      readonly lat: number;
      readonly lng: number;
      readonly count: number;
      /** The zoom at which the cluster comes apart. */
      readonly expansionZoom: number;
    };

interface PointProps {
  readonly markerIndex: number;
}

export interface ClusterIndex {
  readonly index: Supercluster<PointProps, Record<never, never>>;
  readonly markers: readonly StoreMapMarker[];
}

export const createClusterIndex = (markers: readonly StoreMapMarker[]): ClusterIndex => {
  const index = new Supercluster<PointProps, Record<never, never>>({
    radius: CLUSTER_RADIUS_PX,
    extent: TILE_SIZE,
    maxZoom: CLUSTER_MAX_ZOOM,
    minPoints: 2,
  });
  const points = markers.flatMap((m, markerIndex) =>
    m.state === 'default'
      ? [{ type: 'Feature' as const, properties: { markerIndex }, geometry: { type: 'Point' as const, coordinates: [m.lng, m.lat] } }]
      : [],
  );
  index.load(points);
  return { index, markers };
};

const inBounds = (m: StoreMapMarker, b: LatLngBounds): boolean =>
  m.lat <= b.north && m.lat >= b.south && (b.west <= b.east ? m.lng >= b.west && m.lng <= b.east : m.lng >= b.west || m.lng <= b.east);

/**
 * What to draw in (a margin around) the view at a zoom: every marker shown on its own (lone ones and the
 * pinned selected and highlighted ones) in the order the markers were given, then the clusters. The order is
 * the keyboard's: the stores come first, nearest first as the list has them (issue #32: a keyboard user
 * reaches the nearest store's pin with one Tab from the map), and highlighting a marker does not reorder them.
 */
export const itemsInView = (ci: ClusterIndex, bounds: LatLngBounds, zoom: number): MapItem[] => {
  const west = Math.max(-180, bounds.west);
  const east = Math.min(180, bounds.east);
  const found = ci.index.getClusters([west, Math.max(-90, bounds.south), east, Math.min(90, bounds.north)], Math.floor(zoom));
  const clusters: MapItem[] = [];
  const alone = new Set<number>();
  for (const f of found) {
    const [lng = 0, lat = 0] = f.geometry.coordinates;
    const p = f.properties;
    if ('cluster_id' in p) {
      clusters.push({
        kind: 'cluster',
        id: p.cluster_id,
        lat,
        lng,
        count: p.point_count,
        expansionZoom: ci.index.getClusterExpansionZoom(p.cluster_id),
      });
    } else {
      alone.add(p.markerIndex);
    }
  }
  const items: MapItem[] = [];
  ci.markers.forEach((m, i) => {
    if (alone.has(i) || (m.state !== 'default' && inBounds(m, bounds))) items.push({ kind: 'marker', marker: m });
  });
  return [...items, ...clusters];
};
