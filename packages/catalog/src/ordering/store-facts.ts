// Per-store behaviour of the ordering server, derived deterministically from ANY store number (hashed into
// the seeded Random), so it works for whatever store the user picks; facts the caller knows (time zone,
// guest ordering, open, mobile ordering) take precedence.
import { createSeededRandom, pick, type Random } from '@crema/domain';
import type { ItemAvailability, StoreFacts } from '@crema/domain/ordering';

export interface DerivedStore {
  readonly storeNumber: string;
  readonly timeZoneId: string;
  readonly guestOrdering: boolean;
  readonly open: boolean;
  readonly mobileOrderingAvailability: string;
  /** Accepts only stored-value cards for ordering ahead (~8% of stores). */
  readonly acceptsOnlyStoredValue: boolean;
  /** Sales tax in basis points (e.g. 1010 = 10.10%). */
  readonly taxRateBps: number;
  readonly tipEnabled: boolean;
  /** At capacity for ordering ahead: no schedulable slot (~10% of stores). */
  readonly atCapacity: boolean;
  /** Takes part in coupons (REWARD offers) (~90% of stores). */
  readonly offersParticipating: boolean;
}

/** FNV-1a: a stable 32-bit hash of a string. */
export const hashString = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

/** A Random seeded from a key: the same key always gives the same sequence. */
export const randomFor = (key: string): Random => createSeededRandom(hashString(key));

/** A number in [0, 1) fixed for a key. */
export const unitFor = (key: string): number => randomFor(key).next();

const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'America/Vancouver',
] as const;
const TAX_RATES_BPS = [0, 600, 725, 825, 875, 925, 1010, 1025] as const;

const cache = new Map<string, Omit<DerivedStore, 'storeNumber'>>();

const derivedOf = (storeNumber: string): Omit<DerivedStore, 'storeNumber'> => {
  let d = cache.get(storeNumber);
  if (d === undefined) {
    const r = randomFor(`store|${storeNumber}`);
    d = {
      timeZoneId: pick(r, TIME_ZONES),
      guestOrdering: r.next() < 0.75,
      open: true,
      mobileOrderingAvailability: 'READY',
      acceptsOnlyStoredValue: r.next() < 0.08,
      taxRateBps: pick(r, TAX_RATES_BPS),
      tipEnabled: r.next() < 0.85,
      atCapacity: r.next() < 0.1,
      offersParticipating: r.next() < 0.9,
    };
    cache.set(storeNumber, d);
  }
  return d;
};

export const deriveStore = (storeNumber: string, facts?: StoreFacts): DerivedStore => {
  const d = derivedOf(storeNumber);
  return {
    storeNumber,
    ...d,
    ...(facts?.timeZoneId !== undefined ? { timeZoneId: facts.timeZoneId } : {}),
    ...(facts?.guestOrdering !== undefined ? { guestOrdering: facts.guestOrdering } : {}),
    ...(facts?.open !== undefined ? { open: facts.open } : {}),
    ...(facts?.mobileOrderingAvailability !== undefined ? { mobileOrderingAvailability: facts.mobileOrderingAvailability } : {}),
  };
};

/**
 * A product form's availability at a store: ~4% sold out, ~3% not sold here, ~2% unavailable online.
 * Core products (featured and demo items) are always Available.
 */
export const availabilityAt = (storeNumber: string, formId: string, core: boolean): ItemAvailability => {
  if (core) return 'Available';
  const u = unitFor(`avail|${storeNumber}|${formId}`);
  if (u < 0.04) return 'SoldOut';
  if (u < 0.07) return 'NotAvailableHere';
  if (u < 0.09) return 'UnavailableOnline';
  return 'Available';
};
