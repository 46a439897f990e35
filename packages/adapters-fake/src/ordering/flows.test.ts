// End-to-end ordering flows: the domain use cases on the fake backend, as the web runs them.
import { describe, expect, it } from 'vitest';
import { firstValueFrom, lastValueFrom } from 'rxjs';
import type { GuestSession } from '@crema/domain';
import type { CartItemInput, OrderPayment, StoreFacts } from '@crema/domain/ordering';
import { allProducts } from '@crema/domain/ordering';
import { DEMO_PRIMARY_CARD_ID } from '@crema/catalog/cards';
import { DEMO_INSTRUMENT_IDS } from '@crema/catalog/payments';
import { deriveStore, OPT } from '@crema/catalog/ordering';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { readOrderHistory } from '../account';
import { findCard } from '../cards';
import { readStarsAccount } from '../rewards';
import { createFakeCardTokenizer } from '../payments';
import { ordersTable } from './tables';
import { cartInput, makeApp, type TestApp } from './test-app';
import { FRIENDLY_STORE } from './test-fixture';
import { completedTasks } from '../stream/onboarding-table';

const guest: GuestSession = { kind: 'guest', guestId: 'g1', startedAt: 0, expiresAt: Number.MAX_SAFE_INTEGER };
const visa = { kind: 'instrument', paymentInstrumentId: DEMO_INSTRUMENT_IDS.visa, paymentType: 'visa' } as const;
const svc = (balanceMinor: number) => ({ kind: 'storedValue', cardId: DEMO_PRIMARY_CARD_ID, balanceMinor }) as const;

/** A signed-in member's cart of one item, priced at `store` and paid with `payment`; `place` places it. */
const pricedAndPaid = async (app: TestApp, item: CartItemInput, payment: OrderPayment, store: StoreFacts = FRIENDLY_STORE) => {
  const session = app.signIn();
  app.cart.add(item);
  await lastValueFrom(app.priceOrder({ session, store }));
  app.order.dispatch({ type: 'PaymentSelected', payment });
  return { place: () => lastValueFrom(app.placeOrder({ session, store })) };
};

describe('member order with a stored-value card', () => {
  it('prices honestly, debits the card by price plus tip (its auto reload tops it up), earns Stars, records history and previous orders, clears the cart', async () => {
    const app = makeApp();
    const session = app.signIn();
    app.cart.add(cartInput('200201', 'hot', 'M', [{ n: OPT.milkOat, q: 1 }]));
    app.cart.add(cartInput('300301', 'food', 'EA', [{ n: OPT.warming, v: 'Warmed' }]));
    const priced = await lastValueFrom(app.priceOrder({ session, store: FRIENDLY_STORE }));
    if (priced.status !== 'ok') throw new Error(priced.status === 'error' ? priced.message : priced.status);
    expect(priced.value.priced.summary.subtotalMinor).toBe(395 + 40 + 70 + 345);
    expect(app.cart.current().needsRefresh).toBe(false);
    const balance = findCard(app.world.backend, DEMO_MEMBER.memberId, DEMO_PRIMARY_CARD_ID)?.balance ?? 0;
    const stars = readStarsAccount(app.world.backend, DEMO_MEMBER.memberId).stars;
    app.order.dispatch({ type: 'PaymentSelected', payment: svc(balance) });
    app.order.dispatch({ type: 'TipSet', tipMinor: 100 });
    const done = await lastValueFrom(app.placeOrder({ session, store: FRIENDLY_STORE }));
    if (done.status !== 'ok') throw new Error(done.status === 'error' ? done.message : done.status);
    const total = priced.value.priced.summary.price + 100;
    expect(done.value.order.totalMinor).toBe(total);
    // The demo card's auto reload ($25 when below $10) tops it up when the order takes it under the trigger, as the server's ledger does.
    const after = balance - total;
    const topped = after < 1000 ? after + 2500 : after;
    expect(findCard(app.world.backend, DEMO_MEMBER.memberId, DEMO_PRIMARY_CARD_ID)?.balance).toBe(topped);
    expect(done.value.order.paidWith.balanceAfterMinor).toBe(topped);
    expect(readStarsAccount(app.world.backend, DEMO_MEMBER.memberId).stars).toBe(stars + done.value.order.starsEarned);
    expect(readOrderHistory(app.world.backend, DEMO_MEMBER.memberId)[0]?.orderId).toBe(done.value.order.orderId);
    // The order ahead completes the member's Purchase onboarding task now; MOP keeps its seeded date.
    const tasks = completedTasks(app.world.backend, DEMO_MEMBER.memberId);
    expect(tasks.Purchase).toBe(app.world.backend.clock.now());
    expect(tasks.MOP).toBeLessThan(app.world.backend.clock.now());
    expect(done.value.pickupLabel).toMatch(/^\d+-\d+ mins$|^20\+ mins$/);
    expect(app.cart.current().items).toEqual([]);
    expect(app.cart.current().previousItems.map((i) => i.product.name)).toEqual(['Caffè Latte', 'Butter Croissant']);
    const prev = await lastValueFrom(app.listPreviousOrders({ session }));
    expect(prev.status === 'ok' && prev.value.orders[0]?.orderId).toBe(done.value.order.orderId);
  });

  it("refuses a card that cannot cover the order before calling, with 'Insufficient balance for order' and reload amounts", async () => {
    const app = makeApp();
    const { place } = await pricedAndPaid(app, cartInput('400201', 'whole-bean', 'LB2'), svc(1845));
    const s = await place();
    expect(s.status === 'error' && s.message).toBe('Insufficient balance for order');
    expect(s.status === 'error' && s.error.error.context?.['reloadAmounts']).toEqual([2500, 5000, 10000].filter((x) => x >= (app.order.get().pricing.priced?.summary.price ?? 0) - 1845));
    expect(app.cart.current().items).toHaveLength(1);
  });

  it("says 'Looks like your card balance is too low...' when the server finds the balance too low", async () => {
    const app = makeApp();
    const stale = svc(1_000_000); // a stale balance on screen
    const { place } = await pricedAndPaid(app, cartInput('400201', 'whole-bean', 'LB2'), stale);
    const s = await place();
    expect(s.status === 'error' && s.message).toBe('Looks like your card balance is too low to complete your order.');
  });
});

