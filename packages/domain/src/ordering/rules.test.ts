import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeConfig, type MemberSession, type GuestSession } from '../shared';
import { resolveOrderingError } from './errors';
import type { OrderPayment } from './order-model';
import type { PreviousOrder, PreviousOrderItem } from './previous-orders/previous-order-model';
import {
  canPlaceOrder,
  checkOrderPayment,
  checkStoredValueBalance,
  guestCanOrderAt,
  isGuestTokenExpired,
  tenderTypeOf,
  tipAfterPaymentChange,
} from './checkout/payment-rules';
import { isPricingExpired, pricingExpiresAt, toggleConsumption } from './pricing/pricing-rules';
import { cleanPreviousOrders, isExpressOrder, previousItemsStale, previousOrderOf, showPreviousOrders } from './previous-orders/previous-rules';
import {
  formatSlotTime,
  isSchedulable,
  pickupEstimateLabel,
  schedulableSlots,
  scheduleWindow,
  shortStoreNumber,
  storeTimeZoneNote,
  timeSlotsStale,
  timeSlotsStaleAt,
  TIME_SLOTS_MIN_REFETCH_MS,
} from './checkout/schedule-rules';
import type { TimeSlot } from './order-model';
import { pricedFixture } from './test-data';

const config = makeConfig();
const member: MemberSession = { kind: 'member', memberId: 'm', email: 'a@b.c', firstName: 'A', lastName: 'B', signedInAt: 0 };
const guest: GuestSession = { kind: 'guest', guestId: 'g', startedAt: 0, expiresAt: 1e12 };

describe('pricing expiry', () => {
  it('is expired exactly when now is past expiresIn seconds after receipt, or past expiresAt', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 900 }), fc.integer({ min: -2e6, max: 2e6 }), fc.option(fc.integer({ min: 0, max: 1e12 }), { nil: undefined }), (receivedAt, expiresIn, delta, expiresAt) => {
        const p = expiresAt === undefined ? { expiresIn } : { expiresIn, expiresAt };
        const now = receivedAt + expiresIn * 1000 + delta;
        expect(isPricingExpired(p, receivedAt, now)).toBe(now > receivedAt + expiresIn * 1000 || (expiresAt !== undefined && now > expiresAt));
        expect(isPricingExpired(p, receivedAt, pricingExpiresAt(p, receivedAt))).toBe(false);
      }),
    );
  });

  it('toggles consumption between in-store and out-of-store', () => {
    expect(toggleConsumption('CONSUME_OUT_OF_STORE')).toBe('CONSUME_IN_STORE');
    expect(toggleConsumption('CONSUME_IN_STORE')).toBe('CONSUME_OUT_OF_STORE');
  });
});

