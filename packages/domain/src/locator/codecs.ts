// The locator's wire shapes (spec section 7: locations, nearest-location, favorites, get store by number,
// get recommended stores, the place-geocoding helper and the autocomplete), one io-ts codec each: the HTTP
// adapter decodes the server's answers with them and encodes its requests; the server decodes the
// browser's requests with the same codecs. A codec that turns a query string into a domain value says so
// in its name (...QueryCodec) and encodes that value back into the query the adapter sends.
import * as t from 'io-ts';
import type {
  CodeName,
  Coordinates,
  PlaceMatch,
  PlaceSuggestion,
  ScheduleDay,
  SelectedStoreRecord,
  Store,
  StoreAddress,
  StoreLocation,
  WarningLabel,
} from './model';
import type { StoreSearch } from './ports';

/** A finite number within [min, max]. */
const numberWithin = (name: string, min: number, max: number): t.Type<number, number, unknown> =>
  new t.Type<number, number, unknown>(
    name,
    (u): u is number => typeof u === 'number' && Number.isFinite(u) && u >= min && u <= max,
    (u, c) => (typeof u === 'number' && Number.isFinite(u) && u >= min && u <= max ? t.success(u) : t.failure(u, c)),
    t.identity,
  );

export const LatitudeCodec = numberWithin('Latitude', -90, 90);
export const LongitudeCodec = numberWithin('Longitude', -180, 180);
const NonNegative = numberWithin('NonNegativeNumber', 0, Number.MAX_VALUE);

export const CoordinatesCodec: t.Type<Coordinates, Coordinates, unknown> = t.type({ latitude: LatitudeCodec, longitude: LongitudeCodec });

const CodeNameCodec: t.Type<CodeName, CodeName, unknown> = t.type({ code: t.string, name: t.string });
const WarningLabelCodec: t.Type<WarningLabel, WarningLabel, unknown> = t.type({ code: t.string, label: t.string });
const ScheduleDayCodec: t.Type<ScheduleDay, ScheduleDay, unknown> = t.intersection([
  t.type({ dayFormatted: t.string, hoursFormatted: t.string }),
  t.partial({ holidayFormatted: t.string }),
]);
const StoreAddressCodec: t.Type<StoreAddress, StoreAddress, unknown> = t.intersection([
  t.type({ singleLine: t.string, lines: t.readonlyArray(t.string), countryCode: t.string, city: t.string, postalCode: t.string }),
  t.partial({ countrySubdivisionCode: t.string }),
]);

export const StoreCodec: t.Type<Store, Store, unknown> = t.type({
  storeNumber: t.string,
  id: t.string,
  name: t.string,
  coordinates: CoordinatesCodec,
  address: StoreAddressCodec,
  phoneNumber: t.string,
  open: t.boolean,
  openStatusFormatted: t.string,
  hoursStatusFormatted: t.string,
  schedule: t.readonlyArray(ScheduleDayCodec),
  pickUpOptions: t.readonlyArray(CodeNameCodec),
  amenities: t.readonlyArray(CodeNameCodec),
  warningLabels: t.readonlyArray(WarningLabelCodec),
  timeZone: t.type({ timeZoneId: t.string }),
  ownershipTypeCode: t.keyof({ CO: null, LS: null }),
  mobileOrdering: t.type({ availability: t.keyof({ READY: null, NOT_READY: null, UNAVAILABLE: null }) }),
  guestOrdering: t.boolean,
  curbsideAvailability: t.keyof({ AVAILABLE: null, CLOSED: null, UNAVAILABLE: null }),
  stallQuantity: NonNegative,
});

/** One store of a locations answer (GET /locations, nearest-location, get store by number, recommended stores). */
export const StoreLocationCodec: t.Type<StoreLocation, StoreLocation, unknown> = t.type({
  store: StoreCodec,
  distanceKm: NonNegative,
  isFavorite: t.boolean,
  isPrevious: t.boolean,
  recommendationReason: t.keyof({ FAVORITE: null, USUAL: null, NEARBY: null }),
});

/** A list of stores, nearest first (the server's order is kept). */
export const StoreLocationsCodec: t.Type<readonly StoreLocation[], readonly StoreLocation[], unknown> = t.readonlyArray(StoreLocationCodec);

