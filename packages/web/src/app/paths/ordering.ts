// The ordering pages' addresses (spec section 2 "Menu"). The domain names what happened; these say where it is.
import type { OrderingAction } from '@crema/domain/ordering';
import { cardPagePath } from './cards';

export const OrderingPaths = {
  menu: '/menu',
  cart: '/menu/cart',
  previousOrders: '/menu/previous',
  storePicker: '/menu/store-locator',
} as const;

/** The ordering actions that lead to a page: the store picker, the menu, or a cards or payments page. */
export type OrderingLinkAction = Extract<OrderingAction, { readonly kind: 'chooseStore' | 'goToMenu' | 'page' }>;

/** Where an ordering error's button leads. */
export const orderingActionPath = (action: OrderingLinkAction): string => {
  switch (action.kind) {
    case 'chooseStore':
      return OrderingPaths.storePicker;
    case 'goToMenu':
      return OrderingPaths.menu;
    case 'page':
      return cardPagePath(action.target);
  }
};
