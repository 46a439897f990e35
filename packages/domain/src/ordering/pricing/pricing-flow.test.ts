import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Subject, of } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { domainError, makeConfig, type GuestSession, type MemberSession } from '../../shared';
import type { OrderingError } from '../errors';
import { makeCart } from '../cart/cart-service';
import type { PricedOrder, PriceOrderRequest, StoreFacts } from '../order-model';
import type { CartStore } from '../ports';
import { makeOrderStore } from '../state-store';
import { itemInput, pricedFixture } from '../test-data';
import { virtualTime } from '../test-virtual-time';
import { WAKE_MARGIN_MS } from '../wake-at';
import { createPricingFlow } from './pricing-flow';
import { repriceKey } from './reprice-rule';

const START = Date.UTC(2026, 10, 26, 15);
const config = makeConfig();
const member: MemberSession = { kind: 'member', memberId: 'm', email: 'a@b.c', firstName: 'A', lastName: 'B', signedInAt: 0 };
const guest: GuestSession = { kind: 'guest', guestId: 'g', startedAt: 0, expiresAt: START * 2 };
const store: StoreFacts = { storeNumber: '1-1', guestOrdering: true };

/** A pricing port whose answers the test gives (or at once, with `auto`). */
const setup = (auto?: (r: PriceOrderRequest) => Either<OrderingError, PricedOrder>) => {
  const time = virtualTime(START);
  const calls: { request: PriceOrderRequest; guest: boolean; answer: Subject<Either<OrderingError, PricedOrder>> }[] = [];
  const answer = (request: PriceOrderRequest, isGuest: boolean) => {
    if (auto !== undefined) {
      calls.push({ request, guest: isGuest, answer: new Subject() });
      return of(auto(request));
    }
    const a = new Subject<Either<OrderingError, PricedOrder>>();
    calls.push({ request, guest: isGuest, answer: a });
    return a;
  };
  const cartStore: CartStore = { load: () => of(right(null)), save: () => of(right(undefined)), changes: () => of() };
  const cart = makeCart({ clock: time.clock, config, store: cartStore });
  const order = makeOrderStore();
  const flow = createPricingFlow({
    pricing: { priceOrder: (r) => answer(r, false), priceOrderForGuest: (r) => answer(r, true) },
    cart,
    order,
    clock: time.clock,
    config,
    scheduler: time.scheduler,
  });
  return { flow, cart, order, calls, ...time };
};

