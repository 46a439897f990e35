// An order's receipt: every priced line, the total with the tip, the number a barista reads, and when to pick up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricedFixture } from '../test-data';
import { orderReceipt, receiptNumber } from './receipt';

describe('an order receipt', () => {
  it('lists every priced line and totals the price and the tip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 5_000 }), (price, tip) => {
        const priced = pricedFixture();
        const r = orderReceipt({
          to: 'a@example.test',
          orderId: 'ord-1234-abcd-5678',
          storeName: '1st & Pike',
          timeZoneId: 'America/Los_Angeles',
          priced: { ...priced, summary: { ...priced.summary, price } },
          tipMinor: tip,
          paidWith: 'Visa ending in 4242',
          estimate: { minMinutes: 5, maxMinutes: 9 },
        });
        expect(r.total.amount).toBe(price + tip);
        expect(r.lines.map((l) => [l.name, l.quantity, l.price.amount])).toEqual(priced.cart.lines.map((l) => [l.label, l.quantity, l.totalMinor]));
        expect(r.pickupTime).toBe('ready in about 5-9 mins');
      }),
    );
  });

  it('says a scheduled order\'s slot in the store\'s time, and numbers the order by its id\'s last 8 letters and digits', () => {
    const r = orderReceipt({
      to: 'a@example.test',
      orderId: 'ord-1234-abcd-5678',
      storeName: '1st & Pike',
      timeZoneId: 'America/Los_Angeles',
      priced: pricedFixture(),
      tipMinor: 0,
      paidWith: 'PayPal',
      scheduledFor: Date.UTC(2026, 10, 29, 16, 15),
      estimate: { minMinutes: 5, maxMinutes: 9 },
    });
    expect(r.pickupTime).toBe('scheduled for 8:15 AM');
    expect(receiptNumber('ord-1234-abcd-5678')).toBe('ABCD5678');
    fc.assert(fc.property(fc.string(), (id) => /^[A-Z0-9]{0,8}$/.test(receiptNumber(id))));
  });
});
