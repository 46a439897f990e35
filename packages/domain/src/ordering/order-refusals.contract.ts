// Conformance suite for the Orders port's refusals: one case per refusal point of the server's place order
// (server/src/ordering/orders.ts) that a client can reach through the port, in the server's order, so the fake and
// the server are proved to refuse alike (run against the fake and, in adapters-http, against a real server
// process). Points no client reaches through the port: a store that vanished from the directory (STORE_NOT_FOUND),
// a tender type outside the wire's (decoded away as a 400), a guest token of a brand guests may not pay with or a
// guest at a store without guest ordering past its pricing's own refusal (GUEST_CARD_BRAND, GUEST_STORE_NOT_ALLOWED:
// the tokenizer and MOP_NOT_ACCEPTED come first), an expired saved card (no seeded member holds one), the Stars of a
// Star reward spent between its pricing and its order (REWARD_NOT_APPLIED; the coupon case below is the same point),
// and the ledger's own VALIDATION_ERROR for an amount the tender check already refused.
import { describe, it, expect } from 'vitest';
import { CARD_MAX_BALANCE } from '../cards/rules';
import type { StoredValueCard } from '../cards/model';
import { makeConfig } from '../shared/config';
import { ErrorCodes } from '../shared/errors';
import { maxTipMinor } from './checkout/payment-rules';
import { allProducts } from './cart/cart-rules';
import { OrderingCodes, PricingErrorCodes } from './errors';
import type { CartOffer, PricedOrder, PriceOrderRequest, TenderType } from './order-model';
import {
  byCard,
  cardWithAtLeast,
  code,
  guestInput,
  guestPricing,
  placeWith,
  priceRequestFor,
  signInWithDrink,
  tokenizeGuestCard,
  value,
  type OrderingFixture,
} from './contract-helpers';

/** The catalogue's 121043: payment method invalid. */
const PAYMENT_METHOD_INVALID = '121043';

let keys = 0;
/** A new key, unique across the runs against one backend. */
const newKey = async (f: OrderingFixture, label: string): Promise<string> => `${label}-${(await f.now()).toString(36)}-${++keys}`;

/** The fixture store's drink, priced for the signed-in demo member. */
const memberPricing = async (f: OrderingFixture, store = f.store, quantity = 1): Promise<PricedOrder> => {
  const details = await signInWithDrink(f);
  return value(f.pricing.priceOrder(priceRequestFor(store, details, quantity)));
};

const svc = (cardId: string): { id: string; tender: TenderType } => ({ id: cardId, tender: 'SVC' });

/** Runs `body` with the store's facts patched, and sets them back after (the suites share the backend's stores). */
const withStoreFacts = async (f: OrderingFixture, patch: Parameters<OrderingFixture['setStoreFacts']>[1], body: () => Promise<void>): Promise<void> => {
  try {
    await f.setStoreFacts(f.store.storeNumber, patch);
    await body();
  } finally {
    await f.setStoreFacts(f.store.storeNumber, { open: true, mobileOrderingAvailability: 'READY', guestOrdering: true });
  }
};

/** The first drink the store offers one of the member's coupons on, priced with the coupon applied. */
const couponPricing = async (f: OrderingFixture): Promise<{ req: PriceOrderRequest; coupon: CartOffer }> => {
  const menu = await value(f.menus.getMenus(f.store.storeNumber));
  for (const p of allProducts(menu).filter((x) => x.availability === 'Available' && x.productType === 'Beverage')) {
    const req = priceRequestFor(f.store, await value(f.menus.getProduct(p.productNumber, p.formCode, f.store.storeNumber)));
    const coupon = (await value(f.pricing.priceOrder(req))).cart.offers.find((o) => o.type === 'REWARD' && o.couponId !== undefined);
    if (coupon !== undefined) {
      const selection = { code: coupon.code, type: coupon.type, ...(coupon.couponId !== undefined ? { couponId: coupon.couponId } : {}) };
      return { req: { ...req, cart: { ...req.cart, offers: [selection] } }, coupon };
    }
  }
  throw new Error('no drink is offered one of the member\'s coupons');
};

