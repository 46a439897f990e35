// The app's addresses for what the domain names (issue #30): the same URLs the domain used to hold, now the web
// package's, and the mapping of each outcome or target name to its page.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACCOUNT_SECTIONS } from '@crema/domain/account';
import { Actions } from '@crema/domain/ordering';
import { orderPickupQuery, parsePickupQuery } from '@crema/domain/pickup';
import {
  ACCOUNT_SECTION_PATHS,
  accountSectionOf,
  cardFormPath,
  cardPagePath,
  claimTokenOf,
  GiftPaths,
  giftErrorPath,
  orderingActionPath,
  pickupOptionsPath,
  pickupOptionsPathFor,
  scanCardPath,
} from '.';

describe('the account area', () => {
  it('puts each section of the domain map at its page of spec section 2, the overview first', () => {
    expect(ACCOUNT_SECTIONS.map((s) => ACCOUNT_SECTION_PATHS[s.key])).toEqual([
      '/account',
      '/account/cards',
      '/account/payment-method',
      '/account/rewards',
      '/account/history',
      '/account/personal',
      '/account/profile',
      '/account/settings',
    ]);
  });

  it('places every account path under its deepest section, the overview only for /account itself', () => {
    expect(accountSectionOf('/account')).toBe('overview');
    expect(accountSectionOf('/account/')).toBe('overview');
    expect(accountSectionOf('/account/cards/abc')).toBe('cards');
    expect(accountSectionOf('/account/payment-method/add/credit-card')).toBe('paymentMethods');
    expect(accountSectionOf('/account/history/egift')).toBe('history');
    expect(accountSectionOf('/account/personal/partner')).toBe('personal');
    expect(accountSectionOf('/account/settings/privacy')).toBe('settings');
    expect(accountSectionOf('/account/rewards/how-it-works')).toBe('rewards');
    expect(accountSectionOf('/account/cardsx')).toBeUndefined();
    expect(accountSectionOf('/menu')).toBeUndefined();
  });
});

describe('the pages a domain target names', () => {
  it('maps the card and payment actions to their pages', () => {
    expect(cardPagePath({ page: 'addCard' })).toBe('/account/cards/add');
    expect(cardPagePath({ page: 'cards' })).toBe('/account/cards');
    expect(cardPagePath({ page: 'card', cardId: 'card 1' })).toBe('/account/cards/card%201');
    expect(cardPagePath({ page: 'paymentMethods' })).toBe('/account/payment-method');
  });

  it('maps the ordering actions that lead somewhere', () => {
    expect(orderingActionPath(Actions.chooseStore)).toBe('/menu/store-locator');
    expect(orderingActionPath(Actions.goToMenu)).toBe('/menu');
    expect(orderingActionPath({ kind: 'page', label: 'Manage card', target: { page: 'cards' } })).toBe('/account/cards');
  });

  it("maps the gift errors' actions", () => {
    expect(giftErrorPath('giftCards')).toBe('/gift');
    expect(giftErrorPath('addBillingAddress')).toBe('/account/payment-method/add/billing-address');
    expect(giftErrorPath('addGuestCard')).toBe('/account/payment-method/gift/guest/credit-card');
  });

  it('goes back from a saved billing address to the card form it came from, with the address (spec section 4)', () => {
    expect(cardFormPath({ kind: 'addCard' }, 'addr 1')).toBe('/account/payment-method/add/credit-card?addressId=addr%201');
    expect(cardFormPath({ kind: 'editCard', paymentInstrumentId: 'pi-1' }, 'a2')).toBe('/account/payment-method/edit/credit-card?paymentInstrumentId=pi-1&addressId=a2');
  });

  it("opens the primary card's pay overlay to scan, else the cards page", () => {
    fc.assert(
      fc.property(fc.option(fc.string({ minLength: 1 }), { nil: undefined }), (id) => {
        const href = scanCardPath(id);
        if (id === undefined) expect(href).toBe('/account/cards');
        else expect(decodeURIComponent(href.replace(/^\/account\/cards\//, '').replace(/#pay$/, ''))).toBe(id);
      }),
    );
  });

  it("links a store's pickup options, and a placed order's pickup with its whole query", () => {
    expect(pickupOptionsPath('10003-12345')).toBe('/pickup?store=10003-12345');
    const link = pickupOptionsPathFor(orderPickupQuery({ storeNumber: '10004-51234', orderId: 'ord-1' }, 'Avery Q'));
    expect(link).toBe('/pickup?store=10004-51234&orderToken=ord-1&firstName=Avery%20Q&platform=web');
    expect(parsePickupQuery(link.slice('/pickup'.length))).toEqual({ storeNumber: '10004-51234', orderToken: 'ord-1', firstName: 'Avery Q', platform: 'web' });
  });
});

describe('the e-gift claim page', () => {
  it('reads the claim token from its fragment, as the delivery e-mail writes it', () => {
    expect(GiftPaths.claim).toBe('/gift/claim');
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), (token) => {
        expect(claimTokenOf(`#token=${encodeURIComponent(token)}`)).toBe(token);
        expect(claimTokenOf(`#other=1&token=${token}`)).toBe(token);
      }),
    );
    expect(claimTokenOf('')).toBeUndefined();
    expect(claimTokenOf('#token=')).toBeUndefined();
    expect(claimTokenOf('#payment')).toBeUndefined();
  });
});
