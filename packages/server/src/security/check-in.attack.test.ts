// Issue #26 ("Also found"): a curbside check-in needs no sign-in, and any made-up order token was checked in
// (100 with invented tokens all answered 200). A check-in must now name an order placed at that store within the
// domain's check-in window (12 hours): a made-up token, none, another store's order or a stale one is 404
// NOT_FOUND and writes nothing; a real customer's order checks in. Over HTTP, against a real server process.
import { describe, expect, it } from 'vitest';
import { CHECK_IN_WINDOW_MS, PickupGraphOperations } from '@crema/domain/pickup';
import type { PlacedOrder, PricedOrder, StoreFacts } from '@crema/domain/ordering';
import { OrderingOperations as Op } from '@crema/domain/ordering/wire';
import { PICKUP_STORE_NUMBERS } from '@crema/catalog/pickup';
import { useServerProcess } from '../test/server-process';
import { ATTACK_ENV, codeOf, createSession, newKey, type Session } from '../test/attack-session';

const server = useServerProcess({ ...ATTACK_ENV, CREMA_CHECK_IN_RATE_PER_MINUTE: '100000' });

const checkIn = (s: Session, storeNumber: string, orderToken: string | undefined, stallNumber = 1) =>
  s.graph(PickupGraphOperations.createCustomerArrival, { arrival: { pickUpOption: 'CX', storeNumber, stallNumber, displayName: 'Avery', ...(orderToken === undefined ? {} : { orderToken }) } });

/** A drink priced and placed at `store` by `s` as a guest with a tokenized Visa: the order's id. */
const guestOrderAt = async (s: Session, store: StoreFacts, request: Awaited<ReturnType<Session['orderRequest']>>['request']): Promise<string> => {
  const priced: PricedOrder = await s.price({ ...request, storeNumber: store.storeNumber }, true);
  const card = await s.tokenize('4111111111111111');
  const placed = s.ok<PlacedOrder>(
    await s.graph(Op.submitOrderGuest, {
      input: {
        orderId: priced.orderId,
        storeNumber: store.storeNumber,
        tenders: [{ id: card.token, tender: card.brand.toUpperCase(), amount: priced.summary.price }],
        tipAmount: 0,
        idempotencyKey: newKey('order'),
        ...(priced.guestSecret === undefined ? {} : { guestSecret: priced.guestSecret }),
        guest: { email: 'guest@example.com', marketingOptIn: false, paymentToken: card.token, paymentType: card.brand, lastFour: card.lastFour },
      },
    }),
    'placeOrderGuest',
  );
  return placed.orderId;
};

describe('a curbside check-in names a real order of that store', () => {
  it('refuses made-up tokens, none, another store’s order and a stale order (404); takes a real order’s', { timeout: 180_000 }, async () => {
    const guest = createSession(server.baseUrl);
    const attacker = createSession(server.baseUrl);
    const { curbsideStore } = guest.ok<{ curbsideStore: StoreFacts }>(await guest.rest('GET', '/__test/ordering/stores'));
    const { request } = await guest.orderRequest();
    // The store's pickup page offers curbside: the customer's way to check in.
    const page = guest.ok<{ curbsideAvailability: string; checkInSupported: boolean; storeNumber: string }>(
      await guest.graph(PickupGraphOperations.getPickupStore, { storeNumber: curbsideStore.storeNumber }),
      'pickupStore',
    );
    expect([page.checkInSupported, page.curbsideAvailability]).toEqual([true, 'AVAILABLE']);

    const token = await guestOrderAt(guest, curbsideStore, request);
    expect(token).toMatch(/^ord-[0-9a-f-]{36}$/);

    // A script with invented tokens, none or blank, at the order's store and at a seeded curbside store.
    const invented = [...Array.from({ length: 20 }, (_, i) => `ord-${i}`), 'ord-00000000-0000-4000-8000-000000000000', token.replace(/.$/, (c) => (c === '0' ? '1' : '0')), 'prev-demo-1', '', ' ', undefined];
    for (const store of [page.storeNumber, PICKUP_STORE_NUMBERS.curbside]) {
      for (const t of invented) {
        const a = await checkIn(attacker, store, t);
        expect([a.status, codeOf(a)], `${store} ${String(t)}`).toEqual([404, 'NOT_FOUND']);
      }
    }
    // The real order's token at another curbside store (seeded 10003 and 10004: curbside available at every hour).
    for (const store of [PICKUP_STORE_NUMBERS.curbside, PICKUP_STORE_NUMBERS.driveThruAndCurbside]) {
      const a = await checkIn(attacker, store, token);
      expect([a.status, codeOf(a)], store).toEqual([404, 'NOT_FOUND']);
    }

    // The customer, at the order's store (in either form of its number): checked in, and again at another spot.
    const first = await checkIn(guest, page.storeNumber, token, 1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const short = page.storeNumber.split('-')[0] ?? page.storeNumber;
    expect((await checkIn(guest, short, token, 2)).status).toBe(200);

    // Past the window the same order checks in no more.
    await server.advance(CHECK_IN_WINDOW_MS + 60_000);
    const stale = await checkIn(guest, page.storeNumber, token, 1);
    expect([stale.status, codeOf(stale)]).toEqual([404, 'NOT_FOUND']);
  });
});
