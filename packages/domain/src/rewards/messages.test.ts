import { describe, it, expect } from 'vitest';
import { domainError } from '../shared';
import { HOW_IT_WORKS } from './how-it-works';
import { RewardsErrorCodes } from './errors';
import { rewardsErrorMessage } from './error-messages';
import { EXPIRING_STARS_ACTION_LABELS, expiringStarsMessage, RewardsMessages, RewardsRoutes, starsToGoMessage } from './messages';

describe('rewards messages', () => {
  it('titles the star-levels expander as the spec says', () => {
    expect(RewardsMessages.starLevelsTitle).toBe('Rewards you can get with Stars');
    expect(RewardsRoutes).toEqual({ rewards: '/account/rewards', howItWorks: '/account/rewards/how-it-works' });
  });

  it('words the expiring-stars nudge', () => {
    expect(expiringStarsMessage(30, 12)).toBe('30 Stars expire in 12 days');
    expect(expiringStarsMessage(1, 1)).toBe('1 Star expires tomorrow');
    expect(expiringStarsMessage(5, 0)).toBe('5 Stars expire today');
    expect(EXPIRING_STARS_ACTION_LABELS).toEqual({ order: 'Start an order', scan: 'Scan in store' });
    expect(starsToGoMessage(58, 'Lunch')).toBe('58 Stars to go until Lunch');
  });

  it('resolves each rewards error to its text', () => {
    expect(rewardsErrorMessage(domainError(RewardsErrorCodes.INSUFFICIENT_STARS))).toBe("You don't have enough Stars for that reward yet.");
    expect(rewardsErrorMessage(domainError(RewardsErrorCodes.INVALID_STARS))).toBe('Choose a reward to redeem.');
    expect(rewardsErrorMessage(domainError('HTTP_500', { status: 500 }))).toBe("We couldn't load your Stars right now. Please try again.");
  });

  it('keeps the how-it-works page in step with the rules', () => {
    expect(HOW_IT_WORKS.starRateLabel).toBe('Earn 2 Stars per $1');
    expect(HOW_IT_WORKS.levelsTitle).toBe(RewardsMessages.starLevelsTitle);
    expect(HOW_IT_WORKS.steps.length).toBeGreaterThan(0);
    expect(HOW_IT_WORKS.questions.every((q) => q.question.endsWith('?') && q.answer.length > 0)).toBe(true);
  });
});
