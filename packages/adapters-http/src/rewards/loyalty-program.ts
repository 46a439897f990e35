// The LoyaltyProgram port over HTTP (spec section 7): the graph query "get expiring stars", reading
// user.loyaltyProgram (expiringStars and the balance), decoded with the domain's rewards codec (a malformed
// answer is DECODE_ERROR, never a crash). The member is the session's, never named in a request.
import { map } from 'rxjs';
import { map as mapRight } from 'fp-ts/Either';
import { ExpiringStarsAnswerCodec, isRewardsErrorCode, RewardsGraphOperations, summaryOfAnswer, type LoyaltyProgram } from '@crema/domain/rewards';
import { typedClient, type HttpClient } from '../client';

export const createHttpLoyaltyProgram = (client: HttpClient): LoyaltyProgram => ({
  getStarsSummary: () => typedClient(client, isRewardsErrorCode).graph(RewardsGraphOperations.getExpiringStars, {}, ExpiringStarsAnswerCodec).pipe(map(mapRight(summaryOfAnswer))),
});
