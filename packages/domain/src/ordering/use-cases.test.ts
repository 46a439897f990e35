import { describe, expect, it } from 'vitest';
import { firstValueFrom, lastValueFrom, of, Subject, toArray, type Observable } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { createManualClock, domainError, makeConfig, type MemberSession } from '../shared';
import type { OrderingError } from './errors';
import type { MenuCatalog, ProductSummary } from './menu/catalog-model';
import type { CartSnapshot } from './cart/cart-model';
import { makeCart } from './cart/cart-service';
import { makeFavoriteProducts } from './favorites/favorite-products';
import { makeLoadMenus } from './menu/load-menus';
import { makeLoadTimeSlots, pickupChoiceAt, type TimeSlotsView } from './checkout/load-time-slots';
import { OrderMessages } from './messages';
import { makeLoadProduct } from './menu/load-product';
import type { PlacedOrder, PricedOrder, TimeSlot } from './order-model';
import { makePlaceOrder } from './checkout/place-order';
import type { OrderingState } from './ordering-state';
import type { CartStore, Menus, Orders, TimeSlots } from './ports';
import { makeListPreviousOrders } from './previous-orders/previous-orders';
import { makeSelectedStore } from './state-store';
import { itemInput, pricedCheckout, pricedFixture } from './test-data';

const config = makeConfig();
const member: MemberSession = { kind: 'member', memberId: 'm', email: 'a@b.c', firstName: 'A', lastName: 'B', signedInAt: 0 };
const ok = <T>(v: T): Observable<Either<OrderingError, T>> => of(right(v));
const ko = <T>(e: OrderingError): Observable<Either<OrderingError, T>> => of(left(e));

const summary = (productNumber: string, availability: ProductSummary['availability'] = 'Available'): ProductSummary => ({
  productNumber,
  formCode: 'hot',
  name: productNumber,
  uri: `/menu/product/${productNumber}/hot`,
  displayOrder: 1,
  productType: 'Beverage',
  artwork: { shape: 'cup-hot', palette: { background: '', primary: '', secondary: '', accent: '' }, aspectRatio: 1, imageUrl: '', alt: '' },
  availability,
  startingPriceMinor: 100,
});
const catalogWith = (...products: ProductSummary[]): MenuCatalog => ({
  menus: [{ id: 'm', name: 'Drinks', uri: 'drinks', displayOrder: 1, categories: [{ id: 'c', name: 'C', uri: 'c', displayOrder: 1, subcategories: [{ id: 's', name: 'S', uri: 's', displayOrder: 1, products }] }] }],
  featured: [],
});

describe('makeCart', () => {
  it('persists every change and restores what another tab wrote', () => {
    const saved: CartSnapshot[] = [];
    const others = new Subject<CartSnapshot | null>();
    const store: CartStore = { load: () => ok(null), save: (s) => (saved.push(s), ok(undefined)), changes: () => others };
    const cart = makeCart({ clock: createManualClock(0), config, store });
    cart.add(itemInput(0));
    cart.add(itemInput(0));
    expect(saved.map((s) => s.items[0]?.quantity)).toEqual([1, 2]);
    others.next({ items: [], previousItems: [] });
    expect(cart.current().items).toEqual([]);
    expect(saved).toHaveLength(2);
  });

  it('clears previous items restored from an order older than the stale-after period', () => {
    const old: CartSnapshot = { items: [], previousItems: [{ ...itemInput(0), key: 'k', sizeCode: 'S', timeAdded: 0 }], mostRecentOrderTime: 0 };
    const store: CartStore = { load: () => ok(old), save: () => ok(undefined), changes: () => of() };
    const cart = makeCart({ clock: createManualClock(config.mostRecentOrderStaleAfterMs + 1), config, store });
    expect(cart.current().previousItems).toEqual([]);
  });

  it('answers a refused edit with its message', () => {
    const cart = makeCart({ clock: createManualClock(0), config });
    const r = cart.add(itemInput(0, 0, [], 16));
    expect(r._tag === 'Left' && r.left.message).toBe("There's a 15 item max for a single order.");
  });
});

