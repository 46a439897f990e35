// The fake "get digital gifts catalog" and "get digital gift card" graph queries, over a persisted
// catalog table (so a test can retire a design and see 170040 where it is bought or fetched).
import { left, right } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import { GiftErrorCodes, type GiftCardDesign, type GiftCatalog, type GiftCatalogData } from '@crema/domain/gifting';
import type { FakeBackend, Table } from '../backend';
import { renderGiftArtwork } from './artwork';
import { seedGiftCatalog, type GiftCatalogTable, type GiftDesignSeed } from './seed';

/** Operation names of the gifting fakes (the names fault injection uses). */
export const GiftOperations = {
  catalog: 'getDigitalGiftsCatalog',
  giftCard: 'getDigitalGiftCard',
  purchase: 'gift-purchase',
  status: 'gift-purchase-status',
} as const;

export const giftCatalogTable = (backend: FakeBackend): Table<GiftCatalogTable> => backend.table('giftCatalog', seedGiftCatalog);

const toDesign = (t: GiftCatalogTable, d: GiftDesignSeed): GiftCardDesign => ({
  productNumber: d.productNumber,
  name: d.name,
  category: { urn: d.categoryUrn, name: t.categories.find((c) => c.urn === d.categoryUrn)?.name ?? '' },
  artwork: renderGiftArtwork(d),
});

/** Whether a product number can be bought now: a live design, a retired one, or none. */
export const designAvailability = (backend: FakeBackend, productNumber: string): 'available' | 'retired' | 'unknown' => {
  const d = giftCatalogTable(backend).read().designs.find((x) => x.productNumber === productNumber);
  return d === undefined ? 'unknown' : d.retired === true ? 'retired' : 'available';
};

export const findGiftDesignSeed = (backend: FakeBackend, productNumber: string): GiftDesignSeed | undefined =>
  giftCatalogTable(backend).read().designs.find((x) => x.productNumber === productNumber);

/** Takes a design off sale (test and demo control). */
export const retireGiftDesign = (backend: FakeBackend, productNumber: string): void => {
  giftCatalogTable(backend).update((t) => ({ ...t, designs: t.designs.map((d) => (d.productNumber === productNumber ? { ...d, retired: true } : d)) }));
};

export const createFakeGiftCatalog = (backend: FakeBackend): GiftCatalog => ({
  getCatalog: (locale) =>
    backend.call(GiftOperations.catalog, () => {
      const t = giftCatalogTable(backend).read();
      const live = t.designs.filter((d) => d.retired !== true);
      const catalog: GiftCatalogData = {
        locale,
        categories: t.categories
          .map((c) => ({ urn: c.urn, name: c.name, eGifts: live.filter((d) => d.categoryUrn === c.urn).map((d) => toDesign(t, d)) }))
          .filter((c) => c.eGifts.length > 0),
      };
      return right(catalog);
    }),
  getGiftCard: (productNumber) =>
    backend.call(GiftOperations.giftCard, () => {
      const t = giftCatalogTable(backend).read();
      const d = t.designs.find((x) => x.productNumber === productNumber);
      if (d === undefined) return left(domainError(ErrorCodes.NOT_FOUND, { status: 404, context: { productNumber } }));
      if (d.retired === true) return left(domainError(GiftErrorCodes.ART_NO_LONGER_AVAILABLE, { status: 410, context: { productNumber } }));
      return right(toDesign(t, d));
    }),
});
