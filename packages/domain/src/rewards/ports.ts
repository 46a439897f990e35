// What rewards needs from the outside world: the signed-in member's Stars (graph query "get expiring
// stars", reading user.loyaltyProgram.expiringStars, plus the balance).
import type { Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { RewardsError } from './errors';
import type { StarsSummary } from './model';

export interface LoyaltyProgram {
  /**
   * The signed-in member's Star balance and upcoming expirations (soonest first, each of at least 1 Star,
   * dated after now). Left with status 401 when nobody is signed in.
   */
  getStarsSummary(): Observable<Either<RewardsError, StarsSummary>>;
}
