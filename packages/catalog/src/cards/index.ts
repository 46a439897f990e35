// Public surface of '@crema/catalog/cards': the issuer's cards, the demo member's registered cards, and the
// mapping of a stored card to the domain's StoredValueCard.
export {
  PHYSICAL_CARDS,
  DEMO_AUTO_RELOAD_INSTRUMENT_ID,
  DEMO_PRIMARY_CARD_ID,
  DEMO_SECOND_CARD_ID,
  seedCards,
  seedCardPool,
  findPhysicalCard,
  type PhysicalCard,
  type StoredCardRecord,
  type StoredAutoReloadProfile,
  type CardPool,
} from './seed';
export { toCard, ordered } from './records';
