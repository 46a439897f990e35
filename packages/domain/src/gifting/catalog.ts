// Reading the gift catalog: the category of /gift/category/{categoryUrn} and a design by product number.
import type { GiftCardDesign, GiftCatalogData, GiftCategory } from './model';

export const findGiftCategory = (c: GiftCatalogData, urn: string): GiftCategory | undefined => c.categories.find((k) => k.urn === urn);

/** Every design once, in catalog order (a design listed in two categories appears once). */
export const allGiftDesigns = (c: GiftCatalogData): readonly GiftCardDesign[] => {
  const seen = new Set<string>();
  return c.categories.flatMap((k) => k.eGifts).filter((d) => (seen.has(d.productNumber) ? false : (seen.add(d.productNumber), true)));
};

export const findGiftDesign = (c: GiftCatalogData, productNumber: string): GiftCardDesign | undefined =>
  allGiftDesigns(c).find((d) => d.productNumber === productNumber);
