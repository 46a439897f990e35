// The gift catalog's answers over the catalog's state (the seed, with any design retired since): the
// "get digital gifts catalog" and "get digital gift card" results, and whether a design can be bought.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import { GiftErrorCodes, type GiftCardDesign, type GiftCatalogData, type GiftingError } from '@crema/domain/gifting';
import { renderGiftArtwork } from './artwork';
import type { GiftCatalogTable, GiftDesignSeed } from './seed';

export type DesignAvailability = 'available' | 'retired' | 'unknown';

const toDesign = (t: GiftCatalogTable, d: GiftDesignSeed): GiftCardDesign => ({
  productNumber: d.productNumber,
  name: d.name,
  category: { urn: d.categoryUrn, name: t.categories.find((c) => c.urn === d.categoryUrn)?.name ?? '' },
  artwork: renderGiftArtwork(d),
});

export const findGiftDesign = (t: GiftCatalogTable, productNumber: string): GiftDesignSeed | undefined => t.designs.find((x) => x.productNumber === productNumber);

/** Whether a product number can be bought now: a live design, a retired one, or none. */
export const giftDesignAvailability = (t: GiftCatalogTable, productNumber: string): DesignAvailability => {
  const d = findGiftDesign(t, productNumber);
  return d === undefined ? 'unknown' : d.retired === true ? 'retired' : 'available';
};

/** The live designs by category (categories left empty are left out). */
export const giftCatalogData = (t: GiftCatalogTable, locale: string): GiftCatalogData => {
  const live = t.designs.filter((d) => d.retired !== true);
  return {
    locale,
    categories: t.categories
      .map((c) => ({ urn: c.urn, name: c.name, eGifts: live.filter((d) => d.categoryUrn === c.urn).map((d) => toDesign(t, d)) }))
      .filter((c) => c.eGifts.length > 0),
  };
};

/** One design: 404 when unknown, 170040 (410) when retired. */
export const giftCardDesign = (t: GiftCatalogTable, productNumber: string): Either<GiftingError, GiftCardDesign> => {
  const d = findGiftDesign(t, productNumber);
  if (d === undefined) return left(domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { productNumber } }));
  if (d.retired === true) return left(domainError(GiftErrorCodes.ART_NO_LONGER_AVAILABLE, { status: 410, context: { productNumber } }));
  return right(toDesign(t, d));
};

/** The catalog with a design taken off sale. */
export const retireDesign = (t: GiftCatalogTable, productNumber: string): GiftCatalogTable => ({
  ...t,
  designs: t.designs.map((d) => (d.productNumber === productNumber ? { ...d, retired: true } : d)),
});