describe('payment rules for an order', () => {
  it('expires the guest token when its timestamp is above 0 and its age exceeds the maximum (default 300000 ms)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 1e9 }), fc.integer({ min: 0, max: 1e6 }), (ts, age) => {
        expect(isGuestTokenExpired(ts, ts + age, config.guestPaymentTokenMaxAgeMs)).toBe(ts > 0 && age > 300_000);
      }),
    );
  });

  it('requires pricing with an orderId and either a guest, or a non-negative price and a card id', () => {
    const p = pricedFixture();
    expect(canPlaceOrder({ pricing: p, isGuest: true })).toBe(true);
    expect(canPlaceOrder({ pricing: p, isGuest: false, cardId: 'c' })).toBe(true);
    expect(canPlaceOrder({ pricing: p, isGuest: false })).toBe(false);
    expect(canPlaceOrder({ pricing: pricedFixture({ orderId: '' }), isGuest: true })).toBe(false);
    expect(canPlaceOrder({ pricing: pricedFixture({ summary: { ...p.summary, price: -1 } }), isGuest: false, cardId: 'c' })).toBe(false);
    expect(canPlaceOrder({ isGuest: true })).toBe(false);
  });

  it("offers reload amounts covering the shortfall of price plus tip, else the single required amount, with 'Insufficient balance for order'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 20_000 }), (price, tip, balance) => {
        const r = checkStoredValueBalance({ price, tip, balance }, config.svcLoadOptions);
        const shortfall = price + tip - balance;
        expect(r.ok).toBe(shortfall <= 0);
        if (r.ok) return;
        expect(r.message).toBe('Insufficient balance for order');
        expect(r.shortfallMinor).toBe(shortfall);
        const covering = config.svcLoadOptions.filter((o) => o >= shortfall && balance + o <= 50_000);
        expect(r.reloadAmounts).toEqual(covering.length > 0 ? covering : [shortfall]);
      }),
    );
  });

  it("keeps the tip unless the new payment type can't take one: 'Your tip has been removed' / 'Tipping is not yet available for this payment type'", () => {
    const venmo: OrderPayment = { kind: 'instrument', paymentInstrumentId: 'v', paymentType: 'venmo' };
    expect(tipAfterPaymentChange(150, venmo)).toEqual({ tipMinor: 0, notice: { title: 'Your tip has been removed', message: 'Tipping is not yet available for this payment type' } });
    expect(tipAfterPaymentChange(150, { kind: 'storedValue', cardId: 'c', balanceMinor: 0 })).toEqual({ tipMinor: 150 });
  });

  it('maps payments to tenders: SVC or the uppercase payment type', () => {
    expect(tenderTypeOf({ kind: 'storedValue', cardId: 'c', balanceMinor: 0 })).toBe('SVC');
    expect(tenderTypeOf({ kind: 'instrument', paymentInstrumentId: 'p', paymentType: 'mastercard' })).toBe('MASTERCARD');
    expect(tenderTypeOf({ kind: 'guestCard', card: { token: 't', brand: 'amex', lastFour: '0005', tokenAcquiredTimestamp: 1 } })).toBe('AMEX');
  });

  const check = (over: Partial<Parameters<typeof checkOrderPayment>[0]>) =>
    checkOrderPayment({ priced: pricedFixture(), payment: undefined, tipMinor: 0, isGuest: false, now: 1_000_000, guestPaymentTokenMaxAgeMs: 300_000, svcLoadOptions: config.svcLoadOptions, ...over });
  const messageOf = (r: ReturnType<typeof check>) => (r._tag === 'Left' ? resolveOrderingError(r.left)?.message : undefined);

  it('lets guests order only at guest-ordering stores, with amex, discover, mastercard or visa, and a fresh token', () => {
    const card = { token: 'tok', brand: 'visa' as const, lastFour: '1111', tokenAcquiredTimestamp: 900_000 };
    expect(check({ isGuest: true, payment: { kind: 'guestCard', card } })._tag).toBe('Right');
    expect(guestCanOrderAt({ guestOrdering: false })).toBe(false);
    expect(check({ isGuest: true, payment: { kind: 'guestCard', card }, store: { guestOrdering: false } })).toMatchObject({ left: { code: 'GUEST_STORE_NOT_ALLOWED' } });
    expect(messageOf(check({ isGuest: true, payment: { kind: 'guestCard', card: { ...card, tokenAcquiredTimestamp: 600_000 } } }))).toBe(
      "We're sorry to say this session expired. Add your payment info again.",
    );
  });

  it('refuses cards at stores that accept only stored-value cards, and a stored-value card that cannot cover price plus tip', () => {
    const svcOnly = pricedFixture({ store: { ...pricedFixture().store, acceptsOnlyStoredValue: true } });
    expect(check({ priced: svcOnly, payment: { kind: 'instrument', paymentInstrumentId: 'p', paymentType: 'visa' } })).toMatchObject({ left: { code: 'STORED_VALUE_ONLY' } });
    expect(check({ priced: svcOnly, payment: { kind: 'storedValue', cardId: 'c', balanceMinor: 600 } })._tag).toBe('Right');
    expect(messageOf(check({ payment: { kind: 'storedValue', cardId: 'c', balanceMinor: 500 }, tipMinor: 100 }))).toBe('Insufficient balance for order');
  });
});

describe('scheduled ordering and pickup', () => {
  it('schedules only slots from now up to one hour ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.array(fc.integer({ min: -7_200_000, max: 7_200_000 }), { maxLength: 20 }), (now, offsets) => {
        const slots = offsets.map((o, i) => ({ id: `${i}`, start: now + o, end: now + o + 300_000, available: true }));
        const ok = schedulableSlots(slots, now);
        expect(ok.every((s) => s.start >= now && s.start <= now + 3_600_000)).toBe(true);
        expect(ok).toHaveLength(slots.filter((s) => isSchedulable(s, now)).length);
      }),
    );
  });

  it("shows pickup estimates above 20 minutes as '20+ mins'", () => {
    expect(pickupEstimateLabel({ minMinutes: 5, maxMinutes: 10 })).toBe('5-10 mins');
    expect(pickupEstimateLabel({ minMinutes: 18, maxMinutes: 23 })).toBe('20+ mins');
    expect(pickupEstimateLabel({ minMinutes: 20, maxMinutes: 20 })).toBe('20 mins');
  });

  it("labels slots in the store's time zone and shortens store numbers before the dash", () => {
    const t = Date.UTC(2026, 10, 22, 16, 5);
    expect(formatSlotTime(t, 'America/New_York')).toBe('11:05 AM');
    expect(formatSlotTime(t, 'America/Los_Angeles')).toBe('8:05 AM');
    expect(shortStoreNumber('12345-67890')).toBe('12345');
  });
});

