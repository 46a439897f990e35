// Pure cart rules (spec sections 4 and 5): item identity, limits, edit validation and availability.
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, type AppConfig } from '../../shared';
import { formIdOf, type ItemAvailability, type MenuCatalog, type ProductSummary } from '../menu/catalog-model';
import type { CartItem, CartItemInput, SelectedOption, StoreAvailabilityIndex } from './cart-model';
import { OrderingCodes, PricingErrorCodes, type OrderingError } from '../errors';
import { CartMessages } from '../messages';

const optionKey = (o: SelectedOption): string =>
  `${o.optionProductNumber}:${o.quantity ?? ''}:${o.value ?? ''}:${o.size?.sizeCode ?? ''}`;

/**
 * The identity of a cart item: product form, size and the set of options (their order does not matter).
 * Two items with the same identity are one cart line whose quantities add up.
 */
export const itemIdentity = (i: Pick<CartItemInput, 'product' | 'size' | 'selectedOptions'>): string =>
  [i.product.productNumber, i.product.formCode, i.size.sizeCode, ...i.selectedOptions.map(optionKey).sort()].join('|');

export const totalQuantity = (items: readonly { readonly quantity: number }[]): number =>
  items.reduce((n, i) => n + i.quantity, 0);

const itemLimitError = (limit: number): OrderingError =>
  domainError(OrderingCodes.ITEM_LIMIT, { context: { limit }, serverMessage: CartMessages.itemLimit(limit) });

/** Spec: "There's a {limit} item max for a single order." (config.maximumItemAmount). */
export const checkItemLimit = (quantityAfter: number, config: Pick<AppConfig, 'maximumItemAmount'>): Either<OrderingError, number> =>
  quantityAfter > config.maximumItemAmount ? left(itemLimitError(config.maximumItemAmount)) : right(quantityAfter);

/** Each customization's quantity stays within 0..config.maximumModifierAmount. */
export const checkModifierLimits = <O extends Pick<SelectedOption, 'optionProductNumber' | 'quantity'>>(
  options: readonly O[],
  config: Pick<AppConfig, 'maximumModifierAmount'>,
): Either<OrderingError, readonly O[]> => {
  const limit = config.maximumModifierAmount;
  const bad = options.find((o) => o.quantity !== undefined && (!Number.isInteger(o.quantity) || o.quantity < 0 || o.quantity > limit));
  return bad === undefined
    ? right(options)
    : left(domainError(OrderingCodes.MODIFIER_LIMIT, { context: { limit, optionProductNumber: bad.optionProductNumber } }));
};

const invalidItem = (missing: string): OrderingError => domainError(OrderingCodes.INVALID_CART_ITEM, { context: { missing } });

/** An edit as the product page submits it: anything may be missing. */
export interface CartItemEdit {
  readonly product?: CartItemInput['product'];
  readonly size?: Partial<CartItemInput['size']>;
  readonly selectedOptions?: readonly SelectedOption[];
  readonly quantity?: number;
  readonly unitPriceMinor?: number;
}

/** Spec section 5: editing requires product, size code and quantity, else an unexpected-error notice. */
export const validateEdit = (edit: CartItemEdit): Either<OrderingError, CartItemInput> => {
  if (edit.product === undefined || edit.product.productNumber === '') return left(invalidItem('product'));
  const size = edit.size;
  if (size === undefined || size.sizeCode === undefined || size.sizeCode === '') return left(invalidItem('sizeCode'));
  if (edit.quantity === undefined || !Number.isInteger(edit.quantity) || edit.quantity < 0) return left(invalidItem('quantity'));
  return right({
    product: edit.product,
    size: { sizeCode: size.sizeCode, sku: size.sku ?? '', name: size.name ?? size.sizeCode },
    selectedOptions: edit.selectedOptions ?? [],
    quantity: edit.quantity,
    ...(edit.unitPriceMinor !== undefined ? { unitPriceMinor: edit.unitPriceMinor } : {}),
  });
};

/** A new cart item from an input: its identity key and the time it was added. */
export const toCartItem = (input: CartItemInput, now: number): CartItem => ({
  ...input,
  key: itemIdentity(input),
  sizeCode: input.size.sizeCode,
  timeAdded: now,
});