describe('the pricing flow', () => {
  it('prices on arrival, after the cart state is out, and shows the priced totals', () => {
    const { flow, cart, calls, pass } = setup();
    cart.add(itemInput(0));
    flow.open({ session: member, store });
    expect(calls).toHaveLength(0); // queued on the scheduler, not inside the cart's emission
    pass(0);
    expect(calls).toHaveLength(1);
    expect(flow.current().view).toEqual({ kind: 'loading' });
    calls[0]!.answer.next(right(pricedFixture()));
    expect(flow.current().view).toEqual({ kind: 'priced', summary: pricedFixture().summary });
  });

  it('preview: the first paint shows the pricing the order already holds, before open', () => {
    const { flow, cart, order, clock } = setup();
    cart.add(itemInput(0));
    order.dispatch({ type: 'PricingSucceeded', priced: pricedFixture(), receivedAt: clock.now() });
    expect(flow.preview({ session: member, store }).view).toEqual({ kind: 'priced', summary: pricedFixture().summary });
    expect(flow.current().view).toEqual({ kind: 'none' });
  });

  it('prices again when what is priced changes, not on a change that keeps it', () => {
    const { flow, cart, calls, pass } = setup(() => right(pricedFixture()));
    cart.add(itemInput(0));
    flow.open({ session: member, store });
    pass(0);
    cart.add(itemInput(0)); // quantity 2: a new key
    pass(0);
    expect(calls).toHaveLength(2);
    flow.open({ session: member, store: { ...store, name: 'Same store' } }); // same store number
    cart.markAvailability({});
    pass(0);
    expect(calls).toHaveLength(2);
    flow.open({ session: guest, store });
    pass(0);
    expect(calls.map((c) => c.guest)).toEqual([false, false, true]);
  });

  it('nothing to price: no call and no view, until a store is known', () => {
    const { flow, cart, calls, pass } = setup(() => right(pricedFixture()));
    flow.open({ session: member, store });
    pass(0);
    expect(calls).toHaveLength(0);
    expect(flow.current().view).toEqual({ kind: 'none' });
    cart.add(itemInput(0));
    flow.open({ session: member, store: undefined });
    pass(0);
    expect(calls).toHaveLength(0);
    flow.open({ session: member, store });
    pass(0);
    expect(calls).toHaveLength(1);
  });

  it('turns stale when the pricing expires, with nothing else happening', () => {
    const { flow, cart, pass } = setup(() => right(pricedFixture({ expiresIn: 300 })));
    cart.add(itemInput(0));
    flow.open({ session: member, store });
    pass(0);
    const seen: string[] = [];
    flow.state$.subscribe((s) => seen.push(s.view.kind));
    pass(300_000);
    expect(flow.current().view.kind).toBe('priced');
    pass(WAKE_MARGIN_MS);
    expect(flow.current().view.kind).toBe('stale');
    expect(seen.at(-1)).toBe('stale');
  });

  it('a timer that fires before the Clock passes the expiry is armed again', () => {
    const { flow, cart, clock, pass } = setup(() => right(pricedFixture({ expiresIn: 300 })));
    cart.add(itemInput(0));
    flow.open({ session: member, store });
    pass(0);
    clock.advance(-60_000); // the Clock runs a minute behind the timers
    pass(300_000 + WAKE_MARGIN_MS);
    expect(flow.current().view.kind).toBe('priced');
    pass(60_000 + WAKE_MARGIN_MS);
    expect(flow.current().view.kind).toBe('stale');
  });

  it("an offer the pricing did not take is told until dismissed; 'Got it' hides a pricing failure until the next", () => {
    const { flow, cart, calls, pass } = setup();
    cart.add(itemInput(0));
    flow.open({ session: member, store });
    pass(0);
    calls[0]!.answer.next(right(pricedFixture()));
    flow.applyOffer({ code: 'R1', type: 'STAR_REWARD' });
    calls[1]!.answer.next(right(pricedFixture())); // priced without the offer
    expect(flow.current().offerFailure?.error.code).toBe('REWARD_NOT_APPLIED');
    flow.dismissOfferFailure();
    expect(flow.current().offerFailure).toBeUndefined();
    flow.price();
    calls[2]!.answer.next(left(domainError('HTTP_500', { status: 500 })));
    expect(flow.current().view.kind).toBe('error');
    flow.dismissFailure();
    expect(flow.current().view).toEqual({ kind: 'none' });
    expect(flow.current().dismissed).toBeDefined();
    flow.retry();
    expect(flow.current().view).toEqual({ kind: 'loading' });
  });

  it('the store’s own answer on guest ordering wins over the locator’s', () => {
    const { flow, cart, calls, pass } = setup();
    cart.add(itemInput(0));
    flow.open({ session: guest, store });
    pass(0);
    expect(flow.current().guestAllowed).toBe(true);
    calls[0]!.answer.next(right(pricedFixture({ store: { ...pricedFixture().store, guestOrdering: false } })));
    expect(flow.current().guestAllowed).toBe(false);
  });

  it('dispose stops the pricing in flight and the automatic pricing; open starts again', () => {
    const { flow, cart, calls, pass } = setup();
    cart.add(itemInput(0));
    flow.open({ session: member, store });
    pass(0);
    flow.dispose();
    calls[0]!.answer.next(right(pricedFixture()));
    expect(flow.current().last.status).toBe('loading');
    cart.add(itemInput(1));
    pass(0);
    expect(calls).toHaveLength(1);
    flow.open({ session: member, store });
    pass(0);
    expect(calls).toHaveLength(2);
  });
});

describe('repriceKey', () => {
  it('is empty exactly when there is no store or no item, and changes with any line quantity', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 4 }), fc.boolean(), fc.nat(3), (quantities, withStore, bump) => {
        const items = quantities.map((q, i) => ({ key: `k${i}`, quantity: q }));
        const cart = { items };
        const key = repriceKey(member, withStore ? store : undefined, cart);
        expect(key === '').toBe(!withStore || items.length === 0);
        if (key !== '' && items.length > 0) {
          const i = bump % items.length;
          const bumped = items.map((it, j) => (j === i ? { ...it, quantity: it.quantity + 1 } : it));
          expect(repriceKey(member, store, { items: bumped })).not.toBe(key);
        }
      }),
    );
  });
});