describe('previous orders', () => {
  const item = (productNumber: string | undefined, availability: PreviousOrderItem['product']['form']['availability'] = 'Available'): PreviousOrderItem => ({
    product: { ...(productNumber !== undefined ? { productNumber } : {}), formCode: 'hot', name: 'x', form: { availability } },
    quantity: 1,
    sizeCode: 'M',
    sku: 's',
    sizeName: 'Medium',
    childItems: [],
  });
  const itemArb = fc.record({ pn: fc.constantFrom(undefined, '', '81', '200201', '300301'), a: fc.constantFrom<PreviousOrderItem['product']['form']['availability']>('Available', 'SoldOut', 'NotOrderable') }).map(({ pn, a }) => item(pn, a));
  const orderArb = fc.record({ items: fc.array(itemArb, { maxLength: 4 }), type: fc.constantFrom('141', '120') }).map(
    ({ items, type }, ): PreviousOrder => ({ orderId: 'o', orderType: type, orderedAt: 0, storeNumber: '1-1', basket: { items } }),
  );

  it("drops items without a product number, numbered '81' or NotOrderable, and hides orders left empty", () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 6 }), (orders) => {
        const cleaned = cleanPreviousOrders(orders);
        for (const o of cleaned) {
          expect(o.basket.items.length).toBeGreaterThan(0);
          for (const i of o.basket.items) {
            expect(['200201', '300301']).toContain(i.product.productNumber);
            expect(i.product.form.availability).not.toBe('NotOrderable');
          }
        }
        expect(cleaned.length).toBe(orders.filter((o) => o.basket.items.some((i) => ['200201', '300301'].includes(i.product.productNumber ?? '') && i.product.form.availability !== 'NotOrderable')).length);
      }),
    );
  });

  it('an order-history entry reorders from the previous order with its order id, and from none other', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 6 }), fc.string({ maxLength: 4 }), (ids, wanted) => {
        const previous = ids.map((orderId) => ({ orderId }));
        const found = previousOrderOf(wanted, previous);
        if (ids.includes(wanted)) expect(found).toBe(previous[ids.indexOf(wanted)]);
        else expect(found).toBeUndefined();
      }),
    );
  });

  it("shows previous orders only to a member with at least one (or while loading); '141' is express", () => {
    expect(showPreviousOrders(guest, 3, true)).toBe(false);
    expect(showPreviousOrders(member, 0, false)).toBe(false);
    expect(showPreviousOrders(member, 0, true)).toBe(true);
    expect(showPreviousOrders(member, 1, false)).toBe(true);
    expect(isExpressOrder({ orderType: '141' })).toBe(true);
    expect(isExpressOrder({ orderType: '120' })).toBe(false);
  });

  it('clears previous items once the most recent order is older than the configured period', () => {
    expect(previousItemsStale(undefined, 10, 5)).toBe(false);
    expect(previousItemsStale(0, 5, 5)).toBe(false);
    expect(previousItemsStale(0, 6, 5)).toBe(true);
  });
});

