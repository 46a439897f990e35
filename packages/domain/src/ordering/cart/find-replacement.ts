// makeFindReplacement: the out-of-stock recommendation for an unavailable cart item at a store, ready to
// take the item's slot. It reads the store's menu (cached by LoadMenus) for the closest Available product,
// then that product's details (cached by LoadProduct) to build the item as it comes. Nothing to offer
// (no candidate, the store menu fell back to the national one, a failed load, or the candidate is not
// orderable at the store) answers undefined: the person can still remove the item.
import { filter, map, of, switchMap, take, type Observable } from 'rxjs';
import type { CartItem, CartItemInput } from './cart-model';
import type { ProductSummary } from '../menu/catalog-model';
import { recommendReplacement } from './cart-rules';
import type { LoadMenus } from '../menu/load-menus';
import type { makeLoadProduct } from '../menu/load-product';
import { replacementInput } from './replacement-rules';
import type { ShownPrices } from '../store-pricing/store-pricing-model';

export interface Replacement {
  /** The key of the unavailable cart item this replaces. */
  readonly forKey: string;
  readonly product: ProductSummary;
  readonly input: CartItemInput;
}

export interface FindReplacementDeps {
  readonly loadMenus: LoadMenus;
  readonly loadProduct: ReturnType<typeof makeLoadProduct>;
}

const settled = <S extends { readonly status: string }>(source: Observable<S>): Observable<S> =>
  source.pipe(
    filter((s) => s.status !== 'loading' && s.status !== 'idle'),
    take(1),
  );

export const makeFindReplacement =
  (d: FindReplacementDeps) =>
  (item: CartItem, storeNumber: string, shown?: ShownPrices): Observable<Replacement | undefined> =>
    settled(d.loadMenus(storeNumber)).pipe(
      switchMap((menus) => {
        if (menus.status !== 'ok' || menus.value.notice !== undefined) return of(undefined);
        const product = recommendReplacement(menus.value.catalog, item);
        if (product === undefined) return of(undefined);
        return settled(d.loadProduct({ productNumber: product.productNumber, formCode: product.formCode, storeNumber })).pipe(
          map((details): Replacement | undefined => {
            if (details.status !== 'ok' || details.value.availability !== 'Available') return undefined;
            const input = replacementInput(details.value, item, shown);
            return input === undefined ? undefined : { forKey: item.key, product, input };
          }),
        );
      }),
    );

export type FindReplacement = ReturnType<typeof makeFindReplacement>;