export const describeOrderRefusalsContract = (name: string, make: () => OrderingFixture): void => {
  describe(`Orders contract, refusals: ${name}`, () => {
    it('answers 404 to an order id the payer did not price: one never priced, or another member\'s', async () => {
      const f = make();
      const priced = await memberPricing(f);
      expect((await code(placeWith(f, { ...priced, orderId: `${priced.orderId}-never-priced` }, byCard(f)))).status).toBe(404);
      await f.signOut();
      await f.signInNewMember();
      expect((await code(placeWith(f, priced, byCard(f)))).status).toBe(404);
    });

    it('refuses a tip past its bound (the larger of $50 and the subtotal) with TIP_OUT_OF_RANGE, before the key is spent', async () => {
      const f = make();
      const priced = await memberPricing(f);
      const key = await newKey(f, 'tip');
      const tip = maxTipMinor(priced.summary.subtotalMinor) + 1;
      expect((await code(placeWith(f, priced, byCard(f), key, { tipAmount: tip }))).code).toBe(OrderingCodes.TIP_OUT_OF_RANGE);
      expect((await value(placeWith(f, priced, byCard(f), key)))?.orderId).toBe(priced.orderId);
    });

    it('refuses a name for the cup that cannot go on one (CUP_NAME_INVALID) before the key is spent; keeps a good one, tidied, with the order', async () => {
      const f = make();
      const priced = await memberPricing(f);
      const key = await newKey(f, 'cup');
      for (const cupName of ['<b>Avery</b>', 'A'.repeat(21), 'Avery 2']) expect((await code(placeWith(f, priced, byCard(f), key, { cupName }))).code).toBe(OrderingCodes.CUP_NAME_INVALID);
      expect((await value(placeWith(f, priced, byCard(f), key, { cupName: '  Anne-Marie   O\u2019Neil ' })))?.cupName).toBe('Anne-Marie O\u2019Neil');
    });

    it('refuses the same idempotency key sent with another order (409), and answers the same request the first order', async () => {
      const f = make();
      const priced = await memberPricing(f);
      const key = await newKey(f, 'conflict');
      const first = await value(placeWith(f, priced, byCard(f), key));
      expect(await value(placeWith(f, priced, byCard(f), key))).toEqual(first);
      expect((await code(placeWith(f, priced, byCard(f), key, { tipAmount: 100 }))).status).toBe(409);
      expect((await code(placeWith(f, priced, { id: f.paypalInstrumentId, tender: 'PAYPAL' }, key))).status).toBe(409);
    });

    it('refuses an order sent to another store than it was priced at (STORE_NOT_AVAILABLE)', async () => {
      const f = make();
      const priced = await memberPricing(f);
      expect((await code(placeWith(f, priced, byCard(f), undefined, { storeNumber: f.marketStore.storeNumber }))).code).toBe(PricingErrorCodes.STORE_NOT_AVAILABLE);
    });

    it('refuses at place time a store that closed (STORE_CLOSED) or stopped taking mobile orders (MOP_UNAVAILABLE) since the pricing', async () => {
      const f = make();
      const priced = await memberPricing(f);
      await withStoreFacts(f, { open: false }, async () => {
        expect((await code(placeWith(f, priced, byCard(f)))).code).toBe(PricingErrorCodes.STORE_CLOSED);
      });
      await withStoreFacts(f, { mobileOrderingAvailability: 'UNAVAILABLE' }, async () => {
        expect((await code(placeWith(f, priced, byCard(f)))).code).toBe(PricingErrorCodes.MOP_UNAVAILABLE);
      });
      expect((await value(placeWith(f, priced, byCard(f))))?.orderId).toBe(priced.orderId);
    });

    it('refuses a guest at place time when the store stopped taking guest orders since the pricing (MOP_NOT_ACCEPTED)', async () => {
      const f = make();
      await f.signOut();
      const card = await tokenizeGuestCard(f);
      const priced = await guestPricing(f);
      await withStoreFacts(f, { guestOrdering: false }, async () => {
        expect((await code(f.orders.placeGuestOrder(guestInput(f, priced, card)))).code).toBe(PricingErrorCodes.MOP_NOT_ACCEPTED);
      });
      expect((await value(f.orders.placeGuestOrder(guestInput(f, priced, card))))?.orderId).toBe(priced.orderId);
    });

    it('answers no order for a pickup time past or beyond the next hour, and SLOT_UNAVAILABLE for a time no slot starts at', async () => {
      const f = make();
      const priced = await memberPricing(f);
      const now = await f.now();
      const at = (start: number) => ({ scheduledOrdering: { slotId: `slot-${start}`, start } });
      expect(await value(placeWith(f, priced, byCard(f), await newKey(f, 'late'), at(now + 2 * 3_600_000)))).toBeNull();
      expect(await value(placeWith(f, priced, byCard(f), await newKey(f, 'past'), at(now - 60_000)))).toBeNull();
      const slots = await value(f.timeSlots.getStoreTimeSlots(f.store.storeNumber, f.store));
      const slot = slots.slots.find((s) => s.available && s.start > now + 60_000);
      if (slot === undefined) throw new Error('the fixture store offers no available slot');
      expect((await code(placeWith(f, priced, byCard(f), await newKey(f, 'between'), at(slot.start + 1)))).code).toBe(OrderingCodes.SLOT_UNAVAILABLE);
      expect((await value(placeWith(f, priced, byCard(f), await newKey(f, 'slot'), at(slot.start))))?.scheduledFor).toBe(slot.start);
    });

    it('refuses a coupon another order used since the pricing (REWARD_NOT_APPLIED)', async () => {
      const f = make();
      await f.signInMember();
      const { req, coupon } = await couponPricing(f);
      const a = await value(f.pricing.priceOrder(req));
      const b = await value(f.pricing.priceOrder(req));
      expect(b.appliedOffers.map((o) => o.couponId)).toContain(coupon.couponId);
      expect((await value(placeWith(f, a, byCard(f))))?.orderId).toBe(a.orderId);
      expect((await code(placeWith(f, b, byCard(f)))).code).toBe(OrderingCodes.REWARD_NOT_APPLIED);
    });

    it('refuses a tender that does not pay the priced total plus the tip, and a tip on a payment type that takes none (VALIDATION_ERROR)', async () => {
      const f = make();
      const priced = await memberPricing(f);
      expect((await code(placeWith(f, priced, byCard(f), undefined, { amount: priced.summary.price + 1 }))).code).toBe(ErrorCodes.VALIDATION);
      expect((await code(placeWith(f, priced, { id: f.paypalInstrumentId, tender: 'PAYPAL' }, undefined, { tipAmount: 100 }))).code).toBe(ErrorCodes.VALIDATION);
      expect((await value(placeWith(f, priced, { id: f.paypalInstrumentId, tender: 'PAYPAL' })))?.paidWith.tender).toBe('PAYPAL');
    });

    it('refuses a member tender that names no card or account (PAYMENT_REQUIRED)', async () => {
      const f = make();
      const priced = await memberPricing(f);
      expect((await code(placeWith(f, priced, { id: '', tender: 'VISA' }))).code).toBe(OrderingCodes.PAYMENT_REQUIRED);
      expect((await code(placeWith(f, priced, svc('')))).code).toBe(OrderingCodes.PAYMENT_REQUIRED);
    });

    it('refuses a stored-value card the member does not hold (121043), and one whose balance is too low (INSUFFICIENT_BALANCE), moving no money', async () => {
      const f = make();
      const details = await signInWithDrink(f);
      const one = await value(f.pricing.priceOrder(priceRequestFor(f.store, details)));
      expect((await code(placeWith(f, one, svc('card-nobody-holds')))).code).toBe(PAYMENT_METHOD_INVALID);
      const cards = await value(f.cards.list());
      const low = [...cards].sort((x, y) => x.balance.amount - y.balance.amount)[0];
      if (low === undefined) throw new Error('the member holds no card');
      // The fewest drinks whose price passes the card's balance.
      const max = makeConfig().maximumItemAmount;
      let quantity = Math.min(max, Math.floor(low.balance.amount / Math.max(1, one.summary.price)) + 1);
      let priced = await value(f.pricing.priceOrder(priceRequestFor(f.store, details, quantity)));
      while (priced.summary.price <= low.balance.amount && quantity < max) priced = await value(f.pricing.priceOrder(priceRequestFor(f.store, details, ++quantity)));
      if (priced.summary.price <= low.balance.amount) throw new Error('the member\'s cards hold more than an order can cost');
      expect((await code(placeWith(f, priced, svc(low.cardId)))).code).toBe(OrderingCodes.INSUFFICIENT_BALANCE);
      expect((await value(f.cards.get(low.cardId))).balance.amount).toBe(low.balance.amount);
    });

    it('refuses a saved instrument that is not the member\'s, or not of the tender\'s type (121043)', async () => {
      const f = make();
      const priced = await memberPricing(f);
      expect((await code(placeWith(f, priced, { id: 'pi-someone-elses', tender: 'VISA' }))).code).toBe(PAYMENT_METHOD_INVALID);
      const other: TenderType = f.instrument.paymentType === 'mastercard' ? 'VISA' : 'MASTERCARD';
      expect((await code(placeWith(f, priced, { id: f.instrument.id, tender: other }))).code).toBe(PAYMENT_METHOD_INVALID);
    });

    it('refuses a card or PayPal tender, and a guest\'s card, at a store that takes only stored-value cards (STORED_VALUE_ONLY); takes a stored-value card there', async () => {
      const f = make();
      const priced = await memberPricing(f, f.storedValueOnlyStore);
      expect((await code(placeWith(f, priced, byCard(f)))).code).toBe(OrderingCodes.STORED_VALUE_ONLY);
      expect((await code(placeWith(f, priced, { id: f.paypalInstrumentId, tender: 'PAYPAL' }))).code).toBe(OrderingCodes.STORED_VALUE_ONLY);
      await cardWithAtLeast(f, f.storedValueCardId, priced.summary.price);
      expect((await value(placeWith(f, priced, svc(f.storedValueCardId))))?.paidWith.tender).toBe('SVC');
      await f.signOut();
      const card = await tokenizeGuestCard(f);
      const guest = await guestPricing(f, f.storedValueOnlyStore);
      expect((await code(f.orders.placeGuestOrder(guestInput(f, guest, card)))).code).toBe(OrderingCodes.STORED_VALUE_ONLY);
    });

    it('refuses as soon as possible at a store at capacity (HIGH_VOLUME_STORE, issue #32), and takes its first free slot', async () => {
      const f = make();
      const priced = await memberPricing(f, f.atCapacityStore);
      expect((await code(placeWith(f, priced, byCard(f)))).code).toBe(PricingErrorCodes.HIGH_VOLUME_STORE);
      const slots = await value(f.timeSlots.getStoreTimeSlots(f.atCapacityStore.storeNumber, f.atCapacityStore));
      expect(slots.atCapacity).toBe(true);
      const first = slots.slots.find((s) => s.available);
      if (first === undefined) throw new Error('the store at capacity has no free slot in the hour');
      const placed = await value(placeWith(f, priced, byCard(f), await newKey(f, 'busy'), { scheduledOrdering: { slotId: first.id, start: first.start } }));
      expect(placed?.scheduledFor).toBe(first.start);
    });

    it('refuses a guest without a well-formed receipt e-mail (GUEST_EMAIL_REQUIRED), and a tender that is not the guest\'s token (121043)', async () => {
      const f = make();
      await f.signOut();
      const card = await tokenizeGuestCard(f);
      const other = await tokenizeGuestCard(f);
      const priced = await guestPricing(f);
      for (const email of ['', 'not-an-address']) {
        expect((await code(f.orders.placeGuestOrder(guestInput(f, priced, card, await newKey(f, 'email'), { email })))).code).toBe(OrderingCodes.GUEST_EMAIL_REQUIRED);
      }
      expect((await code(f.orders.placeGuestOrder(guestInput(f, priced, card, await newKey(f, 'token'), { paymentToken: other.token })))).code).toBe(PAYMENT_METHOD_INVALID);
      expect((await value(f.orders.placeGuestOrder(guestInput(f, priced, card))))?.orderId).toBe(priced.orderId);
    });

    it('tops a card up by its auto reload when an order paid with it takes the balance below the trigger', async () => {
      const f = make();
      const priced = await memberPricing(f);
      const price = priced.summary.price;
      const before: StoredValueCard = await cardWithAtLeast(f, f.storedValueCardId, price + 1);
      const after = before.balance.amount - price;
      const settings = { cardId: before.cardId, amount: 2500, triggerAmount: after + 1, paymentInstrumentId: f.instrument.id };
      if (settings.triggerAmount + settings.amount > CARD_MAX_BALANCE) throw new Error('the card holds too much for this case');
      const profile = before.autoReloadProfile;
      await value(profile === undefined ? f.cards.createAutoReload({ ...settings, idempotencyKey: await newKey(f, 'ar') }) : f.cards.updateAutoReload({ ...settings, idempotencyKey: await newKey(f, 'ar') }));
      try {
        const placed = await value(placeWith(f, priced, svc(before.cardId)));
        expect(placed?.paidWith.balanceAfterMinor).toBe(after + settings.amount);
        expect((await value(f.cards.get(before.cardId))).balance.amount).toBe(after + settings.amount);
      } finally {
        await value(
          profile?.status === 'active'
            ? f.cards.updateAutoReload({ cardId: before.cardId, amount: profile.amount, triggerAmount: profile.triggerAmount, paymentInstrumentId: profile.paymentInstrumentId, idempotencyKey: await newKey(f, 'ar') })
            : f.cards.disableAutoReload(before.cardId, await newKey(f, 'ar')),
        );
      }
    });
  });
};
