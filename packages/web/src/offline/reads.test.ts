import { describe, expect, it } from 'vitest';
import { OrderingOperations } from '@crema/domain/ordering/wire';
import { CARDS_PATH } from '@crema/domain/cards';
import { BARCODE_PATH, changesMember, graphOperationOf, MEMBER_READS, readRule, SHARED_GRAPH_READS, SHARED_READS } from './reads';

describe('what the service worker keeps for offline use', () => {
  it('keeps the menu, products and their artwork for everyone, network first', () => {
    expect(readRule('POST', '/apiproxy/v1/graphql', 'get-menu')).toEqual({ cache: SHARED_READS, byBody: true });
    expect(readRule('GET', '/apiproxy/v1/graphql', 'get-menu')).toEqual({ cache: SHARED_READS, byBody: false });
    expect(readRule('GET', '/apiproxy/v1/ordering/202101')).toEqual({ cache: SHARED_READS, byBody: false });
    expect(readRule('GET', '/apiproxy/v1/ordering/artwork/202101/iced')).toEqual({ cache: SHARED_READS, byBody: false });
  });

  it("keeps the member's session, cards and a card's barcode apart, dropped at sign-in and sign-out", () => {
    expect(readRule('GET', '/apiproxy/v1/account/session')).toEqual({ cache: MEMBER_READS, byBody: false });
    expect(readRule('GET', CARDS_PATH)).toEqual({ cache: MEMBER_READS, byBody: false });
    expect(readRule('GET', `${CARDS_PATH}/card-1`)).toEqual({ cache: MEMBER_READS, byBody: false });
    expect(readRule('POST', BARCODE_PATH)).toEqual({ cache: MEMBER_READS, byBody: true });
    expect(readRule('GET', '/apiproxy/v1/payments/instruments')).toEqual({ cache: MEMBER_READS, byBody: false });
    expect(readRule('POST', '/apiproxy/v1/payments/instruments/credit-card')).toBeUndefined();
    expect(BARCODE_PATH).toBe(`${CARDS_PATH}/barcode`);
    for (const p of ['sign-in', 'register', 'sign-out']) expect(changesMember('POST', `/apiproxy/v1/account/${p}`)).toBe(true);
    expect(changesMember('GET', '/apiproxy/v1/account/session')).toBe(false);
  });

  it('never keeps a write: placing an order, adding money, transfers, auto reload, favorites, sign-in', () => {
    for (const op of ['submit-order', 'submit-order-guest', 'price-order', 'price-order-guest', 'add-favorite-product', 'create-auto-reload', undefined])
      expect(readRule('POST', '/apiproxy/v1/graphql', op)).toBeUndefined();
    for (const path of [`${CARDS_PATH}/card-1/reload`, `${CARDS_PATH}/transfer`, CARDS_PATH, `${CARDS_PATH}/card-1/primary`, '/apiproxy/v1/account/sign-in'])
      expect(readRule('POST', path)).toBeUndefined();
    expect(readRule('GET', '/apiproxy/v1/graphql', 'get-favorite-products')).toBeUndefined();
    expect(readRule('DELETE', `${CARDS_PATH}/card-1`)).toBeUndefined();
    expect(readRule('GET', '/apiproxy/v1/ordering/pickup-time/o-1/123')).toBeUndefined();
  });

  it("names the domain's own read operations", () => {
    for (const op of [OrderingOperations.getMenu, OrderingOperations.pricingRules, OrderingOperations.pricingByStoreNumber]) expect(SHARED_GRAPH_READS.has(op)).toBe(true);
    for (const op of [OrderingOperations.submitOrder, OrderingOperations.priceOrder, OrderingOperations.addFavoriteProduct]) expect(SHARED_GRAPH_READS.has(op)).toBe(false);
  });

  it('reads the operation of a graph body, and nothing from a body that is not one', () => {
    expect(graphOperationOf(JSON.stringify({ operationName: 'get-menu', variables: { storeNumber: '1' } }))).toBe('get-menu');
    for (const body of ['', 'not json', '[]', 'null', '{"operationName":3}']) expect(graphOperationOf(body)).toBeUndefined();
  });
});
