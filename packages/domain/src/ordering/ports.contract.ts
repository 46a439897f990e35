// Conformance suites for the ordering ports: run against the fake here and against HTTP when a server exists.
import { describe, it, expect } from 'vitest';
import type { CartOffer, PriceOrderRequest } from './order-model';
import { starsToRedeem } from './pricing/pricing-rules';
import { allProducts } from './cart/cart-rules';
import { shortStoreNumber } from './checkout/schedule-rules';
import { describeFavoriteProductsContract, describePreviousOrdersContract } from './member-ports.contract';
import {
  availableDrink,
  byCard,
  code,
  guestInput,
  guestPricing,
  placeWith,
  priceRequestFor,
  run,
  signInWithDrink,
  tokenizeGuestCard,
  value,
  type OrderingFixture,
} from './contract-helpers';
import { makeConfig } from '../shared/config';
import { ErrorCodes } from '../shared/errors';
import { OrderingCodes } from './errors';
import { describeStorePricingContract } from './store-pricing/store-pricing.contract';
import { describeOrderRefusalsContract } from './order-refusals.contract';

export type { OrderingFixture } from './contract-helpers';
export { priceRequestFor } from './contract-helpers';

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
      const details = await signInWithDrink(f);
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
      expect(a.cart.lines[0]?.totalMinor).toBe((a.cart.lines[0]?.unitPriceMinor ?? 0) * 2);
      expect(a.fulfillment.consumptionType).toBe('CONSUME_OUT_OF_STORE');
    });

    it('refuses member pricing when signed out (401) but prices a guest at a guest-ordering store', async () => {
      const f = make();
      await f.signOut();
      const { details } = await availableDrink(f);
      expect((await code(f.pricing.priceOrder(priceRequestFor(f.store, details)))).status).toBe(401);
      expect((await value(f.pricing.priceOrderForGuest(priceRequestFor(f.store, details)))).orderId).not.toBe('');
    });

    it("refuses a guest at a store without guest ordering by the backend's own facts, whatever the request says of the store", async () => {
      const f = make();
      const { details } = await availableDrink(f);
      const claimed = { ...f.memberOnlyStore, guestOrdering: true };
      expect((await code(f.pricing.priceOrderForGuest(priceRequestFor(claimed, details)))).code).toBe('MOP_NOT_ACCEPTED');
      await f.signInMember();
      expect((await value(f.pricing.priceOrder(priceRequestFor(f.memberOnlyStore, details)))).orderId).not.toBe('');
    });

    it('refuses an unknown item with ITEMS_NOT_FOUND', async () => {
      const f = make();
      const details = await signInWithDrink(f);
      const bogus = { ...details, productNumber: '00000000' };
      expect((await code(f.pricing.priceOrder(priceRequestFor(f.store, bogus)))).code).toBe('ITEMS_NOT_FOUND');
    });

    it('refuses a cart past the item maximum, and a customization past the modifier maximum', async () => {
      const f = make();
      await f.signInMember();
      const config = makeConfig();
      const { details } = await availableDrink(f);
      const tooMany = priceRequestFor(f.store, details, config.maximumItemAmount + 1);
      expect((await code(f.pricing.priceOrder(tooMany))).code).toBe(OrderingCodes.ITEM_LIMIT);
      const option = Object.values(details.options).find((o) => o.unitOfMeasure === 'quantity');
      if (option === undefined) throw new Error('a drink without quantity options');
      const base = priceRequestFor(f.store, details);
      const item = base.cart.items[0];
      if (item === undefined) throw new Error('no item');
      const heavy = { ...base, cart: { ...base.cart, items: [{ ...item, options: [{ optionProductNumber: option.product.productNumber, quantity: config.maximumModifierAmount + 1 }] }] } };
      expect((await code(f.pricing.priceOrder(heavy))).code).toBe(OrderingCodes.MODIFIER_LIMIT);
    });
  });
};

