// Test only: one HTTP profile against a real server process (its own cookie jar, global fetch), with the calls
// the security suites make: REST, the graph by operation name, sign-in, the guest card tokenizer, the ordering
// fixture stores and a priced drink. No Origin header: a non-browser client passes the CSRF check.
import { randomUUID } from 'node:crypto';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { allProducts, type MenuCatalog, type PricedOrder, type PriceOrderRequest, type ProductDetails, type StoreFacts } from '@crema/domain/ordering';
import { OrderingOperations as Op } from '@crema/domain/ordering/wire';
import { TOKENIZE_PATH } from '@crema/domain/payments/wire';
import { GRAPH_PATH } from '../http/graph';
import { send, type Answer } from './attack-http';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';

export type { Answer } from './attack-http';

/** Every process env the security suites start with: the burst limits lifted (many calls from one address). */
export const ATTACK_ENV: Readonly<Record<string, string>> = {
  CREMA_AUTH_RATE_PER_MINUTE: '100000',
  CREMA_TOKENIZE_RATE_PER_MINUTE: '100000',
  CREMA_GIFT_RATE_PER_MINUTE: '100000',
  CREMA_GUEST_PRICING_RATE_PER_MINUTE: '100000',
  CREMA_GUEST_ORDER_RATE_PER_MINUTE: '100000',
  CREMA_BILLING_ADDRESS_RATE_PER_MINUTE: '100000',
};

/** A key of the one idempotency key format, new each call. */
export const newKey = (prefix = 'attack'): string => `${prefix}-${randomUUID()}`;

/** The code of a refusal; '' when none. */
export const codeOf = (a: Answer): string => a.code ?? '';

export const createSession = (baseUrl: string) => {
  const jar = new Map<string, string>();
  const rest = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const cookie = jar.size > 0 ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
    const a = await send(baseUrl, path, { method, ...(body !== undefined ? { body } : {}), ...(cookie !== undefined ? { cookie } : {}), headers });
    for (const line of a.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) jar.delete(pair.slice(0, eq).trim());
      else jar.set(pair.slice(0, eq).trim(), value);
    }
    return a;
  };
  const graph = (operationName: string, variables: Record<string, unknown>): Promise<Answer> => rest('POST', GRAPH_PATH, { operationName, variables });

  /** The answer's value, failing the test with the whole answer when it is not a 200. */
  const ok = <T>(a: Answer, field?: string): T => {
    if (a.status !== 200) throw new Error(`expected 200, got ${a.status}: ${JSON.stringify(a.body)}`);
    return (field === undefined ? a.body : (a.body as { data: Record<string, unknown> }).data[field]) as T;
  };

  const signIn = async (m: { email: string; password: string } = DEMO_MEMBER): Promise<void> => {
    ok(await rest('POST', '/apiproxy/v1/account/sign-in', { email: m.email, password: m.password }));
  };

  const tokenize = async (cardNumber = '4111111111111111'): Promise<{ token: string; brand: string; lastFour: string }> =>
    ok(
      await rest('POST', TOKENIZE_PATH, {
        cardNumber,
        expiry: { month: 12, year: new Date().getUTCFullYear() + 3 },
        securityCode: cardNumber.startsWith('3') ? '1234' : '123',
        postalCode: '98101',
        allowedBrands: ['amex', 'discover', 'mastercard', 'visa'],
      }),
    );

  /** A store open at every hour, taking guests and tips (the server's test control), and a drink's price request there. */
  const orderRequest = async (): Promise<{ store: StoreFacts; request: PriceOrderRequest }> => {
    const { store } = ok<{ store: StoreFacts }>(await rest('GET', '/__test/ordering/stores'));
    const menu = ok<MenuCatalog>(await graph(Op.getMenu, { storeNumber: store.storeNumber }), 'menu');
    const p = allProducts(menu).find((x) => x.availability === 'Available' && x.productType === 'Beverage');
    if (p === undefined) throw new Error('no drink on the menu');
    const d = ok<ProductDetails>(await graph(Op.getProduct, { productNumber: p.productNumber, formCode: p.formCode, storeNumber: store.storeNumber }), 'product');
    const size = d.sizes[0];
    if (size === undefined) throw new Error('no size');
    return {
      store,
      request: {
        storeNumber: store.storeNumber,
        cart: { items: [{ key: 'line-1', productNumber: d.productNumber, formCode: d.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity: 1, options: [] }], offers: [] },
        fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' },
      },
    };
  };

  const price = async (request: PriceOrderRequest, guest: boolean): Promise<PricedOrder> =>
    ok<PricedOrder>(await graph(guest ? Op.priceOrderGuest : Op.priceOrder, { order: request }), guest ? 'priceOrderGuest' : 'priceOrder');

  return { rest, graph, ok, signIn, tokenize, orderRequest, price };
};

export type Session = ReturnType<typeof createSession>;

/**
 * An e-gift purchase by the demo member with the demo Visa: one gift of `amount` to Sam, under `requestId` (the
 * purchase's idempotency key), as the web app sends it.
 */
export const demoGiftPurchase = (requestId: string, amount: number, message = 'Enjoy!') => ({
  requestId,
  orderSource: 'WEB',
  locale: 'en-US',
  currency: 'USD',
  paymentType: 'visa',
  paymentInstrumentId: DEMO_INSTRUMENT_IDS.visa,
  senderEmail: 'demo@crema.coffee',
  senderName: 'Avery Quinn',
  egifts: [{ recipientEmail: 'sam@example.com', recipientName: 'Sam', deliveryMethod: 'EMAIL', deliveryDate: new Date().toISOString().slice(0, 10), product: '11000101', message, amount: { amount, currency: 'USD' } }],
  riskData: { channel: 'WEB', capturedAt: Date.now() },
});

