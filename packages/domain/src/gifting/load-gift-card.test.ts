import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { of } from 'rxjs';
import { left, right } from 'fp-ts/Either';
import { createManualClock, MS_PER_MINUTE } from '../shared/clock';
import { domainError } from '../shared/errors';
import type { GiftingError } from './errors';
import { makeLoadGiftCard } from './load-gift-card';
import type { GiftCardDesign } from './model';
import type { GiftCatalog } from './ports';
import { collect, config } from './test-support';

const design = (productNumber: string): GiftCardDesign => ({
  productNumber,
  name: 'Thanks a latte',
  category: { urn: 'urn:thanks', name: 'Thank you' },
  artwork: { palette: { background: '#fff', foreground: '#000', accent: '#c00' }, motif: 'cup', caption: 'Thanks', imageUrl: 'data:,', alt: 'A cup' },
});

const stub = (answer: (pn: string) => GiftingError | undefined = () => undefined) => {
  const calls: string[] = [];
  const catalog: GiftCatalog = {
    getCatalog: () => of(left(domainError('HTTP_500'))),
    getGiftCard: (pn, locale) => {
      calls.push(`${locale}|${pn}`);
      const e = answer(pn);
      return of(e ? left(e) : right(design(pn)));
    },
  };
  return { catalog, calls };
};

const fetchError = "This gift card isn't available right now. Take a look at our other designs.";

describe('makeLoadGiftCard', () => {
  it('answers giftFetchError without a call for any product number that is not 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }).filter((s) => [...s].length !== 8), (pn) => {
        const { catalog, calls } = stub();
        const [only, ...rest] = collect(makeLoadGiftCard({ catalog, clock: createManualClock(0), config })({ productNumber: pn }));
        expect(rest).toEqual([]);
        expect(only).toMatchObject({ status: 'error', error: { code: 'GIFT_FETCH_ERROR' }, message: fetchError });
        expect(calls).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('loads an 8-character design and keeps it 15 minutes', () => {
    const clock = createManualClock(0);
    const { catalog, calls } = stub();
    const load = makeLoadGiftCard({ catalog, clock, config });
    expect(collect(load({ productNumber: '11000101' }))).toEqual([{ status: 'loading' }, { status: 'ok', value: design('11000101') }]);
    clock.advance(14 * MS_PER_MINUTE);
    expect(collect(load({ productNumber: '11000101' }))).toEqual([{ status: 'ok', value: design('11000101') }]);
    clock.advance(MS_PER_MINUTE);
    collect(load({ productNumber: '11000101' }));
    expect(calls).toEqual(['en-US|11000101', 'en-US|11000101']);
  });

  it('turns not-found and other failures into giftFetchError, keeping specific gift codes', () => {
    const { catalog } = stub((pn) => (pn === '99999999' ? domainError('NOT_FOUND', { status: 404 }) : pn === '88888888' ? domainError('170040') : undefined));
    const load = makeLoadGiftCard({ catalog, clock: createManualClock(0), config });
    expect(collect(load({ productNumber: '99999999' }))[1]).toMatchObject({
      status: 'error',
      error: { code: 'GIFT_FETCH_ERROR', status: 404, context: { productNumber: '99999999', cause: 'NOT_FOUND' } },
      message: fetchError,
    });
    expect(collect(load({ productNumber: '88888888' }))[1]).toMatchObject({
      error: { code: '170040' },
      message: 'This gift card design is no longer available. Please choose another design.',
    });
  });
});
