// Pickup time slots: every 5 minutes from 10 minutes ahead up to one hour ahead; about one slot in five is full
// (fixed per store and slot), and a store at capacity for ordering ahead (its queue full: no order for as soon as
// possible) has every slot of the next half hour full too, so its first pickup is later.
import { MS_PER_HOUR, MS_PER_MINUTE } from '@crema/domain';
import { shortStoreNumber, type TimeSlot } from '@crema/domain/ordering';
import { unitFor, type DerivedStore } from './store-facts';

export const SLOT_STEP_MS = 5 * MS_PER_MINUTE;
export const SLOT_LEAD_MS = 10 * MS_PER_MINUTE;
/** How far ahead a store at capacity has no room. */
export const CAPACITY_FULL_MS = 30 * MS_PER_MINUTE;

/** The slots a store offers at `now` (5-minute marks are 5-minute marks in every time zone we use). */
export const slotsFor = (store: DerivedStore, now: number): readonly TimeSlot[] => {
  if (!store.open) return [];
  const slots: TimeSlot[] = [];
  const short = shortStoreNumber(store.storeNumber);
  for (let t = Math.ceil((now + SLOT_LEAD_MS) / SLOT_STEP_MS) * SLOT_STEP_MS; t <= now + MS_PER_HOUR; t += SLOT_STEP_MS) {
    slots.push({ id: `${short}-${t}`, start: t, end: t + SLOT_STEP_MS, available: !(store.atCapacity && t < now + CAPACITY_FULL_MS) && unitFor(`slot|${store.storeNumber}|${t}`) >= 0.2 });
  }
  return slots;
};
