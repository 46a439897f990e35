import { describe, it, expect } from 'vitest';
import { firstValueFrom, of, toArray, type Observable } from 'rxjs';
import { left, right, type Either } from 'fp-ts/Either';
import { createManualClock, defaultConfig, domainError, MS_PER_DAY, MS_PER_MINUTE, type AsyncState } from '../shared';
import type { RewardsError } from './errors';
import { makeLoadRewards, type RewardsView } from './load-rewards';
import type { StarsSummary } from './model';

const NOW = Date.UTC(2026, 10, 22, 15);
const SUMMARY: StarsSummary = {
  stars: 142,
  expiring: [
    { date: NOW + 12 * MS_PER_DAY, amount: 30 },
    { date: NOW + 75 * MS_PER_DAY, amount: 112 },
  ],
};

const setup = (answers: Array<Either<RewardsError, StarsSummary>>) => {
  const clock = createManualClock(NOW);
  let calls = 0;
  const program = {
    getStarsSummary: (): Observable<Either<RewardsError, StarsSummary>> => {
      const a = answers[Math.min(calls, answers.length - 1)] as Either<RewardsError, StarsSummary>;
      calls += 1;
      return of(a);
    },
  };
  const load = makeLoadRewards({ program, clock, config: defaultConfig });
  const run = (memberId = 'm1', force = false): Promise<AsyncState<RewardsView>[]> =>
    firstValueFrom(load({ memberId, force }).pipe(toArray()));
  return { clock, run, calls: () => calls };
};

describe('load rewards', () => {
  it('emits loading then the view with the nudge and the status card', async () => {
    const s = setup([right(SUMMARY)]);
    const states = await s.run();
    expect(states[0]).toEqual({ status: 'loading' });
    const last = states[1];
    expect(last?.status).toBe('ok');
    if (last?.status !== 'ok') return;
    expect(last.value.stars).toBe(142);
    expect(last.value.nudge).toEqual({ date: NOW + 12 * MS_PER_DAY, amount: 30, daysLeft: 12, action: 'scan' });
    expect(last.value.status.nextLevel?.stars).toBe(200);
    expect(last.value.starRateLabel).toBe('Earn 2 Stars per $1');
  });

  it('reuses the answer for 5 minutes, then refetches', async () => {
    const s = setup([right(SUMMARY)]);
    await s.run();
    s.clock.advance(5 * MS_PER_MINUTE - 1);
    await s.run();
    expect(s.calls()).toBe(1);
    s.clock.advance(1);
    const states = await s.run();
    expect(s.calls()).toBe(2);
    expect(states[0]?.status === 'loading' && states[0].previous?.stars).toBe(142);
  });

  it('caches per member and refetches when forced', async () => {
    const s = setup([right(SUMMARY)]);
    await s.run('m1');
    await s.run('m2');
    expect(s.calls()).toBe(2);
    await s.run('m1', true);
    expect(s.calls()).toBe(3);
  });

  it('shows the load error and keeps the previous view', async () => {
    const s = setup([right(SUMMARY), left(domainError('HTTP_500', { status: 500 }))]);
    await s.run();
    const states = await s.run('m1', true);
    const last = states.at(-1);
    expect(last).toMatchObject({ status: 'error', message: "We couldn't load your Stars right now. Please try again." });
    expect(last?.status === 'error' && last.previous?.stars).toBe(142);
  });

  it('offers an order on the expiring card below 25 Stars', async () => {
    const s = setup([right({ stars: 20, expiring: [{ date: NOW + 2 * MS_PER_DAY + 5, amount: 20 }] })]);
    const last = (await s.run()).at(-1);
    expect(last?.status === 'ok' && last.value.nudge).toEqual({ date: NOW + 2 * MS_PER_DAY + 5, amount: 20, daysLeft: 2, action: 'order' });
  });
});