/** Spec section 4: availability per item against a store menu; an item missing from it is NotAvailableHere. */
export const availabilityOf = (index: StoreAvailabilityIndex, item: Pick<CartItem, 'product'>): ItemAvailability =>
  index[formIdOf(item.product.productNumber, item.product.formCode)] ?? 'NotAvailableHere';

/** The availability index of a store's menu: every product form it lists. */
export const availabilityIndexOf = (catalog: MenuCatalog): StoreAvailabilityIndex => {
  const index: Record<string, ItemAvailability> = {};
  for (const p of allProducts(catalog)) index[formIdOf(p.productNumber, p.formCode)] = p.availability;
  return index;
};

export const allProducts = (catalog: MenuCatalog): readonly ProductSummary[] =>
  catalog.menus.flatMap((m) => m.categories.flatMap((c) => c.subcategories.flatMap((s) => s.products)));

/** The message of an item's availability, or undefined when it can be ordered. */
export const availabilityMessage = (a: ItemAvailability | undefined): string | undefined => {
  switch (a) {
    case 'SoldOut':
      return CartMessages.soldOut;
    case 'NotAvailableHere':
      return CartMessages.notSoldHere;
    case 'UnavailableOnline':
      return CartMessages.unavailableOnline;
    default:
      return undefined;
  }
};

export const isOrderable = (item: Pick<CartItem, 'availability'>): boolean =>
  item.availability === undefined || item.availability === 'Available';

export const unavailableItems = (items: readonly CartItem[]): readonly CartItem[] => items.filter((i) => !isOrderable(i));

/** Pricing error codes about the items themselves (spec section 8), which the per-item availability also tells. */
export const ITEM_PRICING_CODES = [PricingErrorCodes.ITEMS_UNAVAILABLE, PricingErrorCodes.ITEMS_NOT_FOUND] as const;

/**
 * Whether a pricing failure is shown on the cart. An item failure is not, while the cart marks
 * unavailable items: their notice and dialog already say which items and what to do, and the banner
 * would only repeat it. With no item marked (e.g. an injected fault) it is the only explanation left.
 */
export const showsPricingFailure = (code: OrderingError['code'], items: readonly CartItem[]): boolean =>
  !ITEM_PRICING_CODES.some((c) => c === code) || unavailableItems(items).length === 0;

/**
 * An out-of-stock recommendation: an Available product of the same subcategory (then of the same
 * category) as the unavailable item; of its form first (a hot drink for a hot drink), then closest in
 * display order. Undefined when the menu has none.
 */
export const recommendReplacement = (catalog: MenuCatalog, item: Pick<CartItem, 'product'>): ProductSummary | undefined => {
  const same = (p: ProductSummary): boolean => p.productNumber === item.product.productNumber && p.formCode === item.product.formCode;
  for (const m of catalog.menus) {
    for (const c of m.categories) {
      for (const s of c.subcategories) {
        const at = s.products.find(same);
        if (at === undefined) continue;
        const rank = (p: ProductSummary): number => (p.formCode === at.formCode ? 0 : 1_000_000) + Math.abs(p.displayOrder - at.displayOrder);
        const best = (list: readonly ProductSummary[]): ProductSummary | undefined =>
          list.filter((p) => !same(p) && p.availability === 'Available').sort((a, b) => rank(a) - rank(b))[0];
        return best(s.products) ?? best(c.subcategories.flatMap((x) => x.products));
      }
    }
  }
  return undefined;
};

/**
 * The limits of a whole price request, as a server checks what a browser sends: the item maximum over the
 * cart (every line's quantity) and each customization's quantity within the modifier maximum.
 */
export const checkPriceRequestLimits = (
  items: readonly { readonly quantity: number; readonly options: readonly Pick<SelectedOption, 'optionProductNumber' | 'quantity'>[] }[],
  config: Pick<AppConfig, 'maximumItemAmount' | 'maximumModifierAmount'>,
): Either<OrderingError, number> => {
  const quantity = checkItemLimit(totalQuantity(items), config);
  if (quantity._tag === 'Left') return quantity;
  for (const i of items) {
    const checked = checkModifierLimits(i.options, config);
    if (checked._tag === 'Left') return checked;
  }
  return quantity;
};
