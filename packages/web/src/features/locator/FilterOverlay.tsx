// The left filter overlay (spec sections 2 and 4): a modal panel of feature checkboxes grouped by category.
// Closing discards the pending choices; Apply shows only when they differ from the applied set; Clear all
// empties them. The rules live in the domain's filter state: this only renders filterView and calls back.
import { memo } from 'react';
import { LocatorMessages, STORE_FILTER_FEATURES, type FeatureCategory, type StoreFilterFeature } from '@crema/domain/locator';
import { Dialog } from '../../ui/Dialog';
import { FeatureCategoryNames, LocatorText } from './text';

export interface FilterOverlayProps {
  readonly pending: readonly string[];
  readonly canApply: boolean;
  readonly onToggle: (code: string) => void;
  readonly onClearAll: () => void;
  readonly onApply: () => void;
  readonly onClose: () => void;
  readonly features?: readonly StoreFilterFeature[];
}

const CATEGORIES: readonly FeatureCategory[] = ['ordering', 'pickup', 'amenity'];

export const FilterOverlay = memo(function FilterOverlay({ pending, canApply, onToggle, onClearAll, onApply, onClose, features = STORE_FILTER_FEATURES }: FilterOverlayProps) {
  const chosen = new Set(pending);
  return (
    <div className="locator-filters">
      <Dialog title={LocatorText.filterTitle} onClose={onClose}>
        <button type="button" className="locator-icon-btn locator-filters__close" aria-label={LocatorText.closeFilters} onClick={onClose}>
          <CloseIcon />
        </button>
        <div className="locator-filters__body">
          {CATEGORIES.map((category) => {
            const inCategory = features.filter((f) => f.category === category);
            if (inCategory.length === 0) return null;
            return (
              <fieldset key={category} className="locator-filters__group">
                <legend>{FeatureCategoryNames[category]}</legend>
                {inCategory.map((f) => (
                  <label key={f.code} className="locator-check">
                    <input type="checkbox" checked={chosen.has(f.code)} onChange={() => onToggle(f.code)} />
                    <span>{f.name}</span>
                  </label>
                ))}
              </fieldset>
            );
          })}
        </div>
        <div className="locator-filters__actions">
          <button type="button" className="btn btn--ghost" onClick={onClearAll} disabled={pending.length === 0}>
            {LocatorMessages.filterClearAll}
          </button>
          {canApply && (
            <button type="button" className="btn" onClick={onApply}>
              {LocatorMessages.filterApply}
            </button>
          )}
        </div>
      </Dialog>
    </div>
  );
});

export const CloseIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
  </svg>
);
