// The rewards overview's life cycle as a screen drives it: commands before open or after dispose do nothing,
// a screen may dispose from inside its own state callback, and a state without a view holds no `view` key.
import { describe, it, expect } from 'vitest';
import { config } from 'rxjs';
import { loading, MS_PER_DAY, ok } from '../shared';
import { toRewardsView } from './load-rewards';
import type { RewardsOverviewState } from './rewards-overview';
import { rewardsNeedScan } from './scan-target';
import { NOW, overviewHarness, scanView } from './test-overview';

/** No Stars expire within 30 days: no nudge at all. */
const quietView = toRewardsView({ stars: 142, expiring: [{ date: NOW + 90 * MS_PER_DAY, amount: 30 }] }, NOW);

const setup = overviewHarness;

describe('the rewards overview life cycle', () => {
  it('retry and dispose before open, or after dispose, do nothing', () => {
    const { flow, loads } = setup();
    expect(() => {
      flow.retry();
      flow.dispose();
    }).not.toThrow();
    expect(loads).toHaveLength(0);
    flow.open('m1');
    flow.dispose();
    expect(() => {
      flow.dispose(); // React mounts twice: cleanups may run twice
      flow.retry();
    }).not.toThrow();
    expect(loads).toHaveLength(1);
    expect(flow.current().rewards).toEqual({ status: 'idle' });
  });

  it('a screen may dispose the flow from inside its state callback, and no error is raised', () => {
    const { flow, last, lookups } = setup();
    const errors: unknown[] = [];
    const before = config.onUnhandledError;
    config.onUnhandledError = (e) => errors.push(e); // an error thrown inside a subscriber lands here
    try {
      const seen: RewardsOverviewState[] = [];
      const sub = flow.state$.subscribe((s) => {
        seen.push(s);
        if (s.rewards.status === 'ok') flow.dispose();
      });
      flow.open('m1');
      last().next(ok(scanView));
      expect(seen.at(-1)?.view).toBe(scanView);
      expect(lookups).toHaveLength(0);
      expect(last().observed).toBe(false);
      sub.unsubscribe();
    } finally {
      config.onUnhandledError = before;
    }
    expect(errors).toEqual([]);
  });

  it('holds no view key until there is a view to show', () => {
    const { flow, last } = setup();
    flow.open('m1');
    last().next(loading());
    expect(flow.current()).toEqual({ rewards: { status: 'loading' } });
    expect(flow.current()).not.toHaveProperty('view');
    last().next(ok(quietView));
    expect(flow.current()).toEqual({ rewards: { status: 'ok', value: quietView }, view: quietView });
  });
});

describe('the scan target without a nudge', () => {
  it('is not needed when no Stars expire soon', () => {
    expect(quietView.nudge).toBeUndefined();
    expect(rewardsNeedScan(quietView)).toBe(false);
  });
});