describe('the pickup window: now .. now + 1 hour (selectable slots and the chosen one)', () => {
  const HOUR = 3_600_000;
  const nowArb = fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 });
  const slotsArb = (now: number): fc.Arbitrary<TimeSlot[]> =>
    fc
      .array(fc.record({ offset: fc.integer({ min: -2 * HOUR, max: 2 * HOUR }), available: fc.boolean() }), { maxLength: 16 })
      .map((xs) => xs.map((x, i) => ({ id: `s${i}`, start: now + x.offset, end: now + x.offset + 300_000, available: x.available })));
  /** A list (or none known), a chosen slot (from the list, or any), and now. */
  const caseArb = nowArb.chain((now) =>
    fc.record({
      now: fc.constant(now),
      slots: fc.option(slotsArb(now), { nil: undefined }),
      pick: fc.option(fc.oneof(fc.nat(), fc.integer({ min: -2 * HOUR, max: 2 * HOUR })), { nil: undefined }),
    }),
  );
  const chosen = (c: { now: number; slots: TimeSlot[] | undefined; pick: number | undefined }): TimeSlot | undefined => {
    if (c.pick === undefined) return undefined;
    const from = c.slots ?? [];
    if (c.pick >= 0 && from.length > 0 && c.pick % 2 === 0) return from[c.pick % from.length];
    return { id: `x${c.pick}`, start: c.now + c.pick, end: c.now + c.pick + 300_000, available: true };
  };

  it('never offers a slot before now or after now + 1 hour, and offers every slot in between, in time order', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const w = scheduleWindow({ slots: c.slots, selected: chosen(c), now: c.now });
        expect(w.offered.every((s) => s.start >= c.now && s.start <= c.now + HOUR)).toBe(true);
        expect(w.offered.map((s) => s.id).sort()).toEqual((c.slots ?? []).filter((s) => s.start >= c.now && s.start <= c.now + HOUR).map((s) => s.id).sort());
        expect(w.offered.every((s, i, xs) => i === 0 || (xs[i - 1]?.start ?? 0) <= s.start)).toBe(true);
        expect(w.nextAvailable).toEqual(w.offered.find((s) => s.available));
      }),
    );
  });

  it('drops a chosen slot that fell out of the window; keeps it only while it is in the window and offered as available', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const sel = chosen(c);
        const w = scheduleWindow({ slots: c.slots, selected: sel, now: c.now });
        if (sel === undefined) {
          expect(w.selected).toBeUndefined();
          expect(w.dropped).toBeUndefined();
          return;
        }
        // Exactly one of kept and dropped, and it is the chosen slot.
        expect([w.selected, w.dropped].filter((x) => x !== undefined)).toEqual([sel]);
        if (sel.start < c.now || sel.start > c.now + HOUR) expect(w.dropped).toBe(sel);
        if (w.selected !== undefined) {
          expect(isSchedulable(w.selected, c.now)).toBe(true);
          if (c.slots !== undefined) expect(w.offered.some((s) => s.id === sel.id && s.available)).toBe(true);
        }
      }),
    );
  });

  it('once a chosen slot has passed it stays dropped at every later time', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 0, max: 2 * HOUR }), (c, later) => {
        const sel = chosen(c);
        const w = scheduleWindow({ slots: c.slots, selected: sel, now: c.now });
        if (w.dropped === undefined || w.dropped.start >= c.now) return;
        expect(scheduleWindow({ slots: c.slots, selected: sel, now: c.now + later }).dropped).toBe(sel);
      }),
    );
  });

  it('changesAt is the next instant the answer changes: nothing changes before it, something at it', () => {
    const key = (w: ReturnType<typeof scheduleWindow>) => [w.offered.map((s) => s.id).join(','), w.selected?.id ?? '-'].join('|');
    fc.assert(
      fc.property(caseArb, fc.double({ min: 0, max: 1, noNaN: true }), (c, f) => {
        const sel = chosen(c);
        const w = scheduleWindow({ slots: c.slots, selected: sel, now: c.now });
        if (w.changesAt === undefined) {
          // Nothing can change with time: every slot is already behind now, and nothing is kept.
          expect((c.slots ?? []).every((s) => s.start < c.now)).toBe(true);
          expect(w.selected).toBeUndefined();
          return;
        }
        expect(w.changesAt).toBeGreaterThan(c.now);
        const before = c.now + Math.floor(f * (w.changesAt - 1 - c.now));
        expect(key(scheduleWindow({ slots: c.slots, selected: sel, now: before }))).toBe(key(w));
        expect(key(scheduleWindow({ slots: c.slots, selected: sel, now: w.changesAt }))).not.toBe(key(w));
      }),
    );
  });

  it('example: at 9:50 the 9:45 choice is dropped and only 9:50 .. 10:50 is offered', () => {
    const at = (h: number, m: number) => Date.UTC(2026, 10, 22, h + 8, m); // Seattle wall clock
    const slot = (h: number, m: number): TimeSlot => ({ id: `${h}:${m}`, start: at(h, m), end: at(h, m + 5), available: true });
    const slots = [slot(9, 40), slot(9, 45), slot(9, 55), slot(10, 30), slot(10, 55)];
    const chosenSlot = slots[1];
    expect(scheduleWindow({ slots, selected: chosenSlot, now: at(9, 30) })).toMatchObject({ selected: chosenSlot, changesAt: at(9, 40) + 1 });
    const w = scheduleWindow({ slots, selected: chosenSlot, now: at(9, 50) });
    expect(w.dropped).toBe(chosenSlot);
    expect(w.offered.map((s) => s.id)).toEqual(['9:55', '10:30']);
    // A chosen slot the latest list does not offer (or offers as full) is dropped too.
    expect(scheduleWindow({ slots: [slot(9, 55)], selected: slot(10, 0), now: at(9, 50) }).dropped?.id).toBe('10:0');
    expect(scheduleWindow({ slots: [{ ...slot(9, 55), available: false }], selected: slot(9, 55), now: at(9, 50) }).dropped?.id).toBe('9:55');
    // With no list known, time alone judges.
    expect(scheduleWindow({ slots: undefined, selected: slot(9, 55), now: at(9, 50) }).selected?.id).toBe('9:55');
  });
});

