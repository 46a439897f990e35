// Spec section 4 "Cart" as a pure reducer, plus the command layer that validates an edit (limits, required
// fields) before it becomes an event. The reducer trusts its events; applyCartCommand never lets an
// invalid edit through.
import { chain, left, map, right, type Either } from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { domainError, type AppConfig } from '../../shared';
import type { CartItem, CartItemInput, CartSnapshot, CartState, StoreAvailabilityIndex } from './cart-model';
import { emptyCart } from './cart-model';
import type { ItemAvailability } from '../menu/catalog-model';
import { availabilityOf, checkItemLimit, checkModifierLimits, toCartItem, totalQuantity, validateEdit, type CartItemEdit } from './cart-rules';
import { OrderingCodes, type OrderingError } from '../errors';

export type CartEvent =
  | { readonly type: 'ItemAdded'; readonly item: CartItem }
  /** Several items at once (a reorder): each merges like ItemAdded. */
  | { readonly type: 'ItemsAdded'; readonly items: readonly CartItem[] }
  /** Replaces the item at `key` in place; merges into another line when the edit makes it identical to one. */
  | { readonly type: 'ItemEdited'; readonly key: string; readonly item: CartItem }
  | { readonly type: 'QuantitySet'; readonly key: string; readonly quantity: number }
  | { readonly type: 'ItemRemoved'; readonly key: string }
  /** An out-of-stock recommendation takes the unavailable item's slot. */
  | { readonly type: 'ItemReplaced'; readonly key: string; readonly item: CartItem }
  | { readonly type: 'CartCleared' }
  | { readonly type: 'AvailabilityMarked'; readonly index: StoreAvailabilityIndex }
  | { readonly type: 'ItemAvailabilityReported'; readonly byKey: Readonly<Record<string, ItemAvailability>> }
  | { readonly type: 'StoreChanged'; readonly storeNumber?: string }
  | { readonly type: 'PickupChanged'; readonly pickupOption?: string }
  | { readonly type: 'PricingFetched' }
  | { readonly type: 'OrderSucceeded'; readonly at: number }
  | { readonly type: 'PreviousInvalidated' }
  | { readonly type: 'Restored'; readonly snapshot: CartSnapshot };

const changed = (s: CartState, items: readonly CartItem[]): CartState => ({ ...s, items, needsRefresh: true });

/** Puts `item` where `key` was; if another line already has the item's identity, the quantities merge there. */
const putInSlot = (items: readonly CartItem[], key: string, item: CartItem): readonly CartItem[] => {
  const slot = items.findIndex((i) => i.key === key);
  if (slot < 0) return items;
  const other = items.findIndex((i, n) => n !== slot && i.key === item.key);
  if (other < 0) return items.map((i, n) => (n === slot ? item : i));
  return items.flatMap((i, n) => (n === slot ? [] : n === other ? [{ ...i, quantity: i.quantity + item.quantity }] : [i]));
};

