// The current store flow in node: the saved preference read on refresh, the store's facts looked up once
// per change, and the cart kept on the same store; a store that is gone or whose menu failed is forgotten.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { createManualClock } from '../shared/clock';
import { defaultConfig } from '../shared/config';
import { domainError } from '../shared/errors';
import { makeCart, makeSelectedStore } from '../ordering';
import { createCurrentStore } from './current-store';
import type { GuestSession, MemberSession, Session } from '../shared/session';
import type { StoreLocation } from './model';
import { storeLocation, stubPorts } from './test-support';

const STORES = ['11111-00001', '22222-00002', '33333-00003'];

const MEMBER: MemberSession = { kind: 'member', memberId: 'm-1', email: 'a@example.com', firstName: 'Avery', lastName: 'Q', signedInAt: 0 };

/** `as`: who uses the app (a member's recommended stores in `recommended`); none: the flow picks no store. */
const setup = (o: { as?: Session; recommended?: StoreLocation[] } = {}) => {
  const locations = [...STORES.map((n) => storeLocation({ storeNumber: n })), ...(o.recommended ?? [])];
  const ports = stubPorts({ locations, ...(o.recommended !== undefined ? { recommended: o.recommended } : {}) });
  const selectedStore = makeSelectedStore();
  const clock = createManualClock(7);
  const cart = makeCart({ clock, config: defaultConfig });
  let session: Session | undefined = o.as;
  const member = session === undefined ? {} : { member: { session: () => session as Session, recommended: ports.recommended, clock } };
  const current = createCurrentStore({ preference: ports.preference, stores: ports.stores, selectedStore, cart, ...member });
  const save = (storeNumber: string, userConfirmed = true) => {
    ports.preference.record = { storeNumber, storeConfirmationTimestamp: 5, userConfirmed };
  };
  const signAs = (s: Session) => {
    session = s;
  };
  return { ports, selectedStore, cart, current, save, signAs };
};

const lookups = (calls: readonly string[]) => calls.filter((c) => c.startsWith('stores.byNumber'));

