// The server build's own API, as a walk uses it to find its way (not to test it): a store near Seattle open at
// every hour and taking mobile orders, and a drink it has; a guest's order at a store (a curbside check-in's
// token). Each call goes through `api`, whose cookie jar is a browser profile's.
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

/** A store's first available drink and its first size, or undefined when it has none. */
export const drinkAt = async (api: APIRequestContext, storeNumber: string): Promise<{ drink: MenuProduct; size: { sku: string; sizeCode: string } } | undefined> => {
  const drink = productsOf(await graph<unknown>(api, 'get-menu', { storeNumber }, 'menu')).find((p) => p.availability === 'Available' && p.productType === 'Beverage');
  if (drink === undefined) return undefined;
  const size = (await graph<{ sizes: { sku: string; sizeCode: string }[] }>(api, 'get-product', { productNumber: drink.productNumber, formCode: drink.formCode, storeNumber }, 'product'))?.sizes[0];
  return size === undefined ? undefined : { drink, size };
};

/**
 * A guest's order of one drink at `storeNumber` (open now, taking guests and cards), paid with a Visa typed into
 * the server's tokenizer, as a guest's device would place it: the order's id, its curbside check-in token.
 */
export const placeGuestOrderAt = async (api: APIRequestContext, storeNumber: string): Promise<string> => {
  const found = await drinkAt(api, storeNumber);
  if (found === undefined) throw new Error(`no drink at ${storeNumber}`);
  const cart = { items: [{ key: 'line-1', productNumber: found.drink.productNumber, formCode: found.drink.formCode, sku: found.size.sku, sizeCode: found.size.sizeCode, quantity: 1, options: [] }], offers: [] };
  const priced = await graph<{ orderId: string; summary: { price: number }; guestSecret?: string }>(
    api,
    'price-order-guest',
    { order: { storeNumber, cart, fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' } } },
    'priceOrderGuest',
  );
  if (priced === undefined) throw new Error(`${storeNumber} priced no guest order`);
  const tokenized = await api.post('/apiproxy/v1/payments/tokenize', {
    data: { cardNumber: '4111111111111111', expiry: { month: 12, year: new Date().getUTCFullYear() + 3 }, securityCode: '123', postalCode: '98101', allowedBrands: ['amex', 'discover', 'mastercard', 'visa'] },
  });
  if (!tokenized.ok()) throw new Error(`the tokenizer answered ${tokenized.status()}`);
  const card = (await tokenized.json()) as { token: string; brand: string; lastFour: string };
  const placed = await graph<{ orderId: string }>(
    api,
    'submit-order-guest',
    {
      input: {
        orderId: priced.orderId,
        storeNumber,
        tenders: [{ id: card.token, tender: card.brand.toUpperCase(), amount: priced.summary.price }],
        tipAmount: 0,
        idempotencyKey: `e2e-guest-${priced.orderId}`,
        ...(priced.guestSecret === undefined ? {} : { guestSecret: priced.guestSecret }),
        guest: { email: 'guest@example.com', marketingOptIn: false, paymentToken: card.token, paymentType: card.brand, lastFour: card.lastFour },
      },
    },
    'placeOrderGuest',
  );
  if (placed === undefined) throw new Error(`${storeNumber} took no guest order`);
  return placed.orderId;
};
