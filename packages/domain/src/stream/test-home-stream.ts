// Test helpers of the home stream flow: a member and a guest, stream items, and a flow whose use cases answer
// when the test says so, on a virtual clock.
import { Subject, VirtualAction, VirtualTimeScheduler, type Observable } from 'rxjs';
import type { AsyncState, Session } from '../shared';
import type { StreamError } from './errors';
import type { CardState, StoredValueCard } from '../cards';
import type { LoadRewardsInput, RewardsView } from '../rewards';
import { createHomeStream } from './home-stream';
import type { LoadStreamInput } from './load-stream';
import type { StreamItem, StreamView } from './model';

export const NOW = Date.UTC(2026, 10, 22, 15);
export const member: Extract<Session, { kind: 'member' }> = { kind: 'member', memberId: 'm1', email: 'a@b.c', firstName: 'Avery', lastName: 'Q', signedInAt: NOW };
export const guest: Session = { kind: 'guest', guestId: 'g', startedAt: NOW, expiresAt: NOW + 1e6 };

export const onboarding = (completedOn?: number): StreamItem => ({
  id: 'o', type: 'onboarding', title: 't', body: 'b', rank: 3,
  onboardingContent: { items: [{ task: completedOn === undefined ? { name: 'MOP' } : { name: 'MOP', completedOn }, title: 'Order ahead', body: 'b' }] },
});
export const viewOf = (items: readonly StreamItem[]): StreamView => ({ audience: 'member', items, partial: false, taskNames: [], fetchedAt: NOW });

/** Use cases answering when the test says so, recording what they were asked. */
export const homeStreamHarness = () => {
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
export const advance = (scheduler: VirtualTimeScheduler, ms: number) => {
  const to = (elapsed.get(scheduler) ?? 0) + ms;
  elapsed.set(scheduler, to);
  scheduler.maxFrames = to;
  scheduler.flush();
};