describe('createCurrentStore', () => {
  it("is 'unknown' until the preference is read, then 'none' without a saved store", () => {
    const { current, cart } = setup();
    expect(current.current().status).toBe('unknown');
    current.refresh();
    expect(current.current()).toEqual({ status: 'none' });
    expect(cart.current().storeNumber).toBeUndefined();
  });

  it('selects the saved store under its saved number, with its address, and moves the cart there', () => {
    const { current, cart, selectedStore, save } = setup();
    save('11111', false);
    current.refresh();
    expect(current.current()).toMatchObject({ status: 'selected', storeNumber: '11111', store: { storeNumber: '11111' }, address: '1 Main St, Seattle, WA 98101' });
    expect(selectedStore.get()).toMatchObject({ needsConfirmation: true, storeConfirmationTimestamp: 5 });
    expect(cart.current().storeNumber).toBe('11111');
  });

  it('looks a store up only when the saved store changed', () => {
    const { current, ports, save } = setup();
    save('11111');
    current.refresh();
    current.refresh();
    expect(lookups(ports.calls)).toHaveLength(1);
    save('22222');
    current.refresh();
    expect(lookups(ports.calls)).toHaveLength(2);
    expect(current.current().storeNumber).toBe('22222');
  });

  it('forgets a saved store that no longer exists', () => {
    const { current, ports, cart, save } = setup();
    save('99999');
    current.refresh();
    expect(current.current()).toEqual({ status: 'none' });
    expect(ports.preference.record).toBeUndefined();
    expect(cart.current().storeNumber).toBeUndefined();
  });

  it('keeps the store (by number) when the lookup fails for another reason', () => {
    const { current, ports, save } = setup();
    save('11111');
    ports.failNext('stores.byNumber:11111', domainError('HTTP_503', { status: 503 }));
    current.refresh();
    expect(current.current()).toMatchObject({ status: 'selected', store: { storeNumber: '11111' } });
    expect(current.current().address).toBeUndefined();
  });

  it("forgets the saved store when its menu failed, and shows ordering's notice", () => {
    const { current, ports, cart, selectedStore, save } = setup();
    save('11111');
    current.refresh();
    selectedStore.dispatch({ type: 'MenuLoadFailed' });
    expect(current.current()).toMatchObject({ status: 'none', notice: 'Could not load menus for this store. Showing national menu.' });
    expect(ports.preference.record).toBeUndefined();
    expect(cart.current().storeNumber).toBeUndefined();
    current.dismissNotice();
    expect(current.current().notice).toBeUndefined();
  });

  it('clear() forgets the store as the person asked', () => {
    const { current, ports, cart, selectedStore, save } = setup();
    save('11111');
    current.refresh();
    current.clear();
    expect(selectedStore.get()).toMatchObject({ status: 'none', userDidClear: true });
    expect(ports.preference.record).toBeUndefined();
    expect(cart.current().storeNumber).toBeUndefined();
  });

  it('after any sequence of saves and refreshes, the view and the cart name the last saved store', () => {
    const choice = fc.oneof(fc.constantFrom(...STORES.map((n) => n.split('-')[0] ?? n)), fc.constant(undefined));
    fc.assert(
      fc.property(fc.array(fc.tuple(choice, fc.boolean()), { minLength: 1, maxLength: 12 }), (steps) => {
        const { current, ports, cart, save } = setup();
        for (const [n, refresh] of steps) {
          if (n === undefined) delete ports.preference.record;
          else save(n);
          if (refresh) current.refresh();
        }
        current.refresh();
        const saved = ports.preference.record?.storeNumber;
        expect(current.current().storeNumber).toBe(saved);
        expect(current.current().status).toBe(saved === undefined ? 'none' : 'selected');
        expect(cart.current().storeNumber).toBe(saved);
      }),
      { numRuns: 100 },
    );
  });
  describe("a member's own store when none is saved on this device (issue #32: 'None selected' beside their favorites)", () => {
    const favorite = storeLocation({ storeNumber: '44444-00004', isFavorite: true, recommendationReason: 'FAVORITE' });
    const usual = storeLocation({ storeNumber: '55555-00005', isPrevious: true, recommendationReason: 'USUAL' });

    it('picks their first favorite, saves it unconfirmed and moves the cart there', () => {
      const { current, ports, cart, selectedStore } = setup({ as: MEMBER, recommended: [favorite, usual] });
      current.refresh();
      expect(current.current()).toMatchObject({ status: 'selected', storeNumber: '44444-00004' });
      expect(ports.preference.record).toEqual({ storeNumber: '44444-00004', storeConfirmationTimestamp: 7, userConfirmed: false });
      expect(selectedStore.get()).toMatchObject({ needsConfirmation: true });
      expect(cart.current().storeNumber).toBe('44444-00004');
    });

    it('picks their usual store when they have no favorite', () => {
      const { current } = setup({ as: MEMBER, recommended: [usual] });
      current.refresh();
      expect(current.current().storeNumber).toBe('55555-00005');
    });

    it('never replaces a store saved on the device, never picks for a guest, and looks once per member', () => {
      const saved = setup({ as: MEMBER, recommended: [favorite] });
      saved.save('11111');
      saved.current.refresh();
      expect(saved.current.current().storeNumber).toBe('11111');
      expect(saved.ports.calls).not.toContain('recommended.forMember');

      const guest: GuestSession = { kind: 'guest', guestId: 'g', startedAt: 0, expiresAt: 1 };
      const asGuest = setup({ as: guest, recommended: [favorite] });
      asGuest.current.refresh();
      expect(asGuest.current.current()).toEqual({ status: 'none' });
      expect(asGuest.ports.calls).not.toContain('recommended.forMember');

      const none = setup({ as: MEMBER, recommended: [] });
      none.current.refresh();
      none.current.refresh();
      expect(none.current.current()).toEqual({ status: 'none' });
      expect(none.ports.calls.filter((c) => c === 'recommended.forMember')).toHaveLength(1);
    });

    it('a member who clears the picked store keeps none; another member signing in gets theirs', () => {
      const { current, ports, signAs } = setup({ as: MEMBER, recommended: [favorite] });
      current.refresh();
      current.clear();
      current.refresh();
      expect(current.current()).toEqual({ status: 'none' });
      expect(ports.preference.record).toBeUndefined();
      signAs({ ...MEMBER, memberId: 'm-2' });
      current.refresh();
      expect(current.current().storeNumber).toBe('44444-00004');
    });

    it('a store chosen while their own was looked for wins (the locator, another tab): the pick is not saved over it', () => {
      const { current, ports } = setup({ as: MEMBER, recommended: [favorite] });
      const forMember = ports.recommended.forMember;
      (ports.recommended as { forMember: typeof forMember }).forMember = () => {
        ports.preference.record = { storeNumber: '22222-00002', storeConfirmationTimestamp: 9, userConfirmed: true };
        return forMember();
      };
      current.refresh();
      expect(current.current().storeNumber).toBe('22222-00002');
      expect(ports.preference.record?.storeNumber).toBe('22222-00002');
    });

    it('a failed look is no store, and the menu is not kept waiting', () => {
      const { current, ports } = setup({ as: MEMBER, recommended: [favorite] });
      ports.failNext('recommended.forMember', domainError('HTTP_503', { status: 503 }));
      current.refresh();
      expect(current.current()).toEqual({ status: 'none' });
    });
  });
});
