// Reordering a previous order (issue #32, point 2): which of its lines go into the cart, and why each other one
// does not. A line comes with its size, customizations, quantity and the product's picture when its product is
// on the order's store's menu and Available there; every other line is named with its reason (sold out, not sold
// at this store, unavailable online, not on the menu this season, or a charge rather than an item), never
// dropped unsaid.
import type { CartItemInput } from '../cart/cart-model';
import type { PreviousItemAvailability, ProductArtwork, ProductType } from '../menu/catalog-model';
import { ReorderMessages } from '../messages';
import type { PreviousOrderItem } from './previous-order-model';
import { NON_PRODUCT_NUMBER, previousItemToCartInput } from './previous-rules';

/** What the order's store's menu says of a line's product now. */
export interface ReorderLineFacts {
  readonly availability: PreviousItemAvailability;
  readonly artwork?: ProductArtwork;
  readonly productType?: ProductType;
}

export type ReorderRefusalReason = 'SoldOut' | 'NotAvailableHere' | 'UnavailableOnline' | 'NotInSeason' | 'NotAnItem';

export interface ReorderRefusal {
  /** The line's name as the order shows it ('Pumpkin Cream Cold Brew'). */
  readonly name: string;
  readonly quantity: number;
  readonly reason: ReorderRefusalReason;
}

export interface ReorderPlan {
  /** The lines that go into the cart, in the order's order. */
  readonly lines: readonly CartItemInput[];
  /** The lines that do not, each with why, in the order's order. */
  readonly refused: readonly ReorderRefusal[];
}

/** A basket line that is a charge (a cup fee, a bag fee, a donation) rather than a product someone ordered. */
export const isChargeLine = (i: PreviousOrderItem): boolean =>
  i.product.productNumber === undefined || i.product.productNumber === '' || i.product.productNumber === NON_PRODUCT_NUMBER;

const refusalOf = (availability: PreviousItemAvailability): ReorderRefusalReason | undefined =>
  availability === 'Available' ? undefined : availability === 'NotOrderable' ? 'NotInSeason' : availability;

/**
 * The plan for reordering `items` at the order's store. `factsOf` answers what that store's menu says of a line's
 * product now, undefined when the menu no longer has it (not in season). A line the order itself recorded as
 * NotOrderable is not asked about.
 */
export const planReorder = (items: readonly PreviousOrderItem[], factsOf: (i: PreviousOrderItem) => ReorderLineFacts | undefined): ReorderPlan => {
  const lines: CartItemInput[] = [];
  const refused: ReorderRefusal[] = [];
  for (const i of items) {
    const refuse = (reason: ReorderRefusalReason) => refused.push({ name: i.product.name, quantity: i.quantity, reason });
    if (isChargeLine(i)) {
      refuse('NotAnItem');
      continue;
    }
    const facts = i.product.form.availability === 'NotOrderable' ? undefined : factsOf(i);
    const reason = facts === undefined ? 'NotInSeason' : refusalOf(facts.availability);
    const input = previousItemToCartInput(i);
    if (reason !== undefined || input === undefined || facts === undefined) {
      refuse(reason ?? 'NotInSeason');
      continue;
    }
    lines.push({
      ...input,
      product: {
        ...input.product,
        ...(facts.artwork !== undefined ? { artwork: facts.artwork } : {}),
        ...(facts.productType !== undefined ? { productType: facts.productType } : {}),
      },
    });
  }
  return { lines, refused };
};

/** Why a line did not come, in words. */
export const reorderRefusalText = (reason: ReorderRefusalReason): string =>
  ({
    SoldOut: ReorderMessages.soldOut,
    NotAvailableHere: ReorderMessages.notSoldHere,
    UnavailableOnline: ReorderMessages.unavailableOnline,
    NotInSeason: ReorderMessages.notInSeason,
    NotAnItem: ReorderMessages.notAnItem,
  })[reason];
