import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConnectionMessages, decodeDomainError, domainError, ErrorCodes, UNEXPECTED_ERROR_MESSAGE } from '../shared';
import type { MenuCatalog } from './menu/catalog-model';
import { findCategoryPage } from './menu/catalog-rules';
import {
  isOrderingErrorCode,
  PRICING_CHOOSE_STORE_CODES,
  PRICING_GOT_IT_CODES,
  resolveFavoriteError,
  resolveMenuError,
  resolvePricingError,
  resolveProductError,
  resolveSubmitError,
} from './errors';

describe('pricing error codes', () => {
  it('MISSING_COUNTRY, UNEXPECTED_ERROR, ITEMS_NOT_FOUND, ITEMS_UNAVAILABLE: a message with Got it', () => {
    expect(PRICING_GOT_IT_CODES).toEqual(['MISSING_COUNTRY', 'UNEXPECTED_ERROR', 'ITEMS_NOT_FOUND', 'ITEMS_UNAVAILABLE']);
    for (const c of PRICING_GOT_IT_CODES) expect(resolvePricingError(domainError(c)).actions).toEqual([{ kind: 'gotIt', label: 'Got it' }]);
  });

  it('store codes offer choosing a store, which goes to the store picker', () => {
    expect(PRICING_CHOOSE_STORE_CODES).toEqual(['STORE_NOT_FOUND', 'HIGH_VOLUME_STORE', 'STORE_UNAVAILABLE', 'STORE_NOT_AVAILABLE', 'WRONG_STORE_REGION', 'MOP_UNAVAILABLE', 'STORE_CLOSED', 'MOP_NOT_ACCEPTED']);
    for (const c of PRICING_CHOOSE_STORE_CODES) expect(resolvePricingError(domainError(c)).actions).toEqual([{ kind: 'chooseStore', label: 'Choose a store' }]);
  });

  it('CHOOSE_DIFFERENT_ITEM goes to the menu; ADD_IN_LIMIT shows only the server message; REWARD_NOT_APPLIED says the offer was not applied', () => {
    expect(resolvePricingError(domainError('CHOOSE_DIFFERENT_ITEM')).actions).toEqual([{ kind: 'goToMenu', label: 'Go to menu' }]);
    expect(resolvePricingError(domainError('ADD_IN_LIMIT', { serverMessage: 'Up to 3 foams.' })).message).toBe('Up to 3 foams.');
    expect(resolvePricingError(domainError('REWARD_NOT_APPLIED')).message).toBe(
      "This coupon or reward can't be applied. Items may not qualify right now, or the store isn't currently participating.",
    );
  });

  it('anything else is the unexpected error with a try-again action that clears pricing', () => {
    const known = new Set<string>([...PRICING_GOT_IT_CODES, ...PRICING_CHOOSE_STORE_CODES, 'CHOOSE_DIFFERENT_ITEM', 'ADD_IN_LIMIT', 'REWARD_NOT_APPLIED']);
    fc.assert(
      fc.property(fc.string().filter((c) => !known.has(c)), (c) => {
        // As an adapter hands it over: a code no ordering code names is decoded to the typed fallback.
        const f = resolvePricingError(decodeDomainError(isOrderingErrorCode)(domainError(c)));
        expect(f.message).toBe(UNEXPECTED_ERROR_MESSAGE);
        expect(f.actions).toEqual([{ kind: 'tryAgain', label: 'Try again', clearsPricing: true }]);
      }),
    );
  });
});

