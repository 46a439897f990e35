import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, last } from 'rxjs';
import { isRight } from 'fp-ts/Either';
import { ALL_FEED_ITEM_TYPES, createManualClock, makeConfig, MS_PER_DAY, MS_PER_MINUTE, type AsyncState, type Session } from '@crema/domain';
import { makeLoadStream, visibleStreamItems, type OnboardingTaskName, type StreamAnswerStatus, type StreamView } from '@crema/domain/stream';
import { describeStreamFeedContract } from '@crema/domain/stream/contract';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { createFakeBackend, createMemoryStorage } from '../backend';
import { modelCommand, signedInAsDemo } from '../backend/test-support';
import { redeemStars } from '../rewards';
import { completeOnboardingTask } from './onboarding-table';
import { createFakeStreamFeed, setStreamAnswerStatus, StreamOperations } from './stream-feed';

const NOW = Date.UTC(2026, 10, 22, 15, 30);
const setup = (storage = createMemoryStorage()) => {
  const clock = createManualClock(NOW);
  const backend = createFakeBackend({ clock, storage });
  return { clock, backend, feed: createFakeStreamFeed(backend) };
};
const member = (id: string): Session => ({ kind: 'member', memberId: id, email: 'x@y.z', firstName: 'Avery', lastName: 'Q', signedInAt: NOW });
const guest: Session = { kind: 'guest', guestId: 'g', startedAt: NOW, expiresAt: NOW + 1e9 };
const query = (audience: 'member' | 'guest') => ({ audience, locale: 'en-US', streamItemTypes: ALL_FEED_ITEM_TYPES, streamItemStatus: 'active' as const });

describeStreamFeedContract('fake', () => {
  const { backend, feed } = setup();
  return {
    feed,
    signInMember: () => backend.setCurrentMember(DEMO_MEMBER.memberId),
    signOut: () => backend.setCurrentMember(undefined),
  };
});

const visibleIds = async (s: ReturnType<typeof setup>, audience: 'member' | 'guest') => {
  const r = await firstValueFrom(s.feed.getStreamItems(query(audience)));
  if (!isRight(r)) throw new Error('expected items');
  return visibleStreamItems(r.right.items, { now: s.clock.now(), enabledTypes: ALL_FEED_ITEM_TYPES }).map((i) => i.id);
};

describe('fake stream', () => {
  it('serves the demo member a realistic stream from which the filters drop the bad cards', async () => {
    const s = signedInAsDemo(setup());
    expect(await visibleIds(s, 'member')).toEqual([
      'stream-stars-expiring',
      'stream-coupon-bogo',
      'stream-onboarding',
      'stream-info-holiday',
      'stream-tier-gold',
      'stream-coupon-cold-brew',
      'stream-info-oat',
      'stream-birthday',
    ]);
    const r = await firstValueFrom(s.feed.getStreamItems(query('member')));
    const ids = isRight(r) ? r.right.items.map((i) => i.id) : [];
    for (const dropped of ['stream-coupon-bogo-repeat', 'stream-coupon-double-stars', 'stream-coupon-pastry', 'stream-info-tier-one', 'stream-info-draft', 'stream-tier-empty']) {
      expect(ids).toContain(dropped);
    }
  });

  it('builds the stars-expiring card from the Stars ledger', async () => {
    const s = signedInAsDemo(setup());
    const r = await firstValueFrom(s.feed.getStreamItems({ ...query('member'), streamItemTypes: ['rewardPointsExpiration'] }));
    const card = isRight(r) ? r.right.items[0] : undefined;
    expect(card?.type === 'rewardPointsExpiration' && card.rewardPointsExpiration.totalPoints).toBe(30);
    redeemStars(s.backend, DEMO_MEMBER.memberId, 30);
    expect(await visibleIds(s, 'member')).not.toContain('stream-stars-expiring');
  });

  it('gives a new member a welcome, onboarding with nothing done, and no stars-expiring card', async () => {
    const s = setup();
    s.backend.setCurrentMember(NEW_MEMBER.memberId);
    expect(await visibleIds(s, 'member')).toEqual(['stream-info-welcome', 'stream-onboarding', 'stream-birthday']);
  });

  it('gives guests the Start order and Register card cards', async () => {
    const s = setup();
    expect(await visibleIds(s, 'guest')).toEqual(['guest-start-order', 'guest-register-card', 'guest-join']);
  });

  it('answers 206 without coupons and 304 with nothing', async () => {
    const s = signedInAsDemo(setup());
    setStreamAnswerStatus(s.backend, 206);
    const partial = await firstValueFrom(s.feed.getStreamItems(query('member')));
    expect(isRight(partial) && partial.right.status).toBe(206);
    expect(isRight(partial) && partial.right.items.some((i) => i.type === 'coupon')).toBe(false);
    setStreamAnswerStatus(s.backend, 304);
    expect(await firstValueFrom(s.feed.getStreamItems(query('member')))).toEqual({ _tag: 'Right', right: { status: 304, items: [] } });
  });

  it('records onboarding completions once', () => {
    const s = setup();
    expect(completeOnboardingTask(s.backend, NEW_MEMBER.memberId, 'MOP')).toBe(true);
    expect(completeOnboardingTask(s.backend, NEW_MEMBER.memberId, 'MOP')).toBe(false);
  });
});

