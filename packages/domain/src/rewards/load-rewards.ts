// Use case: the rewards view of /account/rewards and the home stream's rewards status card. Answers are
// cached per member for the reward-expirations stale time (spec: 5 minutes).
import { type Observable, concat, map, of } from 'rxjs';
import { isLeft } from 'fp-ts/Either';
import { type AppConfig, type AsyncState, type Clock, createStaleCache, failed, loading, ok } from '../shared';
import { STAR_LEVELS } from './levels';
import { rewardsErrorMessage } from './error-messages';
import type { RewardsError } from './errors';
import type { ExpiringStarsNudge, RewardsStatus, StarExpiration, StarLevel, StarsSummary } from './model';
import type { LoyaltyProgram } from './ports';
import { expiringStarsNudge, rewardsStatus, starRateLabel, upcomingExpirations } from './rules';

export interface RewardsView {
  readonly stars: number;
  readonly status: RewardsStatus;
  /** The expiring-stars card, when Stars expire within the next 30 days. */
  readonly nudge?: ExpiringStarsNudge;
  /** Every upcoming expiration, soonest first. */
  readonly expiring: readonly StarExpiration[];
  readonly levels: readonly StarLevel[];
  readonly starRateLabel: string;
  /** When the data was fetched (epoch ms). */
  readonly fetchedAt: number;
}

export interface LoadRewardsInput {
  /** Whose Stars: the cache key, so a different member never sees another member's cached Stars. */
  readonly memberId: string;
  /** Skip the cache (a pull-to-refresh or a retry). */
  readonly force?: boolean;
}

export interface LoadRewardsDeps {
  readonly program: LoyaltyProgram;
  readonly clock: Clock;
  readonly config: AppConfig;
}

/** Builds the view from a summary at `now`. Pure; exported for the stream and for tests. */
export const toRewardsView = (summary: StarsSummary, now: number, fetchedAt: number = now): RewardsView => {
  const expiring = upcomingExpirations(summary.expiring, now);
  const nudge = expiringStarsNudge(summary.stars, expiring, now);
  return {
    stars: summary.stars,
    status: rewardsStatus(summary.stars),
    ...(nudge ? { nudge } : {}),
    expiring,
    levels: STAR_LEVELS,
    starRateLabel: starRateLabel(),
    fetchedAt,
  };
};

/**
 * makeLoadRewards(deps)(input): emits loading (with the previous view, if any), then ok(RewardsView) or
 * error with its message. A fresh cached answer (younger than config.staleTimes.rewardExpirations) is
 * reused without a call.
 */
export const makeLoadRewards = (d: LoadRewardsDeps) => {
  const cache = createStaleCache<string, RewardsError, { summary: StarsSummary; fetchedAt: number }>({
    clock: d.clock,
    staleAfterMs: d.config.staleTimes.rewardExpirations,
  });
  return (input: LoadRewardsInput): Observable<AsyncState<RewardsView, RewardsError>> => {
    const cached = cache.peek(input.memberId);
    const previous = cached ? toRewardsView(cached.summary, d.clock.now(), cached.fetchedAt) : undefined;
    if (input.force) cache.invalidate(input.memberId);
    const load = () =>
      d.program.getStarsSummary().pipe(
        map((r) => (isLeft(r) ? r : { _tag: 'Right' as const, right: { summary: r.right, fetchedAt: d.clock.now() } })),
      );
    return concat(
      of(loading<RewardsView, RewardsError>(previous)),
      cache.get(input.memberId, load).pipe(
        map((r): AsyncState<RewardsView, RewardsError> =>
          isLeft(r)
            ? failed(r.left, rewardsErrorMessage(r.left), previous)
            : ok(toRewardsView(r.right.summary, d.clock.now(), r.right.fetchedAt)),
        ),
      ),
    );
  };
};
