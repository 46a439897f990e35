import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { benefitSlideLabel, REWARDS_BENEFITS, showBenefitLabel } from './home-texts';

describe('home texts', () => {
  it('names the carousel slides and their buttons counting from 1', () => {
    expect(benefitSlideLabel(1, REWARDS_BENEFITS.length, 'Order ahead')).toBe('2 of 4: Order ahead');
    expect(showBenefitLabel(2, 'A birthday treat')).toBe('Show benefit 3: A birthday treat');
  });

  it('a slide name ends with its title and counts it among the slides (property)', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.string(), (i, extra, title) => {
        const count = i + 1 + extra;
        expect(benefitSlideLabel(i, count, title).startsWith(`${i + 1} of ${count}: `)).toBe(true);
        expect(benefitSlideLabel(i, count, title).endsWith(title)).toBe(true);
      }),
    );
  });
});
