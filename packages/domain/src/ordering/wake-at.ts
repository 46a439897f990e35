// A wake-up when the Clock passes a moment (pricing expiry, a pickup slot passing). Timers and an injected
// Clock need not agree (a test's clock, a suspended laptop), so a timer that fires before the Clock has
// passed the moment is armed again; once the Clock is past it, the wake-up says so and completes.
import { EMPTY, asyncScheduler, concat, defer, distinctUntilChanged, of, switchMap, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { Clock } from '../shared';

/** Margin past the moment, so a timer that fires on time sees the Clock past it. */
export const WAKE_MARGIN_MS = 50;
/** Timers are capped by browsers at ~24.8 days; the moments here are minutes away. */
const MAX_TIMER_MS = 2_147_000_000;

/**
 * Emits the Clock's time each time a timer armed for `at` fires, arming again while the Clock is not past
 * `at`; completes at once when it already is (the caller derives what changed from the Clock).
 */
export const wakeAt = (at: number, clock: Clock, scheduler: SchedulerLike = asyncScheduler): Observable<number> =>
  defer(() => {
    const wait = at - clock.now();
    if (wait < 0) return EMPTY;
    return timer(Math.min(wait + WAKE_MARGIN_MS, MAX_TIMER_MS), scheduler).pipe(
      switchMap(() => concat(of(clock.now()), wakeAt(at, clock, scheduler))),
    );
  });

/**
 * The wake-ups for the latest of a changing moment (a pricing's expiry, a pickup choice's recheck): a new
 * moment replaces the timer of the one before; undefined arms none.
 */
export const wakeAtLatest =
  (clock: Clock, scheduler: SchedulerLike = asyncScheduler) =>
  (moments$: Observable<number | undefined>): Observable<number> =>
    moments$.pipe(
      distinctUntilChanged(),
      switchMap((at) => (at === undefined ? EMPTY : wakeAt(at, clock, scheduler))),
    );
