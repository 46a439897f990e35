// Scheduled ordering and pickup times (spec sections 4, 5, 9): slots up to one hour ahead, shown in the
// store's time zone; pickup estimates above 20 minutes show '20+ mins'.
import { MS_PER_MINUTE } from '../../shared/clock';
import { Limits } from '../../shared/config';
import { OrderMessages } from '../messages';
import type { PickupEstimate, TimeSlot } from '../order-model';

/** The store number before any dash (the pickup-time call and favorites use it). */
export const shortStoreNumber = (storeNumber: string): string => storeNumber.split('-')[0] ?? storeNumber;

export const SCHEDULE_MAX_AHEAD_MS: number = Limits.scheduledOrderingMaxAheadMs;
export const PICKUP_ESTIMATE_CAP_MINUTES: number = Limits.pickupEstimateCapMinutes;

/** A slot can be scheduled when it starts now or later and at most one hour ahead. */
export const isSchedulable = (slot: Pick<TimeSlot, 'start'>, now: number, maxAheadMs: number = SCHEDULE_MAX_AHEAD_MS): boolean =>
  slot.start >= now && slot.start <= now + maxAheadMs;

/** The slots to offer: schedulable ones, in time order. */
export const schedulableSlots = (slots: readonly TimeSlot[], now: number, maxAheadMs: number = SCHEDULE_MAX_AHEAD_MS): readonly TimeSlot[] =>
  slots.filter((s) => isSchedulable(s, now, maxAheadMs)).slice().sort((a, b) => a.start - b.start);

export const nextAvailableSlot = (slots: readonly TimeSlot[], now: number): TimeSlot | undefined =>
  schedulableSlots(slots, now).find((s) => s.available);


/** The pickup choice at `now`: what may be offered, and whether the chosen slot still holds. */
export interface ScheduleWindow {
  /** Slots starting from now up to `maxAheadMs` ahead, in time order (none in the past, none beyond). */
  readonly offered: readonly TimeSlot[];
  /** The first available offered slot. */
  readonly nextAvailable?: TimeSlot;
  /** The chosen slot, while it is still in the window (and offered, when a list is known). */
  readonly selected?: TimeSlot;
  /** The chosen slot when it no longer holds: it passed, or the list no longer offers it as available. */
  readonly dropped?: TimeSlot;
  /** The next instant the answer changes by the passing of time alone (a slot passes or enters the window). */
  readonly changesAt?: number;
}

/**
 * Spec section 9 "scheduled ordering up to one hour ahead", at `now`: the window is now .. now + maxAheadMs.
 * `slots` is the latest list of the store (undefined while none is known: then only time judges the choice).
 */
export const scheduleWindow = (i: {
  readonly slots: readonly TimeSlot[] | undefined;
  readonly selected: TimeSlot | undefined;
  readonly now: number;
  readonly maxAheadMs?: number;
}): ScheduleWindow => {
  const max = i.maxAheadMs ?? SCHEDULE_MAX_AHEAD_MS;
  const offered = schedulableSlots(i.slots ?? [], i.now, max);
  const nextAvailable = offered.find((s) => s.available);
  const sel = i.selected;
  const holds =
    sel !== undefined &&
    isSchedulable(sel, i.now, max) &&
    (i.slots === undefined || offered.some((s) => s.id === sel.id && s.available));
  // A slot leaves the window one millisecond after it starts and enters it maxAheadMs before.
  const changes = [...(i.slots ?? []), ...(holds ? [sel] : [])]
    .filter((s) => s.start >= i.now)
    .map((s) => (s.start <= i.now + max ? s.start + 1 : s.start - max));
  return {
    offered,
    ...(nextAvailable !== undefined ? { nextAvailable } : {}),
    ...(sel !== undefined ? (holds ? { selected: sel } : { dropped: sel }) : {}),
    ...(changes.length > 0 ? { changesAt: Math.min(...changes) } : {}),
  };
};

/** The list of slots is never fetched again sooner than this after a load (no polling faster than once a minute). */
export const TIME_SLOTS_MIN_REFETCH_MS: number = MS_PER_MINUTE;

/**
 * When a list of slots loaded at `loadedAt` goes stale: as its earliest slot that was offered then passes,
 * and never sooner than `minIntervalMs` after the load. Undefined for a list with nothing to offer.
 */
export const timeSlotsStaleAt = (
  slots: readonly Pick<TimeSlot, 'start'>[],
  loadedAt: number,
  minIntervalMs: number = TIME_SLOTS_MIN_REFETCH_MS,
): number | undefined => {
  const upcoming = slots.filter((s) => s.start >= loadedAt).map((s) => s.start);
  return upcoming.length === 0 ? undefined : Math.max(Math.min(...upcoming) + 1, loadedAt + minIntervalMs);
};

/**
 * Whether to fetch the slots again at `now`: the list went stale (above), or pricing was refreshed at
 * `pricedAt` at least `minIntervalMs` after the list was loaded.
 */
export const timeSlotsStale = (i: {
  readonly slots: readonly Pick<TimeSlot, 'start'>[];
  readonly loadedAt: number;
  readonly now: number;
  readonly pricedAt?: number | undefined;
  readonly minIntervalMs?: number;
}): boolean => {
  const min = i.minIntervalMs ?? TIME_SLOTS_MIN_REFETCH_MS;
  const at = timeSlotsStaleAt(i.slots, i.loadedAt, min);
  return (at !== undefined && i.now >= at) || (i.pricedAt !== undefined && i.pricedAt >= i.loadedAt + min);
};

/**
 * The short name of the store's time zone (e.g. 'PST') when its clock differs from the viewer's at `at`;
 * undefined when both zones show the same time (or a zone is unknown).
 */
export const storeTimeZoneNote = (storeTimeZoneId: string, viewerTimeZoneId: string, at: number, locale = 'en-US'): string | undefined => {
  const part = (tz: string, style: 'longOffset' | 'short'): string | undefined => {
    try {
      return new Intl.DateTimeFormat(locale, { timeZone: tz, timeZoneName: style }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
    } catch {
      return undefined;
    }
  };
  const store = part(storeTimeZoneId, 'longOffset');
  const viewer = part(viewerTimeZoneId, 'longOffset');
  if (store === undefined || viewer === undefined || store === viewer) return undefined;
  return part(storeTimeZoneId, 'short');
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A slot's time in the store's time zone, e.g. '8:35 AM'. */
export const formatSlotTime = (epochMs: number, timeZoneId: string, locale = 'en-US'): string => {
  const key = `${locale}|${timeZoneId}`;
  let f = formatters.get(key);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: timeZoneId });
    } catch {
      f = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    }
    formatters.set(key, f);
  }
  return f.format(epochMs);
};

/** '5-10 mins'; '20+ mins' when the estimate runs above 20 minutes (spec section 9). */
export const pickupEstimateLabel = (e: PickupEstimate): string => {
  if (e.maxMinutes > PICKUP_ESTIMATE_CAP_MINUTES) return OrderMessages.pickupBeyondCap;
  return e.minMinutes === e.maxMinutes ? `${e.maxMinutes} mins` : `${e.minMinutes}-${e.maxMinutes} mins`;
};
