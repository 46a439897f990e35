// Wire entry ('@crema/domain/ordering/wire'): the ordering calls' io-ts codecs, for the HTTP adapter and the
// server. Kept out of the capability's index so the web's pages never build codecs they do not use.
export {
  FavoriteItemCodec,
  FavoriteProductCodec,
  FavoriteProductInputCodec,
  FavoriteProductsCodec,
  GuestPlaceOrderInputCodec,
  ItemAvailabilityCodec,
  MenuCatalogCodec,
  ORDERING_PATH,
  OrderingOperations,
  PickupEstimateCodec,
  PlacedOrderCodec,
  PlaceOrderInputCodec,
  PreviousItemAvailabilityCodec,
  PreviousOrderCodec,
  PreviousOrdersCodec,
  PreviousOrdersQueryCodec,
  PricedOrderCodec,
  PriceOrderRequestCodec,
  PricingRulesCodec,
  ProductAnswerCodec,
  ProductDetailsCodec,
  ProductSummaryCodec,
  SelectedOptionCodec,
  StoreFactsCodec,
  StorePriceListCodec,
  StorePricingInputCodec,
  StoreTimeSlotsCodec,
  SubmitAnswerCodec,
} from '../codecs';
export type { OrderingCodecsMatchDomain } from '../codecs';
export { artworkPath, detailsWithArtworkUrl, menuWithArtworkUrls } from './artwork-urls';