export const cartReducer = (s: CartState, e: CartEvent): CartState => {
  switch (e.type) {
    case 'ItemAdded': {
      const at = s.items.findIndex((i) => i.key === e.item.key);
      return changed(
        s,
        at < 0 ? [...s.items, e.item] : s.items.map((i, n) => (n === at ? { ...i, quantity: i.quantity + e.item.quantity } : i)),
      );
    }
    case 'ItemsAdded':
      return e.items.reduce((acc, item) => cartReducer(acc, { type: 'ItemAdded', item }), s);
    case 'ItemEdited':
    case 'ItemReplaced':
      return s.items.some((i) => i.key === e.key) ? changed(s, putInSlot(s.items, e.key, e.item)) : s;
    case 'QuantitySet':
      if (!s.items.some((i) => i.key === e.key)) return s;
      return changed(
        s,
        e.quantity <= 0 ? s.items.filter((i) => i.key !== e.key) : s.items.map((i) => (i.key === e.key ? { ...i, quantity: e.quantity } : i)),
      );
    case 'ItemRemoved':
      return s.items.some((i) => i.key === e.key) ? changed(s, s.items.filter((i) => i.key !== e.key)) : s;
    case 'CartCleared':
      return changed(s, []);
    case 'AvailabilityMarked': {
      let any = false;
      const items = s.items.map((i) => {
        const a = availabilityOf(e.index, i);
        if (a === i.availability) return i;
        any = true;
        return { ...i, availability: a };
      });
      return any ? { ...s, items } : s;
    }
    case 'ItemAvailabilityReported': {
      let any = false;
      const items = s.items.map((i) => {
        const a = e.byKey[i.key];
        if (a === undefined || a === i.availability) return i;
        any = true;
        return { ...i, availability: a };
      });
      return any ? { ...s, items } : s;
    }
    case 'StoreChanged':
      return { ...withoutKey(s, 'storeNumber'), ...(e.storeNumber !== undefined ? { storeNumber: e.storeNumber } : {}), needsRefresh: true };
    case 'PickupChanged':
      return { ...withoutKey(s, 'pickupOption'), ...(e.pickupOption !== undefined ? { pickupOption: e.pickupOption } : {}), needsRefresh: true };
    case 'PricingFetched':
      return s.needsRefresh ? { ...s, needsRefresh: false } : s;
    case 'OrderSucceeded':
      return {
        ...s,
        items: [],
        previousItems: s.items.filter((i) => i.availability === 'Available'),
        mostRecentOrderTime: e.at,
        needsRefresh: false,
      };
    case 'PreviousInvalidated':
      return { ...withoutKey(s, 'mostRecentOrderTime'), previousItems: [] };
    case 'Restored':
      return {
        ...withoutKey(s, 'mostRecentOrderTime'),
        items: e.snapshot.items,
        previousItems: e.snapshot.previousItems,
        ...(e.snapshot.mostRecentOrderTime !== undefined ? { mostRecentOrderTime: e.snapshot.mostRecentOrderTime } : {}),
        needsRefresh: true,
      };
  }
};

const withoutKey = <K extends keyof CartState>(s: CartState, k: K): Omit<CartState, K> => {
  const { [k]: _gone, ...rest } = s;
  return rest;
};

export const snapshotOf = (s: CartState): CartSnapshot =>
  s.mostRecentOrderTime === undefined
    ? { items: s.items, previousItems: s.previousItems }
    : { items: s.items, previousItems: s.previousItems, mostRecentOrderTime: s.mostRecentOrderTime };

export { emptyCart };

/** What a person (or another tab) asks of the cart. */
export type CartCommand =
  | { readonly type: 'add'; readonly item: CartItemInput }
  | { readonly type: 'edit'; readonly key: string; readonly edit: CartItemEdit }
  | { readonly type: 'setQuantity'; readonly key: string; readonly quantity: number }
  | { readonly type: 'remove'; readonly key: string }
  | { readonly type: 'replace'; readonly key: string; readonly item: CartItemInput }
  | { readonly type: 'clear' }
  | { readonly type: 'changeStore'; readonly storeNumber?: string }
  | { readonly type: 'changePickup'; readonly pickupOption?: string };

/** Validates adding several items at once: all of them fit, or the first refusal. */
export const planAddAll = (s: CartState, items: readonly CartItemInput[], ctx: CartContext): Either<OrderingError, CartEvent> => {
  const built: CartItem[] = [];
  for (const input of items) {
    const v = validInput(input, ctx);
    if (v._tag === 'Left') return v;
    built.push(toCartItem(v.right, ctx.now));
  }
  return withinLimit(s, { type: 'ItemsAdded', items: built }, ctx);
};

export interface CartContext {
  readonly now: number;
  readonly config: Pick<AppConfig, 'maximumItemAmount' | 'maximumModifierAmount'>;
}

const notInCart = (key: string): OrderingError => domainError(OrderingCodes.ITEM_NOT_IN_CART, { context: { key } });

const validInput = (input: CartItemInput, ctx: CartContext): Either<OrderingError, CartItemInput> =>
  pipe(
    validateEdit(input),
    chain((i) => (i.quantity < 1 ? left(domainError(OrderingCodes.INVALID_CART_ITEM, { context: { missing: 'quantity' } })) : right(i))),
    chain((i) => pipe(checkModifierLimits(i.selectedOptions, ctx.config), map(() => i))),
  );

