// Resolves a rewards error to the text the member sees (a switch over RewardsError's codes).
import { RewardsErrorCodes, type RewardsError } from './errors';
import { RewardsMessages } from './messages';

export const rewardsErrorMessage = (e: RewardsError): string => {
  switch (e.code) {
    case RewardsErrorCodes.INSUFFICIENT_STARS:
      return RewardsMessages.insufficientStars;
    case RewardsErrorCodes.INVALID_STARS:
      return RewardsMessages.invalidStars;
    default:
      return RewardsMessages.loadError;
  }
};
