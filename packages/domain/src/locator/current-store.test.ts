// The current store flow in node: the saved preference read on refresh, the store's facts looked up once
// per change, and the cart kept on the same store; a store that is gone or whose menu failed is forgotten.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { createManualClock } from '../shared/clock';
import { defaultConfig } from '../shared/config';
import { domainError } from '../shared/errors';
import { makeCart, makeSelectedStore } from '../ordering';
import { createCurrentStore } from './current-store';
import { storeLocation, stubPorts } from './test-support';

const STORES = ['11111-00001', '22222-00002', '33333-00003'];

const setup = () => {
  const ports = stubPorts({ locations: STORES.map((n) => storeLocation({ storeNumber: n })) });
  const selectedStore = makeSelectedStore();
  const cart = makeCart({ clock: createManualClock(0), config: defaultConfig });
  const current = createCurrentStore({ preference: ports.preference, stores: ports.stores, selectedStore, cart });
  const save = (storeNumber: string, userConfirmed = true) => {
    ports.preference.record = { storeNumber, storeConfirmationTimestamp: 5, userConfirmed };
  };
  return { ports, selectedStore, cart, current, save };
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
});