describe('refetching the slots when the list goes stale (bounded)', () => {
  const MIN = TIME_SLOTS_MIN_REFETCH_MS;
  const loadArb = fc.record({
    loadedAt: fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }),
    offsets: fc.array(fc.integer({ min: -3_600_000, max: 3_600_000 }), { maxLength: 16 }),
  });

  it('a list goes stale when its earliest upcoming slot passes, never sooner than a minute after the load', () => {
    fc.assert(
      fc.property(loadArb, ({ loadedAt, offsets }) => {
        const slots = offsets.map((o) => ({ start: loadedAt + o }));
        const at = timeSlotsStaleAt(slots, loadedAt);
        const upcoming = slots.filter((s) => s.start >= loadedAt);
        if (upcoming.length === 0) {
          expect(at).toBeUndefined();
          return;
        }
        expect(at).toBeGreaterThanOrEqual(loadedAt + MIN);
        const earliest = Math.min(...upcoming.map((s) => s.start));
        expect(at).toBeGreaterThan(earliest);
        expect(isSchedulable({ start: earliest }, at ?? 0)).toBe(false);
        expect(at === earliest + 1 || at === loadedAt + MIN).toBe(true);
      }),
    );
  });

  it('is never stale within a minute of the load, whatever pricing did; a pricing refresh a minute or more after the load makes it stale', () => {
    fc.assert(
      fc.property(loadArb, fc.integer({ min: 0, max: MIN - 1 }), fc.integer({ min: -MIN, max: 10 * MIN }), ({ loadedAt, offsets }, dt, p) => {
        const slots = offsets.map((o) => ({ start: loadedAt + o }));
        const pricedAt = loadedAt + Math.min(p, dt);
        expect(timeSlotsStale({ slots, loadedAt, now: loadedAt + dt, pricedAt })).toBe(false);
        const repricedAt = loadedAt + MIN + Math.max(p, 0);
        expect(timeSlotsStale({ slots, loadedAt, now: repricedAt, pricedAt: repricedAt })).toBe(true);
      }),
    );
  });

  it('refetching each list when it goes stale calls at most once a minute (an hour of a store with any slot step)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), fc.integer({ min: 1, max: 900_000 }), fc.integer({ min: 0, max: 900_000 }), (start, step, lead) => {
        const slotsAt = (t: number) => {
          const out: { start: number }[] = [];
          for (let s = Math.ceil((t + lead) / step) * step; s <= t + 3_600_000 && out.length < 400; s += step) out.push({ start: s });
          return out;
        };
        let t = start;
        let loads = 1;
        for (;;) {
          const next = timeSlotsStaleAt(slotsAt(t), t);
          if (next === undefined || next > start + 3_600_000) break;
          t = next;
          loads += 1;
        }
        expect(loads).toBeLessThanOrEqual(61);
      }),
    );
  });
});

describe("the store's time zone next to the times", () => {
  const nov = Date.UTC(2026, 10, 22, 17, 30);
  const jul = Date.UTC(2026, 6, 1, 17, 30);
  it("names the store's zone when its clock differs from the viewer's, and nothing when they agree", () => {
    expect(storeTimeZoneNote('America/Los_Angeles', 'UTC', nov)).toBe('PST');
    expect(storeTimeZoneNote('America/Los_Angeles', 'Europe/Paris', jul)).toBe('PDT');
    expect(storeTimeZoneNote('America/New_York', 'America/Los_Angeles', nov)).toBe('EST');
    expect(storeTimeZoneNote('America/Los_Angeles', 'America/Los_Angeles', nov)).toBeUndefined();
    // Different names, same clock: nothing to say.
    expect(storeTimeZoneNote('America/Vancouver', 'America/Los_Angeles', nov)).toBeUndefined();
    expect(storeTimeZoneNote('Not/AZone', 'UTC', nov)).toBeUndefined();
  });
});
