// The security-code pause of a card number: its numbers, and the message every card context shows for it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { domainError } from '../shared/errors';
import { claimAttempt, isLockedOut, type AttemptState } from '../auth';
import { CardMessages } from './messages';
import { CardCodes, isCardsErrorCode, PAYMENT_ERROR_CONTEXTS, resolvePaymentError } from './payment-codes';
import { CARD_CODE_ATTEMPTS } from './rules';

describe('CARD_CODE_ATTEMPTS', () => {
  it('five wrong codes pause the card for 15 minutes, as the message says', () => {
    expect(CARD_CODE_ATTEMPTS).toEqual({ maxFailedAttempts: 5, lockoutMs: 15 * 60 * 1000 });
    expect(CardMessages.securityCodePaused).toContain('15 minutes');
  });

  it('grants at most five code checks of any burst on one card number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (burst) => {
        let s: AttemptState = { failedAttempts: 0 };
        let granted = 0;
        for (let i = 0; i < burst; i++) {
          const c = claimAttempt(s, 0, CARD_CODE_ATTEMPTS);
          granted += c.granted ? 1 : 0;
          s = c.state;
        }
        expect(granted).toBe(Math.min(burst, 5));
        expect(isLockedOut(s, 0)).toBe(burst >= 5);
      }),
    );
  });
});

describe('the paused code', () => {
  it('is a cards code and shows its message in every context (a server message overrides it, as for any code)', () => {
    expect(isCardsErrorCode(CardCodes.SECURITY_CODE_PAUSED)).toBe(true);
    for (const context of PAYMENT_ERROR_CONTEXTS) {
      expect(resolvePaymentError(domainError(CardCodes.SECURITY_CODE_PAUSED, { status: 423 }), context)).toEqual({ message: CardMessages.securityCodePaused });
    }
  });
});
