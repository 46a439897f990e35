// The ordering use cases wired on the fake, as the web container wires them (test-only).
import { makeConfig, type MemberSession, type Session } from '@crema/domain';
import {
  makeApplyOffer,
  makeCart,
  makeListPreviousOrders,
  makeLoadMenus,
  makeLoadTimeSlots,
  makeOrderStore,
  makePlaceOrder,
  makePriceOrder,
  makeSelectedStore,
  makeSetConsumption,
  type StoreFacts,
} from '@crema/domain/ordering';
import { estimateUnitPrice, type CartItemInput, type SelectedOption } from '@crema/domain/ordering';
import { DEMO_MEMBER } from '@crema/catalog/members';
import { findEntry, OPT } from '@crema/catalog/ordering';
import { createCartHub, createMemoryCartStore } from './cart-store';
import { makeWorld, FRIENDLY_STORE, type TestWorld } from './test-fixture';

export const demoSession = (now: number): MemberSession => ({
  kind: 'member',
  memberId: DEMO_MEMBER.memberId,
  email: DEMO_MEMBER.email,
  firstName: DEMO_MEMBER.firstName,
  lastName: DEMO_MEMBER.lastName,
  signedInAt: now,
});

export const makeApp = (w: TestWorld = makeWorld(), store: StoreFacts = FRIENDLY_STORE) => {
  const config = makeConfig();
  const clock = w.clock;
  const hub = createCartHub();
  const cart = makeCart({ clock, config, store: createMemoryCartStore(hub) });
  const order = makeOrderStore();
  const selectedStore = makeSelectedStore();
  const priceDeps = { pricing: w.pricing, cart, order, clock, config };
  const loadTimeSlots = makeLoadTimeSlots({ timeSlots: w.timeSlots, clock, config, selectedStore });
  const listPreviousOrders = makeListPreviousOrders({ previousOrders: w.previousOrders, clock, config });
  return {
    world: w,
    config,
    store,
    hub,
    cart,
    order,
    selectedStore,
    loadMenus: makeLoadMenus({ menus: w.menus, clock, selectedStore, cart }),
    priceOrder: makePriceOrder(priceDeps),
    applyOffer: makeApplyOffer(priceDeps),
    setConsumption: makeSetConsumption(priceDeps),
    loadTimeSlots,
    listPreviousOrders,
    placeOrder: makePlaceOrder({ orders: w.orders, cart, order, clock, config, loadTimeSlots, onPlaced: () => listPreviousOrders.invalidate() }),
    signIn: (): Session => {
      w.backend.setCurrentMember(DEMO_MEMBER.memberId);
      return demoSession(clock.now());
    },
  };
};

export type TestApp = ReturnType<typeof makeApp>;


/** A cart item of the seeded catalog, with its estimated unit price. */
export const cartInput = (productNumber: string, formCode: string, sizeCode: string, options: readonly { n: string; q?: number; v?: string }[] = [], quantity = 1): CartItemInput => {
  const d = findEntry(productNumber, formCode)?.details;
  const size = d?.sizes.find((s) => s.sizeCode === sizeCode);
  if (d === undefined || size === undefined) throw new Error(`no ${productNumber}/${formCode}/${sizeCode}`);
  const selectedOptions: SelectedOption[] = options.map((o) => ({
    optionProductNumber: o.n,
    ...(o.q !== undefined ? { quantity: o.q } : {}),
    ...(o.v !== undefined ? { value: o.v } : {}),
    product: { productNumber: o.n, name: d.options[o.n]?.product.name ?? o.n },
  }));
  return {
    product: { productNumber, formCode, name: d.name, productType: d.productType },
    size: { sku: size.sku, sizeCode, name: size.name },
    selectedOptions,
    quantity,
    unitPriceMinor: estimateUnitPrice(d, sizeCode, selectedOptions) ?? size.priceMinor,
  };
};

/** A few catalog items, core (always available) and not, for model runs. */
export const SAMPLE_ITEMS: readonly CartItemInput[] = [
  cartInput('200201', 'hot', 'M'),
  cartInput('200201', 'hot', 'M', [{ n: OPT.milkOat, q: 1 }]),
  cartInput('300301', 'food', 'EA'),
  cartInput('202203', 'iced', 'L'),
  cartInput('300404', 'food', 'EA'),
  cartInput('204203', 'iced', 'XL'),
  cartInput('203402', 'hot', 'S'),
];
