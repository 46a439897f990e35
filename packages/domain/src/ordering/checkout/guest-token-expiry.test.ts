import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { domainError } from '../../shared';
import type { GuestCardToken } from '../../payments';
import { failure, OrderingCodes } from '../errors';
import { makeOrderStore } from '../state-store';
import { virtualTime } from '../test-virtual-time';
import { createGuestTokenExpiry, GUEST_TOKEN_CHECK_MARGIN_MS } from './guest-token-expiry';

const START = Date.UTC(2026, 10, 26, 15);
const MAX_AGE = 300_000;
const token = (tokenAcquiredTimestamp: number): GuestCardToken => ({ token: 't', brand: 'visa', lastFour: '1111', tokenAcquiredTimestamp });

const setup = () => {
  const time = virtualTime(START);
  const order = makeOrderStore();
  const flow = createGuestTokenExpiry({ order, clock: time.clock, config: { guestPaymentTokenMaxAgeMs: MAX_AGE }, scheduler: time.scheduler });
  flow.open();
  const choose = (t: GuestCardToken) => order.dispatch({ type: 'PaymentSelected', payment: { kind: 'guestCard', card: t } });
  return { flow, order, choose, ...time };
};

describe('the guest token expiry', () => {
  it('resets the token and asks for the card one second after it ages out, not before', () => {
    const { flow, order, choose, pass } = setup();
    choose(token(START));
    pass(MAX_AGE + GUEST_TOKEN_CHECK_MARGIN_MS - 1);
    expect(order.get().selectedMethod?.kind).toBe('guestCard');
    expect(flow.current()).toEqual({ askForCard: false, expiries: 0 });
    pass(1);
    expect(order.get().selectedMethod).toBeUndefined();
    expect(flow.current()).toEqual({ askForCard: true, expiries: 1 });
    flow.acknowledge();
    expect(flow.current()).toEqual({ askForCard: false, expiries: 1 });
  });

  it('a token already too old is reset at once (after the state is out)', () => {
    const { flow, order, choose, pass } = setup();
    choose(token(START - MAX_AGE - 1));
    expect(order.get().selectedMethod?.kind).toBe('guestCard');
    pass(0);
    expect(order.get().selectedMethod).toBeUndefined();
    expect(flow.current().askForCard).toBe(true);
  });

  it('a timer early by the Clock is armed again; a new card starts its own count', () => {
    const { flow, order, choose, clock, pass } = setup();
    choose(token(START));
    clock.advance(-10_000);
    pass(MAX_AGE + GUEST_TOKEN_CHECK_MARGIN_MS);
    expect(order.get().selectedMethod?.kind).toBe('guestCard');
    pass(10_000);
    expect(flow.current().expiries).toBe(1);
    choose(token(clock.now()));
    pass(MAX_AGE);
    expect(order.get().selectedMethod?.kind).toBe('guestCard');
  });

  it('a submit that met an expired token: the error is dismissed and the card asked for', () => {
    const { flow, order, pass } = setup();
    order.dispatch({ type: 'SubmitFailed', failure: failure(domainError(OrderingCodes.GUEST_TOKEN_EXPIRED), 'expired') });
    pass(0);
    expect(order.get().orderStatus.error).toBeUndefined();
    expect(flow.current()).toEqual({ askForCard: true, expiries: 1 });
  });

  it('after dispose nothing is reset', () => {
    const { flow, order, choose, pass } = setup();
    choose(token(START));
    flow.dispose();
    pass(MAX_AGE * 2);
    expect(order.get().selectedMethod?.kind).toBe('guestCard');
  });

  it('property: the token is kept exactly while its age is within the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AGE * 2 }), (age) => {
        const { order, choose, pass } = setup();
        choose(token(START - age));
        pass(0);
        expect(order.get().selectedMethod !== undefined).toBe(age <= MAX_AGE);
      }),
    );
  });
});