export const PlaceSuggestionCodec: t.Type<PlaceSuggestion, PlaceSuggestion, unknown> = t.type({ name: t.string, region: t.string, country: t.string, label: t.string });
export const PlaceSuggestionsCodec: t.Type<readonly PlaceSuggestion[], readonly PlaceSuggestion[], unknown> = t.readonlyArray(PlaceSuggestionCodec);

export const PlaceMatchCodec: t.Type<PlaceMatch, PlaceMatch, unknown> = t.union([
  t.type({ kind: t.literal('found'), placeName: t.string, coordinates: CoordinatesCodec }),
  t.type({ kind: t.literal('fallback'), placeName: t.string }),
  t.type({ kind: t.literal('notFound') }),
]);

/** The selected store as a device keeps it (the web app's localStorage). */
export const SelectedStoreRecordCodec: t.Type<SelectedStoreRecord, SelectedStoreRecord, unknown> = t.type({
  storeNumber: t.string,
  storeConfirmationTimestamp: t.number,
  userConfirmed: t.boolean,
});

// Requests.

/** Longest place name or prefix a request may carry (ours: longer text is no place name). */
export const MAX_PLACE_TEXT = 200;
const placeText = (u: unknown): u is string => typeof u === 'string' && u.length <= MAX_PLACE_TEXT;

