import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { estimateUnitPrice, type ConsumptionType, type OfferSelection, type PriceItem, type PriceOrderRequest, type SelectedOption } from '@crema/domain/ordering';
import { catalogEntries, findEntry, type CatalogEntry } from './catalog/catalog';
import { OPT } from './catalog/options';
import { seedCoupons, STAR_REWARDS } from './offers-seed';
import { priceCart } from './pricing-engine';
import { availabilityAt, deriveStore, type DerivedStore } from './store-facts';
import { storePriceList } from './store-prices';
import { friendlyStoreNumber } from './friendly-store';
import { DEMO_MEMBER } from '../members';

const STORE: DerivedStore = { ...deriveStore(friendlyStoreNumber()), taxRateBps: 1010 };
const coupons = seedCoupons()[DEMO_MEMBER.memberId] ?? [];
const core = catalogEntries().filter((e) => e.def.core === true);

const optionArb = (e: CatalogEntry) =>
  fc.subarray(Object.values(e.details.options), { maxLength: Math.min(3, Object.keys(e.details.options).length) }).chain((opts) =>
    fc.tuple(
      ...opts.map((o) =>
        o.unitOfMeasure === 'value'
          ? fc.constantFrom(...(o.product.values ?? [])).map((value) => ({ optionProductNumber: o.product.productNumber, value }))
          : fc.integer({ min: 0, max: o.product.max }).map((quantity) => ({ optionProductNumber: o.product.productNumber, quantity })),
      ),
    ),
  );

const itemArb = (n: number): fc.Arbitrary<PriceItem> =>
  fc.constantFrom(...core).chain((e) =>
    fc.record({ size: fc.constantFrom(...e.details.sizes), quantity: fc.integer({ min: 1, max: 3 }), options: optionArb(e) }).map(({ size, quantity, options }) => ({
      key: `k${n}-${e.details.formId}`,
      productNumber: e.details.productNumber,
      formCode: e.details.formCode,
      sku: size.sku,
      sizeCode: size.sizeCode,
      quantity,
      options,
    })),
  );

const offersArb: fc.Arbitrary<OfferSelection[]> = fc.subarray([...STAR_REWARDS, ...coupons].map((o) => ({ code: o.code, type: o.type, ...(o.couponId !== undefined ? { couponId: o.couponId } : {}) })));

const requestArb = fc
  .record({
    items: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }).chain((ns) => fc.tuple(...ns.map((_, i) => itemArb(i)))),
    offers: offersArb,
    consumption: fc.constantFrom<ConsumptionType>('CONSUME_IN_STORE', 'CONSUME_OUT_OF_STORE'),
  })
  .map(({ items, offers, consumption }): PriceOrderRequest => ({
    storeNumber: STORE.storeNumber,
    cart: { items, offers },
    fulfillment: { consumptionType: consumption, collectionType: 'IN_STORE' },
  }));

const asSelected = (item: PriceItem): SelectedOption[] =>
  item.options.map((o) => ({ ...o, product: { productNumber: o.optionProductNumber, name: '' } }));

