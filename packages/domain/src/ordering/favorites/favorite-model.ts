// Spec section 3 "Favorite product": what a signed-in member has saved.
import type { SelectedOption } from '../cart/cart-model';

export interface FavoriteItem {
  readonly productNumber: string;
  readonly formCode: string;
  readonly sizeCode: string;
  readonly sku: string;
  readonly selectedOptions: readonly SelectedOption[];
}

/** Spec: "Favorite product: id, product with forms[0].name and formCode, item". */
export interface FavoriteProduct {
  readonly id: string;
  readonly product: {
    readonly productNumber: string;
    readonly name: string;
    readonly forms: readonly { readonly name: string; readonly formCode: string }[];
  };
  readonly item: FavoriteItem;
  readonly addedAt: number;
}

export interface FavoriteProductInput {
  readonly productName: string;
  readonly formName: string;
  readonly item: FavoriteItem;
}