describe('makeLoadMenus', () => {
  it("falls back to the national menu with the notice, clears the selected store, and caches per store", async () => {
    let calls = 0;
    const menus: Menus = { getMenus: (s) => (calls++, s === undefined ? ok(catalogWith(summary('1'))) : ko(domainError('HTTP_500', { status: 500 }))), getProduct: () => ko(domainError('NOT_FOUND')) };
    const selectedStore = makeSelectedStore();
    selectedStore.dispatch({ type: 'StoreSelected', location: { storeNumber: '9-9' }, at: 0 });
    const load = makeLoadMenus({ menus, clock: createManualClock(0), selectedStore });
    const last = await lastValueFrom(load('9-9'));
    expect(last.status === 'ok' && last.value.notice).toBe('Could not load menus for this store. Showing national menu.');
    expect(selectedStore.get().notice).toBe('Could not load menus for this store. Showing national menu.');
    expect(selectedStore.get().location).toBeUndefined();
    await lastValueFrom(load());
    expect(calls).toBe(2);
  });

  it("answers an empty menu with 'We could not find any menus.' and marks cart availability from a store menu", async () => {
    const empty: Menus = { getMenus: () => ok(catalogWith()), getProduct: () => ko(domainError('NOT_FOUND')) };
    const r = await lastValueFrom(makeLoadMenus({ menus: empty, clock: createManualClock(0) })());
    expect(r.status === 'error' && r.message).toBe('We could not find any menus.');
    const cart = makeCart({ clock: createManualClock(0), config });
    cart.add(itemInput(0));
    const store: Menus = { getMenus: () => ok(catalogWith(summary('200201', 'SoldOut'))), getProduct: () => ko(domainError('NOT_FOUND')) };
    await lastValueFrom(makeLoadMenus({ menus: store, clock: createManualClock(0), cart })('1-1'));
    expect(cart.current().items[0]?.availability).toBe('SoldOut');
  });
});

describe('makeLoadProduct', () => {
  it('does not ask again for a failed product before productRetryAfterMs', async () => {
    let calls = 0;
    const menus: Menus = { getMenus: () => ok(catalogWith()), getProduct: () => (calls++, ko(domainError('NOT_FOUND', { status: 404 }))) };
    const clock = createManualClock(0);
    const load = makeLoadProduct({ menus, clock, config });
    const q = { productNumber: '1', formCode: 'hot' };
    expect((await lastValueFrom(load(q))).status === 'error').toBe(true);
    const again = await lastValueFrom(load(q));
    expect(again.status === 'error' && again.message).toBe('We could not find this product.');
    expect(calls).toBe(1);
    clock.advance(config.productRetryAfterMs);
    await lastValueFrom(load(q));
    expect(calls).toBe(2);
  });
});

