// Issue #26: a guest sent another guest's order id with their own payment token and was answered that order
// (its card's last four, its total). An order id belongs to the guest who priced it: the pricing answer gives
// that guest a secret (guestSecret), the place call must echo it, and anyone else is answered 404, whether the
// order is placed or not, whatever key or e-mail they send. Over HTTP, against a real server process.
import { describe, expect, it } from 'vitest';
import { OrderingOperations as Op } from '@crema/domain/ordering/wire';
import type { PlacedOrder, PricedOrder, PriceOrderRequest, StoreFacts } from '@crema/domain/ordering';
import { useServerProcess } from '../test/server-process';
import { ATTACK_ENV, codeOf, createSession, newKey, type Session } from '../test/attack-session';

const server = useServerProcess(ATTACK_ENV);

const placeGuest = (s: Session, store: StoreFacts, priced: Pick<PricedOrder, 'orderId' | 'summary'>, card: { token: string; brand: string; lastFour: string }, o: { key: string; email: string; secret: string | undefined }) =>
  s.graph(Op.submitOrderGuest, {
    input: {
      orderId: priced.orderId,
      storeNumber: store.storeNumber,
      tenders: [{ id: card.token, tender: card.brand.toUpperCase(), amount: priced.summary.price }],
      tipAmount: 0,
      idempotencyKey: o.key,
      ...(o.secret === undefined ? {} : { guestSecret: o.secret }),
      guest: { email: o.email, marketingOptIn: false, paymentToken: card.token, paymentType: card.brand, lastFour: card.lastFour },
    },
  });

describe("a guest's order", () => {
  it('is placed and answered only with the secret of its pricing; another guest is answered 404 for it, before and after it is placed', { timeout: 120_000 }, async () => {
    const alice = createSession(server.baseUrl);
    const mallory = createSession(server.baseUrl);
    const { store, request } = await alice.orderRequest();
    const priceAs = (s: Session, r: PriceOrderRequest) => s.price(r, true);

    const priced = await priceAs(alice, request);
    expect(priced.guestSecret).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const aliceCard = await alice.tokenize('4111111111111111');
    const aliceKey = newKey('order');
    const alicesOrder = { key: aliceKey, email: 'alice@example.com', secret: priced.guestSecret };

    // Before it is placed: Mallory cannot place (and so take) Alice's pricing, with no secret or with her own.
    const own = await priceAs(mallory, request);
    const malloryCard = await mallory.tokenize('5555555555554444');
    for (const secret of [undefined, own.guestSecret, '', 'x'.repeat(32)]) {
      const a = await placeGuest(mallory, store, priced, malloryCard, { key: newKey('order'), email: 'mallory@example.com', secret });
      expect([a.status, codeOf(a)], JSON.stringify(a.body)).toEqual([404, 'NOT_FOUND']);
    }

    const placed = alice.ok<PlacedOrder>(await placeGuest(alice, store, priced, aliceCard, alicesOrder), 'placeOrderGuest');
    expect(placed).toMatchObject({ orderId: priced.orderId, paidWith: { lastFour: '1111' } });
    // Alice's retry is answered her order.
    expect(alice.ok<PlacedOrder>(await placeGuest(alice, store, priced, aliceCard, alicesOrder), 'placeOrderGuest')).toEqual(placed);

    // After: Mallory's own token with Alice's order id is a 404, with a new key, with Alice's key and e-mail
    // (the replay path), and with her own pricing's secret. Nothing of Alice's order is in any answer.
    const attempts = [
      { key: newKey('order'), email: 'mallory@example.com', secret: undefined },
      { key: aliceKey, email: 'alice@example.com', secret: undefined },
      { key: aliceKey, email: 'alice@example.com', secret: own.guestSecret },
      { key: newKey('order'), email: 'alice@example.com', secret: own.guestSecret },
    ];
    for (const attempt of attempts) {
      const a = await placeGuest(mallory, store, priced, await mallory.tokenize('5555555555554444'), attempt);
      expect([a.status, codeOf(a)], JSON.stringify(a.body)).toEqual([404, 'NOT_FOUND']);
      expect(JSON.stringify(a.body)).not.toContain('1111');
    }
    // Mallory's own pricing still places with her own secret.
    expect(mallory.ok<PlacedOrder>(await placeGuest(mallory, store, own, malloryCard, { key: newKey('order'), email: 'mallory@example.com', secret: own.guestSecret }), 'placeOrderGuest')).toMatchObject({
      orderId: own.orderId,
      paidWith: { lastFour: '4444' },
    });
  });
});
