// Resolves a rewards error to the text the member sees (by RewardsError's codes; any other is a load error).
import { lookup } from '../shared/lookup';
import { RewardsErrorCodes, type RewardsError } from './errors';
import { RewardsMessages } from './messages';

const REWARDS_ERROR_MESSAGES = {
  [RewardsErrorCodes.INSUFFICIENT_STARS]: RewardsMessages.insufficientStars,
  [RewardsErrorCodes.INVALID_STARS]: RewardsMessages.invalidStars,
} satisfies Partial<Record<RewardsError['code'], string>>;

export const rewardsErrorMessage = (e: RewardsError): string => lookup(REWARDS_ERROR_MESSAGES, e.code) ?? RewardsMessages.loadError;
