import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { money } from '../../shared/money';
import { egiftDeliveryLabel, egiftDeliveryOf, EgiftDeliveryLabels, itemCount, newestOrdersFirst, orderItemsSummary } from './history-rules';
import type { OrderHistoryEntry } from '../model';

const arbOrder: fc.Arbitrary<OrderHistoryEntry> = fc.record({
  orderId: fc.uuid(),
  storeNumber: fc.constant('1'),
  storeName: fc.constant('Pike'),
  placedAt: fc.nat(),
  items: fc.array(fc.record({ name: fc.constantFrom('Latte', 'Mocha'), quantity: fc.integer({ min: 1, max: 5 }) }), { maxLength: 4 }),
  total: fc.nat().map((n) => money(n)),
  starsEarned: fc.nat(),
});

describe('order history rules', () => {
  it('sorts newest first without losing orders', () => {
    fc.assert(
      fc.property(fc.array(arbOrder, { maxLength: 10 }), (orders) => {
        const sorted = newestOrdersFirst(orders);
        expect(sorted.map((o) => o.orderId).sort()).toEqual(orders.map((o) => o.orderId).sort());
        for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]!.placedAt).toBeGreaterThanOrEqual(sorted[i]!.placedAt);
      }),
    );
  });

  it('summarizes the items', () => {
    const o = (items: OrderHistoryEntry['items']) => ({ items });
    expect(orderItemsSummary(o([{ name: 'Caffè Latte', quantity: 1 }]))).toBe('Caffè Latte');
    expect(orderItemsSummary(o([{ name: 'Cold Brew', quantity: 2 }]))).toBe('2 Cold Brew');
    expect(orderItemsSummary(o([{ name: 'Caffè Latte', quantity: 1 }, { name: 'Croissant', quantity: 1 }]))).toBe('Caffè Latte and 1 more item');
    expect(orderItemsSummary(o([{ name: 'Caffè Latte', quantity: 1 }, { name: 'Croissant', quantity: 2 }]))).toBe('Caffè Latte and 2 more items');
    expect(itemCount(o([{ name: 'a', quantity: 2 }, { name: 'b', quantity: 3 }]))).toBe(5);
  });
});

describe('e-gift delivery', () => {
  const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined }).chain((v) => (v === undefined ? fc.constantFrom(undefined, null) : fc.constant(v)));

  it('is unknown without a queued message, sending until its delivery is recorded, then delivered at that instant', () => {
    fc.assert(
      fc.property(maybe(fc.string({ minLength: 1 })), maybe(fc.nat()), (messageId, deliveredAt) => {
        const d = egiftDeliveryOf(messageId, deliveredAt);
        if (messageId === null || messageId === undefined) expect(d).toBeUndefined();
        else if (deliveredAt === null || deliveredAt === undefined) expect(d).toEqual({ status: 'sending' });
        else expect(d).toEqual({ status: 'delivered', deliveredAt });
      }),
    );
  });

  it('reads Sending or Delivered, and nothing when unknown', () => {
    expect(egiftDeliveryLabel({})).toBeUndefined();
    expect(egiftDeliveryLabel({ delivery: { status: 'sending' } })).toBe(EgiftDeliveryLabels.sending);
    expect(egiftDeliveryLabel({ delivery: { status: 'delivered', deliveredAt: 1 } })).toBe('Delivered');
  });
});
