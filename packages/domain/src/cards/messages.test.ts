import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CardMessages } from './messages';
import { PaymentMessages } from '../payments/messages';

describe('card and payment sentences built from values', () => {
  it('the transfer dialog and its success notice carry the amounts and names they are given', () => {
    expect(CardMessages.transferFrom('My Card', '$12.50')).toBe('From My Card, balance $12.50');
    expect(CardMessages.transferUpTo('$40.00')).toBe('Up to $40.00');
    expect(CardMessages.transferDone('$52.50', 'Gift card')).toBe('Balance transferred. $52.50 is now on Gift card.');
    fc.assert(
      fc.property(fc.string(), fc.string(), (amount, name) => {
        const done = CardMessages.transferDone(amount, name);
        return done.startsWith('Balance transferred. ') && done.includes(amount) && done.endsWith(`${name}.`);
      }),
    );
  });

  it("the add-card hint names the four networks taken (the same as the 'not accepted' refusal)", () => {
    for (const brand of ['Visa', 'Mastercard', 'American Express', 'Discover']) {
      expect(PaymentMessages.acceptedCardsHint).toContain(brand);
      expect(PaymentMessages.brandNotAccepted).toContain(brand);
    }
  });
});
