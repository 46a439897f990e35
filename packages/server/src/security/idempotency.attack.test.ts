// Issue #26: idempotency keys were too loose. (a) The same key with another request (another amount, card,
// instrument, tip...) was answered the first request's answer; it is a 409 (REQUEST_ID_CONFLICT) on every
// idempotent money command, and the first effect happens once. (b) A key of "" or 100 KB was accepted; every key
// has one format (the domain's IdempotencyKeyCodec: 8..128 of [A-Za-z0-9_-]) and anything else is a 400 with
// nothing done. Over HTTP, against a real server process.
import { describe, expect, it } from 'vitest';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { CardGraphOperations, CARDS_PATH, IDEMPOTENCY_KEY_CONFLICT, type StoredValueCard } from '@crema/domain/cards';
import { GIFT_PURCHASE_PATH } from '@crema/domain/gifting/wire';
import { OrderingOperations as Op } from '@crema/domain/ordering/wire';
import type { PlacedOrder } from '@crema/domain/ordering';
import { useServerProcess } from '../test/server-process';
import { ATTACK_ENV, codeOf, createSession, demoGiftPurchase, newKey, type Answer, type Session } from '../test/attack-session';

const server = useServerProcess(ATTACK_ENV);
const VISA: string = DEMO_INSTRUMENT_IDS.visa;
const MASTERCARD: string = DEMO_INSTRUMENT_IDS.mastercard;
const BAD_KEYS: readonly string[] = ['', 'short', 'k'.repeat(100_000), 'has space-123', 'semi;colon-123', 'x'.repeat(129)];

const conflict = (a: Answer): void => expect([a.status, codeOf(a)], JSON.stringify(a.body)).toEqual([409, IDEMPOTENCY_KEY_CONFLICT]);
const badRequest = (a: Answer): void => expect(a.status, JSON.stringify(a.body).slice(0, 300)).toBe(400);

const member = async (): Promise<{ s: Session; cards: () => Promise<StoredValueCard[]> }> => {
  const s = createSession(server.baseUrl);
  await s.signIn();
  return { s, cards: async () => s.ok<StoredValueCard[]>(await s.rest('GET', CARDS_PATH)) };
};

const giftBody = (requestId: string, amount: number) => demoGiftPurchase(requestId, amount);

