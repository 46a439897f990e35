// A store as the stores table keeps it: its lasting facts (everything of the spec's location result but what
// depends on the instant), its weekly hours, and the curbside status the store set itself, if any. The store a
// customer sees is built from it at the server clock's instant by the catalog's hours rules (open state, status
// texts, the seven-day schedule, curbside).
import * as t from 'io-ts';
import { StoreCodec, type CurbsideAvailability, type Store } from '@crema/domain/locator';
import {
  buildStore,
  curbsideAvailabilityOf,
  FEATURE_BITS,
  HOURS_PATTERNS,
  localTime,
  openStatus,
  type FeatureBitCode,
  type HoursPattern,
  type StoreCatalog,
} from '@crema/catalog/locator';

/** The fields that depend on the instant: never stored, always computed. */
type InstantFields = 'open' | 'openStatusFormatted' | 'hoursStatusFormatted' | 'schedule' | 'curbsideAvailability';
export type LastingStore = Omit<Store, InstantFields>;

/** The `doc` column. JSON has no undefined: a closed day is null there. */
export interface StoreDoc {
  readonly store: LastingStore;
  readonly hours: { readonly week: readonly (readonly [number, number] | null)[]; readonly allDay: boolean; readonly closesOnHolidays: boolean };
  /**
   * Curbside as the store set it, whatever its hours (the README's six pickup stores, migration 0022); absent:
   * available while the store is open, when it offers curbside.
   */
  readonly curbside?: CurbsideAvailability;
}

export interface StoreRecord {
  readonly store: LastingStore;
  readonly hours: HoursPattern;
  readonly curbside?: CurbsideAvailability;
}

/** The catalog's generated store i as a row's doc (the seed). */
export const storeDocOf = (c: StoreCatalog, i: number): StoreDoc => {
  const { open: _o, openStatusFormatted: _s, hoursStatusFormatted: _h, schedule: _d, curbsideAvailability: _c, ...store } = buildStore(c, i, 0);
  const pattern = HOURS_PATTERNS[c.hours[i] ?? 0] ?? HOURS_PATTERNS[0];
  if (pattern === undefined) throw new Error('no hours patterns');
  return { store, hours: { week: pattern.week.map((d) => d ?? null), allDay: pattern.allDay, closesOnHolidays: pattern.closesOnHolidays } };
};

const DayHoursCodec = t.union([t.null, t.tuple([t.number, t.number])]);
const CurbsideCodec = t.keyof({ AVAILABLE: null, CLOSED: null, UNAVAILABLE: null });
const DocShape = t.intersection([
  t.type({ store: t.UnknownRecord, hours: t.type({ week: t.array(DayHoursCodec), allDay: t.boolean, closesOnHolidays: t.boolean }) }),
  t.partial({ curbside: t.union([CurbsideCodec, t.null]) }),
]);

/** A row's doc as a record, or undefined when it is not one (its store checked with the domain's store codec). */
export const storeRecordOf = (doc: unknown): StoreRecord | undefined => {
  const shape = DocShape.decode(doc);
  if (shape._tag === 'Left') return undefined;
  const { store, hours, curbside } = shape.right;
  const [d0, d1, d2, d3, d4, d5, d6, ...more] = hours.week.map((d) => d ?? undefined);
  if (more.length > 0 || hours.week.length !== 7) return undefined;
  const checked = StoreCodec.decode({ ...store, open: false, openStatusFormatted: '', hoursStatusFormatted: '', schedule: [], curbsideAvailability: 'UNAVAILABLE' });
  if (checked._tag === 'Left') return undefined;
  const { open: _o, openStatusFormatted: _s, hoursStatusFormatted: _h, schedule: _d, curbsideAvailability: _c, ...lasting } = checked.right;
  return { store: lasting, hours: { week: [d0, d1, d2, d3, d4, d5, d6], allDay: hours.allDay, closesOnHolidays: hours.closesOnHolidays }, ...(curbside === undefined || curbside === null ? {} : { curbside }) };
};

/** A store's curbside at an instant: as the store set it, else available while it is open (when it offers curbside). */
export const curbsideOf = (r: StoreRecord, open: boolean): CurbsideAvailability =>
  r.curbside ?? curbsideAvailabilityOf(r.store.pickUpOptions.some((p) => p.code === 'CX'), open);

/** The store at an instant, in its own time zone (the catalog's hours rules): the reference the index's shared statuses are tested against. */
export const storeAt = (r: StoreRecord, now: number): Store => {
  const status = openStatus(r.hours, localTime(now, r.store.timeZone.timeZoneId), r.store.address.countryCode);
  return { ...r.store, ...status, curbsideAvailability: curbsideOf(r, status.open) };
};

const isFeatureCode = (code: string): code is FeatureBitCode => Object.prototype.hasOwnProperty.call(FEATURE_BITS, code);

/** The store's filter codes as the catalog's feature bits (amenities, pickup options, GC for guest ordering). */
export const featureBitsOf = (s: LastingStore): number => {
  let bits = s.guestOrdering ? FEATURE_BITS.GC : 0;
  for (const { code } of [...s.amenities, ...s.pickUpOptions]) {
    if (isFeatureCode(code)) bits |= FEATURE_BITS[code];
  }
  return bits;
};