describe('submit messages', () => {
  it('pins the spec texts', () => {
    expect(resolveSubmitError(domainError('INSUFFICIENT_BALANCE')).message).toBe('Looks like your card balance is too low to complete your order.');
    expect(resolveSubmitError(domainError('NO_VALID_SERVICE_TIME')).message).toBe('No valid service time');
    expect(resolveSubmitError(domainError('110000', { context: { nextSlotLabel: '9:40 AM' } })).message).toBe('The next pickup time is 9:40 AM');
    expect(resolveSubmitError(domainError('110000')).message).toBe('This store is at capacity for ordering ahead');
    expect(resolveSubmitError(domainError('GUEST_TOKEN_EXPIRED')).message).toBe("We're sorry to say this session expired. Add your payment info again.");
    expect(resolveSubmitError(domainError('PRICING_STALE'))).toMatchObject({
      message: 'Looks like your order may be a little stale. Refresh to continue with your order.',
      actions: [{ kind: 'refresh', label: 'Refresh' }],
    });
  });

  it("resolves payment codes through the cards catalogue's order list (a server message overrides)", () => {
    expect(resolveSubmitError(domainError('121076')).message).not.toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(resolveSubmitError(decodeDomainError(isOrderingErrorCode)(domainError('121068', { serverMessage: 'Not for orders.' }))).message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(resolveSubmitError(domainError('121044', { serverMessage: 'Card expired.' })).message).toBe('Card expired.');
  });

  it('offline, placing an order and pricing the cart say they need a connection', () => {
    const offline = domainError(ErrorCodes.NETWORK, { context: { offline: true } });
    expect(resolveSubmitError(offline)).toMatchObject({ message: ConnectionMessages.needsConnection, actions: [{ kind: 'gotIt' }] });
    expect(resolvePricingError(offline)).toMatchObject({ message: ConnectionMessages.needsConnection, actions: [{ kind: 'tryAgain' }] });
    expect(resolveSubmitError(domainError(ErrorCodes.NETWORK)).message).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('a payment action with no page of its own leads back to the payment choice; one with a page names that page', () => {
    expect(resolveSubmitError(domainError('121025')).actions).toEqual([{ kind: 'choosePayment', label: 'Choose different card' }]);
    expect(resolveSubmitError(domainError('121000')).actions).toEqual([{ kind: 'choosePayment', label: 'Try again' }]);
    for (const a of resolveSubmitError(domainError('121076')).actions) expect(a.kind === 'page' || a.kind === 'gotIt').toBe(true);
  });
});

describe('menu, product and favorites messages', () => {
  it('pins the menu and product texts', () => {
    expect(resolveMenuError(domainError('MENU_EMPTY', { status: 404 })).message).toBe('We could not find any menus.');
    expect(resolveMenuError(domainError('HTTP_500', { status: 500 })).message).toBe('We ran into problems loading the menus.');
    expect(resolveProductError(domainError('NOT_FOUND', { status: 404 })).message).toBe('We could not find this product.');
    expect(resolveProductError(domainError('HTTP_500', { status: 500 })).message).toBe('We ran into problems loading this product.');
  });

  it("answers an unknown category with 404 'We could not find this category.'", () => {
    const catalog: MenuCatalog = { menus: [{ id: 'm', name: 'Drinks', uri: 'drinks', displayOrder: 1, categories: [{ id: 'c', name: 'Hot', uri: 'hot', displayOrder: 1, subcategories: [{ id: 's', name: 'Lattes', uri: 'lattes', displayOrder: 1, products: [] }] }] }], featured: [] };
    expect(findCategoryPage(catalog, 'drinks', 'hot', 'lattes')._tag).toBe('Right');
    for (const [m, c, s] of [['food', 'hot', undefined], ['drinks', 'cold', undefined], ['drinks', 'hot', 'mochas']] as const) {
      const r = findCategoryPage(catalog, m, c, s);
      expect(r._tag === 'Left' && [r.left.error.status, r.left.message]).toEqual([404, 'We could not find this category.']);
    }
  });

  it("maps favorites 561007 to the maximum message and anything else to a generic error", () => {
    expect(resolveFavoriteError(domainError('561007')).message).toBe("Sorry, you've reached the maximum number of favorite items");
    expect(resolveFavoriteError(domainError('HTTP_500')).message).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});
