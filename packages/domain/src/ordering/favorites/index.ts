// A member's favorite products: the model, a favorite's identity, and the favorites use case.
export type { FavoriteItem, FavoriteProduct, FavoriteProductInput } from './favorite-model';
export {
  canonicalFavoriteItem,
  favoriteInputOf,
  favoriteItemOf,
  favoriteKey,
  FAVORITES_MAX,
  favoriteToCartInput,
  findFavorite,
} from './favorite-rules';
export { FAVORITES_SIGN_IN_MESSAGE, makeFavoriteProducts } from './favorite-products';
export type { FavoriteAdded, FavoriteProductsService } from './favorite-products';
