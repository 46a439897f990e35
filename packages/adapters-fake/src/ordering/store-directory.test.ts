// The ordering fake acts on its own knowledge of a store, not the request's: a store its directory knows
// to be closed refuses pricing, placing and time slots whatever the client says; the locator's catalog
// is that directory in the app (open by each store's hours, in its own time zone).
import { describe, expect, it } from 'vitest';
import { lastValueFrom } from 'rxjs';
import type { GuestSession } from '@crema/domain';
import type { StoreFacts } from '@crema/domain/ordering';
import { createFakeStoreLocations, createLocatorStoreDirectory } from '../locator';
import { cartInput, makeApp } from './test-app';
import { FRIENDLY_STORE, makeWorld } from './test-fixture';

const guest: GuestSession = { kind: 'guest', guestId: 'g1', startedAt: 0, expiresAt: Number.MAX_SAFE_INTEGER };

/** A directory that knows one store (the friendly test store) with the given facts. */
const knowing = (facts: Partial<StoreFacts>) => () => async (n: string) => (n === FRIENDLY_STORE.storeNumber ? { storeNumber: n, ...facts } : undefined);

const priceAt = async (app: ReturnType<typeof makeApp>, store: StoreFacts) => {
  app.cart.add(cartInput('201101', 'iced', 'M'));
  return lastValueFrom(app.priceOrder({ session: guest, store }));
};

describe('the ordering fake with a store directory', () => {
  it('refuses to price at a store it knows is closed, though the request says open', async () => {
    const app = makeApp(makeWorld(knowing({ open: false })));
    const p = await priceAt(app, { ...FRIENDLY_STORE, open: true });
    expect(p.status === 'error' && p.error.error.code).toBe('STORE_CLOSED');
    const slots = await lastValueFrom(app.world.timeSlots.getStoreTimeSlots(FRIENDLY_STORE.storeNumber, { ...FRIENDLY_STORE, open: true }));
    expect(slots._tag === 'Right' && slots.right.slots).toEqual([]);
  });

  it('refuses a guest where it knows there is no guest ordering, and mobile orders where they are paused', async () => {
    const noGuests = await priceAt(makeApp(makeWorld(knowing({ guestOrdering: false }))), FRIENDLY_STORE);
    expect(noGuests.status === 'error' && noGuests.error.error.code).toBe('MOP_NOT_ACCEPTED');
    const paused = await priceAt(makeApp(makeWorld(knowing({ mobileOrderingAvailability: 'NOT_READY' }))), FRIENDLY_STORE);
    expect(paused.status === 'error' && paused.error.error.code).toBe('MOP_UNAVAILABLE');
  });

  it('refuses to place an order priced while open once the store has closed', async () => {
    let open = true;
    const app = makeApp(makeWorld(() => async (n) => (n === FRIENDLY_STORE.storeNumber ? { storeNumber: n, open } : undefined)));
    expect((await priceAt(app, FRIENDLY_STORE)).status).toBe('ok');
    app.order.dispatch({ type: 'PaymentSelected', payment: { kind: 'guestCard', card: { token: 'tok_1', brand: 'visa', lastFour: '1111', tokenAcquiredTimestamp: app.world.clock.now() } } });
    open = false;
    const placed = await lastValueFrom(app.placeOrder({ session: guest, store: FRIENDLY_STORE, guest: { email: 'g@example.com', marketingOptIn: false } }));
    expect(placed.status === 'error' && placed.error.error.code).toBe('STORE_CLOSED');
  });

  it('keeps the request facts for a store it does not know', async () => {
    const p = await priceAt(makeApp(makeWorld(() => async () => undefined)), FRIENDLY_STORE);
    expect(p.status).toBe('ok');
  });

  it("the locator's catalog as the directory: a store's open state follows its hours at the backend clock", async () => {
    const world = makeWorld((b) => createLocatorStoreDirectory(b));
    const directory = createLocatorStoreDirectory(world.backend);
    const locations = createFakeStoreLocations(world.backend);
    // Through the day, the directory says what the locator shows, and pricing follows it.
    const seen = new Set<boolean>();
    for (let hour = 0; hour < 24; hour += 3) {
      world.clock.set(Date.UTC(2026, 10, 23, hour));
      const facts = await directory('10001');
      const shown = await lastValueFrom(locations.byNumber('10001'));
      expect(shown._tag === 'Right' && shown.right.store.open).toBe(facts?.open);
      seen.add(facts?.open === true);
      const app = makeApp(world, { storeNumber: '10001', open: true, guestOrdering: true, mobileOrderingAvailability: 'READY' });
      const p = await priceAt(app, app.store);
      expect(p.status === 'error' && p.error.error.code === 'STORE_CLOSED').toBe(facts?.open === false);
    }
    expect(seen).toEqual(new Set([true, false]));
  }, 30_000);
});
