// Stream card impressions (spec section 9): a card counts an impression when at least 50 percent of it
// is visible. Each card is counted once per stream load.
import { Limits } from '../shared';

/** The share of a card that must be visible to count an impression (0.5). */
export const IMPRESSION_VISIBLE_RATIO = Limits.impressionVisibleRatio;

/** Thresholds to give an IntersectionObserver so it reports the crossing of the impression ratio. */
export const IMPRESSION_OBSERVER_THRESHOLDS: readonly number[] = [IMPRESSION_VISIBLE_RATIO];

export const countsAsImpression = (visibleRatio: number): boolean => visibleRatio >= IMPRESSION_VISIBLE_RATIO;

/**
 * Records a visibility report: the ids already counted, plus `itemId` when it is now visible enough and
 * not yet counted. `counted` says whether this report produced a new impression.
 */
export const recordImpression = (
  counted: readonly string[],
  itemId: string,
  visibleRatio: number,
): { readonly counted: readonly string[]; readonly isNew: boolean } =>
  countsAsImpression(visibleRatio) && !counted.includes(itemId) ? { counted: [...counted, itemId], isNew: true } : { counted, isNew: false };
