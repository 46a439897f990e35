// Locator rules of spec section 5 and the derivations the list, cards and details render.
import { Limits } from '../shared/config';
import { LocatorMessages, RecommendationHeadings } from './messages';
import {
  FeatureCodes,
  type CodeName,
  type DistanceUnit,
  type LocationResult,
  type LocatorVariant,
  type RecommendationReason,
  type Store,
  type StoreLocation,
} from './model';

export const KM_PER_MILE = 1.609344;

/**
 * Distances are shown in miles where the locale's region measures road distance in miles (US, GB,
 * Liberia, Myanmar; 'en' alone maximises to en-US), else in kilometres. Our choice: the spec says only
 * "km or miles by locale".
 */
const MILE_REGIONS: ReadonlySet<string> = new Set(['US', 'GB', 'LR', 'MM']);
export const distanceUnitForLocale = (locale: string): DistanceUnit => {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region !== undefined && MILE_REGIONS.has(region) ? 'mi' : 'km';
  } catch {
    return 'km';
  }
};

export const kmToUnit = (km: number, unit: DistanceUnit): number => (unit === 'mi' ? km / KM_PER_MILE : km);
export const unitToKm = (distance: number, unit: DistanceUnit): number => (unit === 'mi' ? distance * KM_PER_MILE : distance);

/** Spec section 9: distance shown to one decimal with its unit ('1.2 mi', '0.4 km'). */
export const formatDistance = (distance: number, unit: DistanceUnit, locale: string): string =>
  new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'mi' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(distance);

/** Spec section 5: results farther than 50 (in the locale's unit) are dropped. */
export const isWithinCutoff = (distance: number): boolean => distance <= Limits.locatorCutoff;

/** The cutoff in kilometres for a unit (50 km, or 80.47 km for 50 miles). */
export const cutoffKm = (unit: DistanceUnit): number => unitToKm(Limits.locatorCutoff, unit);

/** A port answer as the list renders it: distance in the locale's unit, no toggle pending. */
export const toLocationResult = (l: StoreLocation, unit: DistanceUnit): LocationResult => ({
  store: l.store,
  distance: kmToUnit(l.distanceKm, unit),
  distanceUnit: unit,
  isFavorite: l.isFavorite,
  isPrevious: l.isPrevious,
  favoritePending: false,
  recommendationReason: l.recommendationReason,
});

/** Search answers: results beyond the cutoff dropped (spec section 5). */
export const toLocationResults = (locations: readonly StoreLocation[], unit: DistanceUnit): LocationResult[] =>
  locations.map((l) => toLocationResult(l, unit)).filter((r) => isWithinCutoff(r.distance));

/** Expanded (nearest-location) results are shown whatever their distance: no cutoff. */
export const toExpandedResults = (locations: readonly StoreLocation[], unit: DistanceUnit): LocationResult[] =>
  locations.map((l) => toLocationResult(l, unit));

const hasCode = (items: readonly CodeName[], code: string): boolean => items.some((i) => i.code === code);

/** Whether a store has one filter feature: GC guest ordering, ON open now, hrs24, else an amenity or pickup-option code. */
export const storeHasFeature = (store: Store, code: string): boolean => {
  switch (code) {
    case FeatureCodes.GUEST_ORDERING:
      return store.guestOrdering;
    case FeatureCodes.OPEN_NOW:
      return store.open;
    case FeatureCodes.OPEN_24_HOURS:
      return hasCode(store.amenities, FeatureCodes.OPEN_24_HOURS);
    default:
      return hasCode(store.amenities, code) || hasCode(store.pickUpOptions, code);
  }
};

/** Spec section 5: filter codes must ALL be present on a store. */
export const matchesFeatures = (store: Store, codes: readonly string[]): boolean => codes.every((c) => storeHasFeature(store, c));

/** Spec section 5: amenity codes never listed in the details overlay. */
export const EXCLUDED_DETAIL_AMENITIES: ReadonlySet<string> = new Set(['XO', '16', 'DT', 'CX', '17', 'CC']);
export const detailAmenities = (store: Store): CodeName[] => store.amenities.filter((a) => !EXCLUDED_DETAIL_AMENITIES.has(a.code));

/** Curbside pickup requires the CX option and an available curbside status (spec section 5). */
export const isCurbsideAvailable = (store: Store): boolean =>
  hasCode(store.pickUpOptions, 'CX') && store.curbsideAvailability === 'AVAILABLE';

/** The store number before any dash: what favorites send ('12345-67890' -> '12345'). */
export const shortStoreNumber = (storeNumber: string): string => storeNumber.split('-')[0] ?? storeNumber;

/** Spec section 5: an empty search term is not submitted. */
export const isSubmittableSearch = (term: string): boolean => term.trim().length > 0;

// Recommendation reasons, tabs and grouping.

export type LocatorTab = 'nearby' | 'previous' | 'favorites';

/** Why a store is recommended to the member: a favorite, else a store of their past orders (USUAL), else nearby. */
export const recommendationReasonOf = (isFavorite: boolean, isPrevious: boolean): RecommendationReason =>
  isFavorite ? 'FAVORITE' : isPrevious ? 'USUAL' : 'NEARBY';

/** Tabs show for signed-in (non-guest) sessions on non-mobile viewports; on mobile, results are grouped. */
export const showsTabs = (signedIn: boolean, mobile: boolean): boolean => signedIn && !mobile;

