// Feature codes of the stores as bits, so a spatial query can filter 24,000 stores without building
// objects: pickup options (16, DT, CX), amenities and the GC (guest ordering) and hrs24 flags.
import { STORE_FILTER_FEATURES } from '@crema/domain/locator';

export const FEATURE_BITS = {
  '16': 1 << 0,
  DT: 1 << 1,
  CX: 1 << 2,
  XO: 1 << 3,
  '17': 1 << 4,
  CC: 1 << 5,
  WA: 1 << 6,
  WF: 1 << 7,
  LB: 1 << 8,
  CL: 1 << 9,
  NB: 1 << 10,
  OS: 1 << 11,
  PK: 1 << 12,
  hrs24: 1 << 13,
  GC: 1 << 14,
} as const;
export type FeatureBitCode = keyof typeof FEATURE_BITS;

/** Not features: the licensed-store flag. */
export const LICENSED_BIT = 1 << 20;

const filterNames = new Map(STORE_FILTER_FEATURES.map((f) => [f.code, f.name]));

/** Amenity names ('16', '17' and 'CC' are ours: the spec gives only their codes). */
export const AMENITY_NAMES: Readonly<Record<string, string>> = {
  '16': 'In store',
  DT: filterNames.get('DT') ?? 'Drive-thru',
  CX: filterNames.get('CX') ?? 'Curbside',
  XO: filterNames.get('XO') ?? 'Mobile Order and Pay',
  '17': 'Order ahead',
  CC: 'Curbside check-in',
  WA: filterNames.get('WA') ?? 'Wheelchair access',
  WF: filterNames.get('WF') ?? 'Wi-Fi',
  LB: filterNames.get('LB') ?? 'Lobby',
  CL: filterNames.get('CL') ?? 'Clover Brewed Coffee',
  NB: filterNames.get('NB') ?? 'Nitro Cold Brew',
  OS: filterNames.get('OS') ?? 'Outdoor seating',
  PK: filterNames.get('PK') ?? 'Parking',
  hrs24: filterNames.get('hrs24') ?? 'Open 24 hours',
};

/** Pickup option names (spec section 9 codes: 16 in-store, DT drive-thru, CX curbside). */
export const PICKUP_OPTION_NAMES: Readonly<Record<string, string>> = { '16': 'In store', DT: 'Drive-thru', CX: 'Curbside' };

/** Amenity codes listed on a store, in display order (GC is a flag of its own, not an amenity). */
export const AMENITY_ORDER: readonly FeatureBitCode[] = ['16', 'DT', 'CX', 'XO', '17', 'CC', 'hrs24', 'WA', 'WF', 'LB', 'CL', 'NB', 'OS', 'PK'];
export const PICKUP_ORDER: readonly FeatureBitCode[] = ['16', 'DT', 'CX'];

const isBitCode = (code: string): code is FeatureBitCode => Object.prototype.hasOwnProperty.call(FEATURE_BITS, code);

/** The bit mask every matching store must have, whether 'ON' (open now) is asked, or undefined when a code is unknown (nothing matches). */
export const requiredMask = (codes: readonly string[]): { mask: number; openNow: boolean } | undefined => {
  let mask = 0;
  let openNow = false;
  for (const code of codes) {
    if (code === 'ON') openNow = true;
    else if (isBitCode(code)) mask |= FEATURE_BITS[code];
    else return undefined;
  }
  return { mask, openNow };
};
