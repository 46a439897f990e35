// The tip's upper bound (payment-rules.ts: the larger of $50 and 100% of the order's subtotal), as the rule,
// the payment check every place-order runs, and the checkout reducer apply it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyAmount, isCents } from '../../shared/test-amounts';
import { checkOrderPayment, isTipWithinBounds, maxTipMinor, tipRefusal, TIP_MAX_FLOOR_MINOR } from './payment-rules';
import { OrderingCodes } from '../errors';
import type { PricedOrder } from '../order-model';

const pricedWith = (subtotalMinor: number): PricedOrder => ({
  orderId: 'ord-1',
  summary: { lineItems: [], subtotalMinor, discountMinor: 0, taxMinor: 0, price: subtotalMinor, label: '', currency: 'USD' },
  isTipEnabled: true,
  expiresIn: 300,
  store: { storeNumber: '1-1', timeZoneId: 'UTC', guestOrdering: true, acceptsOnlyStoredValue: false },
  cart: { offers: [], lines: [] },
  appliedOffers: [],
  fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' },
});

const subtotal = fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 10_000_000 }));

describe('the tip bound', () => {
  it('is the larger of $50 and the subtotal', () => {
    fc.assert(
      fc.property(subtotal, (s) => {
        expect(maxTipMinor(s)).toBe(Math.max(TIP_MAX_FLOOR_MINOR, s));
      }),
    );
    expect(maxTipMinor(400)).toBe(5000);
    expect(maxTipMinor(12_000)).toBe(12_000);
  });

  it('takes only whole, non-negative cents up to it, over the whole number line', () => {
    fc.assert(
      fc.property(subtotal, anyAmount(), (s, tip) => {
        const within = isCents(tip) && tip <= Math.max(5000, s);
        expect(isTipWithinBounds(tip, s)).toBe(within);
        expect(tipRefusal(tip, pricedWith(s))?.code).toBe(within ? undefined : OrderingCodes.TIP_OUT_OF_RANGE);
      }),
      { numRuns: 3000 },
    );
  });

  it('is checked by every order payment, a guest card as much as a member instrument', () => {
    fc.assert(
      fc.property(subtotal, anyAmount(), fc.boolean(), (s, tip, isGuest) => {
        const r = checkOrderPayment({
          priced: pricedWith(s),
          payment: isGuest
            ? { kind: 'guestCard', card: { token: 'tok', brand: 'visa', lastFour: '1111', tokenAcquiredTimestamp: 0 } }
            : { kind: 'instrument', paymentInstrumentId: 'pi-1', paymentType: 'visa' },
          tipMinor: tip,
          isGuest,
          store: { guestOrdering: true },
          now: 0,
          guestPaymentTokenMaxAgeMs: 300_000,
          svcLoadOptions: [],
        });
        const within = isCents(tip) && tip <= Math.max(5000, s);
        expect(r._tag === 'Right' ? undefined : r.left.code).toBe(within ? undefined : OrderingCodes.TIP_OUT_OF_RANGE);
      }),
      { numRuns: 1000 },
    );
  });
});