describe('makePlaceOrder', () => {
  const placed = (p: PricedOrder): PlacedOrder => ({ orderId: p.orderId, storeNumber: '1-1', placedAt: 0, totalMinor: p.summary.price, tipMinor: 0, starsEarned: 11, starsRedeemed: 0, paidWith: { tender: 'VISA' } });
  const setup = (orders: Partial<Orders>) => {
    const clock = createManualClock(1_000);
    const { cart, order } = pricedCheckout(clock, config, { kind: 'instrument', paymentInstrumentId: 'pi', paymentType: 'visa' });
    let calls = 0;
    const full: Orders = {
      placeOrder: (i) => (calls++, ok(placed(pricedFixture({ orderId: i.orderId })))),
      placeGuestOrder: () => ko(domainError('HTTP_400', { status: 400 })),
      pickupTime: () => ok({ minMinutes: 4, maxMinutes: 9 }),
      ...orders,
    };
    const place = makePlaceOrder({ orders: full, cart, order, clock, config });
    return { place, cart, order, clock, calls: () => calls };
  };
  const req = { session: member, store: { storeNumber: '1-1', name: 'Pike' } };

  it('places one order for a double submit while the first is in flight, then clears the cart and offers and routes to previous orders', async () => {
    const answer = new Subject<Either<OrderingError, PlacedOrder | null>>();
    let calls = 0;
    const w = setup({ placeOrder: () => (calls++, answer) });
    const a = lastValueFrom(w.place(req));
    const b = lastValueFrom(w.place(req));
    expect(w.order.get().orderStatus.processing).toBe(true);
    answer.next(right(placed(pricedFixture())));
    answer.complete();
    for (const s of await Promise.all([a, b])) expect(s.status).toBe('ok');
    expect(calls).toBe(1);
    const first = await a;
    expect(first.status === 'ok' && first.value.pickupLabel).toBe('4-9 mins');
    expect(w.cart.current().items).toEqual([]);
    expect(w.order.get().appliedOffers).toEqual([]);
    // The pricing is spent: a later submit has nothing to place and calls nothing.
    const again = await lastValueFrom(w.place(req));
    expect(again.status === 'error' && again.error.error.code).toBe('PRICING_MISSING');
    expect(calls).toBe(1);
  });

  it("answers a missing result with 'No valid service time' and keeps the cart", async () => {
    const w = setup({ placeOrder: () => ok(null) });
    const s = await lastValueFrom(w.place(req));
    expect(s.status === 'error' && s.message).toBe('No valid service time');
    expect(w.cart.current().items).toHaveLength(1);
    expect(w.order.get().orderStatus.processing).toBe(false);
  });

  it('refuses a stale order (cart changed since pricing) with the stale message, without calling the server', async () => {
    const w = setup({});
    w.cart.add(itemInput(1));
    const s = await lastValueFrom(w.place(req));
    expect(s.status === 'error' && s.message).toBe('Looks like your order may be a little stale. Refresh to continue with your order.');
    expect(w.calls()).toBe(0);
    w.cart.pricingFetched();
    w.clock.advance(300_001);
    const expired = await lastValueFrom(w.place(req));
    expect(expired.status === 'error' && expired.error.error.code).toBe('PRICING_EXPIRED');
  });

  it('emits loading then the result', async () => {
    const w = setup({});
    expect((await firstValueFrom(w.place(req).pipe(toArray()))).map((s) => s.status)).toEqual(['loading', 'ok']);
  });

  it('sends the same key again for the same cart priced anew after a submit whose outcome is unknown, and a new key after a refusal', async () => {
    const keys: string[] = [];
    const answers = [ko<PlacedOrder | null>(domainError('TIMEOUT')), ko<PlacedOrder | null>(domainError('HTTP_502', { status: 502 })), ko<PlacedOrder | null>(domainError('STORE_CLOSED', { status: 400 }))];
    const w = setup({ placeOrder: (i) => (keys.push(i.idempotencyKey), answers.shift() ?? ok(placed(pricedFixture({ orderId: i.orderId })))) });
    const reprice = (orderId: string) => w.order.dispatch({ type: 'PricingSucceeded', priced: pricedFixture({ orderId }), receivedAt: w.clock.now() });
    expect((await lastValueFrom(w.place(req))).status).toBe('error');
    reprice('ord-2');
    expect((await lastValueFrom(w.place(req))).status).toBe('error');
    reprice('ord-3');
    expect((await lastValueFrom(w.place(req))).status).toBe('error');
    reprice('ord-4');
    expect((await lastValueFrom(w.place(req))).status).toBe('ok');
    expect(keys).toEqual(['order-ord-1', 'order-ord-1', 'order-ord-1', 'order-ord-4']);
  });

  it('gives a changed cart its own key even after an unknown outcome', async () => {
    const keys: string[] = [];
    const w = setup({ placeOrder: (i) => (keys.push(i.idempotencyKey), keys.length === 1 ? ko(domainError('NETWORK_ERROR')) : ok(placed(pricedFixture({ orderId: i.orderId })))) });
    await lastValueFrom(w.place(req));
    w.cart.add(itemInput(1));
    w.cart.pricingFetched();
    w.order.dispatch({ type: 'PricingSucceeded', priced: pricedFixture({ orderId: 'ord-2' }), receivedAt: w.clock.now() });
    await lastValueFrom(w.place(req));
    expect(keys).toEqual(['order-ord-1', 'order-ord-2']);
  });
});