export const resultsForTab = (results: readonly LocationResult[], tab: LocatorTab): LocationResult[] =>
  tab === 'previous' ? results.filter((r) => r.isPrevious) : tab === 'favorites' ? results.filter((r) => r.isFavorite) : [...results];

/** The empty text of the Previous and Favorites tabs. */
export const emptyTabMessage = (tab: LocatorTab): { title: string; explanation: string } | undefined =>
  tab === 'previous'
    ? { title: LocatorMessages.noPreviousStores, explanation: LocatorMessages.noPreviousStoresExplanation }
    : tab === 'favorites'
      ? { title: LocatorMessages.noFavoriteStores, explanation: LocatorMessages.noFavoriteStoresExplanation }
      : undefined;

export interface RecommendationGroup {
  readonly reason: RecommendationReason;
  readonly heading: string;
  readonly results: readonly LocationResult[];
}

/** Mobile: results grouped under headings by reason, FAVORITE then USUAL then NEARBY, empty groups left out, order kept. */
export const groupByRecommendation = (results: readonly LocationResult[]): RecommendationGroup[] =>
  (['FAVORITE', 'USUAL', 'NEARBY'] as const)
    .map((reason) => ({ reason, heading: RecommendationHeadings[reason], results: results.filter((r) => r.recommendationReason === reason) }))
    .filter((g) => g.results.length > 0);

/** Phone list: stores shown per page before 'Show more stores' (our choice; the spec gives no page size). */
export const LIST_PAGE_SIZE = 10;

/** The phone list's order: its groups (favorites, usual, nearby) one after the other. */
export const phoneListOrder = (results: readonly LocationResult[]): LocationResult[] => groupByRecommendation(results).flatMap((g) => g.results);

/** The list limit that keeps `storeNumber`'s card shown: `limit`, or as many whole pages as reach the store. */
export const listLimitShowing = (limit: number, results: readonly LocationResult[], storeNumber: string | undefined): number => {
  if (storeNumber === undefined) return limit;
  const i = phoneListOrder(results).findIndex((r) => r.store.storeNumber === storeNumber);
  return i < limit ? limit : Math.ceil((i + 1) / LIST_PAGE_SIZE) * LIST_PAGE_SIZE;
};

export interface ResultsPage {
  /** The groups cut to the first `limit` stores in the phone list's order; empty groups left out. */
  readonly groups: readonly RecommendationGroup[];
  readonly shown: number;
  readonly total: number;
}

/** The first `limit` stores of the phone list, still under their headings. */
export const phoneResultsPage = (results: readonly LocationResult[], limit: number): ResultsPage => {
  let left = Math.max(0, limit);
  const groups: RecommendationGroup[] = [];
  for (const g of groupByRecommendation(results)) {
    if (left === 0) break;
    const cut = g.results.slice(0, left);
    left -= cut.length;
    groups.push(cut.length === g.results.length ? g : { ...g, results: cut });
  }
  return { groups, shown: groups.reduce((n, g) => n + g.results.length, 0), total: results.length };
};

/**
 * Spec section 4 (Store list fetch): "On first load, when no store is selected, the first favorite is
 * auto-selected, else the first nearby." Our reading: 'auto-selected' is the locator list's focus, not the
 * store to order from. The pick is highlighted in the list and on the map (LocatorState.focusedStoreNumber)
 * so the eye lands on it; it never becomes the selected store, never reads '{storeName} Selected', and never
 * reaches the menu or the cart. Only the customer selects a store ('Select {storeName}', 'Order here'), or
 * their earlier choice is restored; a visitor who only searched has chosen nothing, and every screen says so
 * alike. 'First nearby' is the first NEARBY-reason result, else the first result at all.
 */
export const autoSelection = (results: readonly LocationResult[]): string | undefined =>
  (results.find((r) => r.isFavorite) ?? results.find((r) => r.recommendationReason === 'NEARBY') ?? results[0])?.store.storeNumber;

// Empty results.

export interface NoResultsMessage {
  readonly title: string;
  readonly hint: string;
  /** Show the Expand Search button (nearest-location expansion). */
  readonly canExpand: boolean;
}

/**
 * Which hint follows 'No stores were found.' (spec section 8). Precedence is ours: a finished expansion
 * that found nothing, then active filters, then the in-menu variant, else the offer to look further away.
 */
export const noResultsMessage = (ctx: { variant: LocatorVariant; activeFilterCount: number; nearestNotFound: boolean }): NoResultsMessage => {
  const title = LocatorMessages.noStoresFound;
  if (ctx.nearestNotFound) return { title, hint: LocatorMessages.nearestNotFound, canExpand: false };
  if (ctx.activeFilterCount > 0) return { title, hint: LocatorMessages.noStoresWithFilters, canExpand: false };
  if (ctx.variant === 'ordering') return { title, hint: LocatorMessages.noStoresInMenu, canExpand: false };
  return { title, hint: LocatorMessages.lookFurtherAway, canExpand: true };
};

// Markers.

export type MarkerState = 'default' | 'highlighted' | 'selected';
export const markerState = (storeNumber: string, s: { selectedStoreNumber?: string; highlightedStoreNumber?: string }): MarkerState =>
  storeNumber === s.selectedStoreNumber ? 'selected' : storeNumber === s.highlightedStoreNumber ? 'highlighted' : 'default';
export const markerZIndex = (state: MarkerState): number => Limits.markerZIndex[state];
