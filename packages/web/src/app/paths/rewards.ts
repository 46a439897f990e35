// The rewards pages' addresses (spec section 2 "Account").
export const RewardsPaths = {
  rewards: '/account/rewards',
  howItWorks: '/account/rewards/how-it-works',
} as const;
