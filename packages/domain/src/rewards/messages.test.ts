import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { domainError } from '../shared';
import { HOW_IT_WORKS } from './how-it-works';
import { RewardsErrorCodes } from './errors';
import { rewardsErrorMessage } from './error-messages';
import {
  EXPIRING_STARS_ACTION_LABELS,
  expiringStarsMessage,
  HOME_PROGRESS_ALL_REACHED,
  nextRewardMessage,
  noStarsYetMessage,
  RewardsMessages,
  RewardsPageTexts,
  starsLabel,
  starsProgressLabel,
  starsToGoMessage,
  starsUnit,
  starsUseByMessage,
} from './messages';

describe('rewards messages', () => {
  it('titles the star-levels expander as the spec says', () => {
    expect(RewardsMessages.starLevelsTitle).toBe('Rewards you can get with Stars');
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

  it("says 'Star' for exactly one and 'Stars' for any other count", () => {
    expect([0, 1, 2, 142].map(starsUnit)).toEqual(['Stars', 'Star', 'Stars', 'Stars']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
        expect(starsUnit(n)).toBe(n === 1 ? 'Star' : 'Stars');
        expect(starsLabel(n)).toBe(`${n} ${starsUnit(n)}`);
      }),
    );
  });

  it('names the progress bar after the next level, or by the caller once all are reached', () => {
    expect(starsProgressLabel('Handcrafted drink or hot breakfast', HOME_PROGRESS_ALL_REACHED)).toBe('Progress to Handcrafted drink or hot breakfast');
    expect(starsProgressLabel(undefined, HOME_PROGRESS_ALL_REACHED)).toBe('Progress');
    expect(starsProgressLabel(undefined, RewardsPageTexts.progressAllReached)).toBe('Progress to every reward');
  });

  it('says what the next reward needs, or that every reward is within reach', () => {
    expect(nextRewardMessage({ nextLevel: { stars: 200, title: 'Lunch', description: 'd' }, starsToNextLevel: 58 })).toBe('58 Stars to go until Lunch');
    expect(nextRewardMessage({ starsToNextLevel: 0 })).toBe('You have enough Stars for any reward. Treat yourself!');
  });

  it('words the empty balance and the expiry date', () => {
    expect(noStarsYetMessage('Earn 2 Stars per $1')).toBe("You don't have any Stars yet. Earn 2 Stars per $1 when you order ahead or pay with a Crema card.");
    expect(starsUseByMessage('December 3, 2026')).toBe('Use them by December 3, 2026. We always spend your soonest-expiring Stars first.');
  });
});
