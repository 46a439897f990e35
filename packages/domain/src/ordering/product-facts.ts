// What a product page says of a product, by its type: drinks and food are prepared for the order, so they
// have a ready time and nutrition facts; whole bean coffee and merchandise come off the shelf with neither.
import type { ProductType } from './catalog-model';

const PREPARED: ReadonlySet<ProductType> = new Set<ProductType>(['Beverage', 'Food']);

/** Made for the order: the page shows how long it takes and its calories, and links its nutrition facts. */
export const isPreparedProduct = (type: ProductType): boolean => PREPARED.has(type);
