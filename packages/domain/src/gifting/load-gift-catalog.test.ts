import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { of } from 'rxjs';
import { left, right } from 'fp-ts/Either';
import { createManualClock, MS_PER_MINUTE } from '../shared/clock';
import { domainError } from '../shared/errors';
import { makeLoadGiftCatalog } from './load-gift-catalog';
import type { GiftCatalogData } from './model';
import type { GiftCatalog } from './ports';
import { collect, config } from './test-support';

const data = (locale: string): GiftCatalogData => ({ locale, categories: [] });

const stub = (fail = false) => {
  const calls: string[] = [];
  const catalog: GiftCatalog = {
    getCatalog: (locale) => (calls.push(locale), of(fail ? left(domainError('HTTP_500', { status: 500 })) : right(data(locale)))),
    getGiftCard: () => of(left(domainError('NOT_FOUND', { status: 404 }))),
  };
  return { catalog, calls };
};

describe('makeLoadGiftCatalog', () => {
  it('loads, then serves the cached catalog without a call for 15 minutes', () => {
    const clock = createManualClock(0);
    const { catalog, calls } = stub();
    const load = makeLoadGiftCatalog({ catalog, clock, config });
    expect(collect(load())).toEqual([{ status: 'loading' }, { status: 'ok', value: data('en-US') }]);
    clock.advance(15 * MS_PER_MINUTE - 1);
    expect(collect(load())).toEqual([{ status: 'ok', value: data('en-US') }]);
    expect(calls).toEqual(['en-US']);
  });

  it('refetches once stale, showing the older copy while loading', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * MS_PER_MINUTE }), (elapsed) => {
        const clock = createManualClock(1000);
        const { catalog, calls } = stub();
        const load = makeLoadGiftCatalog({ catalog, clock, config });
        collect(load());
        clock.advance(elapsed);
        const second = collect(load());
        const stale = elapsed >= 15 * MS_PER_MINUTE;
        expect(calls).toHaveLength(stale ? 2 : 1);
        expect(second[0]).toEqual(stale ? { status: 'loading', previous: data('en-US') } : { status: 'ok', value: data('en-US') });
      }),
      { numRuns: 50 },
    );
  });

  it('caches per locale and refetches on demand', () => {
    const clock = createManualClock(0);
    const { catalog, calls } = stub();
    const load = makeLoadGiftCatalog({ catalog, clock, config });
    collect(load({ locale: 'en-US' }));
    collect(load({ locale: 'fr-CA' }));
    collect(load({ locale: 'en-US', refresh: true }));
    expect(calls).toEqual(['en-US', 'fr-CA', 'en-US']);
  });

  it('stores a failure with its catalogue message and does not cache it', () => {
    const clock = createManualClock(0);
    const { catalog, calls } = stub(true);
    const load = makeLoadGiftCatalog({ catalog, clock, config });
    expect(collect(load())[1]).toEqual({
      status: 'error',
      error: domainError('HTTP_500', { status: 500 }),
      message: 'Something went wrong. Please try again later.',
    });
    collect(load());
    expect(calls).toHaveLength(2);
  });
});