describe('fake pricing engine', () => {
  it('is honest: subtotal is the sum of item and option prices by size; total = subtotal - discount + tax; never negative', () => {
    fc.assert(
      fc.property(requestArb, fc.integer({ min: 0, max: 600 }), (req, stars) => {
        const r = priceCart(req, STORE, { stars, coupons });
        if (r._tag === 'Left') throw new Error(r.left.code);
        const p = r.right;
        const expected = req.cart.items.reduce((sum, i) => {
          const d = findEntry(i.productNumber, i.formCode)?.details;
          return sum + (d === undefined ? 0 : (estimateUnitPrice(d, i.sizeCode, asSelected(i)) ?? 0) * i.quantity);
        }, 0);
        expect(p.summary.subtotalMinor).toBe(expected);
        expect(p.summary.price).toBe(p.summary.subtotalMinor - p.summary.discountMinor + p.summary.taxMinor);
        expect(p.summary.discountMinor).toBeLessThanOrEqual(p.summary.subtotalMinor);
        expect(p.summary.taxMinor).toBeGreaterThanOrEqual(0);
        expect(p.summary.price).toBeGreaterThanOrEqual(0);
        expect(p.appliedOffers.filter((o) => o.type === 'STAR_REWARD').reduce((n, o) => n + o.stars, 0)).toBeLessThanOrEqual(stars);
        for (const a of p.appliedOffers) expect(p.cart.offers.find((o) => o.code === a.code)?.hasBeenApplied).toBe(true);
        expect(new Set(p.appliedOffers.map((o) => o.code)).size).toBe(p.appliedOffers.length);
      }),
      { numRuns: 150 },
    );
  });

  it("charges every line the product page's estimate at the store's price list, at any store", () => {
    fc.assert(
      fc.property(requestArb, fc.integer({ min: 10005, max: 99999 }), (req, n) => {
        const storeNumber = `${n}-1`;
        const list = storePriceList(storeNumber, 0);
        const r = priceCart({ ...req, storeNumber }, { ...STORE, storeNumber }, undefined, list);
        if (r._tag === 'Left') throw new Error(r.left.code);
        for (const item of req.cart.items) {
          const d = findEntry(item.productNumber, item.formCode)?.details;
          expect(d).toBeDefined();
          if (d === undefined) continue;
          expect(r.right.cart.lines.find((l) => l.key === item.key)?.unitPriceMinor).toBe(estimateUnitPrice(d, item.sizeCode, asSelected(item), list));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('gives guests no offers', () => {
    fc.assert(
      fc.property(requestArb, (req) => {
        const r = priceCart(req, STORE, undefined);
        expect(r._tag === 'Right' && r.right.cart.offers.length + r.right.appliedOffers.length).toBe(0);
      }),
      { numRuns: 50 },
    );
  });

  const one = (productNumber: string, formCode: string, sizeCode: string, options: PriceItem['options'] = [], quantity = 1): PriceItem => {
    const size = findEntry(productNumber, formCode)?.details.sizes.find((s) => s.sizeCode === sizeCode);
    return { key: `${productNumber}-${sizeCode}`, productNumber, formCode, sku: size?.sku ?? '', sizeCode, quantity, options };
  };
  const req = (items: PriceItem[], offers: OfferSelection[] = [], consumptionType: ConsumptionType = 'CONSUME_OUT_OF_STORE'): PriceOrderRequest => ({
    storeNumber: STORE.storeNumber,
    cart: { items, offers },
    fulfillment: { consumptionType, collectionType: 'IN_STORE' },
  });

  it('exempts to-go food from tax but taxes it when eaten in the store', () => {
    const food = [one('300301', 'food', 'EA', [], 2)];
    const toGo = priceCart(req(food), STORE, undefined);
    const here = priceCart(req(food, [], 'CONSUME_IN_STORE'), STORE, undefined);
    expect(toGo._tag === 'Right' && toGo.right.summary.taxMinor).toBe(0);
    expect(here._tag === 'Right' && here.right.summary.taxMinor).toBe(Math.round((690 * 1010) / 10_000));
  });

  it('applies a Star reward to the best unit and lists the unaffordable or unqualified ones as not applied', () => {
    const items = [one('200201', 'hot', 'L', [{ optionProductNumber: OPT.milkOat, quantity: 1 }]), one('200101', 'hot', 'S')];
    const r = priceCart(req(items, [{ code: 'STARS-200', type: 'STAR_REWARD' }, { code: 'STARS-25', type: 'STAR_REWARD' }]), STORE, { stars: 210, coupons: [] });
    if (r._tag === 'Left') throw new Error(r.left.code);
    expect(r.right.appliedOffers.map((o) => [o.code, o.discountMinor])).toEqual([['STARS-200', 395 + 80 + 70]]);
    expect(r.right.cart.offers.find((o) => o.code === 'STARS-25')?.hasBeenApplied).toBe(false);
  });

  it('does not apply coupons at a store that does not take part', () => {
    const items = [one('300301', 'food', 'EA')];
    const r = priceCart(req(items, [{ code: 'HALF-OFF-FOOD', type: 'REWARD', couponId: 'cpn-demo-food' }]), { ...STORE, offersParticipating: false }, { stars: 0, coupons });
    expect(r._tag === 'Right' && r.right.appliedOffers).toEqual([]);
  });

  it('answers the pricing error codes: ITEMS_UNAVAILABLE by item, ADD_IN_LIMIT with its message, CHOOSE_DIFFERENT_ITEM, STORE_CLOSED, MOP_UNAVAILABLE', () => {
    const soldOut = catalogEntries().find((e) => e.def.core !== true && e.details.sizes[0] !== undefined);
    expect(soldOut).toBeDefined();
    const left = (r: ReturnType<typeof priceCart>) => (r._tag === 'Left' ? r.left : undefined);
    expect(left(priceCart(req([one('201102', 'iced', 'L', [{ optionProductNumber: OPT.sweetCreamFoam, quantity: 4 }])]), STORE, undefined))).toMatchObject({
      code: 'ADD_IN_LIMIT',
      serverMessage: 'You can add up to 3 of Vanilla sweet cream cold foam to one item.',
    });
    expect(left(priceCart(req([one('300301', 'food', 'EA', [{ optionProductNumber: OPT.shot, quantity: 1 }])]), STORE, undefined))?.code).toBe('CHOOSE_DIFFERENT_ITEM');
    expect(left(priceCart(req([one('300301', 'food', 'EA')]), { ...STORE, open: false }, undefined))?.code).toBe('STORE_CLOSED');
    expect(left(priceCart(req([one('300301', 'food', 'EA')]), { ...STORE, mobileOrderingAvailability: 'NOT_READY' }, undefined))?.code).toBe('MOP_UNAVAILABLE');
    // Find a store where some product is sold out and ask for it.
    for (let n = 1; n < 200; n++) {
      const s = deriveStore(`${n}-9`);
      const e = catalogEntries().find((x) => x.def.core !== true && availability(s.storeNumber, x) === 'SoldOut');
      if (e === undefined) continue;
      const size = e.details.sizes[0];
      if (size === undefined) continue;
      const item = { key: 'x', productNumber: e.details.productNumber, formCode: e.details.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity: 1, options: [] };
      expect(left(priceCart({ ...req([item]), storeNumber: s.storeNumber }, s, undefined))).toMatchObject({ code: 'ITEMS_UNAVAILABLE', context: { availability: { x: 'SoldOut' } } });
      return;
    }
    throw new Error('no sold-out product found');
  });
});

const availability = (store: string, e: CatalogEntry) => availabilityAt(store, e.details.formId, e.def.core === true);
