// Favorite products (spec sections 5, 6): a favorite's identity, and a customized drink saved and re-added.
import type { CartItemInput, SelectedOption } from '../cart/cart-model';
import type { ProductDetails } from '../menu/catalog-model';
import { customizedOptionsOf, draftOfOptions, type Draft } from '../menu/customization-rules';
import type { FavoriteItem, FavoriteProduct, FavoriteProductInput } from './favorite-model';

/** Ours: the most favorite products a member may keep; past it the server answers 561007. */
export const FAVORITES_MAX = 25;

const favoriteOptionKey = (o: SelectedOption): string => (o.value !== undefined ? `${o.optionProductNumber}=${o.value}` : `${o.optionProductNumber}#${o.quantity ?? 1}`);

/**
 * A favorite's identity: product, form, size and its options in a stable order (an option's own size and
 * the sku follow from the drink's size). Give it canonical items (favoriteItemOf) so defaults never count.
 */
export const favoriteKey = (f: Pick<FavoriteItem, 'productNumber' | 'formCode' | 'sizeCode' | 'selectedOptions'>): string =>
  JSON.stringify([f.productNumber, f.formCode, f.sizeCode, ...f.selectedOptions.map(favoriteOptionKey).sort()]);

/** The favorite already holding this item (same product, size and options), if any. */
export const findFavorite = (list: readonly FavoriteProduct[], item: FavoriteItem): FavoriteProduct | undefined => {
  const key = favoriteKey(item);
  return list.find((f) => favoriteKey(f.item) === key);
};

/** The drink as customized, saved as a favorite: only the options that differ from the product's defaults. */
export const favoriteItemOf = (d: ProductDetails, draft: Draft): FavoriteItem => ({
  productNumber: d.productNumber,
  formCode: d.formCode,
  sizeCode: draft.sizeCode,
  sku: d.sizes.find((s) => s.sizeCode === draft.sizeCode)?.sku ?? '',
  selectedOptions: customizedOptionsOf(d, draft),
});

/** Any favorite item of this product (defaults listed or not, in any order) in the canonical form. */
export const canonicalFavoriteItem = (d: ProductDetails, item: FavoriteItem): FavoriteItem => {
  const canonical = favoriteItemOf(d, draftOfOptions(d, item.sizeCode, item.selectedOptions));
  return canonical.sku === '' ? { ...canonical, sku: item.sku } : canonical;
};

export const favoriteInputOf = (d: ProductDetails, draft: Draft): FavoriteProductInput => ({
  productName: d.name,
  formName: d.forms.find((f) => f.formCode === d.formCode)?.name ?? d.formCode,
  item: favoriteItemOf(d, draft),
});

export const favoriteToCartInput = (f: FavoriteProduct, sizeName?: string): CartItemInput => ({
  product: { productNumber: f.product.productNumber, formCode: f.item.formCode, name: f.product.name },
  size: { sku: f.item.sku, sizeCode: f.item.sizeCode, name: sizeName ?? f.item.sizeCode },
  selectedOptions: f.item.selectedOptions,
  quantity: 1,
});
