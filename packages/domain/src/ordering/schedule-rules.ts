// Scheduled ordering and pickup times (spec sections 4, 5, 9): slots up to one hour ahead, shown in the
// store's time zone; pickup estimates above 20 minutes show '20+ mins'.
import { Limits } from '../shared/config';
import { OrderMessages } from './messages';
import type { PickupEstimate, TimeSlot } from './order-model';

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

/** The store is at capacity for ordering ahead: no schedulable slot is available. */
export const isAtCapacity = (slots: readonly TimeSlot[], now: number, reportedAtCapacity: boolean): boolean =>
  reportedAtCapacity || nextAvailableSlot(slots, now) === undefined;

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
