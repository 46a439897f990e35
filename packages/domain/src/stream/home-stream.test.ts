import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { domainError, failed, loading, ok } from '../shared';
import type { StoredValueCard } from '../cards';
import { toRewardsView } from '../rewards';
import type { StreamItem } from './model';
import { ONBOARDING_COLLAPSE_MS } from './onboarding';
import { advance, guest, homeStreamHarness, member, NOW, onboarding, viewOf } from './test-home-stream';


const info: StreamItem = { id: 'i', type: 'information', title: 't', body: 'b', rank: 1 };
const expiring: StreamItem = { id: 'x', type: 'rewardPointsExpiration', title: 't', body: 'b', rank: 2, rewardPointsExpiration: { totalPoints: 30, expirationDate: NOW + 1e9 } };
const rewardsView = toRewardsView({ stars: 142, expiring: [] }, NOW);
const card = (cardId: string): StoredValueCard => ({
  cardId, cardNumber: '7777', nickname: 'n', cardImageUrl: '', productNumber: 'p', balance: { amount: 0, currency: 'USD' }, primary: true,
});

const setup = homeStreamHarness;

describe('the home stream flow', () => {
  it('loads on open, feeds the reducer, and keeps the view through a failed reload', () => {
    const { flow, streamCalls, lastStream } = setup();
    flow.open({ session: member, isMobile: false });
    expect(streamCalls.map((c) => c.input)).toEqual([{ session: member, isMobile: false, force: false }]);
    lastStream().next(loading());
    expect(flow.current().stream.status).toBe('loading');
    lastStream().next(ok(viewOf([info])));
    expect(flow.current().stream).toMatchObject({ status: 'complete', view: viewOf([info]) });
    flow.reload();
    lastStream().next(failed(domainError('HTTP_500', { status: 500 }), 'x'));
    expect(flow.current().stream).toMatchObject({ status: 'error', view: viewOf([info]), message: 'Please try refreshing the page.' });
  });

  it('reload asks the cache, refresh skips it; a new device loads again, the same one does not', () => {
    const { flow, streamCalls } = setup();
    flow.open({ session: member, isMobile: false });
    flow.open({ session: member, isMobile: false });
    flow.reload();
    flow.refresh();
    flow.open({ session: member, isMobile: true });
    expect(streamCalls.map((c) => [c.input.isMobile, c.input.force])).toEqual([[false, false], [false, false], [false, true], [true, false]]);
  });

  it('only the latest load lands', () => {
    const { flow, streamCalls } = setup();
    flow.open({ session: member, isMobile: false });
    flow.refresh();
    streamCalls[0]!.answers.next(ok(viewOf([info])));
    expect(flow.current().stream.view).toBeUndefined();
    streamCalls[1]!.answers.next(ok(viewOf([expiring])));
    expect(flow.current().stream.view).toEqual(viewOf([expiring]));
  });

  it("loads the member's Stars once per member, again (skipping the cache) on retry, and never for a guest", () => {
    const { flow, rewardCalls } = setup();
    flow.open({ session: guest, isMobile: false });
    expect(rewardCalls).toHaveLength(0);
    flow.open({ session: member, isMobile: false });
    flow.open({ session: member, isMobile: true });
    expect(rewardCalls.map((c) => c.input)).toEqual([{ memberId: 'm1', force: false }]);
    rewardCalls[0]!.answers.next(ok(rewardsView));
    expect(flow.current().rewards).toEqual(ok(rewardsView));
    flow.retryRewards();
    expect(rewardCalls.map((c) => c.input.force)).toEqual([false, true]);
  });

  it('looks the primary card up once for a member at any width (their quick actions scan); never for a guest', () => {
    const desk = setup();
    desk.flow.open({ session: member, isMobile: false });
    expect(desk.cardCalls).toHaveLength(1);
    desk.lastStream().next(ok(viewOf([info])));
    desk.lastStream().next(ok(viewOf([info, expiring])));
    expect(desk.cardCalls).toHaveLength(1);
    desk.cardCalls[0]!.next(loading());
    expect(desk.flow.current().primaryCard).toEqual({ status: 'loading' });
    desk.cardCalls[0]!.next(ok([card('c1')]));
    expect(desk.flow.current().primaryCard).toEqual({ status: 'ok', cardId: 'c1' });

    const phone = setup();
    phone.flow.open({ session: member, isMobile: true });
    expect(phone.cardCalls).toHaveLength(1);

    const visitor = setup();
    visitor.flow.open({ session: guest, isMobile: true });
    visitor.lastStream().next(ok(viewOf([expiring])));
    expect(visitor.cardCalls).toHaveLength(0);
  });

  it("marks a completed onboarding task seen after 5 seconds, not before, and not again for the same tasks", () => {
    const { flow, lastStream, scheduler } = setup();
    flow.open({ session: member, isMobile: false });
    lastStream().next(ok(viewOf([onboarding(NOW)])));
    advance(scheduler, ONBOARDING_COLLAPSE_MS - 1);
    expect(flow.current().stream.seenTasks).toEqual([]);
    lastStream().next(ok(viewOf([onboarding(NOW), info]))); // same tasks: the running timer is kept
    advance(scheduler, 1);
    expect(flow.current().stream.seenTasks).toEqual(['MOP']);
    flow.reload();
    lastStream().next(ok(viewOf([onboarding(NOW)])));
    advance(scheduler, ONBOARDING_COLLAPSE_MS * 2);
    expect(flow.current().stream.seenTasks).toEqual(['MOP']);
  });

  it('starts no timer for a task still to do', () => {
    const { flow, lastStream, scheduler } = setup();
    flow.open({ session: member, isMobile: false });
    lastStream().next(ok(viewOf([onboarding()])));
    expect(scheduler.actions).toHaveLength(0);
  });

  it('counts each card impression once, at half visible or more (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.double({ min: 0, max: 1, noNaN: true }))), (reports) => {
        const { flow } = setup();
        for (const [id, ratio] of reports) flow.cardVisible(id, ratio);
        const expected = [...new Set(reports.filter(([, r]) => r >= 0.5).map(([id]) => id))];
        expect(flow.current().stream.impressions).toEqual(expected);
      }),
    );
  });

  it('dispose stops loads and timers; open starts them again', () => {
    const { flow, streamCalls, lastStream, scheduler } = setup();
    flow.open({ session: member, isMobile: false });
    lastStream().next(ok(viewOf([onboarding(NOW)])));
    flow.dispose();
    advance(scheduler, ONBOARDING_COLLAPSE_MS);
    expect(flow.current().stream.seenTasks).toEqual([]);
    expect(lastStream().observed).toBe(false);
    flow.open({ session: member, isMobile: false });
    expect(streamCalls).toHaveLength(2);
    advance(scheduler, ONBOARDING_COLLAPSE_MS);
    expect(flow.current().stream.seenTasks).toEqual(['MOP']);
  });
});
