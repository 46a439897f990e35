// Plausible postal codes and phone numbers for the generated stores, drawn from each store's own random
// stream. In the US a store's ZIP code starts with a three-digit prefix of its city (Seattle 981xx) and its
// phone number has the city's area code (Seattle 206): a big city's own, the nearest big city's of the same
// state for the places around it, else one of its state's others. Puerto Rico likewise; a Canadian postal
// code starts with its province's letter, with the province's area codes. Elsewhere the country's postal
// shape and calling code. Phone numbers are fictional: 555-01xx in North America.
import { distance } from 'geokdbush';
import type { Random } from '@crema/domain';
import type { Place } from './gazetteer-data';

export interface UsNumbering {
  /** Three-digit ZIP code prefixes. */
  readonly zip: readonly string[];
  /** Telephone area codes. */
  readonly area: readonly string[];
}

/** '350-352 354' -> ['350', '351', '352', '354']. */
const prefixes = (spec: string): string[] =>
  spec.split(' ').flatMap((part) => {
    const [from = '', to = from] = part.split('-');
    return Array.from({ length: Number(to) - Number(from) + 1 }, (_, k) => String(Number(from) + k).padStart(3, '0'));
  });
const n = (zip: string, area: string): UsNumbering => ({ zip: prefixes(zip), area: area.split(' ') });

/** USPS three-digit ZIP prefixes (unused ones left out) and the geographic area codes of each state. */
export const US_STATE_NUMBERING: Readonly<Record<string, UsNumbering>> = {
  AL: n('350-352 354-369', '205 251 256 334 659 938'),
  AK: n('995-999', '907'),
  AZ: n('850 852-853 855-857 859-860 863-865', '480 520 602 623 928'),
  AR: n('716-729', '479 501 870'),
  CA: n('900-908 910-928 930-961', '209 213 279 310 323 341 350 408 415 424 442 510 530 559 562 619 626 628 650 657 661 669 707 714 747 760 805 818 820 831 840 858 909 916 925 949 951'),
  CO: n('800-816', '303 719 720 970'),
  CT: n('060-069', '203 475 860 959'),
  DE: n('197-199', '302'),
  DC: n('200 202-205', '202'),
  FL: n('320-339 341-342 344 346-347 349', '239 305 321 352 386 407 561 689 727 754 772 786 813 850 863 904 941 954'),
  GA: n('300-319 398-399', '229 404 470 478 678 706 762 770 912'),
  HI: n('967-968', '808'),
  ID: n('832-838', '208 986'),
  IL: n('600-620 622-629', '217 224 309 312 331 618 630 708 773 779 815 847 872'),
  IN: n('460-479', '219 260 317 463 574 765 812 930'),
  IA: n('500-516 520-528', '319 515 563 641 712'),
  KS: n('660-662 664-679', '316 620 785 913'),
  KY: n('400-418 420-427', '270 364 502 606 859'),
  LA: n('700-701 703-708 710-714', '225 318 337 504 985'),
  ME: n('039-049', '207'),
  MD: n('206-212 214-219', '240 301 410 443 667'),
  MA: n('010-027 055', '339 351 413 508 617 774 781 857 978'),
  MI: n('480-499', '231 248 269 313 517 586 616 734 810 906 947 989'),
  MN: n('550-551 553-567', '218 320 507 612 651 763 952'),
  MS: n('386-397', '228 601 662 769'),
  MO: n('630-631 633-641 644-658', '314 417 573 636 660 816'),
  MT: n('590-599', '406'),
  NE: n('680-681 683-693', '308 402 531'),
  NV: n('889-891 893-895 897-898', '702 725 775'),
  NH: n('030-038', '603'),
  NJ: n('070-089', '201 551 609 640 732 848 856 862 908 973'),
  NM: n('870-871 873-875 877-884', '505 575'),
  NY: n('100-149', '212 315 332 347 516 518 585 607 631 646 680 716 718 838 845 914 917 929 934'),
  NC: n('270-289', '252 336 704 743 828 910 919 980 984'),
  ND: n('580-588', '701'),
  OH: n('430-459', '216 220 234 330 380 419 440 513 567 614 740 937'),
  OK: n('730-731 734-741 743-749', '405 539 580 918'),
  OR: n('970-979', '458 503 541 971'),
  PA: n('150-196', '215 223 267 272 412 445 484 570 610 717 724 814 878'),
  RI: n('028-029', '401'),
  SC: n('290-299', '803 839 843 854 864'),
  SD: n('570-577', '605'),
  TN: n('370-385', '423 615 629 731 865 901 931'),
  TX: n('750-770 772-799 885', '210 214 254 281 325 346 361 409 430 432 469 512 682 713 726 737 806 817 830 832 903 915 936 940 956 972 979'),
  UT: n('840-847', '385 435 801'),
  VT: n('050-054 056-059', '802'),
  VA: n('201 220-246', '276 434 540 571 703 757 804'),
  WA: n('980-986 988-994', '206 253 360 425 509 564'),
  WV: n('247-268', '304 681'),
  WI: n('530-532 534-535 537-549', '262 414 534 608 715 920'),
  WY: n('820-831', '307'),
};

