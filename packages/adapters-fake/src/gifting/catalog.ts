// The fake "get digital gifts catalog" and "get digital gift card" graph queries, over a persisted
// catalog table (so a test can retire a design and see 170040 where it is bought or fetched). The
// designs and answers are the catalog's ('@crema/catalog/gifting').
import { right } from 'fp-ts/Either';
import { isGiftingErrorCode, type GiftCatalog } from '@crema/domain/gifting';
import {
  findGiftDesign,
  giftCardDesign,
  giftCatalogData,
  giftDesignAvailability,
  retireDesign,
  seedGiftCatalog,
  type DesignAvailability,
  type GiftCatalogTable,
  type GiftDesignSeed,
} from '@crema/catalog/gifting';
import type { FakeBackend, Table } from '../backend';

/** Operation names of the gifting fakes (the names fault injection uses). */
export const GiftOperations = {
  catalog: 'getDigitalGiftsCatalog',
  giftCard: 'getDigitalGiftCard',
  purchase: 'gift-purchase',
  status: 'gift-purchase-status',
  revealEgift: 'egift-from-token',
} as const;

export const giftCatalogTable = (backend: FakeBackend): Table<GiftCatalogTable> => backend.table('giftCatalog', seedGiftCatalog);

/** Whether a product number can be bought now: a live design, a retired one, or none. */
export const designAvailability = (backend: FakeBackend, productNumber: string): DesignAvailability =>
  giftDesignAvailability(giftCatalogTable(backend).read(), productNumber);

export const findGiftDesignSeed = (backend: FakeBackend, productNumber: string): GiftDesignSeed | undefined =>
  findGiftDesign(giftCatalogTable(backend).read(), productNumber);

/** Takes a design off sale (test and demo control). */
export const retireGiftDesign = (backend: FakeBackend, productNumber: string): void => {
  giftCatalogTable(backend).update((t) => retireDesign(t, productNumber));
};

export const createFakeGiftCatalog = (backend: FakeBackend): GiftCatalog => ({
  getCatalog: (locale) => backend.typed(isGiftingErrorCode).call(GiftOperations.catalog, () => right(giftCatalogData(giftCatalogTable(backend).read(), locale))),
  getGiftCard: (productNumber) => backend.typed(isGiftingErrorCode).call(GiftOperations.giftCard, () => giftCardDesign(giftCatalogTable(backend).read(), productNumber)),
});