describe('offers', () => {
  it('applies a Star reward the member can afford and spends its Stars on the order', async () => {
    const app = makeApp();
    const session = app.signIn();
    app.cart.add(cartInput('200101', 'hot', 'L'));
    const priced = await lastValueFrom(app.applyOffer({ session, store: FRIENDLY_STORE, offer: { code: 'STARS-100', type: 'STAR_REWARD', stars: 100 } }));
    expect(priced.status === 'ok' && priced.value.priced.summary.discountMinor).toBe(245 + 80);
    app.order.dispatch({ type: 'PaymentSelected', payment: visa });
    const before = readStarsAccount(app.world.backend, DEMO_MEMBER.memberId).stars;
    const done = await lastValueFrom(app.placeOrder({ session, store: FRIENDLY_STORE }));
    expect(done.status === 'ok' && done.value.order.starsRedeemed).toBe(100);
    expect(readStarsAccount(app.world.backend, DEMO_MEMBER.memberId).stars).toBe(before - 100 + (done.status === 'ok' ? done.value.order.starsEarned : 0));
  });

  it('removes an offer the pricing could not apply, with the coupon message', async () => {
    const app = makeApp();
    const session = app.signIn();
    app.cart.add(cartInput('200101', 'hot', 'S'));
    const s = await lastValueFrom(app.applyOffer({ session, store: FRIENDLY_STORE, offer: { code: 'STARS-200', type: 'STAR_REWARD', stars: 200 } }));
    expect(s.status === 'error' && s.message).toBe(
      "This coupon or reward can't be applied. Items may not qualify right now, or the store isn't currently participating.",
    );
    expect(app.order.get().appliedOffers).toEqual([]);
    expect(app.order.get().pricing.priced).toBeDefined();
  });

  it('reprices when the consumption type changes (to-go food is tax exempt)', async () => {
    const app = makeApp();
    const session = app.signIn();
    app.cart.add(cartInput('300101', 'food', 'EA'));
    await lastValueFrom(app.priceOrder({ session, store: FRIENDLY_STORE }));
    const toGoTax = app.order.get().pricing.summary?.taxMinor;
    await lastValueFrom(app.setConsumption({ session, store: FRIENDLY_STORE, consumptionType: 'CONSUME_IN_STORE' }));
    expect(toGoTax).toBe(0);
    expect(app.order.get().pricing.summary?.taxMinor).toBe(Math.round((545 * deriveStore(FRIENDLY_STORE.storeNumber).taxRateBps) / 10_000));
  });
});

