// The server build's own API, as a walk uses it to find its way (not to test it): a store near Seattle open at
// every hour and taking mobile orders, and a drink it has. Each call goes through `api`, whose cookie jar is a
// browser profile's.
import type { APIRequestContext } from '@playwright/test';

export const GRAPH = '/apiproxy/v1/graphql';

interface Store {
  readonly storeNumber: string;
  readonly name: string;
  readonly open: boolean;
  readonly mobileOrdering?: { readonly availability?: string };
}
interface MenuProduct {
  readonly productNumber: string;
  readonly formCode: string;
  readonly name: string;
  readonly availability: string;
  readonly productType?: string;
}
export interface OrderableDrink {
  readonly store: Store;
  readonly drink: MenuProduct;
  readonly size: { readonly sku: string; readonly sizeCode: string };
}

/** A graph operation's field, or undefined when the server refuses it. */
export const graph = async <T>(api: APIRequestContext, operationName: string, variables: Record<string, unknown>, field: string): Promise<T | undefined> => {
  const r = await api.post(GRAPH, { data: { operationName, variables } });
  if (!r.ok()) return undefined;
  return ((await r.json()) as { data: Record<string, T> }).data[field];
};

const productsOf = (node: unknown): MenuProduct[] => {
  if (Array.isArray(node)) return node.flatMap(productsOf);
  if (node === null || typeof node !== 'object') return [];
  const o = node as Record<string, unknown>;
  const self = typeof o.productNumber === 'string' && typeof o.formCode === 'string' && typeof o.availability === 'string' ? [o as unknown as MenuProduct] : [];
  return [...self, ...Object.values(o).flatMap(productsOf)];
};

/**
 * Every store near Seattle open around the clock and taking mobile orders (and having every filter code of
 * `features`: 'GC' for guest orders), each with its first available drink and size.
 */
export async function* orderableDrinks(api: APIRequestContext, features: readonly string[] = []): AsyncGenerator<OrderableDrink> {
  const found = await api.get('/apiproxy/v1/locations', { params: { lat: '47.6062', lng: '-122.3321', features: ['hrs24', ...features].join(',') } });
  if (!found.ok()) throw new Error(`the locations answered ${found.status()}`);
  const stores = ((await found.json()) as { store: Store }[]).map((l) => l.store).filter((s) => s.open && s.mobileOrdering?.availability === 'READY');
  for (const store of stores) {
    const menu = await graph<unknown>(api, 'get-menu', { storeNumber: store.storeNumber }, 'menu');
    const drink = productsOf(menu).find((p) => p.availability === 'Available' && p.productType === 'Beverage');
    if (drink === undefined) continue;
    const details = await graph<{ sizes: { sku: string; sizeCode: string }[] }>(api, 'get-product', { productNumber: drink.productNumber, formCode: drink.formCode, storeNumber: store.storeNumber }, 'product');
    const size = details?.sizes[0];
    if (size !== undefined) yield { store, drink, size };
  }
}
