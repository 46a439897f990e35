// Virtual time for the ordering flows' tests (test-only): a scheduler and a Clock that move together, so a
// flow's timers and the Clock it reads agree, as in a browser (a test may still move the Clock alone).
import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import type { ManualClock } from '../shared';

export interface VirtualTime {
  readonly scheduler: VirtualTimeScheduler;
  readonly clock: ManualClock;
  /** Runs the timers due in the next `ms` and moves the Clock by `ms`. */
  pass(ms: number): void;
}

export const virtualTime = (start: number): VirtualTime => {
  const scheduler = new VirtualTimeScheduler(VirtualAction, Number.POSITIVE_INFINITY);
  let offset = start;
  const clock: ManualClock = {
    now: () => offset + scheduler.frame,
    set: (epochMs) => {
      offset = epochMs - scheduler.frame;
    },
    advance: (ms) => {
      offset += ms;
    },
  };
  return {
    scheduler,
    clock,
    pass: (ms) => {
      const to = scheduler.frame + ms;
      scheduler.maxFrames = to;
      scheduler.flush();
      // The scheduler stops at its last action: the rest of the time passes too.
      scheduler.frame = to;
    },
  };
};
