// Rewards error codes. The spec names none for rewards; these are ours.
import { codeGuard, type CodesOf, type DomainError, type TransportErrorCode } from '../shared/errors';

export const RewardsErrorCodes = {
  /** Redeeming more Stars than the member has. */
  INSUFFICIENT_STARS: 'INSUFFICIENT_STARS',
  /** A redemption of zero, negative or fractional Stars. */
  INVALID_STARS: 'INVALID_STARS',
} as const;

export type RewardsErrorCode = CodesOf<typeof RewardsErrorCodes>;
export type RewardsError = DomainError<RewardsErrorCode | TransportErrorCode>;
export const isRewardsErrorCode = codeGuard(RewardsErrorCodes);
