// Conformance suites for the ordering ports: run against the fake here and against HTTP when a server exists.
import { describe, it, expect } from 'vitest';
import type { Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { DomainError } from '../shared/errors';
import type { ProductDetails } from './catalog-model';
import type { PriceItem, PriceOrderRequest, PlacedOrder, PricedOrder, StoreFacts, TenderType } from './order-model';
import { allProducts } from './cart-rules';
import { shortStoreNumber } from './schedule-rules';
import { describeFavoriteProductsContract, describePreviousOrdersContract } from './member-ports.contract';
import { availableDrink, code, value, type OrderingFixture } from './contract-helpers';
import { describeStorePricingContract } from './store-pricing.contract';

export type { OrderingFixture } from './contract-helpers';

export const priceRequestFor = (store: StoreFacts, details: ProductDetails, quantity = 1, key = 'line-1'): PriceOrderRequest => {
  const size = details.sizes[0];
  if (size === undefined) throw new Error('product without sizes');
  const item: PriceItem = { key, productNumber: details.productNumber, formCode: details.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity, options: [] };
  return {
    storeNumber: store.storeNumber,
    store,
    cart: { items: [item], offers: [] },
    fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' },
  };
};

const placeWith = (f: OrderingFixture, priced: PricedOrder, tender: { id: string; tender: TenderType }, key = `k-${priced.orderId}`): Observable<Either<DomainError, PlacedOrder | null>> =>
  f.orders.placeOrder({
    orderId: priced.orderId,
    storeNumber: f.store.storeNumber,
    tenders: [{ ...tender, amount: priced.summary.price }],
    tipAmount: 0,
    idempotencyKey: key,
  });

export const describeMenusContract = (name: string, make: () => OrderingFixture): void => {
  describe(`Menus contract: ${name}`, () => {
    it('lists the national menu with products that link to their product page', async () => {
      const menu = await value(make().menus.getMenus());
      const products = allProducts(menu);
      expect(menu.menus.length).toBeGreaterThan(0);
      expect(products.length).toBeGreaterThan(0);
      for (const p of products) expect(p.uri).toBe(`/menu/product/${p.productNumber}/${p.formCode}`);
    });

    it('answers a listed product with its sizes (each with sku and sizeCode) and the availability the menu shows', async () => {
      const f = make();
      const { summary, details } = await availableDrink(f);
      expect(details.productNumber).toBe(summary.productNumber);
      expect(details.formCode).toBe(summary.formCode);
      expect(details.availability).toBe(summary.availability);
      expect(details.sizes.length).toBeGreaterThan(0);
      for (const s of details.sizes) expect(s.sku.length * s.sizeCode.length).toBeGreaterThan(0);
    });

    it('answers an unknown product with a 404', async () => {
      expect((await code(make().menus.getProduct('00000000', 'hot'))).status).toBe(404);
    });
  });
};

export const describePricingContract = (name: string, make: () => OrderingFixture): void => {
  describe(`Pricing contract: ${name}`, () => {
    it('prices a member cart: a fresh orderId, an expiry, one line per item and a consistent summary', async () => {
      const f = make();
      f.signInMember();
      const { details } = await availableDrink(f);
      const req = priceRequestFor(f.store, details, 2);
      const a = await value(f.pricing.priceOrder(req));
      const b = await value(f.pricing.priceOrder(req));
      expect(a.orderId).not.toBe('');
      expect(a.orderId).not.toBe(b.orderId);
      expect(a.expiresIn).toBeGreaterThan(0);
      expect(a.cart.lines.map((l) => l.key)).toEqual(['line-1']);
      const s = a.summary;
      expect(s.price).toBe(s.subtotalMinor - s.discountMinor + s.taxMinor);
      expect(s.subtotalMinor).toBe(a.cart.lines.reduce((n, l) => n + l.totalMinor, 0));
      expect(a.fulfillment.consumptionType).toBe('CONSUME_OUT_OF_STORE');
    });

    it('refuses member pricing when signed out (401) but prices a guest at a guest-ordering store', async () => {
      const f = make();
      f.signOut();
      const { details } = await availableDrink(f);
      expect((await code(f.pricing.priceOrder(priceRequestFor(f.store, details)))).status).toBe(401);
      expect((await value(f.pricing.priceOrderForGuest(priceRequestFor(f.store, details)))).orderId).not.toBe('');
    });

    it('refuses a guest at a store without guest ordering, and an unknown item with ITEMS_NOT_FOUND', async () => {
      const f = make();
      f.signInMember();
      const { details } = await availableDrink(f);
      const noGuests = { ...f.store, guestOrdering: false };
      await code(f.pricing.priceOrderForGuest(priceRequestFor(noGuests, details)));
      const bogus = { ...details, productNumber: '00000000' };
      expect((await code(f.pricing.priceOrder(priceRequestFor(f.store, bogus)))).code).toBe('ITEMS_NOT_FOUND');
    });
  });
};

export const describeOrdersContract = (name: string, make: () => OrderingFixture): void => {
  describe(`Orders contract: ${name}`, () => {
    it('places a priced member order once per orderId, and answers its pickup time', async () => {
      const f = make();
      f.signInMember();
      const { details } = await availableDrink(f);
      const priced = await value(f.pricing.priceOrder(priceRequestFor(f.store, details)));
      const tender = { id: f.instrument.id, tender: f.instrument.paymentType.toUpperCase() as TenderType };
      const first = await value(placeWith(f, priced, tender));
      const again = await value(placeWith(f, priced, tender));
      expect(first?.orderId).toBe(priced.orderId);
      expect(again).toEqual(first);
      expect(first?.totalMinor).toBe(priced.summary.price);
      const pickup = await value(f.orders.pickupTime(priced.orderId, shortStoreNumber(f.store.storeNumber)));
      expect(pickup.minMinutes).toBeLessThanOrEqual(pickup.maxMinutes);
      const previous = await value(f.previousOrders.list({ limit: 10 }));
      expect(previous.some((o) => o.orderId === priced.orderId)).toBe(true);
    });

    it('debits a stored-value card once, even when the order is submitted twice', async () => {
      const f = make();
      f.signInMember();
      const { details } = await availableDrink(f);
      const priced = await value(f.pricing.priceOrder(priceRequestFor(f.store, details)));
      const tender = { id: f.storedValueCardId, tender: 'SVC' as const };
      const a = await value(placeWith(f, priced, tender, 'same-key'));
      const b = await value(placeWith(f, priced, tender, 'same-key'));
      expect(a?.paidWith.balanceAfterMinor).toBeDefined();
      expect(b?.paidWith.balanceAfterMinor).toBe(a?.paidWith.balanceAfterMinor);
    });

    it('refuses an expired pricing', async () => {
      const f = make();
      f.signInMember();
      const { details } = await availableDrink(f);
      const priced = await value(f.pricing.priceOrder(priceRequestFor(f.store, details)));
      f.advance(priced.expiresIn * 1000 + 1);
      await code(placeWith(f, priced, { id: f.instrument.id, tender: f.instrument.paymentType.toUpperCase() as TenderType }));
    });

    it('places a guest order with a guest card', async () => {
      const f = make();
      f.signOut();
      const { details } = await availableDrink(f);
      const priced = await value(f.pricing.priceOrderForGuest(priceRequestFor(f.store, details)));
      const placed = await value(
        f.orders.placeGuestOrder({
          orderId: priced.orderId,
          storeNumber: f.store.storeNumber,
          tenders: [{ id: f.guestCard.token, tender: f.guestCard.brand.toUpperCase() as TenderType, amount: priced.summary.price }],
          tipAmount: 0,
          idempotencyKey: `g-${priced.orderId}`,
          guest: { email: 'guest@example.com', marketingOptIn: false, paymentToken: f.guestCard.token, paymentType: f.guestCard.brand, lastFour: f.guestCard.lastFour },
        }),
      );
      expect(placed?.starsEarned).toBe(0);
    });
  });
};

export const describeTimeSlotsContract = (name: string, make: () => OrderingFixture): void => {
  describe(`TimeSlots contract: ${name}`, () => {
    it('offers slots in the future, at most one hour ahead, in time order', async () => {
      const f = make();
      const r = await value(f.timeSlots.getStoreTimeSlots(f.store.storeNumber, f.store));
      expect(r.timeZoneId.length).toBeGreaterThan(0);
      const starts = r.slots.map((s) => s.start);
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      for (const s of r.slots) {
        expect(s.start).toBeGreaterThanOrEqual(f.now());
        expect(s.start).toBeLessThanOrEqual(f.now() + 3_600_000);
        expect(s.end).toBeGreaterThan(s.start);
      }
    });
  });
};

/** All server-side ordering ports. */
export const describeOrderingContract = (name: string, make: () => OrderingFixture): void => {
  describeMenusContract(name, make);
  describePricingContract(name, make);
  describeOrdersContract(name, make);
  describeTimeSlotsContract(name, make);
  describePreviousOrdersContract(name, make);
  describeFavoriteProductsContract(name, make);
  describeStorePricingContract(name, make);
};
