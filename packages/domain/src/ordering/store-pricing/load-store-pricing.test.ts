// makeStorePricing and the previous orders' store pricing input: 5-minute reuse, the prices a page shows
// (never an error), and the query get previous orders receives.
import { describe, expect, it } from 'vitest';
import { lastValueFrom, of, toArray, type Observable } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { createManualClock, domainError, makeConfig, type MemberSession } from '../../shared';
import type { OrderingError } from '../errors';
import { makeStorePricing } from './load-store-pricing';
import type { StoreFacts } from '../order-model';
import type { PreviousOrdersQuery, StorePricing } from '../ports';
import { makeListPreviousOrders } from '../previous-orders/previous-orders';
import type { PricingRules, StorePriceList } from './store-pricing-model';

const config = makeConfig();
const member: MemberSession = { kind: 'member', memberId: 'm', email: 'a@b.c', firstName: 'A', lastName: 'B', signedInAt: 0 };
const RULES: PricingRules = { markets: [{ countryCode: 'US', ownershipTypeCodes: ['CO'] }] };
const CO: StoreFacts = { storeNumber: '100-1', countryCode: 'US', ownershipTypeCode: 'CO', timeZoneId: 'America/Denver' };
const LS: StoreFacts = { ...CO, storeNumber: '200-1', ownershipTypeCode: 'LS' };
const listOf = (storeNumber: string): StorePriceList => ({ storeNumber, pricedAt: 0, currency: 'USD', sizes: { a: 510 }, options: {} });
const boom = domainError('UNEXPECTED_ERROR', { status: 500 });

const fakePort = (o: { rules?: () => Either<OrderingError, PricingRules>; list?: (n: string) => Either<OrderingError, StorePriceList> } = {}) => {
  const calls = { rules: 0, lists: [] as string[] };
  const port: StorePricing = {
    pricingRules: (): Observable<Either<OrderingError, PricingRules>> => (calls.rules++, of(o.rules?.() ?? right(RULES))),
    pricingByStoreNumber: (n) => (calls.lists.push(n), of(o.list?.(n) ?? right(listOf(n)))),
  };
  return { port, calls };
};

const statuses = async <T>(o: Observable<{ status: string; value?: T }>) => lastValueFrom(o.pipe(toArray()));

describe('makeStorePricing', () => {
  it('reuses the rules and each store list for 5 minutes, then asks again', async () => {
    const clock = createManualClock(0);
    const { port, calls } = fakePort();
    const svc = makeStorePricing({ storePricing: port, clock, config });
    await lastValueFrom(svc.shownPrices(CO));
    await lastValueFrom(svc.shownPrices(CO));
    clock.advance(5 * 60_000 - 1);
    await lastValueFrom(svc.rules());
    await lastValueFrom(svc.priceList(CO.storeNumber));
    expect([calls.rules, calls.lists]).toEqual([1, ['100-1']]);
    clock.advance(1);
    await lastValueFrom(svc.shownPrices(CO));
    expect([calls.rules, calls.lists]).toEqual([2, ['100-1', '100-1']]);
  });

  it("shows a company-operated store's list after loading; a licensed store's prices are hidden without asking for its list", async () => {
    const { port, calls } = fakePort();
    const svc = makeStorePricing({ storePricing: port, clock: createManualClock(0), config });
    const co = await statuses(svc.shownPrices(CO));
    expect(co.map((s) => s.status)).toEqual(['loading', 'ok']);
    expect(co[1]?.value).toEqual({ kind: 'store', list: listOf('100-1') });
    expect((await lastValueFrom(svc.shownPrices(LS)))).toEqual({ status: 'ok', value: { kind: 'hidden' } });
    expect(calls.lists).toEqual(['100-1']);
  });

  it('falls back to national prices when the rules or the list fail, and without a store asks nothing', async () => {
    const clock = createManualClock(0);
    const rulesFail = fakePort({ rules: () => left(boom) });
    expect(await lastValueFrom(makeStorePricing({ storePricing: rulesFail.port, clock, config }).shownPrices(CO))).toEqual({ status: 'ok', value: { kind: 'national' } });
    const listFails = fakePort({ list: () => left(boom) });
    expect(await lastValueFrom(makeStorePricing({ storePricing: listFails.port, clock, config }).shownPrices(CO))).toEqual({ status: 'ok', value: { kind: 'national' } });
    const none = fakePort();
    expect(await lastValueFrom(makeStorePricing({ storePricing: none.port, clock, config }).shownPrices(undefined))).toEqual({ status: 'ok', value: { kind: 'national' } });
    expect([none.calls.rules, none.calls.lists]).toEqual([0, []]);
  });

  it('rules() and priceList() emit loading, then the error state of a failure, and do not keep failures', async () => {
    const { port, calls } = fakePort({ rules: () => left(boom), list: () => left(boom) });
    const svc = makeStorePricing({ storePricing: port, clock: createManualClock(0), config });
    expect((await statuses(svc.rules())).map((s) => s.status)).toEqual(['loading', 'error']);
    expect((await statuses(svc.priceList('1-1'))).map((s) => s.status)).toEqual(['loading', 'error']);
    await lastValueFrom(svc.rules());
    expect(calls.rules).toBe(2);
  });
});

describe('previous orders at a store', () => {
  it("send the store number and its pricing input (timeZone, ownershipTypeCode, countryCode, isPricingEnabled) built from the rules", async () => {
    const queries: PreviousOrdersQuery[] = [];
    const { port } = fakePort();
    const storePricing = makeStorePricing({ storePricing: port, clock: createManualClock(0), config });
    const list = makeListPreviousOrders({ previousOrders: { list: (q) => (queries.push(q), of(right([]))) }, clock: createManualClock(0), config, storePricing });
    await lastValueFrom(list({ session: member, store: LS }));
    await lastValueFrom(list({ session: member }));
    expect(queries).toEqual([
      { limit: 40, locale: config.locale, storeNumber: '200-1', storePricing: { timeZone: 'America/Denver', ownershipTypeCode: 'LS', countryCode: 'US', isPricingEnabled: false } },
      { limit: 40, locale: config.locale },
    ]);
  });

  it('send no pricing input when the rules fail or the store facts are unknown', async () => {
    const queries: PreviousOrdersQuery[] = [];
    const { port } = fakePort({ rules: () => left(boom) });
    const storePricing = makeStorePricing({ storePricing: port, clock: createManualClock(0), config });
    const list = makeListPreviousOrders({ previousOrders: { list: (q) => (queries.push(q), of(right([]))) }, clock: createManualClock(0), config, storePricing });
    await lastValueFrom(list({ session: member, store: CO }));
    expect(queries[0]?.storePricing).toBeUndefined();
    expect(queries[0]?.storeNumber).toBe('100-1');
  });
});
