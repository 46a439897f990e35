// When the cart is priced again on its own: on arrival and whenever what is priced changes (session kind,
// store, pickup option, each line's quantity). Two moments with the same key need no second pricing.
import type { Session } from '../../shared';
import type { CartItem } from '../cart/cart-model';
import type { StoreFacts } from '../order-model';

/** The key of what a pricing depends on; '' when there is nothing to price (no store, or no items). */
export const repriceKey = (
  session: Pick<Session, 'kind'>,
  store: Pick<StoreFacts, 'storeNumber'> | undefined,
  cart: { readonly items: readonly Pick<CartItem, 'key' | 'quantity'>[]; readonly pickupOption?: string },
): string =>
  store === undefined || cart.items.length === 0
    ? ''
    : [session.kind, store.storeNumber, cart.pickupOption ?? '', ...cart.items.map((i) => `${i.key}*${i.quantity}`)].join('|');

