import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isGrayedOut, afterStoreConfirm, memberStoreToOrderFrom, storeSelectVerdict } from './selection-rules';
import { storeArb, storeLocation, testStore } from './test-support';

describe('store-select rule (spec section 5)', () => {
  it('needs open and READY, and guest ordering when signed out; else the unavailable dialog', () => {
    fc.assert(
      fc.property(storeArb, fc.boolean(), (store, signedIn) => {
        const v = storeSelectVerdict(store, signedIn, 'locator');
        const openReady = store.open && store.mobileOrdering.availability === 'READY';
        if (openReady && (signedIn || store.guestOrdering)) expect(v).toEqual({ kind: 'selectable' });
        else expect(v).toEqual({ kind: 'unavailable', accountRequired: openReady && !signedIn && !store.guestOrdering });
      }),
    );
  });

  it('ordering variant: grays out every store that is not READY and refuses it first', () => {
    fc.assert(
      fc.property(storeArb, fc.boolean(), (store, signedIn) => {
        const grayed = store.mobileOrdering.availability !== 'READY';
        expect(isGrayedOut(store, 'ordering')).toBe(grayed);
        expect(isGrayedOut(store, 'locator')).toBe(false);
        if (grayed) expect(storeSelectVerdict(store, signedIn, 'ordering')).toEqual({ kind: 'grayedOut' });
        else expect(storeSelectVerdict(store, signedIn, 'ordering')).toEqual(storeSelectVerdict(store, signedIn, 'locator'));
      }),
    );
  });

  it('gives the account-required variant only for an open, ready store without guest ordering', () => {
    expect(storeSelectVerdict(testStore({ guestOrdering: false }), false, 'locator')).toEqual({ kind: 'unavailable', accountRequired: true });
    expect(storeSelectVerdict(testStore({ guestOrdering: false }), true, 'locator')).toEqual({ kind: 'selectable' });
    expect(storeSelectVerdict(testStore({ open: false, guestOrdering: false }), false, 'locator')).toEqual({ kind: 'unavailable', accountRequired: false });
  });
});

describe('confirming a store (spec section 4)', () => {
  it('goes to the cart with toCart, else to a saved return URL, else to the menu', () => {
    expect(afterStoreConfirm({ toCart: true, returnUrl: '/gift' })).toEqual({ kind: 'cart' });
    expect(afterStoreConfirm({ returnUrl: '/menu/product/123/hot' })).toEqual({ kind: 'returnUrl', path: '/menu/product/123/hot' });
    expect(afterStoreConfirm({})).toEqual({ kind: 'menu' });
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (returnUrl) => {
        expect(afterStoreConfirm({ toCart: true, ...(returnUrl !== undefined ? { returnUrl } : {}) })).toEqual({ kind: 'cart' });
      }),
    );
  });

  it('never follows a return URL that leaves the app', () => {
    for (const url of ['https://evil.example', '//evil.example', '/\\evil.example', 'menu', '']) expect(afterStoreConfirm({ returnUrl: url })).toEqual({ kind: 'menu' });
  });
});

describe("a member's store to order from (spec section 4's first-load pick, issue #32)", () => {
  const located = fc.record({ store: storeArb, isFavorite: fc.boolean(), isPrevious: fc.boolean() }).map((x) => storeLocation(x));

  it('is the first favorite taking mobile orders, else the first usual store taking them, else none', () => {
    fc.assert(
      fc.property(fc.array(located, { maxLength: 8 }), (stores) => {
        const pick = memberStoreToOrderFrom(stores);
        const ready = stores.filter((l) => l.store.mobileOrdering.availability === 'READY');
        expect(pick).toBe(ready.find((l) => l.isFavorite) ?? ready.find((l) => l.isPrevious));
        if (pick !== undefined) expect(isGrayedOut(pick.store, 'ordering')).toBe(false);
      }),
    );
  });

  it('passes over a favorite whose mobile ordering is off for the usual store', () => {
    const off = storeLocation({ store: testStore({ storeNumber: '1-1', mobileOrdering: { availability: 'UNAVAILABLE' } }), isFavorite: true });
    const usual = storeLocation({ storeNumber: '2-2', isPrevious: true });
    expect(memberStoreToOrderFrom([off, usual])).toBe(usual);
  });
});
