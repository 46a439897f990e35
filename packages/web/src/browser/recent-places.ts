// The browser's RecentPlaces: the last place searched, kept in localStorage so the next visit to the locator
// opens there (domain opening.ts). Anything unreadable counts as nothing remembered.
import { of } from 'rxjs';
import { right } from 'fp-ts/Either';
import type { RecentPlaces, RememberedPlace } from '@crema/domain/locator';
import { storageWrite } from './storage-write';
import { appKey } from './storage-keys';

export const RECENT_PLACE_KEY = appKey('locator.lastPlace');

const isCoordinate = (x: unknown, limit: number): x is number => typeof x === 'number' && Number.isFinite(x) && Math.abs(x) <= limit;

const parse = (raw: string | null): RememberedPlace | undefined => {
  if (raw === null) return undefined;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return undefined;
    const o = v as { placeName?: unknown; coordinates?: { latitude?: unknown; longitude?: unknown } };
    if (typeof o.placeName !== 'string' || o.placeName.trim() === '') return undefined;
    const c = o.coordinates;
    return c !== undefined && isCoordinate(c.latitude, 90) && isCoordinate(c.longitude, 180)
      ? { placeName: o.placeName, coordinates: { latitude: c.latitude, longitude: c.longitude } }
      : { placeName: o.placeName };
  } catch {
    return undefined;
  }
};

export const createLocalRecentPlaces = (storage: Storage | undefined, key = RECENT_PLACE_KEY): RecentPlaces => ({
  last: () => {
    try {
      return of(right(parse(storage?.getItem(key) ?? null)));
    } catch {
      return of(right(undefined));
    }
  },
  // Not kept: the next visit opens without it.
  remember: (place) => storageWrite('place not remembered', () => storage?.setItem(key, JSON.stringify(place))),
});
