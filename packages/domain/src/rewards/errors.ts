// Rewards error codes. The spec names none for rewards; these are ours.
export const RewardsErrorCodes = {
  /** Redeeming more Stars than the member has. */
  INSUFFICIENT_STARS: 'INSUFFICIENT_STARS',
  /** A redemption of zero, negative or fractional Stars. */
  INVALID_STARS: 'INVALID_STARS',
} as const;
