// Stream rules at their edges: the caller's list left as it was, a repeated impression, a one-day season range,
// a call to action without a URL, tasks' links judged one by one, days since a task was completed, the per-member
// stream cache, and the coupon's end label.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, of, toArray } from 'rxjs';
import { right } from 'fp-ts/Either';
import { createManualClock, makeConfig, MS_PER_DAY, type Session } from '../shared';
import { recordImpression } from './impressions';
import { callToActionTarget, withSafeLinks } from './links';
import { makeLoadStream } from './load-stream';
import { couponEndsLabel } from './messages';
import type { StreamItem } from './model';
import { daysSinceCompleted } from './onboarding';
import type { StreamQuery } from './ports';
import { sortStreamItems } from './rules';
import { inSeasonRange, type SeasonId } from './seasons';
import { arbItems, T0 } from './test-arbitraries';

const HOSTS = ['crema.coffee'];

describe('sorting the stream', () => {
  it('leaves the answer it was given in server order', () => {
    fc.assert(
      fc.property(arbItems, (items) => {
        const given = Object.freeze(items.slice());
        const sorted = sortStreamItems(given);
        expect(given).toEqual(items);
        expect(sorted).toHaveLength(items.length);
      }),
    );
  });
});

describe('impressions', () => {
  it('a card already counted is not new again, whatever its visible share', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (ratio) => {
        expect(recordImpression(['a'], 'a', ratio)).toEqual({ counted: ['a'], isNew: false });
      }),
    );
  });
});

describe('season ranges', () => {
  it('a one-day range holds that day only', () => {
    const day = (month: number, d: number) => ({ month, day: d });
    const range = { id: 'winter' as SeasonId, from: day(2, 14), to: day(2, 14) };
    expect(inSeasonRange(day(2, 14), range)).toBe(true);
    expect([day(2, 13), day(2, 15), day(1, 1), day(12, 31)].some((d) => inSeasonRange(d, range))).toBe(false);
  });
});

describe('links of a card', () => {
  it('a call to action without a URL leads home', () => {
    expect(callToActionTarget({ text: 'Open' }, HOSTS)).toEqual({ kind: 'route', path: '/' });
  });

  const onboarding = (cta: StreamItem['cta'], taskCtas: readonly (StreamItem['cta'] | undefined)[]): StreamItem => ({
    id: 'o',
    type: 'onboarding',
    rank: 1,
    title: 't',
    body: 'b',
    ...(cta ? { cta } : {}),
    onboardingContent: { items: taskCtas.map((c, i) => ({ task: { name: i === 0 ? 'MOP' : 'Purchase' }, title: 'x', body: 'y', ...(c ? { cta: c } : {}) })) },
  });

  it('an onboarding card whose links are all fine is the same card', () => {
    const item = onboarding({ text: 'Go', url: '/menu' }, [{ text: 'Order', url: '/menu' }, undefined]);
    expect(withSafeLinks(item, HOSTS)).toBe(item);
  });

  it('drops only the unsafe links, and adds no call to action to a task that had none', () => {
    const item = onboarding({ text: 'Go', url: 'javascript:alert(1)' }, [{ text: 'Order', url: 'https://crema.coffee/menu' }, undefined]);
    const safe = withSafeLinks(item, HOSTS);
    expect(safe).not.toHaveProperty('cta');
    if (safe.type !== 'onboarding') throw new Error('an onboarding card');
    expect(safe.onboardingContent.items[0]?.cta).toEqual({ text: 'Order', url: 'https://crema.coffee/menu' });
    expect(safe.onboardingContent.items[1]).not.toHaveProperty('cta');
  });
});

describe('days since a task was completed', () => {
  it('counts whole days, floored; a task still to do has none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * MS_PER_DAY }), (ago) => {
        const d = daysSinceCompleted({ name: 'MOP', completedOn: T0 - ago }, T0);
        expect(d).toBe(Math.floor(ago / MS_PER_DAY));
      }),
    );
    expect(daysSinceCompleted({ name: 'MOP', completedOn: T0 - MS_PER_DAY }, T0)).toBe(1);
    expect(daysSinceCompleted({ name: 'MOP', completedOn: T0 - MS_PER_DAY + 1 }, T0)).toBe(0);
    expect(daysSinceCompleted({ name: 'MOP' }, T0)).toBeUndefined();
  });
});

describe('the stream cache', () => {
  it("never shows one member another member's cached stream", async () => {
    const queries: StreamQuery[] = [];
    const items: StreamItem[] = [{ id: 'i', type: 'information', title: 't', body: 'b', rank: 1 }];
    const load = makeLoadStream({
      feed: { getStreamItems: (q) => (queries.push(q), of(right({ status: 200 as const, items }))) },
      clock: createManualClock(T0),
      config: makeConfig({ flags: { unauthenticatedStream: true } }),
    });
    const run = (session: Session) => firstValueFrom(load({ session, isMobile: false }).pipe(toArray()));
    const m = (memberId: string): Session => ({ kind: 'member', memberId, email: 'a@b.c', firstName: 'A', lastName: 'B', signedInAt: T0 });
    await run(m('m1'));
    await run(m('m1'));
    expect(queries).toHaveLength(1);
    await run(m('m2'));
    expect(queries).toHaveLength(2);
    await run({ kind: 'guest', guestId: 'g', startedAt: T0, expiresAt: T0 + 1e6 });
    expect(queries).toHaveLength(3);
  });
});

describe('the coupon label', () => {
  it('says when the coupon ends', () => {
    expect(couponEndsLabel('Nov 30')).toBe('Ends Nov 30');
  });
});
