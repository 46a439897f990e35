// Test helpers of the cart and checkout pages: a cart preset in the browser's storage (as the web's cart
// store keeps it) with products of the fake catalog, and the demo stores the tests order from.
import { toCartItem, type CartItem, type CartItemInput, type ItemAvailability } from '@crema/domain/ordering';
import { TEST_NOW } from '../../../test/render-app';

export const OAT_MILK = '910004';

export const LATTE: CartItemInput = {
  product: { productNumber: '200201', formCode: 'hot', name: 'Caffè Latte', productType: 'Beverage' },
  size: { sku: '20020112', sizeCode: 'M', name: 'Medium' },
  selectedOptions: [{ optionProductNumber: OAT_MILK, quantity: 1, product: { productNumber: OAT_MILK, name: 'Oat milk' } }],
  quantity: 1,
  unitPriceMinor: 515,
};

export const CROISSANT: CartItemInput = {
  product: { productNumber: '300301', formCode: 'food', name: 'Butter Croissant', productType: 'Food' },
  size: { sku: '30030111', sizeCode: 'EA', name: 'Each' },
  selectedOptions: [],
  quantity: 1,
};

/** Sold out at Westlake Center in the fake (its lattes subcategory still sells the Caffè Latte). */
export const VANILLA_LATTE: CartItemInput = {
  product: { productNumber: '200202', formCode: 'hot', name: 'Vanilla Latte', productType: 'Beverage' },
  size: { sku: '20020212', sizeCode: 'M', name: 'Medium' },
  selectedOptions: [],
  quantity: 2,
};

/**
 * Stores of the fake locator, by the full numbers the locator saves: Westlake Center (tips, coupons), 1st &
 * Pike, a store without guest ordering, one taking only Crema Cards, one at capacity; a company-operated
 * store in the fake's top price tier (beverages +30¢, charged options +10¢) and a licensed store (sets its
 * own prices: none shown).
 */
export const STORES = {
  westlake: { storeNumber: '10002-91367', name: 'Westlake Center' },
  pike: { storeNumber: '10001-65096', name: '1st & Pike' },
  noGuests: { storeNumber: '10007-62307', name: 'Spring & College' },
  cardsOnly: { storeNumber: '10084-29150', name: '1st & Washington' },
  atCapacity: { storeNumber: '10014-41678', name: 'Main & Jackson' },
  driveThru: { storeNumber: '10004-58977', name: 'Ballard & Market' },
  market: { storeNumber: '57910-15160', name: 'Mill & Elm' },
  licensed: { storeNumber: '32006-53969', name: 'Oak & College' },
} as const;

export const presetCart = (items: readonly (CartItemInput & { readonly availability?: ItemAvailability })[], previous: readonly CartItemInput[] = []): void => {
  const withAvailability = (i: CartItemInput & { readonly availability?: ItemAvailability }): CartItem => {
    const { availability, ...input } = i;
    const item = toCartItem(input, TEST_NOW);
    return availability === undefined ? item : { ...item, availability };
  };
  localStorage.setItem(
    'crema.cart',
    JSON.stringify({ items: items.map(withAvailability), previousItems: previous.map((i) => toCartItem(i, TEST_NOW)) }),
  );
};