describe('scheduled pickup', () => {
  it('clears a slot that is gone, refetches the slots and names the next pickup time', async () => {
    const app = makeApp();
    const session = app.signIn();
    const slots = await lastValueFrom(app.loadTimeSlots(FRIENDLY_STORE));
    if (slots.status !== 'ok') throw new Error('slots');
    const first = slots.value.slots.find((s) => s.available);
    if (first === undefined) throw new Error('no slot');
    expect(slots.value.slots.every((s) => s.slot.start <= app.world.clock.now() + 3_600_000)).toBe(true);
    app.order.dispatch({ type: 'TimeSlotSelected', slot: first.slot });
    app.cart.add(cartInput('200201', 'hot', 'S'));
    await lastValueFrom(app.priceOrder({ session, store: FRIENDLY_STORE }));
    app.order.dispatch({ type: 'PaymentSelected', payment: visa });
    app.world.clock.advance(first.slot.start - app.world.clock.now() - 5 * 60_000); // the slot is now inside the lead time
    const s = await lastValueFrom(app.placeOrder({ session, store: FRIENDLY_STORE }));
    const latest = await firstValueFrom(app.loadTimeSlots.latest$);
    const next = latest.status === 'ok' ? latest.value.nextAvailable?.label : undefined;
    expect(next).toBeDefined();
    expect(s.status === 'error' && s.message).toBe(`The next pickup time is ${next}`);
    expect(app.order.get().scheduledTimeSlot).toBeUndefined();
    expect(app.order.get().shouldShowTimeSlotErrorDialog).toBe(true);
    expect(app.cart.current().items).toHaveLength(1);
  });

  it("says 'This store is at capacity for ordering ahead' for a store at capacity", async () => {
    let n = 30000;
    while (!deriveStore(`${n}-1`).atCapacity) n++;
    const app = makeApp();
    const s = await lastValueFrom(app.loadTimeSlots({ storeNumber: `${n}-1` }));
    expect(s.status === 'ok' && [s.value.atCapacity, s.value.notice]).toEqual([true, 'This store is at capacity for ordering ahead']);
  });
});