/** Big cities, by 'state|name' as the gazetteer spells them: their own ZIP prefixes and area codes. */
export const US_CITY_NUMBERING: Readonly<Record<string, UsNumbering>> = {
  'WA|Seattle': n('981', '206'), 'WA|Tacoma': n('984', '253'), 'WA|Spokane': n('992', '509'), 'WA|Bellevue': n('980', '425'),
  'OR|Portland': n('972', '503 971'),
  'CA|San Francisco': n('941', '415 628'), 'CA|Los Angeles': n('900', '213 323 310 818'), 'CA|San Diego': n('921', '619 858'),
  'CA|San Jose': n('951', '408 669'), 'CA|Sacramento': n('958', '916'), 'CA|Oakland': n('946', '510'), 'CA|Fresno': n('937', '559'),
  'CA|Long Beach': n('908', '562'), 'CA|Bakersfield': n('933', '661'), 'CA|Anaheim': n('928', '714'), 'CA|Santa Ana': n('927', '714'),
  'CA|Irvine': n('926', '949'), 'CA|Riverside': n('925', '951'), 'CA|Stockton': n('952', '209'),
  'NY|New York City': n('100-102', '212 646 917 332'), 'NY|Manhattan': n('100', '212 646 917'), 'NY|Brooklyn': n('112', '718 347 929'),
  'NY|Queens': n('110 113-114 116', '718 347 929'), 'NY|Jamaica': n('114', '718 347'), 'NY|The Bronx': n('104', '718 347'),
  'NY|Staten Island': n('103', '718 347'), 'NY|Buffalo': n('142', '716'), 'NY|Rochester': n('146', '585'),
  'IL|Chicago': n('606', '312 773 872'),
  'TX|Houston': n('770', '713 281 832 346'), 'TX|Dallas': n('752', '214 469 972'), 'TX|Austin': n('787', '512 737'),
  'TX|San Antonio': n('782', '210 726'), 'TX|Fort Worth': n('761', '817 682'), 'TX|El Paso': n('799 885', '915'),
  'TX|Arlington': n('760', '817 682'), 'TX|Plano': n('750', '469 972'), 'TX|Corpus Christi': n('784', '361'),
  'AZ|Phoenix': n('850', '602 480 623'), 'AZ|Mesa': n('852', '480'), 'AZ|Tucson': n('857', '520'),
  'PA|Philadelphia': n('191', '215 267 445'), 'PA|Pittsburgh': n('152', '412'),
  'CO|Denver': n('802', '303 720'), 'CO|Aurora': n('800', '303 720'), 'CO|Colorado Springs': n('809', '719'),
  'MA|Boston': n('021', '617 857'), 'MA|Cambridge': n('021', '617 857'),
  'GA|Atlanta': n('303', '404 470 678'),
  'FL|Miami': n('331', '305 786'), 'FL|Orlando': n('328', '407 689'), 'FL|Tampa': n('336', '813'), 'FL|St. Petersburg': n('337', '727'),
  'FL|Jacksonville': n('322', '904'),
  'MI|Detroit': n('482', '313'), 'MN|Minneapolis': n('554', '612'), 'MN|Saint Paul': n('551', '651'),
  'NV|Las Vegas': n('891', '702 725'), 'NV|Henderson': n('890', '702 725'), 'NV|Reno': n('895', '775'),
  'DC|Washington, D.C.': n('200 202-205', '202'), 'MD|Baltimore': n('212', '410 443 667'),
  'NC|Charlotte': n('282', '704 980'), 'NC|Raleigh': n('276', '919 984'), 'NC|Durham': n('277', '919 984'), 'NC|Greensboro': n('274', '336'),
  'TN|Nashville': n('372', '615 629'), 'TN|Memphis': n('381', '901'),
  'OH|Columbus': n('432', '614 380'), 'OH|Cleveland': n('441', '216'), 'OH|Cincinnati': n('452', '513'), 'OH|Toledo': n('436', '419 567'),
  'IN|Indianapolis': n('462', '317 463'), 'WI|Milwaukee': n('532', '414'), 'WI|Madison': n('537', '608'),
  'MO|Kansas City': n('641', '816'), 'MO|St. Louis': n('631', '314'), 'NE|Omaha': n('681', '402 531'), 'NE|Lincoln': n('685', '402 531'),
  'OK|Oklahoma City': n('731', '405'), 'OK|Tulsa': n('741', '918 539'), 'KS|Wichita': n('672', '316'),
  'KY|Louisville': n('402', '502'), 'LA|New Orleans': n('701', '504'), 'UT|Salt Lake City': n('841', '801 385'),
  'NM|Albuquerque': n('871', '505'), 'HI|Honolulu': n('968', '808'), 'AK|Anchorage': n('995', '907'), 'ID|Boise': n('837', '208 986'),
  'VA|Richmond': n('232', '804'), 'VA|Virginia Beach': n('234', '757'), 'NJ|Newark': n('071', '973 862'), 'NJ|Jersey City': n('073', '201 551'),
  'RI|Providence': n('029', '401'), 'CT|Hartford': n('061', '860 959'), 'AL|Birmingham': n('352', '205 659'), 'IA|Des Moines': n('503', '515'),
};

