// makeLoadProduct: a product form's details (GET /apiproxy/v1/ordering/{productNumber}), reused for
// config.productStaleAfterMs; after a failure the same product is not asked again before
// config.productRetryAfterMs (the failure is shown again instead).
import { concat, defer, map, of, take, type Observable } from 'rxjs';
import { createStaleCache, loading, ok, type AppConfig, type Clock } from '../../shared';
import { formIdOf, type ProductDetails } from './catalog-model';
import { resolveProductError, type OrderingFailure, type OrderingError } from '../errors';
import type { Menus } from '../ports';
import { fail, type OrderingState } from '../ordering-state';

export interface LoadProductDeps {
  readonly menus: Menus;
  readonly clock: Clock;
  readonly config: AppConfig;
}

export interface ProductQuery {
  readonly productNumber: string;
  readonly formCode: string;
  readonly storeNumber?: string;
}

export const makeLoadProduct = (d: LoadProductDeps) => {
  const cache = createStaleCache<string, OrderingError, ProductDetails>({ clock: d.clock, staleAfterMs: d.config.productStaleAfterMs });
  const failures = new Map<string, { at: number; error: OrderingError }>();
  return (q: ProductQuery): Observable<OrderingState<ProductDetails>> =>
    defer(() => {
      const key = `${formIdOf(q.productNumber, q.formCode)}@${q.storeNumber ?? ''}`;
      const recent = failures.get(key);
      if (recent !== undefined && d.clock.now() - recent.at < d.config.productRetryAfterMs) {
        return of(fail<ProductDetails>(resolveProductError(recent.error)));
      }
      return concat(
        of(loading<ProductDetails, OrderingFailure>()),
        cache.get(key, () => d.menus.getProduct(q.productNumber, q.formCode, q.storeNumber).pipe(take(1))).pipe(
          map((r) => {
            if (r._tag === 'Left') {
              failures.set(key, { at: d.clock.now(), error: r.left });
              return fail<ProductDetails>(resolveProductError(r.left));
            }
            failures.delete(key);
            return ok<ProductDetails, OrderingFailure>(r.right);
          }),
        ),
      );
    });
};