export const describeOrdersContract = (name: string, make: () => OrderingFixture): void => {
  describe(`Orders contract: ${name}`, () => {
    it('places a priced member order once per orderId, and answers its pickup time', async () => {
      const f = make();
      const details = await signInWithDrink(f);
      const priced = await value(f.pricing.priceOrder(priceRequestFor(f.store, details)));
      const first = await value(placeWith(f, priced, byCard(f)));
      const again = await value(placeWith(f, priced, byCard(f), 'another-key'));
      expect(first?.orderId).toBe(priced.orderId);
      expect(again).toEqual(first);
      expect(first?.totalMinor).toBe(priced.summary.price);
      const pickup = await value(f.orders.pickupTime(priced.orderId, shortStoreNumber(f.store.storeNumber)));
      expect(pickup.minMinutes).toBeLessThanOrEqual(pickup.maxMinutes);
      const previous = await value(f.previousOrders.list({ limit: 10 }));
      expect(previous.filter((o) => o.orderId === priced.orderId)).toHaveLength(1);
    });

    it('answers the same idempotency key with the first order, even after the same cart is priced again', async () => {
      const f = make();
      const details = await signInWithDrink(f);
      const req = priceRequestFor(f.store, details);
      const priced = await value(f.pricing.priceOrder(req));
      const first = await value(placeWith(f, priced, byCard(f), 'checkout-1'));
      expect(await value(placeWith(f, priced, byCard(f), 'checkout-1'))).toEqual(first);
      const repriced = await value(f.pricing.priceOrder(req));
      expect(await value(placeWith(f, repriced, byCard(f), 'checkout-1'))).toEqual(first);
      const previous = await value(f.previousOrders.list({ limit: 10 }));
      expect(previous.filter((o) => o.orderId === priced.orderId)).toHaveLength(1);
      expect(previous.some((o) => o.orderId === repriced.orderId)).toBe(false);
      // A new key for the new pricing is a new order.
      expect((await value(placeWith(f, repriced, byCard(f), 'checkout-2')))?.orderId).toBe(repriced.orderId);
    });

    it("spends a Star reward's Stars once on the order, and offers a member with no Stars none", async () => {
      const f = make();
      await f.signInMember();
      // The first available product the backend offers a Star reward on (rewards are offered only when the
      // member's Stars pay for them, so the demo member's seeded Stars pay for this one).
      const menu = await value(f.menus.getMenus(f.store.storeNumber));
      let found: { req: PriceOrderRequest; reward: CartOffer } | undefined;
      for (const p of allProducts(menu).filter((x) => x.availability === 'Available')) {
        const req = priceRequestFor(f.store, await value(f.menus.getProduct(p.productNumber, p.formCode, f.store.storeNumber)));
        const reward = (await value(f.pricing.priceOrder(req))).cart.offers.find((o) => o.type === 'STAR_REWARD');
        if (reward !== undefined) {
          found = { req, reward };
          break;
        }
      }
      if (found === undefined) throw new Error('no product is offered a Star reward');
      const { req, reward } = found;
      const selection = { code: reward.code, type: reward.type, ...(reward.stars !== undefined ? { stars: reward.stars } : {}) };
      const withReward = { ...req, cart: { ...req.cart, offers: [selection] } };
      const priced = await value(f.pricing.priceOrder(withReward));
      expect(priced.appliedOffers.map((o) => o.code)).toEqual([reward.code]);
      const stars = starsToRedeem(priced);
      expect(stars).toBe(reward.stars);
      expect(priced.summary.discountMinor).toBeGreaterThan(0);
      const placed = await value(placeWith(f, priced, byCard(f)));
      expect(placed?.starsRedeemed).toBe(stars);
      expect(await value(placeWith(f, priced, byCard(f)))).toEqual(placed);
      // A member with no Stars: not offered, and asking for it applies nothing.
      await f.signOut();
      await f.signInNewMember();
      const none = await value(f.pricing.priceOrder(withReward));
      expect(none.cart.offers.some((o) => o.type === 'STAR_REWARD')).toBe(false);
      expect(starsToRedeem(none)).toBe(0);
    });

    it('debits a stored-value card once, even when the order is submitted twice at once', async () => {
      const f = make();
      const details = await signInWithDrink(f);
      const priced = await value(f.pricing.priceOrder(priceRequestFor(f.store, details)));
      const tender = { id: f.storedValueCardId, tender: 'SVC' as const };
      const [a, b] = await Promise.all([value(placeWith(f, priced, tender, 'same-key')), value(placeWith(f, priced, tender, 'same-key'))]);
      expect(a?.paidWith.tender).toBe('SVC');
      expect(a?.paidWith.balanceAfterMinor).toBeDefined();
      expect(b).toEqual(a);
      // Once more, priced anew under the same key: still the first order, the card not debited again.
      const repriced = await value(f.pricing.priceOrder(priceRequestFor(f.store, details)));
      expect((await value(placeWith(f, repriced, tender, 'same-key')))?.paidWith.balanceAfterMinor).toBe(a?.paidWith.balanceAfterMinor);
    });

    it("charges the backend's price: tenders that do not add up to the priced total are refused", async () => {
      const f = make();
      const details = await signInWithDrink(f);
      const priced = await value(f.pricing.priceOrder(priceRequestFor(f.store, details)));
      const short = { ...priced, summary: { ...priced.summary, price: priced.summary.price - 1 } };
      expect((await code(placeWith(f, short, byCard(f)))).code).toBe(ErrorCodes.VALIDATION);
      expect((await value(placeWith(f, priced, byCard(f))))?.totalMinor).toBe(priced.summary.price);
    });

    it('refuses an expired pricing, and a member order when signed out (401)', async () => {
      const f = make();
      const details = await signInWithDrink(f);
      const priced = await value(f.pricing.priceOrder(priceRequestFor(f.store, details)));
      await f.advance(priced.expiresIn * 1000 + 1);
      expect((await code(placeWith(f, priced, byCard(f)))).code).toBe(OrderingCodes.PRICING_EXPIRED);
      const fresh = await value(f.pricing.priceOrder(priceRequestFor(f.store, details)));
      await f.signOut();
      expect((await code(placeWith(f, fresh, byCard(f)))).status).toBe(401);
    });

    it('places a guest order with a card tokenized for the guest, once', async () => {
      const f = make();
      await f.signOut();
      const card = await tokenizeGuestCard(f);
      const priced = await guestPricing(f);
      const placed = await value(f.orders.placeGuestOrder(guestInput(f, priced, card)));
      expect(placed?.starsEarned).toBe(0);
      expect(placed?.paidWith).toMatchObject({ tender: 'VISA', lastFour: '1111' });
      expect(await value(f.orders.placeGuestOrder(guestInput(f, priced, card)))).toEqual(placed);
    });

    it('refuses a guest token that was never issued, one already used, and one older than the maximum age', async () => {
      const f = make();
      await f.signOut();
      const card = await tokenizeGuestCard(f);
      const never = { ...card, token: `${card.token}-never-issued` };
      expect((await code(f.orders.placeGuestOrder(guestInput(f, await guestPricing(f), never)))).code).toBe('121043');
      expect(await value(f.orders.placeGuestOrder(guestInput(f, await guestPricing(f), card)))).not.toBeNull();
      expect((await code(f.orders.placeGuestOrder(guestInput(f, await guestPricing(f), card)))).code).toBe(OrderingCodes.GUEST_TOKEN_EXPIRED);
      const old = await tokenizeGuestCard(f);
      await f.advance(makeConfig().guestPaymentTokenMaxAgeMs + 1);
      expect((await code(f.orders.placeGuestOrder(guestInput(f, await guestPricing(f), old)))).code).toBe(OrderingCodes.GUEST_TOKEN_EXPIRED);
      const fresh = await tokenizeGuestCard(f);
      const r = await run(f.orders.placeGuestOrder(guestInput(f, await guestPricing(f), fresh)));
      expect(r._tag).toBe('Right');
    });
  });
};

export const describeTimeSlotsContract = (name: string, make: () => OrderingFixture): void => {
  describe(`TimeSlots contract: ${name}`, () => {
    it('offers slots in the future, at most one hour ahead, in time order', async () => {
      const f = make();
      const before = await f.now();
      const r = await value(f.timeSlots.getStoreTimeSlots(f.store.storeNumber, f.store));
      const after = await f.now();
      expect(r.timeZoneId.length).toBeGreaterThan(0);
      const starts = r.slots.map((s) => s.start);
      expect(starts.length).toBeGreaterThan(0);
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      for (const s of r.slots) {
        expect(s.start).toBeGreaterThanOrEqual(before);
        expect(s.start).toBeLessThanOrEqual(after + 3_600_000);
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
  describeOrderRefusalsContract(name, make);
  describeTimeSlotsContract(name, make);
  describePreviousOrdersContract(name, make);
  describeFavoriteProductsContract(name, make);
  describeStorePricingContract(name, make);
};
