import { describe, it, expect } from 'vitest';
import { firstValueFrom, of, toArray, type Observable } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { createManualClock, domainError, makeConfig, MS_PER_DAY, MS_PER_MINUTE, type AsyncState, type Session } from '../shared';
import type { StreamError } from './errors';
import type { StreamItem, StreamView } from './model';
import { makeLoadStream } from './load-stream';
import type { StreamAnswer, StreamQuery } from './ports';

const NOW = Date.UTC(2026, 10, 22, 15);
const member: Session = { kind: 'member', memberId: 'm1', email: 'a@b.c', firstName: 'Avery', lastName: 'Q', signedInAt: NOW };
const guest: Session = { kind: 'guest', guestId: 'g', startedAt: NOW, expiresAt: NOW + 1e6 };
const items: StreamItem[] = [
  { id: 'low', type: 'information', title: 't', body: 'b', rank: 1 },
  { id: 'high', type: 'coupon', title: 't', body: 'b', rank: 5, reward: { couponCode: 'X', status: 'Available' } },
  { id: 'gone', type: 'information', title: 't', body: 'b', rank: 9, expires: NOW + MS_PER_MINUTE },
  {
    id: 'onb', type: 'onboarding', title: 't', body: 'b', rank: 3,
    onboardingContent: { items: [{ task: { name: 'Purchase' }, title: 'p', body: 'b' }, { task: { name: 'SvcReload' }, title: 's', body: 'b' }] },
  },
];

const setup = (answers: Array<Either<StreamError, StreamAnswer>>, flags: { unauthenticatedStream?: boolean } = {}) => {
  const clock = createManualClock(NOW);
  const queries: StreamQuery[] = [];
  const feed = {
    getStreamItems: (q: StreamQuery): Observable<Either<StreamError, StreamAnswer>> => {
      queries.push(q);
      return of(answers[Math.min(queries.length - 1, answers.length - 1)] as Either<StreamError, StreamAnswer>);
    },
  };
  const load = makeLoadStream({ feed, clock, config: makeConfig({ flags }) });
  const run = (session: Session, isMobile = false, force = false): Promise<AsyncState<StreamView>[]> =>
    firstValueFrom(load({ session, isMobile, force }).pipe(toArray()));
  return { clock, queries, run };
};
const lastView = (states: AsyncState<StreamView>[]): StreamView | undefined => {
  const s = states.at(-1);
  return s?.status === 'ok' ? s.value : undefined;
};

describe('load stream', () => {
  it('loads the member stream filtered and sorted, narrowing onboarding for the device', async () => {
    const s = setup([right({ status: 200, items })]);
    const states = await s.run(member, true);
    expect(states[0]).toEqual({ status: 'loading' });
    expect(lastView(states)?.items.map((i) => i.id)).toEqual(['gone', 'high', 'onb', 'low']);
    expect(lastView(states)?.taskNames).toEqual(['Purchase', 'SvcReload']);
    expect(s.queries[0]).toEqual({ audience: 'member', locale: 'en-US', streamItemTypes: makeConfig().feedItemTypesEnabled, streamItemStatus: 'active' });
    // On desktop the onboarding card has no visible task left.
    expect(lastView(await s.run(member, false))?.items.map((i) => i.id)).toEqual(['gone', 'high', 'low']);
  });

  it('shows a guest nothing without the unauthenticated stream, and makes no call', async () => {
    const s = setup([right({ status: 200, items })]);
    expect(await s.run(guest)).toEqual([{ status: 'ok', value: { audience: 'none', items: [], partial: false, taskNames: [] } }]);
    expect(s.queries).toHaveLength(0);
  });

  it('loads the guest stream when the flag is on', async () => {
    const s = setup([right({ status: 200, items })], { unauthenticatedStream: true });
    expect(lastView(await s.run(guest))?.audience).toBe('guest');
    expect(s.queries[0]?.audience).toBe('guest');
  });

  it('counts 206 as a partial success and treats 304 as empty', async () => {
    expect(lastView(await setup([right({ status: 206, items })]).run(member))).toMatchObject({ partial: true });
    expect(lastView(await setup([right({ status: 304, items })]).run(member))).toMatchObject({ partial: false, items: [] });
  });

  it('drops a cached card once it expires, and refetches after 5 minutes', async () => {
    const s = setup([right({ status: 200, items })]);
    await s.run(member);
    s.clock.advance(MS_PER_MINUTE);
    expect(lastView(await s.run(member))?.items.map((i) => i.id)).not.toContain('gone');
    expect(s.queries).toHaveLength(1);
    s.clock.advance(4 * MS_PER_MINUTE);
    await s.run(member);
    expect(s.queries).toHaveLength(2);
    s.clock.advance(MS_PER_DAY);
    await s.run(member, false, false);
    expect(s.queries).toHaveLength(3);
  });

  it('shows the stream error and keeps the previous view', async () => {
    const s = setup([right({ status: 200, items }), left(domainError('HTTP_500', { status: 500 }))]);
    await s.run(member);
    const states = await s.run(member, false, true);
    const last = states.at(-1);
    expect(last).toMatchObject({ status: 'error', message: 'Please try refreshing the page.' });
    expect(last?.status === 'error' && last.previous?.items.length).toBe(3);
  });
});
