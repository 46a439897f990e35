import { describe, it, expect } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import type { OnboardingTaskItem } from './model';
import { makeWatchOnboarding } from './watch-onboarding';

const T = 1_000_000;
const tasks: OnboardingTaskItem[] = [
  { task: { name: 'MOP', completedOn: T }, title: 'Order ahead', body: 'b' },
  { task: { name: 'Purchase' }, title: 'Pay', body: 'b' },
];

describe('watch onboarding', () => {
  it('marks a completed task seen after 5000 ms', () => {
    const ts = new TestScheduler((a, b) => expect(a).toEqual(b));
    ts.run(({ expectObservable }) => {
      const watch = makeWatchOnboarding({ scheduler: ts });
      expectObservable(watch({ tasks, seen: [] })).toBe('5000ms (a|)', { a: { type: 'onboardingTaskSeen', task: 'MOP' } });
    });
  });

  it('does nothing for tasks already seen or still to do', () => {
    const ts = new TestScheduler((a, b) => expect(a).toEqual(b));
    ts.run(({ expectObservable }) => {
      expectObservable(makeWatchOnboarding({ scheduler: ts })({ tasks, seen: ['MOP'] })).toBe('|');
    });
  });
});