describe('an idempotency key', () => {
  it('of add money answers its own request again, and another amount or instrument with it is a 409 that moves nothing', { timeout: 120_000 }, async () => {
    const { s, cards } = await member();
    const card = (await cards())[0] as StoredValueCard;
    const reload = (key: string, amount: number, paymentInstrumentId = VISA) => s.rest('POST', `${CARDS_PATH}/${card.cardId}/reload`, { amount, paymentInstrumentId, idempotencyKey: key });
    const key = newKey('reload');
    const first = s.ok<StoredValueCard>(await reload(key, 100));
    expect(first.balance.amount).toBe(card.balance.amount + 100);
    conflict(await reload(key, 200));
    conflict(await reload(key, 100, MASTERCARD));
    expect(s.ok<StoredValueCard>(await reload(key, 100))).toEqual(first);
    expect(((await cards()).find((c) => c.cardId === card.cardId) as StoredValueCard).balance.amount).toBe(card.balance.amount + 100);
    for (const k of BAD_KEYS) badRequest(await reload(k, 100));
    expect(((await cards()).find((c) => c.cardId === card.cardId) as StoredValueCard).balance.amount).toBe(card.balance.amount + 100);
  });

  it('of a transfer answers its own request again, and another amount or card with it is a 409 that moves nothing', { timeout: 120_000 }, async () => {
    const { s, cards } = await member();
    const [a, b] = (await cards()) as [StoredValueCard, StoredValueCard];
    const transfer = (key: string, amount: number, from = a, to = b) => s.rest('POST', `${CARDS_PATH}/transfer`, { fromCardId: from.cardId, toCardId: to.cardId, amount, idempotencyKey: key });
    const key = newKey('transfer');
    const first = s.ok<unknown>(await transfer(key, 50));
    conflict(await transfer(key, 60));
    conflict(await transfer(key, 50, b, a));
    expect(s.ok<unknown>(await transfer(key, 50))).toEqual(first);
    for (const k of BAD_KEYS) badRequest(await transfer(k, 50));
    const after = await cards();
    expect(after.find((c) => c.cardId === a.cardId)?.balance.amount).toBe(a.balance.amount - 50);
    expect(after.find((c) => c.cardId === b.cardId)?.balance.amount).toBe(b.balance.amount + 50);
  });

  it('of auto reload settings answers its own request again, and other settings with it are a 409 that change nothing', { timeout: 120_000 }, async () => {
    const { s, cards } = await member();
    const card = (await cards())[0] as StoredValueCard;
    const op = card.autoReloadProfile === undefined ? CardGraphOperations.createAutoReload : CardGraphOperations.updateAutoReload;
    const set = (key: string, amount: number, paymentMethodId = VISA) => s.graph(op, { cardId: card.cardId, amount, triggerAmount: 1000, paymentMethodId, idempotencyKey: key });
    const key = newKey('autoreload');
    const first = s.ok<StoredValueCard>(await set(key, 2500), 'autoReload');
    conflict(await set(key, 3000));
    conflict(await set(key, 2500, MASTERCARD));
    expect(s.ok<StoredValueCard>(await set(key, 2500), 'autoReload')).toEqual(first);
    for (const k of BAD_KEYS) badRequest(await set(k, 2500));
    expect((await cards()).find((c) => c.cardId === card.cardId)?.autoReloadProfile).toMatchObject({ amount: 2500, triggerAmount: 1000, paymentInstrumentId: VISA });
  });

  it('of an order answers its own order again, and another tip or instrument with it is a 409; a key of another format places nothing', { timeout: 120_000 }, async () => {
    const { s } = await member();
    const { store, request } = await s.orderRequest();
    const place = (key: string, orderId: string, price: number, tip: number, instrument: { id: string; tender: string } = { id: VISA, tender: 'VISA' }) =>
      s.graph(Op.submitOrder, { input: { orderId, storeNumber: store.storeNumber, tenders: [{ ...instrument, amount: price + tip }], tipAmount: tip, idempotencyKey: key } });

    // A key of any other format: a 400, and the pricing is still there to place.
    const unplaced = await s.price(request, false);
    for (const k of BAD_KEYS) badRequest(await place(k, unplaced.orderId, unplaced.summary.price, 0));

    const priced = await s.price(request, false);
    const key = newKey('order');
    const first = s.ok<PlacedOrder>(await place(key, priced.orderId, priced.summary.price, 0), 'placeOrder');
    conflict(await place(key, priced.orderId, priced.summary.price, 100));
    conflict(await place(key, priced.orderId, priced.summary.price, 0, { id: MASTERCARD, tender: 'MASTERCARD' }));
    // The same order again, and the same cart re-priced (an uncertain submit's retry), are answered the first order.
    expect(s.ok<PlacedOrder>(await place(key, priced.orderId, priced.summary.price, 0), 'placeOrder')).toEqual(first);
    const repriced = await s.price(request, false);
    expect(s.ok<PlacedOrder>(await place(key, repriced.orderId, repriced.summary.price, 0), 'placeOrder')).toEqual(first);

    expect(s.ok<PlacedOrder>(await place(newKey('order'), unplaced.orderId, unplaced.summary.price, 0), 'placeOrder').orderId).toBe(unplaced.orderId);
  });

  it('of a gift purchase (its request id) with another gift is a 409; a request id of another format is a 400', { timeout: 120_000 }, async () => {
    const { s } = await member();
    const id = newKey('gift');
    expect(s.ok<{ requestId: string }>(await s.rest('POST', GIFT_PURCHASE_PATH, giftBody(id, 2500))).requestId).toBe(id);
    conflict(await s.rest('POST', GIFT_PURCHASE_PATH, giftBody(id, 5000)));
    expect(s.ok<{ requestId: string }>(await s.rest('POST', GIFT_PURCHASE_PATH, giftBody(id, 2500))).requestId).toBe(id);
    for (const k of BAD_KEYS) badRequest(await s.rest('POST', GIFT_PURCHASE_PATH, giftBody(k, 2500)));
  });
});
