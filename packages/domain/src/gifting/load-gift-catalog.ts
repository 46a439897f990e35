// Use case: load the gift catalog for a locale, kept for the spec's 15 minutes (section 9 staleness);
// a failure is stored with its code mapped to the gift error catalogue (section 8 "Catalog failure").
import type { Observable } from 'rxjs';
import type { AsyncState } from '../shared/async-state';
import type { Clock } from '../shared/clock';
import type { AppConfig } from '../shared/config';
import { createCachedLoader } from './cached-load';
import { giftErrorMessage } from './messages';
import type { GiftCatalogData } from './model';
import type { GiftCatalog } from './ports';

export interface LoadGiftCatalogDeps {
  readonly catalog: GiftCatalog;
  readonly clock: Clock;
  readonly config: AppConfig;
}

export interface LoadGiftCatalogInput {
  /** Defaults to config.locale. */
  readonly locale?: string;
  /** Ignore a fresh cached copy and fetch again. */
  readonly refresh?: boolean;
}

/**
 * Emits the catalog: `ok` at once while a cached copy is fresh, else `loading` (with the stale copy as
 * `previous`, if any) then `ok` or `error`. One instance keeps one cache: bind it as a singleton.
 */
export const makeLoadGiftCatalog = (d: LoadGiftCatalogDeps) => {
  const loader = createCachedLoader<GiftCatalogData>({ clock: d.clock, staleAfterMs: d.config.staleTimes.giftCatalog });
  return (input: LoadGiftCatalogInput = {}): Observable<AsyncState<GiftCatalogData>> => {
    const locale = input.locale ?? d.config.locale;
    return loader.load(locale, () => d.catalog.getCatalog(locale), (error) => ({ error, message: giftErrorMessage(error) }), input.refresh);
  };
};
