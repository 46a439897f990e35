// What a member does on one device is there on another, and after the server restarts: a real server process on
// a PGlite data folder (as `npm start` runs it), driven through the HTTP adapters. Device A signs in as the demo
// member, places an order paid by card, adds money to the primary Crema card and so earns Stars; device B (its
// own cookie jar) sees the same previous orders, balances, Stars, saved payment methods and e-gift history
// (device A buys an e-gift with the member's saved Visa too).
// Then the process stops, a new one starts on the same folder, and device C sees all of it again.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as t from 'io-ts';
import { StoreFactsCodec } from '@crema/domain/ordering/wire';
import { availableDrink, priceRequestFor, value } from '@crema/domain/ordering/contract';
import { GIFT_ORDER_SOURCE, todayIn } from '@crema/domain/gifting';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { testClient } from './test/client';
import { createHttpAccounts } from './auth';
import { createHttpOrdering } from './ordering';
import { createHttpCardLedger } from './cards/card-ledger';
import { createHttpLoyaltyProgram } from './rewards/loyalty-program';
import { createHttpPaymentMethods } from './payments/payment-methods';
import { createHttpEgiftHistory } from './account/account';
import { createHttpGifting } from './gifting';

const DEMO = { email: 'demo@crema.coffee', password: 'Crema-Demo-2026' };
const DEMO_VISA = 'pi-demo-visa-4242';
const FixtureStores = t.type({ store: StoreFactsCodec });

const dataDir = mkdtempSync(join(tmpdir(), 'crema-restart-'));
let server: ServerProcess | undefined;
const start = () => startServerProcess({ CREMA_DATA_DIR: dataDir, CREMA_AUTH_RATE_PER_MINUTE: '10000' });
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One device: its own cookie jar, signed in as the demo member. */
const device = async (baseUrl: string) => {
  const client = testClient(baseUrl);
  await value(createHttpAccounts(client).signIn(DEMO));
  return {
    ordering: createHttpOrdering(client),
    cards: createHttpCardLedger(client),
    stars: createHttpLoyaltyProgram(client),
    wallet: createHttpPaymentMethods(client),
    gifts: createHttpEgiftHistory(client),
    giftPurchases: createHttpGifting(client).purchases,
  };
};
type Device = Awaited<ReturnType<typeof device>>;

/** What the member sees of their account, on any device. */
const viewOf = async (d: Device) => ({
  orders: (await value(d.ordering.previousOrders.list({ limit: 50 }))).map((o) => o.orderId),
  cards: (await value(d.cards.list())).map((c) => ({ id: c.cardId, balance: c.balance.amount })),
  stars: (await value(d.stars.getStarsSummary())).stars,
  wallet: (await value(d.wallet.list())).map((p) => p.paymentInstrumentId),
  gifts: (await value(d.gifts.list())).length,
});

/** A $25 e-gift to one recipient, paid with the saved Visa, polled until the server says it is done. */
const buyGift = async (d: Device, now: number): Promise<void> => {
  const requestId = `restart-gift-${now.toString(36)}`;
  const accepted = await value(
    d.giftPurchases.purchase({
      requestId,
      orderSource: GIFT_ORDER_SOURCE,
      locale: 'en-US',
      currency: 'USD',
      paymentType: 'visa',
      senderEmail: DEMO.email,
      senderName: 'Avery Quinn',
      paymentInstrumentId: DEMO_VISA,
      egifts: [{ recipientEmail: 'sam@example.com', recipientName: 'Sam', deliveryMethod: 'EMAIL', deliveryDate: todayIn(now, 'UTC'), product: '11000101', message: 'Enjoy!', amount: { amount: 2500, currency: 'USD' } }],
      riskData: { channel: GIFT_ORDER_SOURCE, capturedAt: now },
    }),
  );
  for (let poll = 0; poll < 20; poll++) {
    await new Promise((r) => setTimeout(r, Math.min(accepted.delayMs ?? 500, 1000)));
    if ((await value(d.giftPurchases.status(requestId))).status === 'success') return;
  }
  throw new Error('the gift purchase never completed');
};

describe('two devices and a restart (npm start on a data folder)', () => {
  it('shows device A\u2019s order, reload, Stars and e-gift on device B, and on device C after the server restarts', async () => {
    server = await start();
    const fixture = FixtureStores.decode(await (await fetch(`${server.baseUrl}/__test/ordering/stores`)).json());
    if (fixture._tag === 'Left') throw new Error('the server named no fixture stores');
    const { store } = fixture.right;

    const a = await device(server.baseUrl);
    const before = await viewOf(a);
    const { details } = await availableDrink({ ...a.ordering, store } as never);
    const priced = await value(a.ordering.pricing.priceOrder(priceRequestFor(store, details)));
    const placed = await value(
      a.ordering.orders.placeOrder({
        orderId: priced.orderId,
        storeNumber: store.storeNumber,
        tenders: [{ id: DEMO_VISA, tender: 'VISA', amount: priced.summary.price }],
        tipAmount: 0,
        idempotencyKey: `restart-order-${priced.orderId}`,
      }),
    );
    expect(placed?.orderId).toBe(priced.orderId);
    expect(placed?.starsEarned).toBeGreaterThan(0);
    const primary = before.cards[0];
    if (primary === undefined) throw new Error('the demo member has no card');
    await value(a.cards.reload({ cardId: primary.id, amount: 1000, paymentInstrumentId: DEMO_VISA, idempotencyKey: 'restart-reload-1' }));
    await buyGift(a, await server.now());

    const seenOnA = await viewOf(a);
    expect(seenOnA.orders).toContain(priced.orderId);
    expect(seenOnA.cards[0]?.balance).toBe(primary.balance + 1000);
    expect(seenOnA.stars).toBe(before.stars + (placed?.starsEarned ?? 0));
    expect(seenOnA.gifts).toBe(before.gifts + 1);

    // Another profile, another device: the same account.
    expect(await viewOf(await device(server.baseUrl))).toEqual(seenOnA);

    await server.stop();
    server = await start();
    expect(await viewOf(await device(server.baseUrl))).toEqual(seenOnA);
  }, 900_000);
});