describe('previous orders and favorites', () => {
  it('lists nothing for guests without asking, and asks the configured page size for members', async () => {
    const limits: number[] = [];
    const list = makeListPreviousOrders({ previousOrders: { list: (q) => (limits.push(q.limit), ok([])) }, clock: createManualClock(0), config });
    const g = await lastValueFrom(list({ session: { kind: 'guest', guestId: 'g', startedAt: 0, expiresAt: 1 } }));
    expect(g.status === 'ok' && g.value).toEqual({ orders: [], visible: false });
    await lastValueFrom(list({ session: member }));
    expect(limits).toEqual([40]);
  });

  it('adding a favorite already known only shows the added notice', async () => {
    let adds = 0;
    const item = { productNumber: '1', formCode: 'hot', sizeCode: 'M', sku: 's', selectedOptions: [] };
    const fav = { id: 'f1', product: { productNumber: '1', name: 'Latte', forms: [{ name: 'Hot', formCode: 'hot' }] }, item, addedAt: 0 };
    const svc = makeFavoriteProducts({ favorites: { list: () => ok([fav]), add: () => (adds++, ok(fav)), remove: () => ok([]) }, clock: createManualClock(0), config });
    await lastValueFrom(svc.list(member));
    const r = await lastValueFrom(svc.add(member, { productName: 'Latte', formName: 'Hot', item }));
    expect(r.status === 'ok' && [r.value.alreadyAdded, r.value.notice]).toEqual([true, 'Added to your favorites']);
    expect(adds).toBe(0);
  });
});