/** The cart's total quantity after an event, without building the new cart. */
const quantityAfter = (s: CartState, e: CartEvent): number => {
  const total = totalQuantity(s.items);
  const at = (key: string): number => s.items.find((i) => i.key === key)?.quantity ?? 0;
  switch (e.type) {
    case 'ItemAdded':
      return total + e.item.quantity;
    case 'ItemsAdded':
      return total + totalQuantity(e.items);
    case 'ItemEdited':
    case 'ItemReplaced':
      return s.items.some((i) => i.key === e.key) ? total - at(e.key) + e.item.quantity : total;
    case 'QuantitySet':
      return s.items.some((i) => i.key === e.key) ? total - at(e.key) + Math.max(0, e.quantity) : total;
    case 'ItemRemoved':
      return total - at(e.key);
    case 'CartCleared':
      return 0;
    default:
      return totalQuantity(cartReducer(s, e).items);
  }
};

const withinLimit = (s: CartState, e: CartEvent, ctx: CartContext): Either<OrderingError, CartEvent> =>
  pipe(checkItemLimit(quantityAfter(s, e), ctx.config), map(() => e));

/** Validates a command against the cart and the limits and turns it into the event to apply. */
export const planCartCommand = (s: CartState, c: CartCommand, ctx: CartContext): Either<OrderingError, CartEvent> => {
  const existing = (key: string): Either<OrderingError, CartItem> => {
    const found = s.items.find((i) => i.key === key);
    return found === undefined ? left(notInCart(key)) : right(found);
  };
  switch (c.type) {
    case 'add':
      return pipe(validInput(c.item, ctx), chain((i) => withinLimit(s, { type: 'ItemAdded', item: toCartItem(i, ctx.now) }, ctx)));
    case 'edit':
      return pipe(
        existing(c.key),
        chain((old) =>
          pipe(
            validateEdit(c.edit),
            chain((i) => pipe(checkModifierLimits(i.selectedOptions, ctx.config), map(() => i))),
            map((i): CartEvent =>
              i.quantity === 0
                ? { type: 'ItemRemoved', key: c.key }
                : { type: 'ItemEdited', key: c.key, item: toCartItem(i, old.timeAdded) },
            ),
          ),
        ),
        chain((e) => withinLimit(s, e, ctx)),
      );
    case 'setQuantity':
      return pipe(
        existing(c.key),
        chain(() =>
          Number.isInteger(c.quantity) && c.quantity >= 0
            ? right<OrderingError, CartEvent>({ type: 'QuantitySet', key: c.key, quantity: c.quantity })
            : left(domainError(OrderingCodes.INVALID_CART_ITEM, { context: { missing: 'quantity' } })),
        ),
        chain((e) => withinLimit(s, e, ctx)),
      );
    case 'remove':
      return pipe(existing(c.key), map((): CartEvent => ({ type: 'ItemRemoved', key: c.key })));
    case 'replace':
      return pipe(
        existing(c.key),
        chain(() => validInput(c.item, ctx)),
        chain((i) => withinLimit(s, { type: 'ItemReplaced', key: c.key, item: toCartItem(i, ctx.now) }, ctx)),
      );
    case 'clear':
      return right({ type: 'CartCleared' });
    case 'changeStore':
      return right(c.storeNumber === undefined ? { type: 'StoreChanged' } : { type: 'StoreChanged', storeNumber: c.storeNumber });
    case 'changePickup':
      return right(c.pickupOption === undefined ? { type: 'PickupChanged' } : { type: 'PickupChanged', pickupOption: c.pickupOption });
  }
};

/** Plans and applies a command: the new cart, or the reason it was refused (the cart is then unchanged). */
export const applyCartCommand = (s: CartState, c: CartCommand, ctx: CartContext): Either<OrderingError, CartState> =>
  pipe(planCartCommand(s, c, ctx), map((e) => cartReducer(s, e)));
