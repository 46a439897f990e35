// Open state at an instant, shared: every store with the same weekly hours, time zone and country has the
// same status in the same minute, so the catalog's hours rules run once per minute for all of them (a
// nearest-50 answer builds a handful of statuses, not fifty). The cache holds one minute and starts over
// when the clock shows another (forward or, with a test clock, back).
import { isOpenAt, localTime, openStatus, type HoursPattern, type LocalTime, type OpenStatus } from '@crema/catalog/locator';

export interface SharedStatus {
  readonly status: OpenStatus;
  /** The status's fields as JSON object members ('"open":true,...,"schedule":[...]'), for answers written as text. */
  readonly members: string;
}

export interface OpenStatusCache {
  /** `hoursId` names the weekly hours (equal ids, equal hours). */
  statusOf(hoursId: number, hours: HoursPattern, zone: string, countryCode: string, now: number): SharedStatus;
  isOpen(hours: HoursPattern, zone: string, countryCode: string, now: number): boolean;
}

const MINUTE_MS = 60_000;

export const createOpenStatusCache = (): OpenStatusCache => {
  let minute = Number.NaN;
  let local = new Map<string, LocalTime>();
  let statuses = new Map<string, SharedStatus>();
  const localAt = (zone: string, now: number): LocalTime => {
    const m = Math.floor(now / MINUTE_MS);
    if (m !== minute) {
      minute = m;
      local = new Map();
      statuses = new Map();
    }
    let t = local.get(zone);
    if (t === undefined) {
      t = localTime(now, zone);
      local.set(zone, t);
    }
    return t;
  };
  return {
    statusOf: (hoursId, hours, zone, countryCode, now) => {
      const t = localAt(zone, now);
      const key = `${hoursId}|${zone}|${countryCode}`;
      let shared = statuses.get(key);
      if (shared === undefined) {
        const status = openStatus(hours, t, countryCode);
        shared = { status, members: JSON.stringify(status).slice(1, -1) };
        statuses.set(key, shared);
      }
      return shared;
    },
    isOpen: (hours, zone, countryCode, now) => isOpenAt(hours, localAt(zone, now), countryCode),
  };
};