// Model run: tasks completed, answer status switched, time passing, loads that sometimes fail, all through
// the real load-stream use case over the fake feed.
interface Model { completed: Set<OnboardingTaskName>; status: StreamAnswerStatus; fail: boolean }
type Real = ReturnType<typeof setup> & { load: ReturnType<typeof makeLoadStream> };
const TASKS: OnboardingTaskName[] = ['MOP', 'Purchase', 'SvcReload'];

const lastState = (r: Real, force: boolean): Promise<AsyncState<StreamView>> =>
  firstValueFrom(r.load({ session: member(NEW_MEMBER.memberId), isMobile: true, force }).pipe(last()));

const complete = (task: OnboardingTaskName) =>
  modelCommand<Model, Real>(`complete(${task})`, (m, r) => {
    expect(completeOnboardingTask(r.backend, NEW_MEMBER.memberId, task)).toBe(!m.completed.has(task));
    m.completed.add(task);
  });
const setStatus = (status: StreamAnswerStatus) =>
  modelCommand<Model, Real>(`status(${status})`, (m, r) => {
    setStreamAnswerStatus(r.backend, status);
    m.status = status;
  });
const pass = (minutes: number) =>
  modelCommand<Model, Real>(`pass(${minutes}min)`, (_m, r) => {
    r.clock.advance(minutes * MS_PER_MINUTE);
  });
const loadFeed = (fail: boolean) =>
  modelCommand<Model, Real>(`load(${fail ? 'failing' : 'ok'})`, async (m, r) => {
    if (fail) r.backend.faults.set(StreamOperations.getStreamItems, { status: 500, times: 1 });
    const s = await lastState(r, true);
    if (fail) {
      expect(s).toMatchObject({ status: 'error', message: 'Please try refreshing the page.' });
      return;
    }
    expect(s.status).toBe('ok');
    if (s.status !== 'ok') return;
    expect(s.value.partial).toBe(m.status === 206);
    if (m.status === 304) {
      expect(s.value.items).toEqual([]);
      return;
    }
    const onb = s.value.items.find((i) => i.type === 'onboarding');
    const shown = onb?.type === 'onboarding' ? onb.onboardingContent.items : [];
    const now = r.clock.now();
    // Mobile: MOP and Purchase are shown while to do or completed less than 2 days ago; SvcReload never.
    for (const t of shown) expect(t.task.name).not.toBe('SvcReload');
    for (const name of ['MOP', 'Purchase'] as const) {
      const t = shown.find((x) => x.task.name === name);
      if (!m.completed.has(name)) expect(t && t.task.completedOn === undefined).toBe(true);
      else if (t) expect(now - (t.task.completedOn ?? 0)).toBeLessThan(2 * MS_PER_DAY);
    }
  });

describe('fake stream model run', () => {
  it('agrees with the model through completions, status switches, time and failures', async () => {
    const commands = [
      fc.constantFrom(...TASKS).map(complete),
      fc.constantFrom<StreamAnswerStatus>(200, 206, 304).map(setStatus),
      fc.integer({ min: 1, max: 3 * 24 * 60 }).map(pass),
      fc.boolean().map(loadFeed),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 20, size: 'medium' }), async (cmds) => {
        const s = setup();
        s.backend.setCurrentMember(NEW_MEMBER.memberId);
        const load = makeLoadStream({ feed: s.feed, clock: s.clock, config: makeConfig() });
        await fc.asyncModelRun(() => ({ model: { completed: new Set<OnboardingTaskName>(), status: 200 as StreamAnswerStatus, fail: false }, real: { ...s, load } }), cmds);
      }),
      { numRuns: 40 },
    );
  });

  it('serves a guest stream only when the flag is on', async () => {
    const s = setup();
    const off = makeLoadStream({ feed: s.feed, clock: s.clock, config: makeConfig() });
    const on = makeLoadStream({ feed: s.feed, clock: s.clock, config: makeConfig({ flags: { unauthenticatedStream: true } }) });
    const a = await firstValueFrom(off({ session: guest, isMobile: false }).pipe(last()));
    const b = await firstValueFrom(on({ session: guest, isMobile: false }).pipe(last()));
    expect(a.status === 'ok' && a.value.audience).toBe('none');
    expect(b.status === 'ok' && b.value.items.map((i) => i.title)).toEqual(['Start order', 'Register card', 'Join Crema Rewards']);
  });
});
