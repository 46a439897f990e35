// Binds ordering (menu, product, cart, pricing, checkout, previous orders, favorites) into the container
// (composition root: the backend's ordering ports, the fake simulator or the HTTP adapters on the server).
// The cart is the browser's (localStorage, synced across tabs); the store to order from is the one the
// locator saved in its selected-store preference. A guest's card is tokenized by the ordering backend's
// provider when it has one (the server's), else by the payments capability's.
import type { Container } from 'inversify';
import {
  createGuestTokenExpiry,
  createPickupTimeFlow,
  createPricingFlow,
  makeCart,
  makeFavoriteProducts,
  makeFindReplacement,
  makeListPreviousOrders,
  makeLoadMenus,
  makeLoadProduct,
  makeLoadTimeSlots,
  makeOrderStore,
  makePlaceOrder,
  makeReorder,
  makeSelectedStore,
  makeStorePricing,
} from '@crema/domain/ordering';
import { makeListCards, makeReloadCard } from '@crema/domain/cards';
import { createCardNetworks, makeListPaymentMethods, makeTokenizeGuestCard, readCardNumber } from '@crema/domain/payments';
import { T } from '../tokens';
import { OrderingTokens } from '../capability-tokens/ordering';
// checkout helper: pickup options binding
import { CheckoutTokens } from '../capability-tokens/ordering';
import { concat, filter, map, of, take, tap } from 'rxjs';
import { failed, loading, ok, UNEXPECTED_ERROR_MESSAGE } from '@crema/domain';
import { createCurrentStore, makeChooseStoreByNumber, type CodeName } from '@crema/domain/locator';
import { createLocalCartStore } from '../../browser/local-cart-store';
import { browserLocalStorage } from '../../browser/web-storage';

export default async function bindOrdering(c: Container): Promise<void> {
  const backend = c.get(T.Backend);
  const clock = c.get(T.Clock);
  const config = c.get(T.Config);
  const [ordering, locator, { ledger }, { paymentMethods, tokenizer }] = await Promise.all([backend.ordering(), backend.locator(), backend.cards(), backend.payments()]);
  const { menus, pricing, orders, timeSlots, previousOrders, favoriteProducts, storePricing: storePricingPort } = ordering;

  // One of each per app: every page and use case shares them.
  const cart = makeCart({ clock, config, store: createLocalCartStore(browserLocalStorage(), typeof window === 'undefined' ? undefined : window) });
  const order = makeOrderStore();
  const selectedStore = makeSelectedStore();

  // One selected-store preference per app: the backend's locator adapters are made once. A signed-in member
  // without a store saved on this device gets their own (their first favorite, else their usual store).
  const sessions = c.get(T.Session);
  const currentStore = createCurrentStore({
    preference: locator.preference,
    stores: locator.stores,
    selectedStore,
    cart,
    member: { session: () => sessions.current(), recommended: locator.recommended, clock },
  });

  const priceDeps = { pricing, cart, order, clock, config };
  const loadTimeSlots = makeLoadTimeSlots({ timeSlots, clock, config, selectedStore });
  const storePricing = makeStorePricing({ storePricing: storePricingPort, clock, config });
  const listPreviousOrders = makeListPreviousOrders({ previousOrders, clock, config, storePricing });

  c.bind(OrderingTokens.Cart).toConstantValue(cart);
  c.bind(OrderingTokens.Order).toConstantValue(order);
  c.bind(OrderingTokens.SelectedStore).toConstantValue(selectedStore);
  c.bind(OrderingTokens.CurrentStore).toConstantValue(currentStore);
  const loadMenus = makeLoadMenus({ menus, clock, selectedStore, cart });
  const loadProduct = makeLoadProduct({ menus, clock, config });
  c.bind(OrderingTokens.LoadMenus).toConstantValue(loadMenus);
  c.bind(OrderingTokens.LoadProduct).toConstantValue(loadProduct);
  c.bind(OrderingTokens.FindReplacement).toConstantValue(makeFindReplacement({ loadMenus, loadProduct }));
  c.bind(OrderingTokens.CreatePricingFlow).toConstantValue(() => createPricingFlow(priceDeps));
  c.bind(OrderingTokens.LoadTimeSlots).toConstantValue(loadTimeSlots);
  c.bind(OrderingTokens.CreatePickupTimeFlow).toConstantValue(() => createPickupTimeFlow({ loadTimeSlots, order, clock, config }));
  c.bind(OrderingTokens.CreateGuestTokenExpiry).toConstantValue(() => createGuestTokenExpiry({ order, clock, config }));
  c.bind(OrderingTokens.PlaceOrder).toConstantValue(
    makePlaceOrder({ orders, cart, order, clock, config, loadTimeSlots, onPlaced: () => listPreviousOrders.invalidate() }),
  );
  c.bind(OrderingTokens.StorePricing).toConstantValue(storePricing);
  c.bind(OrderingTokens.ListPreviousOrders).toConstantValue(listPreviousOrders);
  // Reordering chooses the order's own store, as a store chosen by its number (spec section 4), then reads it again.
  const chooseByNumber = makeChooseStoreByNumber({ stores: locator.stores, preference: locator.preference, clock, config });
  const chooseStore = (storeNumber: string) =>
    chooseByNumber(storeNumber).pipe(
      filter((s) => s.status === 'ok' || s.status === 'error'),
      take(1),
      map((s) => s.status === 'ok'),
      tap((chosen) => {
        if (chosen) currentStore.refresh();
      }),
    );
  c.bind(OrderingTokens.Reorder).toConstantValue(makeReorder({ cart, menus, chooseStore }));
  c.bind(OrderingTokens.FavoriteProducts).toConstantValue(makeFavoriteProducts({ favorites: favoriteProducts, clock, config }));

  // Paying for an order: the member's stored-value cards and saved instruments; the guest's card token.
  c.bind(OrderingTokens.ListStoredValueCards).toConstantValue(makeListCards({ ledger }));
  c.bind(OrderingTokens.ReloadStoredValueCard).toConstantValue(makeReloadCard({ ledger }));
  c.bind(OrderingTokens.ListPaymentMethods).toConstantValue(makeListPaymentMethods({ paymentMethods }));
  c.bind(OrderingTokens.TokenizeGuestCard).toConstantValue(makeTokenizeGuestCard({ tokenizer: ordering.guestTokenizer ?? tokenizer, clock }));
  c.bind(OrderingTokens.ReadCardNumber).toConstantValue(readCardNumber(createCardNetworks()));

  currentStore.refresh();

  // ---- Added by the checkout helper: the selected store's pickup options for the cart (in store, drive-thru).
  const locations = locator.stores;
  c.bind(CheckoutTokens.StorePickupOptions).toConstantValue((storeNumber) =>
    concat(
      of(loading<readonly CodeName[]>()),
      locations.byNumber(storeNumber).pipe(
        take(1),
        map((r) => (r._tag === 'Left' ? failed<readonly CodeName[]>(r.left, UNEXPECTED_ERROR_MESSAGE) : ok<readonly CodeName[]>(r.right.store.pickUpOptions))),
      ),
    ),
  );
}
