// Conformance suite of the StorePricing port (pricing-rules, pricing-by-store-number): run against the
// fake and against the HTTP adapters on a real server. The promise the product page relies on: the store's
// published list (pricing-by-store-number) is what pricing that store charges, told apart by observation
// (a size alone, then each extra unit of an option), not by calling the rule the page estimates with.
import { describe, it, expect } from 'vitest';
import type { ProductDetails } from '../menu/catalog-model';
import { allProducts } from '../cart/cart-rules';
import type { PriceOrderRequest, StoreFacts } from '../order-model';
import { storePricingInput } from './store-pricing-rules';
import { code, value, type OrderingFixture } from '../contract-helpers';

/** A drink available at the store, with a quantity option it charges for (none included). */
const drinkWithPricedOption = async (f: OrderingFixture, store: StoreFacts): Promise<{ details: ProductDetails; optionProductNumber: string }> => {
  const menu = await value(f.menus.getMenus(store.storeNumber));
  for (const p of allProducts(menu).filter((x) => x.availability === 'Available' && x.productType === 'Beverage')) {
    const details = await value(f.menus.getProduct(p.productNumber, p.formCode, store.storeNumber));
    const option = Object.values(details.options).find(
      (o) => o.unitOfMeasure === 'quantity' && o.product.priceMinor > 0 && o.product.max >= 2 && !details.defaultOptions.some((x) => x.optionProductNumber === o.product.productNumber),
    );
    if (option !== undefined) return { details, optionProductNumber: option.product.productNumber };
  }
  throw new Error('no drink with a priced option');
};

const requestAt = (store: StoreFacts, details: ProductDetails, sizeIndex: number, optionProductNumber: string, units: number): PriceOrderRequest => {
  const size = details.sizes[sizeIndex % details.sizes.length] ?? details.sizes[0];
  if (size === undefined) throw new Error('product without sizes');
  return {
    storeNumber: store.storeNumber,
    store,
    cart: { items: [{ key: 'line-1', productNumber: details.productNumber, formCode: details.formCode, sku: size.sku, sizeCode: size.sizeCode, quantity: 2, options: units === 0 ? [] : [{ optionProductNumber, quantity: units }] }], offers: [] },
    fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' },
  };
};

export const describeStorePricingContract = (name: string, make: () => OrderingFixture): void => {
  describe(`StorePricing contract: ${name}`, () => {
    it('answers pricing rules that enable app prices for the fixture store', async () => {
      const f = make();
      const rules = await value(f.storePricing.pricingRules());
      expect(rules.markets.length).toBeGreaterThan(0);
      for (const m of rules.markets) expect(m.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(storePricingInput(rules, f.store)?.isPricingEnabled).toBe(true);
    });

    it('answers a store price list: the store, when it was priced, and whole non-negative prices', async () => {
      const f = make();
      for (const store of [f.store, f.marketStore]) {
        const list = await value(f.storePricing.pricingByStoreNumber(store.storeNumber));
        expect(list.storeNumber).toBe(store.storeNumber);
        expect(list.pricedAt).toBeLessThanOrEqual(await f.now());
        expect(list.currency).toMatch(/^[A-Z]{3}$/);
        for (const p of [...Object.values(list.sizes), ...Object.values(list.options)]) {
          expect(Number.isInteger(p) && p >= 0).toBe(true);
        }
      }
    });

    it("charges the store's published list: each size at the list's price, each extra unit of an option at the list's option price", async () => {
      const f = make();
      await f.signInMember();
      const store = f.marketStore;
      const list = await value(f.storePricing.pricingByStoreNumber(store.storeNumber));
      const { details, optionProductNumber } = await drinkWithPricedOption(f, store);
      const option = details.options[optionProductNumber]?.product;
      if (option === undefined) throw new Error('no option');
      // The list is this store's own: some size costs other than its national price.
      expect(details.sizes.some((s) => list.sizes[s.sku] !== undefined && list.sizes[s.sku] !== s.priceMinor)).toBe(true);
      for (let i = 0; i < details.sizes.length; i++) {
        const size = details.sizes[i];
        if (size === undefined) continue;
        const unitWith = async (units: number): Promise<number> => {
          const priced = await value(f.pricing.priceOrder(requestAt(store, details, i, optionProductNumber, units)));
          const line = priced.cart.lines[0];
          if (line === undefined) throw new Error('no line');
          expect(priced.summary.subtotalMinor).toBe(line.unitPriceMinor * 2);
          return line.unitPriceMinor;
        };
        const optionSku = (option.sizes.find((s) => s.sizeCode === size.sizeCode) ?? option.sizes[0])?.sku ?? '';
        const listedOption = list.options[optionSku] ?? option.priceMinor;
        const [none, one, two] = [await unitWith(0), await unitWith(1), await unitWith(2)];
        expect(none).toBe(list.sizes[size.sku] ?? size.priceMinor);
        expect(one - none).toBe(listedOption);
        expect(two - one).toBe(listedOption);
      }
    });

    it('answers 404 for a store number that is no store', async () => {
      expect((await code(make().storePricing.pricingByStoreNumber(''))).status).toBe(404);
    });

    it("lists previous orders with the store's pricing input", async () => {
      const f = make();
      await f.signInMember();
      const rules = await value(f.storePricing.pricingRules());
      const storePricing = storePricingInput(rules, f.store);
      expect(storePricing).toBeDefined();
      const orders = await value(f.previousOrders.list({ limit: 10, storeNumber: f.store.storeNumber, ...(storePricing !== undefined ? { storePricing } : {}) }));
      expect(orders.length).toBeGreaterThan(0);
    });
  });
};
