// Use case: the onboarding card's timing. A task shown as completed is marked seen (and collapses) after
// 5000 ms. Time comes from an rxjs scheduler so tests run on virtual time.
import { type Observable, type SchedulerLike, asyncScheduler, map, merge, timer, EMPTY } from 'rxjs';
import type { OnboardingTaskItem, OnboardingTaskName } from './model';
import { ONBOARDING_COLLAPSE_MS, onboardingTaskPhase } from './onboarding';
import type { StreamEvent } from './state';

export interface WatchOnboardingDeps {
  readonly scheduler?: SchedulerLike;
}

/**
 * makeWatchOnboarding(deps)({ tasks, seen }): for each visible task that is completed but not yet seen,
 * emits { type: 'onboardingTaskSeen', task } 5000 ms after subscription, then completes. Feed the events
 * to streamReducer.
 */
export const makeWatchOnboarding =
  (d: WatchOnboardingDeps = {}) =>
  (input: { readonly tasks: readonly OnboardingTaskItem[]; readonly seen: readonly OnboardingTaskName[] }): Observable<StreamEvent> => {
    const seen = new Set(input.seen);
    const pending = input.tasks.filter((t) => onboardingTaskPhase(t.task, seen) === 'completed');
    if (pending.length === 0) return EMPTY;
    return merge(
      ...pending.map((t) =>
        timer(ONBOARDING_COLLAPSE_MS, d.scheduler ?? asyncScheduler).pipe(
          map((): StreamEvent => ({ type: 'onboardingTaskSeen', task: t.task.name })),
        ),
      ),
    );
  };
