// In app/: the rewards capability's tokens, read by the rewards and account pages; the composition root owns tokens other features use.
// Typed service identifiers of the rewards capability (bound in app/modules/rewards.ts). No adapter here.
import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { RewardsOverview, makeLoadRewards } from '@crema/domain/rewards';

/**
 * The card the expiring-stars scan button opens (/account/cards/{id}#pay): the member's primary card id,
 * or undefined when there is none or it cannot be known right now.
 */
export type PrimaryCardLookup = () => Observable<string | undefined>;

export const RewardsTokens = {
  /** A singleton: it keeps the Stars cached for the reward-expirations stale time. */
  LoadRewards: Symbol.for('rewards.LoadRewards') as ServiceIdentifier<ReturnType<typeof makeLoadRewards>>,
  PrimaryCard: Symbol.for('rewards.PrimaryCard') as ServiceIdentifier<PrimaryCardLookup>,
  /** A new /account/rewards flow (state$ + commands) over the singleton LoadRewards and PrimaryCard. */
  CreateOverview: Symbol.for('rewards.CreateOverview') as ServiceIdentifier<() => RewardsOverview>,
} as const;
