// What a product page says of a product, by its type: drinks and food are prepared for the order, so they
// have a ready time and nutrition facts; whole bean coffee and merchandise come off the shelf with neither.
import type { ProductSummary, ProductType } from './catalog-model';
import type { ShownPrices } from '../store-pricing/store-pricing-model';
import { shownSizePrice } from '../store-pricing/store-pricing-rules';

const PREPARED: ReadonlySet<ProductType> = new Set<ProductType>(['Beverage', 'Food']);

/** Made for the order: the page shows how long it takes and its calories, and links its nutrition facts. */
export const isPreparedProduct = (type: ProductType): boolean => PREPARED.has(type);

/** What a menu tile says of a product: its starting price at the store (none where the store sets prices it does not show) and calories. */
export interface TileFacts {
  readonly priceMinor: number | undefined;
  /** More than one size: the price and the calories are the smallest size's, where they start (TileText says 'From'). */
  readonly from: boolean;
  /** The smallest size's, as it comes. */
  readonly calories: number | undefined;
}

export const tileFactsOf = (p: Pick<ProductSummary, 'startingPriceMinor' | 'startingSku' | 'startingCalories' | 'sizeCount'>, shown: ShownPrices | undefined): TileFacts => ({
  priceMinor:
    shown === undefined ? undefined : shownSizePrice(shown, { sku: p.startingSku ?? '', priceMinor: p.startingPriceMinor }),
  from: (p.sizeCount ?? 1) > 1,
  calories: p.startingCalories,
});
