// Filter overlay transitions (spec section 4): open, close (discards pending changes), apply (only when the
// pending set differs from the applied set), clear all (empties the pending set; Apply then commits it).
import { normalizeFeatures } from './query-codec';

export interface FilterState {
  readonly open: boolean;
  /** The features the search uses. */
  readonly applied: readonly string[];
  /** The overlay's choices, committed by apply. */
  readonly pending: readonly string[];
}

export type FilterEvent =
  | { readonly type: 'filtersOpened' }
  | { readonly type: 'filterToggled'; readonly code: string }
  | { readonly type: 'filtersCleared' }
  | { readonly type: 'filtersApplied' }
  | { readonly type: 'filtersClosed' }
  /** Features read from the query string: applied at once. */
  | { readonly type: 'featuresSet'; readonly features: readonly string[] };

export const initialFilterState = (applied: readonly string[] = []): FilterState => {
  const features = normalizeFeatures(applied);
  return { open: false, applied: features, pending: features };
};

export const sameFeatureSet = (a: readonly string[], b: readonly string[]): boolean => {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((c) => sb.has(c));
};

/** The Apply button shows only when the pending set differs from the applied set. */
export const canApplyFilters = (s: FilterState): boolean => !sameFeatureSet(s.pending, s.applied);

export const activeFilterCount = (s: FilterState): number => s.applied.length;

export const reduceFilters = (s: FilterState, e: FilterEvent): FilterState => {
  switch (e.type) {
    case 'filtersOpened':
      return { ...s, open: true, pending: s.applied };
    case 'filterToggled':
      if (!s.open) return s;
      return {
        ...s,
        pending: s.pending.includes(e.code) ? s.pending.filter((c) => c !== e.code) : normalizeFeatures([...s.pending, e.code]),
      };
    case 'filtersCleared':
      return s.open ? { ...s, pending: [] } : s;
    case 'filtersApplied':
      return s.open && canApplyFilters(s) ? { open: false, applied: s.pending, pending: s.pending } : s;
    case 'filtersClosed':
      return { ...s, open: false, pending: s.applied };
    case 'featuresSet': {
      const features = normalizeFeatures(e.features);
      return { ...s, applied: features, pending: features };
    }
  }
};
