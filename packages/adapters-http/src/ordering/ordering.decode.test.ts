// The ordering adapters at the boundary, against a stub server: each call goes where the spec says with what
// the server needs (never the browser's facts of the store), a well-formed answer decodes into the domain's
// type, a random, truncated or mis-shaped answer is DECODE_ERROR, never a crash, and a server's error code is an
// ordering code or the typed fallback.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSeededIds, ErrorCodes, isTransportErrorCode } from '@crema/domain';
import { isOrderingErrorCode } from '@crema/domain/ordering';
import { createHttpClient } from '../client';
import { answer, decodedCallProperties, useTestServer, type DecodedCall } from '../client/test-server';
import { createHttpCardTokenizer } from '../payments';
import { createHttpOrdering } from './index';

const server = useTestServer();

const ports = () => createHttpOrdering(createHttpClient({ baseUrl: server.baseUrl, locale: 'en-US', ids: createSeededIds(3) }));
const tokenizer = () => createHttpCardTokenizer(createHttpClient({ baseUrl: server.baseUrl, locale: 'en-US', ids: createSeededIds(4) }));

const estimate = { minMinutes: 4, maxMinutes: 9 };
const slots = { storeNumber: '10001-1', timeZoneId: 'America/Los_Angeles', atCapacity: false, slots: [{ id: 's', start: 1, end: 2, available: true }] };
const request = {
  storeNumber: '10001-1',
  store: { storeNumber: '10001-1', open: true, guestOrdering: true },
  cart: { items: [{ key: 'k', productNumber: '200201', formCode: 'hot', sku: '1', sizeCode: 'M', quantity: 1, options: [] }], offers: [] },
  fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' },
} as const;

/** Each call, the well-formed answer the server sends for it (REST body or graph data), and what the port yields
 *  (nothing the type does not name: the tokenizer's answer drops the card number). */
const calls: readonly DecodedCall[] = [
  { name: 'pickup time', call: () => ports().orders.pickupTime('ord-1', '10001'), body: estimate, yields: estimate },
  { name: 'time slots', call: () => ports().timeSlots.getStoreTimeSlots('10001-1'), body: { data: { storeTimeSlots: slots } }, yields: slots },
  { name: 'pricing rules', call: () => ports().storePricing.pricingRules(), body: { data: { pricingRules: { markets: [] } } }, yields: { markets: [] } },
  { name: 'favorites', call: () => ports().favoriteProducts.list(), body: { data: { favoriteProducts: [] } }, yields: [] },
  { name: 'submit without a result', call: () => ports().orders.placeOrder({ orderId: 'o', storeNumber: 's', tenders: [], tipAmount: 0, idempotencyKey: 'k' }), body: { data: { placeOrder: null } }, yields: null },
  {
    name: 'tokenize',
    call: () => tokenizer().tokenize({ cardNumber: '4111111111111111', expiry: { month: 1, year: 2030 }, securityCode: '123', allowedBrands: ['visa'] }),
    body: { token: 'tok_1', brand: 'visa', lastFour: '1111', cardNumber: '4111111111111111' },
    yields: { token: 'tok_1', brand: 'visa', lastFour: '1111' },
  },
];

decodedCallProperties(server, calls);

describe('what the ordering calls send', () => {
  it('prices by the spec operation name with the cart, the store number and the fulfillment, never the facts of the store', async () => {
    server.replyJson(200, { errors: [{ message: 'STORE_CLOSED', extensions: { code: 'STORE_CLOSED' } }] });
    const r = await answer(ports().pricing.priceOrderForGuest(request));
    expect(r).toMatchObject({ _tag: 'Left', left: { code: 'STORE_CLOSED' } });
    const sent = JSON.parse(server.received[0]?.body ?? '{}') as { operationName: string; variables: { order: Record<string, unknown> } };
    expect(sent.operationName).toBe('price-order-guest');
    expect(Object.keys(sent.variables.order).sort()).toEqual(['cart', 'fulfillment', 'storeNumber']);
  });

  it('asks GET /apiproxy/v1/ordering/{productNumber} for a product, reads products[0] of the asked form, 404 when none', async () => {
    server.replyJson(200, { products: [] });
    expect(await answer(ports().menus.getProduct('200201', 'hot', '10001-1'))).toMatchObject({ left: { code: ErrorCodes.NOT_FOUND, status: 404 } });
    expect(server.received[0]?.url).toBe('/apiproxy/v1/ordering/200201?formCode=hot&storeNumber=10001-1');
    server.replyJson(404, { code: 'NOT_FOUND' });
    expect(await answer(ports().menus.getProduct('00000000', 'hot'))).toMatchObject({ left: { status: 404 } });
  });

  it('asks the pickup time at /apiproxy/v1/ordering/pickup-time/{orderId}/{shortStoreNumber}, each segment encoded', async () => {
    server.replyJson(200, estimate);
    await answer(ports().orders.pickupTime('ord/1', '10001'));
    expect(server.received[0]?.url).toBe('/apiproxy/v1/ordering/pickup-time/ord%2F1/10001');
  });
});

describe("the server's error codes", () => {
  const isKnown = (code: string): boolean => isOrderingErrorCode(code) || isTransportErrorCode(code);
  // Codes of the ordering catalogue, ours, the order list's payment codes, one only on the card-add list, and any other.
  const serverCode = fc.oneof(fc.constantFrom('STORE_CLOSED', 'ADD_IN_LIMIT', '110000', '561007', 'INSUFFICIENT_BALANCE', '121076', '121068', 'SOMETHING_NEW'), fc.stringMatching(/^[A-Z][A-Z0-9_]{0,15}$/));

  it('property: a REST refusal keeps an ordering code as it is; any other is HTTP_<status>, the code kept as wireCode', async () => {
    await fc.assert(
      fc.asyncProperty(serverCode, async (code) => {
        server.replyJson(409, { code, message: 'words' });
        const r = await answer(ports().orders.pickupTime('ord-1', '10001'));
        if (r._tag === 'Right') throw new Error('expected a refusal');
        expect(r.left).toMatchObject({ code: isKnown(code) ? code : 'HTTP_409', status: 409, serverMessage: 'words' });
        expect(r.left.context?.['wireCode']).toBe(isKnown(code) ? undefined : code);
      }),
      { numRuns: 25 },
    );
  });

  it('property: a graph error keeps an ordering code as it is; any other is UNEXPECTED_ERROR, the code kept as wireCode', async () => {
    await fc.assert(
      fc.asyncProperty(serverCode, async (code) => {
        server.replyJson(200, { errors: [{ message: code, extensions: { code } }] });
        const r = await answer(ports().pricing.priceOrder(request));
        if (r._tag === 'Right') throw new Error('expected a refusal');
        expect(r.left.code).toBe(isKnown(code) ? code : ErrorCodes.UNEXPECTED);
        expect(r.left.context?.['wireCode']).toBe(isKnown(code) ? undefined : code);
      }),
      { numRuns: 25 },
    );
  });
});
