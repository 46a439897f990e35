// Fake LoyaltyProgram: the signed-in member's Stars from the fake server's Stars ledger.
import { right, isLeft } from 'fp-ts/Either';
import { isRewardsErrorCode, type LoyaltyProgram } from '@crema/domain/rewards';
import type { FakeBackend } from '../backend';
import { readStarsAccount } from './stars-table';

/** Operation names, as the fault-injection control knows them. */
export const RewardsOperations = {
  getExpiringStars: 'getExpiringStars',
} as const;

export const createFakeLoyaltyProgram = (backend: FakeBackend): LoyaltyProgram => ({
  getStarsSummary: () =>
    backend.typed(isRewardsErrorCode).call(RewardsOperations.getExpiringStars, () => {
      const member = backend.typed(isRewardsErrorCode).requireMember();
      if (isLeft(member)) return member;
      const account = readStarsAccount(backend, member.right);
      return right({ stars: account.stars, expiring: account.expiring });
    }),
});
