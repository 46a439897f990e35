// The home stream flow at its edges: a new visitor on the same device, commands before open or after dispose,
// and a task completed on a later answer.
import { describe, it, expect } from 'vitest';
import { Subject, VirtualAction, VirtualTimeScheduler, type Observable } from 'rxjs';
import { ok, type AsyncState, type Session } from '../shared';
import type { StreamError } from './errors';
import type { CardState, StoredValueCard } from '../cards';
import type { LoadRewardsInput, RewardsView } from '../rewards';
import { createHomeStream } from './home-stream';
import type { LoadStreamInput } from './load-stream';
import type { StreamItem, StreamView } from './model';
import { ONBOARDING_COLLAPSE_MS } from './onboarding';

const NOW = Date.UTC(2026, 10, 22, 15);
const member: Session = { kind: 'member', memberId: 'm1', email: 'a@b.c', firstName: 'Avery', lastName: 'Q', signedInAt: NOW };
const guest: Session = { kind: 'guest', guestId: 'g', startedAt: NOW, expiresAt: NOW + 1e6 };

const onboarding = (completedOn?: number): StreamItem => ({
  id: 'o', type: 'onboarding', title: 't', body: 'b', rank: 3,
  onboardingContent: { items: [{ task: completedOn === undefined ? { name: 'MOP' } : { name: 'MOP', completedOn }, title: 'Order ahead', body: 'b' }] },
});
const viewOf = (items: readonly StreamItem[]): StreamView => ({ audience: 'member', items, partial: false, taskNames: [], fetchedAt: NOW });

/** Use cases answering when the test says so, recording what they were asked. */
const setup = () => {
  const streamCalls: { input: LoadStreamInput; answers: Subject<AsyncState<StreamView, StreamError>> }[] = [];
  const rewardCalls: { input: LoadRewardsInput; answers: Subject<AsyncState<RewardsView>> }[] = [];
  const cardCalls: Subject<CardState<readonly StoredValueCard[]>>[] = [];
  const scheduler = new VirtualTimeScheduler(VirtualAction, Number.POSITIVE_INFINITY);
  const flow = createHomeStream({
    loadStream: (input): Observable<AsyncState<StreamView, StreamError>> => {
      const answers = new Subject<AsyncState<StreamView, StreamError>>();
      streamCalls.push({ input, answers });
      return answers;
    },
    loadRewards: (input) => {
      const answers = new Subject<AsyncState<RewardsView>>();
      rewardCalls.push({ input, answers });
      return answers;
    },
    listCards: () => {
      const answers = new Subject<CardState<readonly StoredValueCard[]>>();
      cardCalls.push(answers);
      return answers;
    },
    scheduler,
  });
  const lastStream = () => streamCalls.at(-1)!.answers;
  return { flow, streamCalls, rewardCalls, cardCalls, scheduler, lastStream };
};

/** Runs the virtual clock `ms` further (the scheduler's own frame stays at its last action, so we count). */
const elapsed = new WeakMap<VirtualTimeScheduler, number>();
const advance = (scheduler: VirtualTimeScheduler, ms: number) => {
  const to = (elapsed.get(scheduler) ?? 0) + ms;
  elapsed.set(scheduler, to);
  scheduler.maxFrames = to;
  scheduler.flush();
};

const member2: Session = { ...member, memberId: 'm2', firstName: 'Blake' };

describe('the home stream flow for a new visitor on the same device', () => {
  it('a different member, or signing out, loads the stream again; only a new member asks for Stars', () => {
    const { flow, streamCalls, rewardCalls } = setup();
    const starsAskedFor = () => rewardCalls.map((c) => c.input.memberId);
    flow.open({ session: member, isMobile: true });
    expect(starsAskedFor()).toEqual(['m1']);
    flow.open({ session: member2, isMobile: true });
    expect(starsAskedFor()).toEqual(['m1', 'm2']);
    flow.open({ session: member2, isMobile: false }); // same member, other device: no new Stars
    expect(starsAskedFor()).toEqual(['m1', 'm2']);
    flow.open({ session: guest, isMobile: false });
    expect(streamCalls.map((c) => [c.input.session, c.input.isMobile])).toEqual([[member, true], [member2, true], [member2, false], [guest, false]]);
    expect(rewardCalls.map((c) => c.input)).toEqual([{ memberId: 'm1', force: false }, { memberId: 'm2', force: false }]);
  });
});

describe('the home stream flow outside a visit', () => {
  it('a visit opened again after dispose asks for the Stars again', () => {
    const { flow, rewardCalls } = setup();
    flow.open({ session: member, isMobile: false });
    flow.dispose();
    flow.open({ session: member, isMobile: false });
    expect(rewardCalls.map((c) => c.input)).toEqual([{ memberId: 'm1', force: false }, { memberId: 'm1', force: false }]);
  });


  it('dispose before open, twice, and impressions after dispose raise nothing', () => {
    const { flow } = setup();
    expect(() => flow.dispose()).not.toThrow();
    flow.open({ session: member, isMobile: false });
    flow.dispose();
    expect(() => {
      flow.dispose();
      flow.cardVisible('a', 1);
    }).not.toThrow();
    expect(flow.current().stream.impressions).toEqual(['a']);
  });
});

describe('a task completed on a later answer', () => {
  it('is marked seen 5 seconds after the answer that completes it', () => {
    const { flow, lastStream, scheduler } = setup();
    flow.open({ session: member, isMobile: false });
    lastStream().next(ok(viewOf([onboarding()])));
    flow.reload();
    lastStream().next(ok(viewOf([onboarding(NOW)])));
    advance(scheduler, ONBOARDING_COLLAPSE_MS - 1);
    expect(flow.current().stream.seenTasks).toEqual([]);
    advance(scheduler, 1);
    expect(flow.current().stream.seenTasks).toEqual(['MOP']);
  });
});
