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
  readonly free: readonly StoreMapMarker[];
  readonly pinned: readonly StoreMapMarker[];
}

export const createClusterIndex = (markers: readonly StoreMapMarker[]): ClusterIndex => {
  const free = markers.filter((m) => m.state === 'default');
  const pinned = markers.filter((m) => m.state !== 'default');
  const index = new Supercluster<PointProps, Record<never, never>>({
    radius: CLUSTER_RADIUS_PX,
    extent: TILE_SIZE,
    maxZoom: CLUSTER_MAX_ZOOM,
    minPoints: 2,
  });
  index.load(
    free.map((m, markerIndex) => ({
      type: 'Feature' as const,
      properties: { markerIndex },
      geometry: { type: 'Point' as const, coordinates: [m.lng, m.lat] },
    })),
  );
  return { index, free, pinned };
};

const inBounds = (m: StoreMapMarker, b: LatLngBounds): boolean =>
  m.lat <= b.north && m.lat >= b.south && (b.west <= b.east ? m.lng >= b.west && m.lng <= b.east : m.lng >= b.west || m.lng <= b.east);

/**
 * What to draw in (a margin around) the view at a zoom: clusters and lone markers, then the pinned
 * (selected, highlighted) markers, in the order the markers were given.
 */
export const itemsInView = (ci: ClusterIndex, bounds: LatLngBounds, zoom: number): MapItem[] => {
  const west = Math.max(-180, bounds.west);
  const east = Math.min(180, bounds.east);
  const found = ci.index.getClusters([west, Math.max(-90, bounds.south), east, Math.min(90, bounds.north)], Math.floor(zoom));
  const items: MapItem[] = [];
  const lone: number[] = [];
  for (const f of found) {
    const [lng = 0, lat = 0] = f.geometry.coordinates;
    const p = f.properties;
    if ('cluster_id' in p) {
      items.push({
        kind: 'cluster',
        id: p.cluster_id,
        lat,
        lng,
        count: p.point_count,
        expansionZoom: ci.index.getClusterExpansionZoom(p.cluster_id),
      });
    } else {
      lone.push(p.markerIndex);
    }
  }
  lone.sort((a, b) => a - b);
  for (const i of lone) {
    const m = ci.free[i];
    if (m) items.push({ kind: 'marker', marker: m });
  }
  for (const m of ci.pinned) if (inBounds(m, bounds)) items.push({ kind: 'marker', marker: m });
  return items;
};
