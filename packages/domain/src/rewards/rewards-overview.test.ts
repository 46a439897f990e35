import { describe, it, expect } from 'vitest';
import { domainError, failed, loading, MS_PER_DAY, ok } from '../shared';
import { toRewardsView } from './load-rewards';
import { rewardsNeedScan } from './scan-target';
import { NOW, overviewHarness, scanView } from './test-overview';

/** 10 Stars expiring soon: the nudge says order. */
const orderView = toRewardsView({ stars: 10, expiring: [{ date: NOW + 11 * MS_PER_DAY, amount: 10 }] }, NOW);

const setup = overviewHarness;

describe('the rewards overview flow', () => {
  it('loads the Stars on open, once per member, and skips the cache on retry', () => {
    const { flow, loads } = setup();
    expect(flow.current().rewards).toEqual({ status: 'idle' });
    flow.open('m1');
    flow.open('m1');
    flow.retry();
    flow.open('m2');
    expect(loads.map((l) => l.input)).toEqual([{ memberId: 'm1', force: false }, { memberId: 'm1', force: true }, { memberId: 'm2', force: false }]);
  });

  it('shows the answer, and the previous view while reloading or after a failed reload', () => {
    const { flow, last } = setup();
    flow.open('m1');
    last().next(loading());
    expect(flow.current().view).toBeUndefined();
    last().next(ok(orderView));
    expect(flow.current().view).toBe(orderView);
    flow.retry();
    last().next(loading(orderView));
    expect(flow.current().view).toBe(orderView);
    last().next(failed(domainError('HTTP_500', { status: 500 }), 'x', orderView));
    expect(flow.current()).toMatchObject({ rewards: { status: 'error', message: 'x' }, view: orderView });
    flow.retry();
    last().next(loading());
    expect(flow.current().view).toBeUndefined();
  });

  it('looks the primary card up only when the nudge says scan', () => {
    const order = setup();
    order.flow.open('m1');
    order.last().next(ok(orderView));
    expect(order.lookups).toHaveLength(0);
    expect(order.flow.current().scanCardId).toBeUndefined();

    const scan = setup();
    scan.flow.open('m1');
    scan.last().next(ok(scanView));
    expect(scan.lookups).toHaveLength(1);
    expect(scan.flow.current().scanCardId).toBeUndefined();
    scan.lookups[0]!.next('card 1');
    expect(scan.flow.current().scanCardId).toBe('card 1');
    scan.lookups[0]!.next(undefined);
    expect(scan.flow.current()).not.toHaveProperty('scanCardId');
    scan.lookups[0]!.next('card 1');
    scan.last().next(ok(scanView)); // the same need: no second lookup
    expect(scan.lookups).toHaveLength(1);
  });

  it('dispose stops the loads; open starts again', () => {
    const { flow, loads, last } = setup();
    flow.open('m1');
    flow.dispose();
    expect(last().observed).toBe(false);
    flow.open('m1');
    expect(loads).toHaveLength(2);
  });
});

describe('the scan target', () => {
  it('is needed exactly when the nudge says scan', () => {
    expect([scanView, orderView, undefined].map(rewardsNeedScan)).toEqual([true, false, false]);
  });
});