interface FirstLetterNumbering {
  /** The letters a province's postal codes start with. */
  readonly letters: string;
  readonly area: readonly string[];
}

/** Canadian provinces by GeoNames admin code: the first letters of their postal codes and their area codes. */
const CA_PROVINCE_NUMBERING: Readonly<Record<string, FirstLetterNumbering>> = {
  '01': { letters: 'T', area: ['403', '587', '780', '825', '368'] },
  '02': { letters: 'V', area: ['604', '778', '236', '250', '672'] },
  '03': { letters: 'R', area: ['204', '431'] },
  '04': { letters: 'E', area: ['506'] },
  '05': { letters: 'A', area: ['709'] },
  '07': { letters: 'B', area: ['902', '782'] },
  '08': { letters: 'KLMNP', area: ['416', '647', '437', '905', '289', '365', '613', '343', '519', '226', '548', '705', '249', '807'] },
  '09': { letters: 'C', area: ['902', '782'] },
  '10': { letters: 'GHJ', area: ['514', '438', '450', '579', '418', '581', '819', '873', '367'] },
  '11': { letters: 'S', area: ['306', '639'] },
  '12': { letters: 'Y', area: ['867'] },
  '13': { letters: 'X', area: ['867'] },
  '14': { letters: 'X', area: ['867'] },
};
const CA_CITY_NUMBERING: Readonly<Record<string, FirstLetterNumbering>> = {
  '08|Toronto': { letters: 'M', area: ['416', '647', '437'] },
  '08|Ottawa': { letters: 'K', area: ['613', '343'] },
  '08|Mississauga': { letters: 'L', area: ['905', '289', '365'] },
  '10|Montréal': { letters: 'H', area: ['514', '438'] },
  '10|Québec': { letters: 'G', area: ['418', '581'] },
  '02|Vancouver': { letters: 'V', area: ['604', '778', '236'] },
  '01|Calgary': { letters: 'T', area: ['403', '587', '825'] },
  '01|Edmonton': { letters: 'T', area: ['780', '587', '825'] },
  '03|Winnipeg': { letters: 'R', area: ['204', '431'] },
};

const PR_NUMBERING: UsNumbering = n('006-007 009', '787 939');

/** What a place's postal codes start with and its phone area codes ('' / [] where the country has none). */
export interface PlaceNumbering {
  /** ZIP code prefixes (US, Puerto Rico). */
  readonly zip: readonly string[];
  /** First letters of postal codes (Canada). */
  readonly letters: string;
  /** Telephone area codes (North America). */
  readonly area: readonly string[];
}

/** A place within this many km of a big city of its state is numbered like the city (its suburbs). */
export const METRO_RADIUS_KM = 60;

const NONE: PlaceNumbering = { zip: [], letters: '', area: [] };
const us = (u: UsNumbering): PlaceNumbering => ({ zip: u.zip, letters: '', area: u.area });
const without = <T>(all: readonly T[], taken: ReadonlySet<T>): readonly T[] => {
  const rest = all.filter((x) => !taken.has(x));
  return rest.length > 0 ? rest : all;
};

interface UsAnchors {
  /** The big cities of each state found among the places. */
  readonly byState: ReadonlyMap<string, readonly { readonly place: Place; readonly numbering: UsNumbering }[]>;
  /** Each state's numbers left once its big cities' own are taken out (all of them where nothing is left). */
  readonly rest: ReadonlyMap<string, UsNumbering>;
}