describe('makeLoadTimeSlots and the pickup choice over time', () => {
  // Seattle wall clock on 2026-11-22 (PST, UTC-8).
  const at = (h: number, m: number) => Date.UTC(2026, 10, 22, h + 8, m);
  const STORE = { storeNumber: '10002-91367', name: 'Westlake Center', timeZoneId: 'America/Los_Angeles' };
  /** Like the fake: 5-minute slots from 10 minutes ahead up to one hour ahead, all free. */
  const port = (clock: { now(): number }): TimeSlots & { calls: number } => {
    const p = {
      calls: 0,
      getStoreTimeSlots: (storeNumber: string) => {
        p.calls += 1;
        const now = clock.now();
        const slots: TimeSlot[] = [];
        for (let t = Math.ceil((now + 600_000) / 300_000) * 300_000; t <= now + 3_600_000; t += 300_000) slots.push({ id: `${t}`, start: t, end: t + 300_000, available: true });
        return ok({ storeNumber, timeZoneId: STORE.timeZoneId, atCapacity: false, slots });
      },
    };
    return p;
  };
  const okView = async (o: Observable<OrderingState<TimeSlotsView>>): Promise<TimeSlotsView> => {
    const states = await lastValueFrom(o.pipe(toArray()));
    const last = states[states.length - 1];
    if (last?.status !== 'ok') throw new Error('not loaded');
    return last.value;
  };

  it('a chosen slot that passed is dropped with the note, the past slots leave the list, and the list is due for a refetch', async () => {
    const clock = createManualClock(at(9, 30));
    const timeSlots = port(clock);
    const load = makeLoadTimeSlots({ timeSlots, clock, config });
    const view = await okView(load(STORE));
    expect(view.loadedAt).toBe(at(9, 30));
    const chosen = view.slots.find((s) => s.label === '9:45 AM')?.slot;
    expect(chosen).toBeDefined();
    const base = { view, selected: chosen, timeZoneId: STORE.timeZoneId, locale: 'en-US' };

    const fresh = pickupChoiceAt({ ...base, now: at(9, 30) });
    expect(fresh).toMatchObject({ selected: chosen, canSchedule: true, showPicker: true, refetch: false, recheckAt: at(9, 40) + 1 });
    expect(fresh.slots[0]?.label).toBe('9:40 AM');

    clock.set(at(9, 50));
    const later = pickupChoiceAt({ ...base, now: at(9, 50) });
    expect(later.selected).toBeUndefined();
    expect(later.dropped?.message).toBe(OrderMessages.scheduledSlotDropped('9:45 AM'));
    expect(later.dropped?.message).toBe('Sorry, 9:45 AM is no longer available for pickup, so we\u2019ll have your order ready as soon as possible. You can choose another time.');
    expect(later.slots.every((s) => s.slot.start >= at(9, 50))).toBe(true);
    expect(later.slots[0]?.label).toBe('9:50 AM');
    expect(later.refetch).toBe(true);
    // Nothing new can be chosen from the stale list while it reloads.
    expect(later.canSchedule).toBe(false);

    // The refetch shows the old list while it loads, then the new one (now .. now + 1h, fresh again).
    const states = await lastValueFrom(load(STORE).pipe(toArray()));
    expect(states[0]).toMatchObject({ status: 'loading', previous: view });
    const next = states[1]?.status === 'ok' ? states[1].value : undefined;
    expect(next?.slots[0]?.label).toBe('10:00 AM');
    expect(next?.slots.at(-1)?.label).toBe('10:50 AM');
    expect(pickupChoiceAt({ ...base, view: next, selected: undefined, now: at(9, 50) })).toMatchObject({ refetch: false, canSchedule: true, showPicker: false });
    expect(timeSlots.calls).toBe(2);
  });

  it('with no free slot within the hour (not at capacity), Schedule for later says why it cannot be chosen', async () => {
    const clock = createManualClock(at(9, 30));
    const view = await okView(makeLoadTimeSlots({ timeSlots: port(clock), clock, config })(STORE));
    const { nextAvailable: _free, ...taken } = view;
    const full: TimeSlotsView = { ...taken, slots: view.slots.map((s) => ({ ...s, available: false, slot: { ...s.slot, available: false } })) };
    const base = { selected: undefined, timeZoneId: STORE.timeZoneId, locale: 'en-US', now: at(9, 30) };
    expect(pickupChoiceAt({ ...base, view: full })).toMatchObject({ canSchedule: false, asap: true, noSlotNote: OrderMessages.noSlotWithinHour });
    // A free slot, a store at capacity (its own words), or no list yet: no such note.
    expect(pickupChoiceAt({ ...base, view }).noSlotNote).toBeUndefined();
    expect(pickupChoiceAt({ ...base, view: { ...full, atCapacity: true } }).noSlotNote).toBeUndefined();
    expect(pickupChoiceAt({ ...base, view: undefined }).noSlotNote).toBeUndefined();
  });

  it('a pricing refresh a minute or more after the load asks for a refetch; one sooner does not', async () => {
    const clock = createManualClock(at(9, 30));
    const view = await okView(makeLoadTimeSlots({ timeSlots: port(clock), clock, config })(STORE));
    const base = { view, selected: undefined, timeZoneId: STORE.timeZoneId, locale: 'en-US' };
    expect(pickupChoiceAt({ ...base, now: at(9, 30) + 5_000, pricedAt: at(9, 30) + 5_000 }).refetch).toBe(false);
    expect(pickupChoiceAt({ ...base, now: at(9, 31), pricedAt: at(9, 31) }).refetch).toBe(true);
  });

  it('a slot the server refused stays unavailable in later lists of that store, and the next time moves past it', async () => {
    const clock = createManualClock(at(9, 30));
    const load = makeLoadTimeSlots({ timeSlots: port(clock), clock, config });
    const first = await okView(load(STORE));
    const refused = first.nextAvailable?.slot;
    expect(refused).toBeDefined();
    const after = await okView(load(STORE, refused?.id));
    expect(after.slots.find((s) => s.slot.id === refused?.id)?.available).toBe(false);
    expect(after.nextAvailable?.slot.start).toBeGreaterThan(refused?.start ?? Infinity);
    expect((await okView(load(STORE))).nextAvailable?.slot.id).toBe(after.nextAvailable?.slot.id);
    // Another store's list is its own.
    expect((await okView(load({ ...STORE, storeNumber: '10001-65096' }))).nextAvailable?.slot.start).toBe(refused?.start);
  });

  it('with no list for the store yet, nothing can be scheduled and only time judges the choice', () => {
    const slot: TimeSlot = { id: 'a', start: at(9, 45), end: at(9, 50), available: true };
    const base = { view: undefined, selected: slot, timeZoneId: STORE.timeZoneId, locale: 'en-US' };
    expect(pickupChoiceAt({ ...base, now: at(9, 30) })).toMatchObject({ selected: slot, canSchedule: false, showPicker: false, refetch: false, slots: [] });
    expect(pickupChoiceAt({ ...base, now: at(9, 46) }).dropped?.slot).toBe(slot);
  });
});
