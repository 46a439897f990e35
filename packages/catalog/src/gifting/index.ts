// Public surface of '@crema/catalog/gifting': the gift catalog (designs, artwork, answers), what the gift
// server checks in a purchase, and the e-gift history seed.
export { GIFT_CATEGORY_URNS, seedGiftCatalog, type GiftCatalogTable, type GiftCategorySeed, type GiftDesignSeed } from './seed';
export { artworkSvg, renderGiftArtwork, type ArtworkSpec } from './artwork';
export { findGiftDesign, giftDesignAvailability, giftCatalogData, giftCardDesign, retireDesign, type DesignAvailability } from './catalog-answers';
export { checkGiftContent, purchaseFingerprint } from './server-rules';
export {
  seedEgiftHistory,
  egiftHistoryEntry,
  egiftHistoryRows,
  type EgiftHistoryByMember,
  type EgiftHistoryEntry,
  type EgiftHistoryLine,
  type EgiftHistoryRow,
} from './history-seed';
export { receivedEgift, type RevealedCard } from './received';