const anchorsOf = new WeakMap<readonly Place[], UsAnchors>();
const usAnchors = (places: readonly Place[]): UsAnchors => {
  let a = anchorsOf.get(places);
  if (a === undefined) {
    const byState = new Map<string, { place: Place; numbering: UsNumbering }[]>();
    for (const place of places) {
      const numbering = place.countryCode === 'US' ? US_CITY_NUMBERING[`${place.adminCode}|${place.name}`] : undefined;
      if (numbering !== undefined) byState.set(place.adminCode, [...(byState.get(place.adminCode) ?? []), { place, numbering }]);
    }
    const rest = new Map<string, UsNumbering>();
    for (const [state, n] of Object.entries(US_STATE_NUMBERING)) {
      const cities = byState.get(state) ?? [];
      rest.set(state, { zip: without(n.zip, new Set(cities.flatMap((c) => c.numbering.zip))), area: without(n.area, new Set(cities.flatMap((c) => c.numbering.area))) });
    }
    a = { byState, rest };
    anchorsOf.set(places, a);
  }
  return a;
};

/** A US place: a big city's own numbers; else the nearest big city's of its state within METRO_RADIUS_KM; else its state's rest. */
const usPlaceNumbering = (places: readonly Place[], p: Place): PlaceNumbering => {
  const own = US_CITY_NUMBERING[`${p.adminCode}|${p.name}`];
  if (own !== undefined) return us(own);
  const anchors = usAnchors(places);
  let best: { km: number; numbering: UsNumbering } | undefined;
  for (const c of anchors.byState.get(p.adminCode) ?? []) {
    const km = distance(p.longitude, p.latitude, c.place.longitude, c.place.latitude);
    if (km <= METRO_RADIUS_KM && (best === undefined || km < best.km)) best = { km, numbering: c.numbering };
  }
  const n = best?.numbering ?? anchors.rest.get(p.adminCode);
  return n === undefined ? NONE : us(n);
};

const numberingOf = new WeakMap<Place, PlaceNumbering>();

/** The numbering of a place of `places` (the gazetteer the stores were generated from), computed once per place. */
export const placeNumbering = (places: readonly Place[], p: Place): PlaceNumbering => {
  let n = numberingOf.get(p);
  if (n === undefined) {
    const ca = p.countryCode === 'CA' ? (CA_CITY_NUMBERING[`${p.adminCode}|${p.name}`] ?? CA_PROVINCE_NUMBERING[p.adminCode]) : undefined;
    n = p.countryCode === 'US' ? usPlaceNumbering(places, p) : p.countryCode === 'PR' ? us(PR_NUMBERING) : ca !== undefined ? { zip: [], ...ca } : NONE;
    numberingOf.set(p, n);
  }
  return n;
};

const pickFrom = <T>(r: Random, items: readonly T[]): T | undefined => items[Math.floor(r.next() * items.length)];
const digit = (r: Random): string => String(Math.floor(r.next() * 10));
const digits = (r: Random, count: number): string => Array.from({ length: count }, () => digit(r)).join('');
/** Letters of Canadian postal codes (never D, F, I, O, Q or U). */
const LETTERS = 'ABCEGHJKLMNPRSTVXY';
const letter = (r: Random): string => LETTERS[Math.floor(r.next() * LETTERS.length)] ?? 'A';

/** A code of a postal shape: 9 a digit, A a letter. */
const shaped = (r: Random, shape: string): string => shape.replace(/[9A]/g, (c) => (c === '9' ? digit(r) : letter(r)));

/** A ZIP code from a prefix: the last two digits 01..99. */
const zipFrom = (r: Random, prefix: string): string => `${prefix}${String(1 + Math.floor(r.next() * 99)).padStart(2, '0')}`;

/** The store's postal code: a ZIP code of the place, a Canadian code with the place's letter, else the country's shape ('' where none is used). */
export const postalCodeFor = (r: Random, n: PlaceNumbering, shape: string): string => {
  const prefix = pickFrom(r, n.zip);
  if (prefix !== undefined) return zipFrom(r, prefix);
  const first = pickFrom(r, [...n.letters]);
  return first === undefined ? shaped(r, shape) : `${first}${shaped(r, shape.slice(1))}`;
};

/** The store's fictional phone number: '(206) 555-0142' in North America, else '+<calling code> ...' without a trunk 0. */
export const phoneNumberFor = (r: Random, n: PlaceNumbering, callingCode: string): string => {
  if (callingCode !== '1') return `+${callingCode} ${1 + Math.floor(r.next() * 9)}${digit(r)} ${digits(r, 4)} ${digits(r, 4)}`;
  const area = pickFrom(r, n.area) ?? String(200 + Math.floor(r.next() * 780));
  return `(${area}) 555-01${digits(r, 2)}`;
};
