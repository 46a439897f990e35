// The ordering server's pure answers: pickup slots, previous orders at a store, pickup estimates and the
// basket an order records, one product's details.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isLeft, isRight } from 'fp-ts/Either';
import { MS_PER_HOUR, MS_PER_MINUTE } from '@crema/domain';
import { DEMO_MEMBER } from '../members';
import { OPT } from './catalog/options';
import { friendlyStoreNumber } from './friendly-store';
import { menuFor, productDetailsAt } from './menus';
import { basketOf, pickupEstimate } from './placed-orders';
import { previousOrdersPage } from './previous-orders';
import { seedPreviousOrders } from './seed';
import { deriveStore } from './store-facts';
import { CAPACITY_FULL_MS, SLOT_LEAD_MS, SLOT_STEP_MS, slotsFor } from './time-slots';

const NOW = Date.UTC(2026, 10, 22, 16, 2, 30);

describe('ordering answers', () => {
  it('offers 5-minute slots from 10 minutes ahead up to an hour, none when closed, none of the next half hour at capacity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10001, max: 99999 }), fc.integer({ min: 0, max: 24 * 60 }), (n, minutes) => {
        const store = deriveStore(`${n}-1`, { storeNumber: `${n}-1`, open: true });
        const now = NOW + minutes * MS_PER_MINUTE;
        const slots = slotsFor(store, now);
        expect(slots.length).toBeGreaterThanOrEqual(10);
        expect(slots.every((s) => s.start % SLOT_STEP_MS === 0 && s.end - s.start === SLOT_STEP_MS && s.start >= now + SLOT_LEAD_MS && s.start <= now + MS_PER_HOUR)).toBe(true);
        if (store.atCapacity) expect(slots.some((s) => s.available && s.start < now + CAPACITY_FULL_MS)).toBe(false);
        expect(slotsFor({ ...store, open: false }, now)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("pages the demo member's previous orders newest first, with availability at the asked store", () => {
    const orders = seedPreviousOrders(NOW)[DEMO_MEMBER.memberId] ?? [];
    const page = previousOrdersPage([...orders].reverse(), { limit: 2 });
    expect(page.map((o) => o.orderId)).toEqual(['prev-demo-1', 'prev-demo-2']);
    const atStore = previousOrdersPage(orders, { limit: 10, storeNumber: friendlyStoreNumber() });
    const items = atStore.flatMap((o) => o.basket.items);
    expect(items.find((i) => i.product.name === 'Pumpkin Cream Cold Brew')?.product.form.availability).toBe('NotOrderable');
    expect(items.find((i) => i.product.name === 'Caffè Latte')?.product.form.availability).toBe('Available');
  });

  it("estimates pickup from the scheduled slot, else by the domain's rule on the items' own estimates (issue #32: the product page's)", () => {
    const items = [{ key: 'a', productNumber: '200201', formCode: 'hot', sizeCode: 'M', sku: '', quantity: 2, options: [{ optionProductNumber: OPT.milkOat, quantity: 1 }] }];
    expect(pickupEstimate({ orderId: 'o1', items }, NOW + 20 * MS_PER_MINUTE, NOW)).toEqual({ minMinutes: 20, maxMinutes: 25 });
    const details = productDetailsAt('200201', 'hot');
    const own = details._tag === 'Right' ? details.right.preOrderEstimate : undefined;
    // Two of one drink: its own estimate (a minute more only from the fourth item); the same for any order id.
    expect(pickupEstimate({ orderId: 'o1', items }, undefined, NOW)).toEqual(own);
    expect(pickupEstimate({ orderId: 'o2', items }, undefined, NOW)).toEqual(own);
    expect(basketOf(items)).toEqual([
      expect.objectContaining({ quantity: 2, sizeCode: 'M', sizeName: 'Medium', product: expect.objectContaining({ name: 'Caffè Latte' }), childItems: [{ productNumber: OPT.milkOat, name: 'Oat milk', quantity: 1 }] }),
    ]);
    expect(basketOf([{ ...items[0]!, productNumber: 'nope' }])).toEqual([]);
  });

  it("answers a product's details, at a store with its availability there, and 404 for no such product", () => {
    const national = productDetailsAt('200201', 'hot');
    expect(isRight(national) && national.right.name).toBe('Caffè Latte');
    const atStore = productDetailsAt('200201', 'hot', friendlyStoreNumber());
    expect(isRight(atStore) && atStore.right.availability).toBe('Available');
    const missing = productDetailsAt('999999', 'hot');
    expect(isLeft(missing) && missing.left.status).toBe(404);
    expect(menuFor().storeNumber).toBeUndefined();
    expect(menuFor('10001-1').storeNumber).toBe('10001-1');
  });
});
