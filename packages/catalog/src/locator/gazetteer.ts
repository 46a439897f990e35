// Offline place search over the compact gazetteer: names and alternate names, folded (case, diacritics,
// 'St.'/'Saint'), qualified by region or country ('Paris, FR', 'Portland, OR', 'Portland, Oregon'), and
// prefix autocomplete ranked by population.
import type { PlaceSuggestion } from '@crema/domain/locator';
import type { Place } from './gazetteer-data';
import { COUNTRY_ALIASES, countryName, regionCode, regionName } from './regions';

const TOKEN_SYNONYMS: Readonly<Record<string, string>> = { st: 'saint', sankt: 'saint', ste: 'sainte', mt: 'mount', ft: 'fort' };
const UNDECOMPOSED: Readonly<Record<string, string>> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ı: 'i', þ: 'th' };

/** Case-, accent- and punctuation-insensitive form of a name: 'St. Étienne' -> 'saint etienne'. */
export const foldName = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøæœłđıþ]/g, (c) => UNDECOMPOSED[c] ?? c)
    .replace(/[.'’`ʻ]/g, '')
    .replace(/[\s\-_/()]+/g, ' ')
    .trim()
    .split(' ')
    .map((t) => TOKEN_SYNONYMS[t] ?? t)
    .join(' ');

export interface ResolvedPlace {
  readonly place: Place;
  readonly label: string;
}

export interface Gazetteer {
  readonly places: readonly Place[];
  /** The most populous place matching 'name' or 'name, qualifier[, qualifier]', if any. */
  resolve(query: string): ResolvedPlace | undefined;
  /** Places whose (alternate) name starts with the prefix, most populous first. */
  autocomplete(prefix: string, limit: number): PlaceSuggestion[];
  label(place: Place): string;
}

export const createGazetteer = (places: readonly Place[]): Gazetteer => {
  const byName = new Map<string, number[]>();
  const sorted: Array<readonly [string, number]> = [];
  places.forEach((p, i) => {
    const names = new Set([p.name, ...p.alternateNames].map(foldName).filter((n) => n !== ''));
    for (const n of names) {
      const list = byName.get(n);
      if (list) list.push(i);
      else byName.set(n, [i]);
      sorted.push([n, i]);
    }
  });
  sorted.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

  const qualifierCache = new Map<string, readonly string[]>();
  /** Every folded way to name a place's region or country. */
  const qualifiersOf = (p: Place): readonly string[] => {
    const key = `${p.countryCode}|${p.adminCode}`;
    const hit = qualifierCache.get(key);
    if (hit) return hit;
    const q = [p.countryCode, countryName(p.countryCode), ...(COUNTRY_ALIASES[p.countryCode] ?? []), regionCode(p.countryCode, p.adminCode), regionName(p.countryCode, p.adminCode)]
      .map(foldName)
      .filter((s) => s !== '');
    qualifierCache.set(key, q);
    return q;
  };

  const label = (p: Place): string => [p.name, regionCode(p.countryCode, p.adminCode), countryName(p.countryCode)].filter((s) => s !== '').join(', ');

  const mostPopulous = (ids: readonly number[]): Place | undefined => {
    let best: Place | undefined;
    for (const i of ids) {
      const p = places[i];
      if (p !== undefined && (best === undefined || p.population > best.population)) best = p;
    }
    return best;
  };

  const matching = (name: string, qualifiers: readonly string[]): number[] =>
    (byName.get(name) ?? []).filter((i) => {
      const p = places[i];
      return p !== undefined && qualifiers.every((q) => qualifiersOf(p).includes(q));
    });

  const resolve = (query: string): ResolvedPlace | undefined => {
    const parts = query.split(',').map(foldName).filter((s) => s !== '');
    const [name, ...qualifiers] = parts;
    if (name === undefined) return undefined;
    let ids = matching(name, qualifiers);
    // 'Portland OR', 'Paris France': the trailing words may be the qualifier.
    if (ids.length === 0 && qualifiers.length === 0) {
      const words = name.split(' ');
      for (let cut = words.length - 1; cut >= 1 && ids.length === 0; cut--) {
        ids = matching(words.slice(0, cut).join(' '), [words.slice(cut).join(' ')]);
      }
    }
    const place = mostPopulous(ids);
    return place === undefined ? undefined : { place, label: label(place) };
  };

  /** Index of the first sorted name >= prefix. */
  const lowerBound = (prefix: string): number => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const entry = sorted[mid];
      if (entry !== undefined && entry[0] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const autocomplete = (prefix: string, limit: number): PlaceSuggestion[] => {
    const [rawName, ...rawQualifiers] = prefix.split(',');
    const name = foldName(rawName ?? '');
    const qualifier = rawQualifiers.length > 0 ? foldName(rawQualifiers.join(' ')) : undefined;
    if (name === '' || limit <= 0) return [];
    const ids = new Set<number>();
    for (let k = lowerBound(name); k < sorted.length; k++) {
      const entry = sorted[k];
      if (entry === undefined || !entry[0].startsWith(name)) break;
      if (qualifier !== undefined && entry[0] !== name) continue;
      ids.add(entry[1]);
    }
    const found: Place[] = [];
    for (const i of ids) {
      const p = places[i];
      if (p === undefined) continue;
      if (qualifier !== undefined && qualifier !== '' && !qualifiersOf(p).some((q) => q.startsWith(qualifier))) continue;
      found.push(p);
    }
    found.sort((a, b) => b.population - a.population);
    return found.slice(0, limit).map((p) => ({ name: p.name, region: regionCode(p.countryCode, p.adminCode), country: p.countryCode, label: label(p) }));
  };

  return { places, resolve, autocomplete, label };
};
