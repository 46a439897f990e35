// Arbitraries and small builders shared by the ordering tests (test-only; not exported by the index).
import fc from 'fast-check';
import type { CartItemInput, SelectedOption } from './cart/cart-model';
import type { AppConfig, Clock } from '../shared';
import { makeCart } from './cart/cart-service';
import type { OrderPayment, PricedOrder } from './order-model';
import { makeOrderStore } from './state-store';

export const PRODUCTS = [
  { productNumber: '200201', formCode: 'hot', name: 'Caffè Latte' },
  { productNumber: '200201', formCode: 'iced', name: 'Iced Caffè Latte' },
  { productNumber: '201101', formCode: 'iced', name: 'Cold Brew' },
  { productNumber: '300301', formCode: 'food', name: 'Butter Croissant' },
] as const;

export const SIZES = [
  { sku: 's1', sizeCode: 'S', name: 'Small' },
  { sku: 's2', sizeCode: 'M', name: 'Medium' },
  { sku: 's3', sizeCode: 'L', name: 'Large' },
] as const;

export const option = (optionProductNumber: string, quantity: number): SelectedOption => ({
  optionProductNumber,
  quantity,
  product: { productNumber: optionProductNumber, name: `Option ${optionProductNumber}` },
});

export const itemInput = (p = 0, s = 0, options: readonly SelectedOption[] = [], quantity = 1): CartItemInput => ({
  product: PRODUCTS[p % PRODUCTS.length] ?? PRODUCTS[0],
  size: SIZES[s % SIZES.length] ?? SIZES[0],
  selectedOptions: options,
  quantity,
  unitPriceMinor: 400 + s * 50,
});

export const optionsArb: fc.Arbitrary<SelectedOption[]> = fc.uniqueArray(
  fc.record({ n: fc.constantFrom('910004', '920001', '930001', '940004'), q: fc.integer({ min: 0, max: 4 }) }),
  { selector: (o) => o.n, maxLength: 3 },
).map((os) => os.map((o) => option(o.n, o.q)));

export const itemInputArb: fc.Arbitrary<CartItemInput> = fc
  .record({ p: fc.nat(3), s: fc.nat(2), options: optionsArb, quantity: fc.integer({ min: 1, max: 4 }) })
  .map(({ p, s, options, quantity }) => itemInput(p, s, options, quantity));

export const pricedFixture = (over: Partial<PricedOrder> = {}): PricedOrder => ({
  orderId: 'ord-1',
  summary: { lineItems: [], subtotalMinor: 500, discountMinor: 0, taxMinor: 50, price: 550, label: 'Total', currency: 'USD' },
  isTipEnabled: true,
  expiresIn: 300,
  store: { storeNumber: '1-1', timeZoneId: 'America/New_York', guestOrdering: true, acceptsOnlyStoredValue: false },
  cart: { offers: [], lines: [{ key: 'k', label: 'Medium Latte', quantity: 1, unitPriceMinor: 500, totalMinor: 500 }] },
  appliedOffers: [],
  fulfillment: { consumptionType: 'CONSUME_OUT_OF_STORE', collectionType: 'IN_STORE' },
  ...over,
});


/**
 * Where a submit starts: a cart of one item whose pricing came back at the clock's now, and the order store
 * priced with it and paying with `payment`.
 */
export const pricedCheckout = (clock: Clock, config: AppConfig, payment: OrderPayment) => {
  const cart = makeCart({ clock, config });
  cart.add(itemInput(0));
  cart.pricingFetched();
  const order = makeOrderStore();
  order.dispatch({ type: 'PricingSucceeded', priced: pricedFixture(), receivedAt: clock.now() });
  order.dispatch({ type: 'PaymentSelected', payment });
  return { cart, order };
};
