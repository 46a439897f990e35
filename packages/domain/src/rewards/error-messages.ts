// Resolves a rewards error to the text the member sees.
import type { DomainError } from '../shared';
import { RewardsErrorCodes } from './errors';
import { RewardsMessages } from './messages';

export const rewardsErrorMessage = (e: DomainError): string => {
  switch (e.code) {
    case RewardsErrorCodes.INSUFFICIENT_STARS:
      return RewardsMessages.insufficientStars;
    case RewardsErrorCodes.INVALID_STARS:
      return RewardsMessages.invalidStars;
    default:
      return RewardsMessages.loadError;
  }
};
