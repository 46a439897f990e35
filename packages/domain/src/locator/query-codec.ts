// The locator's query string (spec section 2): features (comma list), map ('lat,lng,12z': latitude,
// longitude, then the zoom followed by z) and place. parse(format(q)) equals q for every normalised q.
import { decodeQueryComponent, firstQueryValues, rawQueryPairs } from '../shared';
import { normalizeMapView } from './map-rules';
import type { LocatorQuery, MapView } from './model';
import type { ConfirmStoreInput } from './confirm-store';

const FEATURE_CODE = /^[A-Za-z0-9_]{1,16}$/;
const MAP_VALUE = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(\d+(?:\.\d+)?)z$/;

/** Feature codes as the locator keeps them: valid codes only, trimmed, first occurrence kept. */
export const normalizeFeatures = (codes: readonly string[]): string[] => {
  const seen = new Set<string>();
  for (const raw of codes) {
    const code = raw.trim();
    if (FEATURE_CODE.test(code)) seen.add(code);
  }
  return [...seen];
};

/** Map view in the 'lat,lng,12z' form (6 decimals at most, no trailing zeros). */
export const formatMapValue = (v: MapView): string => {
  const n = normalizeMapView(v);
  return `${n.latitude},${n.longitude},${n.zoom}z`;
};

export const parseMapValue = (value: string): MapView | undefined => {
  const m = MAP_VALUE.exec(value.trim());
  if (!m) return undefined;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  const zoom = Number(m[3]);
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180) || !Number.isFinite(zoom)) return undefined;
  return normalizeMapView({ latitude, longitude, zoom });
};

/** The query as the locator keeps it: normalised features, map and a trimmed non-empty place. */
export const normalizeLocatorQuery = (q: LocatorQuery): LocatorQuery => {
  const place = q.place?.trim();
  return {
    features: normalizeFeatures(q.features),
    ...(q.map !== undefined ? { map: normalizeMapView(q.map) } : {}),
    ...(place !== undefined && place !== '' ? { place } : {}),
  };
};

const encode = (s: string): string => encodeURIComponent(s);

/** The query string without its '?': 'features=WA,WF&map=47.6062,-122.3321,12z&place=Seattle'; empty parts left out. */
export const formatLocatorQuery = (query: LocatorQuery): string => {
  const q = normalizeLocatorQuery(query);
  const parts: string[] = [];
  if (q.features.length > 0) parts.push(`features=${q.features.map(encode).join(',')}`);
  if (q.map !== undefined) parts.push(`map=${formatMapValue(q.map)}`);
  if (q.place !== undefined) parts.push(`place=${encode(q.place)}`);
  return parts.join('&');
};

/** Reads a query string (with or without '?'); unknown keys and malformed values are ignored, never thrown. */
export const parseLocatorQuery = (search: string): LocatorQuery => {
  let features: string[] = [];
  let map: MapView | undefined;
  let place: string | undefined;
  for (const [rawKey, rawValue] of rawQueryPairs(search)) {
    if (rawKey === '' || rawValue === undefined) continue;
    const key = decodeQueryComponent(rawKey);
    const value = decodeQueryComponent(rawValue);
    if (value === undefined) continue;
    if (key === 'features') features = value.split(',');
    else if (key === 'map') map = parseMapValue(value) ?? map;
    else if (key === 'place') place = value;
  }
  return normalizeLocatorQuery({ features, ...(map !== undefined ? { map } : {}), ...(place !== undefined ? { place } : {}) });
};

/**
 * The confirm inputs the locator's URL carries for 'Order here' (spec section 4): ?toCart (present and not
 * 'false') and the saved ?returnUrl=/path (its safety is afterStoreConfirm's to judge).
 */
export const parseConfirmInput = (search: string): ConfirmStoreInput => {
  const params = firstQueryValues(search);
  const toCart = params.has('toCart') && params.get('toCart') !== 'false';
  const returnUrl = params.get('returnUrl');
  return { ...(toCart ? { toCart } : {}), ...(returnUrl !== undefined ? { returnUrl } : {}) };
};
