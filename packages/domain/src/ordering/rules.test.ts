import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeConfig, type MemberSession, type GuestSession } from '../shared';
import { resolveOrderingError } from './errors';
import type { OrderPayment } from './order-model';
import type { PreviousOrder, PreviousOrderItem } from './member-model';
import {
  canPlaceOrder,
  checkOrderPayment,
  checkStoredValueBalance,
  guestCanOrderAt,
  isGuestTokenExpired,
  tenderTypeOf,
  tipAfterPaymentChange,
} from './payment-rules';
import { isPricingExpired, pricingExpiresAt, toggleConsumption } from './pricing-rules';
import { cleanPreviousOrders, isExpressOrder, previousItemsStale, showPreviousOrders } from './previous-rules';
import { formatSlotTime, isSchedulable, pickupEstimateLabel, schedulableSlots, shortStoreNumber } from './schedule-rules';
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