describe('guests and store rules', () => {
  /** A card the fake provider tokenized for the guest (the fake server takes only tokens it issued). */
  const guestCard = async (app: ReturnType<typeof makeApp>, ts: number) => {
    const t = await firstValueFrom(
      createFakeCardTokenizer(app.world.backend).tokenize({ cardNumber: '4111111111111111', expiry: { month: 12, year: 2030 }, securityCode: '123', allowedBrands: ['visa'] }),
    );
    if (t._tag === 'Left') throw new Error(t.left.code);
    return { kind: 'guestCard', card: { ...t.right, tokenAcquiredTimestamp: ts } } as const;
  };

  it('orders as a guest with a card at a guest-ordering store, through the guest operations', async () => {
    const app = makeApp();
    app.cart.add(cartInput('201101', 'iced', 'M'));
    const p = await lastValueFrom(app.priceOrder({ session: guest, store: FRIENDLY_STORE }));
    expect(p.status).toBe('ok');
    app.order.dispatch({ type: 'PaymentSelected', payment: await guestCard(app, app.world.clock.now()) });
    const s = await lastValueFrom(app.placeOrder({ session: guest, store: FRIENDLY_STORE, guest: { email: 'guest@example.com', marketingOptIn: true } }));
    expect(s.status === 'ok' && s.value.order.starsEarned).toBe(0);
    // The order keeps where the receipt goes and the opt-in, and nothing of the card but its last four.
    const orderId = s.status === 'ok' ? s.value.order.orderId : '';
    const stored = ordersTable(app.world.backend).read()[orderId];
    expect(stored?.guest).toEqual({ email: 'guest@example.com', marketingOptIn: true });
    expect(JSON.stringify(stored)).not.toMatch(/4111111111111111|tok_/);
  });

  it('asks a guest to add payment again once the token is older than the maximum age', async () => {
    const app = makeApp();
    app.cart.add(cartInput('201101', 'iced', 'M'));
    await lastValueFrom(app.priceOrder({ session: guest, store: FRIENDLY_STORE }));
    app.order.dispatch({ type: 'PaymentSelected', payment: await guestCard(app, app.world.clock.now() - 300_001) });
    const s = await lastValueFrom(app.placeOrder({ session: guest, store: FRIENDLY_STORE, guest: { email: 'guest@example.com', marketingOptIn: false } }));
    expect(s.status === 'error' && [s.message, s.error.actions[0]?.kind]).toEqual(["We're sorry to say this session expired. Add your payment info again.", 'addPaymentAgain']);
    expect(app.order.get().selectedMethod).toBeUndefined();
  });

  it('records the refusals made before any call: a guest at a store without guest ordering, an empty cart', async () => {
    const app = makeApp();
    const session = app.signIn();
    app.cart.add(cartInput('201101', 'iced', 'M'));
    const noGuests = { ...FRIENDLY_STORE, guestOrdering: false };
    expect((await lastValueFrom(app.priceOrder({ session, store: noGuests }))).status).toBe('ok');
    expect(app.order.get().pricing.priced).toBeDefined();
    // Signed out: the member's pricing no longer holds for a guest here.
    const refused = await lastValueFrom(app.priceOrder({ session: guest, store: noGuests }));
    expect(refused.status === 'error' && refused.error.error.code).toBe('GUEST_STORE_NOT_ALLOWED');
    expect(app.order.get().pricing.priced).toBeUndefined();
    expect(app.order.get().pricing.error?.error.code).toBe('GUEST_STORE_NOT_ALLOWED');
    app.cart.clear();
    const empty = await lastValueFrom(app.priceOrder({ session: guest, store: FRIENDLY_STORE }));
    expect(empty.status === 'error' && empty.error.error.code).toBe('CART_EMPTY');
    expect(app.order.get().pricing.error).toBeUndefined();
    expect(app.order.get().pricing.priced).toBeUndefined();
  });

  it('refuses a saved card at a store that takes only stored-value cards', async () => {
    let n = 40000;
    while (!deriveStore(`${n}-1`).acceptsOnlyStoredValue) n++;
    const store = { storeNumber: `${n}-1`, guestOrdering: true };
    const app = makeApp(undefined, store);
    const { place } = await pricedAndPaid(app, cartInput('200201', 'hot', 'S'), visa, store);
    const s = await place();
    expect(s.status === 'error' && s.message).toBe('This store only accepts Crema Cards for ordering ahead.');
  });
});

describe('fault injection', () => {
  it("says 'No valid service time' when placing answers without a result, keeps the cart, and the retry places one order", async () => {
    const app = makeApp();
    const { place } = await pricedAndPaid(app, cartInput('200201', 'hot', 'M'), visa);
    app.world.backend.faults.set('placeOrder', { empty: true, times: 1 });
    const missing = await place();
    expect(missing.status === 'error' && missing.message).toBe('No valid service time');
    expect(app.cart.current().items).toHaveLength(1);
    const placed = await place();
    expect(placed.status).toBe('ok');
    expect(app.cart.current().items).toEqual([]);
  });

  it('maps an injected pricing code to its dialog (HIGH_VOLUME_STORE: choose a store)', async () => {
    const app = makeApp();
    const session = app.signIn();
    app.world.backend.faults.set('priceOrder', { code: 'HIGH_VOLUME_STORE', times: 1 });
    app.cart.add(cartInput('200201', 'hot', 'S'));
    const s = await lastValueFrom(app.priceOrder({ session, store: FRIENDLY_STORE }));
    expect(s.status === 'error' && s.error.actions).toEqual([{ kind: 'chooseStore', label: 'Choose a store' }]);
    expect(app.cart.current().needsRefresh).toBe(true);
  });

  it('falls back to the national menu when the store menu fails, and marks cart availability from store menus', async () => {
    const app = makeApp();
    app.selectedStore.dispatch({ type: 'StoreSelected', location: FRIENDLY_STORE, at: 0 });
    app.world.backend.faults.set('getMenus', { status: 500, times: 1 });
    const s = await lastValueFrom(app.loadMenus(FRIENDLY_STORE.storeNumber));
    expect(s.status === 'ok' && s.value.notice).toBe('Could not load menus for this store. Showing national menu.');
    expect(s.status === 'ok' && allProducts(s.value.catalog).length).toBeGreaterThanOrEqual(80);
    expect(app.selectedStore.get().status).toBe('none');
  });
});
