// Which order a check-in may name (issue #26), and the link an order gives its customer.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ErrorCodes, MS_PER_HOUR } from '../shared';
import { CHECK_IN_WINDOW_MS, checkInOrder, checkInOrderNotFound, isSameStore, mayCheckInFor, orderPickupQuery, orderTokenOf } from './check-in-order';
import type { PickupPlatform, PickupQuery } from './model';
import { parsePickupQuery, pickupQueryString } from './rules';

const NOW = Date.UTC(2026, 10, 25, 18);
const short = fc.integer({ min: 10001, max: 99999 }).map(String);
const dashed = (n: string) => fc.oneof(fc.constant(n), fc.integer({ min: 1, max: 99999 }).map((x) => `${n}-${x}`));
const age = fc.integer({ min: -2 * MS_PER_HOUR, max: 3 * CHECK_IN_WINDOW_MS });

describe('the order a check-in may name (properties)', () => {
  it('is accepted exactly when it was placed at that store (any form of its number) no more than 12 hours ago', () => {
    fc.assert(
      fc.property(short, short, age, fc.nat(), (orderShort, checkInShort, ageMs, form) => {
        const orderStore = form % 2 === 0 ? `${orderShort}-${form}` : orderShort;
        const checkInStore = form % 3 === 0 ? `${checkInShort}-1` : checkInShort;
        const order = { storeNumber: orderStore, placedAt: NOW - ageMs };
        const expected = orderShort === checkInShort && ageMs <= CHECK_IN_WINDOW_MS;
        expect(mayCheckInFor(order, checkInStore, NOW)).toBe(expected);
        const r = checkInOrder(order, checkInStore, NOW);
        expect(r._tag === 'Right').toBe(expected);
      }),
    );
  });

  it('refuses every order of another store, whatever its age', () => {
    fc.assert(
      fc.property(short, short, age, (a, b, ageMs) => {
        fc.pre(a !== b);
        expect(mayCheckInFor({ storeNumber: a, placedAt: NOW - ageMs }, b, NOW)).toBe(false);
      }),
    );
  });

  it('refuses no order at all (an unknown or made-up token)', () => {
    fc.assert(fc.property(short, fc.integer(), (store, now) => !mayCheckInFor(undefined, store, now)));
  });

  it('answers every refusal alike: 404 NOT_FOUND, so unknown, foreign and stale orders cannot be told apart', () => {
    fc.assert(
      fc.property(short, short, age, fc.boolean(), (a, b, ageMs, exists) => {
        const r = checkInOrder(exists ? { storeNumber: a, placedAt: NOW - ageMs } : undefined, b, NOW);
        if (r._tag === 'Left') expect(r.left).toEqual(checkInOrderNotFound());
      }),
    );
    expect(checkInOrderNotFound()).toMatchObject({ code: ErrorCodes.NOT_FOUND, status: 404 });
  });

  it('ends the window at exactly 12 hours after the order', () => {
    const order = { storeNumber: '10003-54321', placedAt: NOW };
    expect(CHECK_IN_WINDOW_MS).toBe(12 * MS_PER_HOUR);
    expect(mayCheckInFor(order, '10003', NOW + CHECK_IN_WINDOW_MS)).toBe(true);
    expect(mayCheckInFor(order, '10003', NOW + CHECK_IN_WINDOW_MS + 1)).toBe(false);
    expect(mayCheckInFor(order, '10004', NOW)).toBe(false);
    expect(mayCheckInFor(order, '1000', NOW)).toBe(false);
  });

  it('compares stores by the number before a dash', () => {
    fc.assert(fc.property(short, fc.nat(), fc.nat(), (n, x, y) => isSameStore(`${n}-${x}`, `${n}-${y}`) && isSameStore(n, ` ${n}-${y}`)));
    expect(isSameStore('10003', '100031')).toBe(false);
  });

  it('reads a blank token as none', () => {
    expect([orderTokenOf(undefined), orderTokenOf(''), orderTokenOf('  '), orderTokenOf(' ord-1 ')]).toEqual([undefined, undefined, undefined, 'ord-1']);
  });
});

describe('the pickup link', () => {
  const text = fc.string({ minLength: 0, maxLength: 12 });
  const arbQuery: fc.Arbitrary<PickupQuery> = fc
    .record({
      storeNumber: fc.option(text, { nil: undefined }),
      orderToken: fc.option(text, { nil: undefined }),
      firstName: fc.option(text, { nil: undefined }),
      platform: fc.constantFrom<PickupPlatform>('ios', 'android', 'web'),
    })
    .map((q) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as unknown as PickupQuery);

  it('pickupQueryString is the inverse of parsePickupQuery (values trimmed, blank ones absent)', () => {
    fc.assert(
      fc.property(arbQuery, (q) => {
        const kept = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());
        const expected = Object.fromEntries(
          Object.entries({ storeNumber: kept(q.storeNumber), orderToken: kept(q.orderToken), firstName: kept(q.firstName), platform: q.platform }).filter(([, v]) => v !== undefined),
        );
        expect(parsePickupQuery(pickupQueryString(q))).toEqual(expected);
      }),
    );
  });

  it("an order's link names its store, its id as the token, the first name when known and the web platform", () => {
    fc.assert(
      fc.property(short.chain(dashed), fc.uuid(), fc.option(text, { nil: undefined }), (storeNumber, id, firstName) => {
        const q = parsePickupQuery(pickupQueryString(orderPickupQuery({ storeNumber, orderId: `ord-${id}` }, firstName)));
        expect(q).toEqual({ storeNumber, orderToken: `ord-${id}`, ...(firstName?.trim() ? { firstName: firstName.trim() } : {}), platform: 'web' });
      }),
    );
    expect(pickupQueryString(orderPickupQuery({ storeNumber: '10004-51234', orderId: 'ord-1' }, 'Avery Q'))).toBe('?store=10004-51234&orderToken=ord-1&firstName=Avery%20Q&platform=web');
  });
});