/** The store number before the dash ('10001'): what favorites send (spec section 7). */
export const ShortStoreNumberCodec = new t.Type<string, string, unknown>(
  'ShortStoreNumber',
  (u): u is string => typeof u === 'string' && /^\d{1,10}$/.test(u),
  (u, c) => (typeof u === 'string' && /^\d{1,10}$/.test(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** A full or short store number ('10001-65096' or '10001'). */
export const StoreNumberCodec = new t.Type<string, string, unknown>(
  'StoreNumber',
  (u): u is string => typeof u === 'string' && /^\d{1,10}(?:-\d{1,10})?$/.test(u),
  (u, c) => (typeof u === 'string' && /^\d{1,10}(?:-\d{1,10})?$/.test(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** POST /stores/favorites. */
export const FavoriteStoreBodyCodec = t.type({ storeNumber: ShortStoreNumberCodec });

/** Graph "get store by number". */
export const StoreByNumberVariablesCodec = t.type({ storeNumber: StoreNumberCodec });

/** A query-string value: one string, or the same key repeated. */
const queryValues = (u: unknown): readonly string[] | undefined =>
  u === undefined ? [] : typeof u === 'string' ? [u] : Array.isArray(u) && u.every((x) => typeof x === 'string') ? u : undefined;

/** Filter codes as a comma list ('WF,GC'), or as repeated keys: empty entries dropped. */
const featureList = (u: unknown): readonly string[] | undefined => {
  const values = queryValues(u);
  if (values === undefined) return undefined;
  const codes = values.flatMap((v) => v.split(',')).map((c) => c.trim()).filter((c) => c !== '');
  return codes.every((c) => c.length <= 20) && codes.length <= 20 ? codes : undefined;
};

/** A number in a query string ('47.6', '-1.5e-7': what String(number) writes), never '', 'Infinity' or hex. */
const numberText = (u: unknown): number | undefined => {
  const values = queryValues(u);
  const only = values?.length === 1 ? values[0] : undefined;
  if (only === undefined || only.length > 32 || !/^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i.test(only)) return undefined;
  return Number(only);
};

const isRecord = (u: unknown): u is Readonly<Record<string, unknown>> => typeof u === 'object' && u !== null && !Array.isArray(u);

/** GET /locations: what the query string says. */
export type LocationsQuery = {
  readonly place?: string;
  readonly lat?: string;
  readonly lng?: string;
  /** Comma list. */
  readonly features?: string;
  readonly limit?: string;
};

const coordinatesOf = (lat: unknown, lng: unknown): Coordinates | undefined => {
  const latitude = numberText(lat);
  const longitude = numberText(lng);
  return latitude !== undefined && longitude !== undefined && LatitudeCodec.is(latitude) && LongitudeCodec.is(longitude) ? { latitude, longitude } : undefined;
};

/**
 * GET /locations?place=&lat=&lng=&features=&limit= as a StoreSearch: around the place when one is given,
 * else around lat and lng. The limit is a whole number from 1 (the server clamps it to its maximum).
 */
export const StoreSearchQueryCodec = new t.Type<StoreSearch, LocationsQuery, unknown>(
  'StoreSearchQuery',
  (u): u is StoreSearch => isRecord(u) && isRecord(u.target) && Array.isArray(u.features),
  (u, c) => {
    if (!isRecord(u)) return t.failure(u, c);
    const features = featureList(u.features);
    if (features === undefined) return t.failure(u, c, 'features');
    let limit: number | undefined;
    if (u.limit !== undefined) {
      const [text, ...rest] = queryValues(u.limit) ?? [];
      if (text === undefined || rest.length > 0 || !/^\d{1,4}$/.test(text) || Number(text) < 1) return t.failure(u, c, 'limit');
      limit = Number(text);
    }
    const withLimit = limit === undefined ? {} : { limit };
    const place = queryValues(u.place);
    if (place === undefined || place.length > 1 || (place[0] !== undefined && !placeText(place[0]))) return t.failure(u, c, 'place');
    const name = place[0]?.trim() ?? '';
    if (name !== '') return t.success({ target: { place: name }, features, ...withLimit });
    const coordinates = coordinatesOf(u.lat, u.lng);
    return coordinates === undefined ? t.failure(u, c, 'a place or lat and lng') : t.success({ target: { coordinates }, features, ...withLimit });
  },
  (s): LocationsQuery => ({
    ...('place' in s.target ? { place: s.target.place } : { lat: String(s.target.coordinates.latitude), lng: String(s.target.coordinates.longitude) }),
    ...(s.features.length > 0 ? { features: s.features.join(',') } : {}),
    ...(s.limit !== undefined ? { limit: String(s.limit) } : {}),
  }),
);

/** The nearest-location (expanded) search. */
export interface NearestQuery {
  readonly coordinates: Coordinates;
  readonly features: readonly string[];
}

/** POST /locations/nearest-location: body lat, lng, features (spec section 7). */
export interface NearestLocationBody {
  readonly lat: number;
  readonly lng: number;
  readonly features: readonly string[];
}

const NearestBodyShape = t.type({ lat: LatitudeCodec, lng: LongitudeCodec, features: t.union([t.readonlyArray(t.string), t.undefined]) });

export const NearestLocationBodyCodec = new t.Type<NearestQuery, NearestLocationBody, unknown>(
  'NearestLocationBody',
  (u): u is NearestQuery => isRecord(u) && CoordinatesCodec.is(u.coordinates) && Array.isArray(u.features),
  (u, c) => {
    const shape = NearestBodyShape.validate(u, c);
    if (shape._tag === 'Left') return shape;
    const features = featureList(shape.right.features ?? []);
    return features === undefined
      ? t.failure(u, c, 'features')
      : t.success({ coordinates: { latitude: shape.right.lat, longitude: shape.right.lng }, features });
  },
  (q) => ({ lat: q.coordinates.latitude, lng: q.coordinates.longitude, features: q.features }),
);

/** The place-geocoding helper: GET /places?query= (our path; the spec does not show it). */
export const PlaceSearchQueryCodec = new t.Type<string, { readonly query: string }, unknown>(
  'PlaceSearchQuery',
  placeText,
  (u, c) => {
    const values = isRecord(u) ? queryValues(u.query) : undefined;
    const only = values?.length === 1 ? values[0] : undefined;
    return only !== undefined && placeText(only) ? t.success(only) : t.failure(u, c);
  },
  (query) => ({ query }),
);

export interface AutocompleteQuery {
  readonly prefix: string;
  readonly limit: number;
}

/** The autocomplete: GET /places/autocomplete?prefix=&limit= (our path; the spec does not show it). */
export const AutocompleteQueryCodec = new t.Type<AutocompleteQuery, { readonly prefix: string; readonly limit: string }, unknown>(
  'AutocompleteQuery',
  (u): u is AutocompleteQuery => isRecord(u) && placeText(u.prefix) && typeof u.limit === 'number',
  (u, c) => {
    if (!isRecord(u)) return t.failure(u, c);
    const prefix = queryValues(u.prefix);
    const limit = queryValues(u.limit);
    const p = prefix?.length === 1 ? prefix[0] : undefined;
    const l = limit?.length === 1 ? limit[0] : undefined;
    if (p === undefined || !placeText(p) || l === undefined || !/^\d{1,3}$/.test(l)) return t.failure(u, c);
    return t.success({ prefix: p, limit: Number(l) });
  },
  (q) => ({ prefix: q.prefix, limit: String(q.limit) }),
);
