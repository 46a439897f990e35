import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { domainError } from '../shared/errors';
import { makeConfig } from '../shared/config';
import { GIFT_ERRORS, GiftErrorCodes, giftErrorEntry, type GiftErrorKey } from './messages';
import { giftAmountHint, giftAmountRangeMessage, giftValidationMessage } from './form-messages';
import { config } from './test-support';

describe('gift error catalogue', () => {
  it('shows the 170046 duplicate-recipient dialog whose Got it closes the purchase modal', () => {
    const e = giftErrorEntry(domainError('170046'));
    expect(e.key).toBe('duplicateRecipient');
    expect(e.title).toBe('Looks like someone is on your list twice');
    expect(e.message).toBe('Each recipient needs a different e-mail address. Remove the duplicate and try again.');
    expect(e.action).toEqual({ kind: 'dismiss', label: 'Got it', closesPurchaseModal: true });
  });

  it('sends giftFetchError to /gift on confirm', () => {
    const e = giftErrorEntry(domainError(GiftErrorCodes.GIFT_FETCH_ERROR));
    expect(e.action).toEqual({ kind: 'navigate', label: 'See gift cards', target: 'giftCards' });
    expect(e.message).toBe("This gift card isn't available right now. Take a look at our other designs.");
  });

  it('shows the unexpected error with its title, a try-again-later message and Got it for any unknown code', () => {
    fc.assert(
      fc.property(fc.string().filter((c) => !/^(1700\d\d|1210\d\d|GIFT_|GUEST_)/.test(c)), (code) => {
        const e = giftErrorEntry(domainError(code));
        expect(e).toEqual({ key: 'unexpected', title: 'Something went wrong', message: 'Something went wrong. Please try again later.', action: { kind: 'dismiss', label: 'Got it' } });
      }),
      { numRuns: 100 },
    );
  });

  it('has the spec text for the guest session expiry', () => {
    expect(giftErrorEntry(domainError(GiftErrorCodes.GUEST_TOKEN_EXPIRED)).message).toBe("We're sorry to say this session expired. Add your payment info again.");
  });

  it.each<[string, GiftErrorKey, string]>([
    ['170020', 'paymentMethodProblem', "There's a problem with your payment method. Please choose another one and try again."],
    ['170030', 'missingMessage', 'Your gift is missing its message. Add a message and try again.'],
    ['170031', 'missingDesign', 'Choose a gift card design to continue.'],
    ['170032', 'missingName', 'Your gift is missing a name. Check your name and each recipient name, then try again.'],
    ['170033', 'missingEmail', 'Your gift is missing an e-mail address. Check your e-mail and each recipient e-mail, then try again.'],
    ['170034', 'missingRecipientInfo', 'Some recipient info is missing. Check each recipient name and e-mail, then try again.'],
    ['170040', 'artNoLongerAvailable', 'This gift card design is no longer available. Please choose another design.'],
    ['170041', 'addressUnavailable', "We can't use your billing address right now. Please try again in a few minutes."],
    ['170042', 'billingAddressProblem', "There's a problem with your billing address. Please check it and try again."],
    ['170043', 'orderFailed', "We couldn't complete your gift order. Please try again."],
    ['170044', 'placementFailed', "We couldn't place your gift order. Please try again in a few minutes."],
    ['170045', 'cardsNotFound', "We couldn't find your card(s). Please add a payment method and try again."],
    ['170047', 'cardMayHaveExpired', 'Your credit or debit card may have expired. Please check it or choose another payment method.'],
    ['121044', 'cardMayHaveExpired', 'Your credit or debit card may have expired. Please check it or choose another payment method.'],
    ['121048', 'paymentMethodProblem', "There's a problem with your payment method. Please choose another one and try again."],
    ['170048', 'invalidAmount', 'Enter a Gift amount between $5 and $100.'],
    ['GIFT_STATUS_POLLS_EXHAUSTED', 'stillProcessing', "Your gift order is taking longer than usual. Check your e-mail for a confirmation before you try again; trying again won't charge you twice."],
  ])('maps %s to %s with its text', (code, key, message) => {
    const e = giftErrorEntry(domainError(code));
    expect(e.key).toBe(key);
    expect(e.message).toBe(message);
  });

  it('sends a billing address problem to the add-billing-address page', () => {
    expect(GIFT_ERRORS.billingAddressProblem.action).toEqual({ kind: 'navigate', label: 'Update billing address', target: 'addBillingAddress' });
  });

  it('gives every entry a message and an action label', () => {
    for (const e of Object.values(GIFT_ERRORS)) {
      expect(e.message.length).toBeGreaterThan(0);
      expect(e.action.label.length).toBeGreaterThan(0);
    }
  });
});

describe('gift form messages', () => {
  it('gives the spec notification for every custom amount error, with the configured bounds', () => {
    for (const code of ['customAmountRequired', 'customAmountCharacters', 'customAmountRange'] as const) {
      expect(giftValidationMessage(code, config)).toBe('Enter a Gift amount between $5 and $100.');
    }
    expect(giftAmountRangeMessage(makeConfig({ customAmountMin: 10, customAmountMax: 250 }))).toBe('Enter a Gift amount between $10 and $250.');
  });

  it('pins the recipient messages', () => {
    expect(giftValidationMessage('recipientNameTooLong', config)).toBe('Recipient name can be up to 25 characters.');
    expect(giftValidationMessage('recipientsTooMany', config)).toBe('You can send a gift to up to 10 recipients at a time.');
    expect(giftValidationMessage('recipientEmailDuplicate', config)).toBe('This recipient is already on your list. Use a different e-mail address.');
    expect(giftValidationMessage('messageTooLong', config)).toBe('Your message can be up to 160 characters.');
    expect(giftValidationMessage('paypalNotForGroupGifts', config)).toBe("PayPal can't be used for gifts to more than one recipient. Choose another payment method.");
  });
});

describe('the custom amount hint', () => {
  it('names the configured bounds in whole dollars', () => {
    expect(giftAmountHint(makeConfig({}))).toMatch(/^Whole dollars, \$\d+ to \$\d+$/);
    fc.assert(fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (min, max) =>
      giftAmountHint({ customAmountMin: min, customAmountMax: max }) === `Whole dollars, $${min} to $${max}`));
  });
});
