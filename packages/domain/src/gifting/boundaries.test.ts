// Exact texts per validation code, and the boundaries of the gift rules (lengths, amounts, e-mail shape,
// trimming, payment completeness).
import { describe, it, expect } from 'vitest';
import { isLeft, isRight, left } from 'fp-ts/Either';
import { isAcceptableGiftAmount } from './amount';
import { isValidEmail } from './email';
import { validateGiftPayment } from './guest-payment';
import { giftValidationMessage } from './form-messages';
import { duplicateRecipientRows, isGiftFormComplete, isValidGiftMessage, isValidRecipientName, validateGiftForm, deliveryMethodOf, type GiftValidationCode } from './rules';
import { card, config, guestCard, validForm } from './test-support';

describe('validation messages', () => {
  it('gives each code its text', () => {
    const expected: Record<GiftValidationCode, string> = {
      customAmountRange: 'Enter a Gift amount between $5 and $100.',
      customAmountRequired: 'Enter a Gift amount between $5 and $100.',
      customAmountCharacters: 'Enter a Gift amount between $5 and $100.',
      recipientNameTooLong: 'Recipient name can be up to 25 characters.',
      amountRequired: 'Choose a gift amount.',
      amountNotOffered: 'Choose one of the gift amounts shown, or enter your own.',
      productNumberRequired: 'Choose a gift card design.',
      productNumberLength: 'Choose a gift card design.',
      senderNameRequired: 'Enter your name.',
      senderEmailRequired: 'Enter your e-mail address.',
      senderEmailInvalid: 'Enter a valid e-mail address, like name@example.com.',
      messageTooLong: 'Your message can be up to 160 characters.',
      recipientsRequired: 'Add at least one recipient.',
      recipientsTooMany: 'You can send a gift to up to 10 recipients at a time.',
      recipientEmailRequired: "Enter the recipient's e-mail address.",
      recipientEmailInvalid: 'Enter a valid e-mail address, like name@example.com.',
      recipientEmailDuplicate: 'This recipient is already on your list. Use a different e-mail address.',
      recipientNameRequired: "Enter the recipient's name.",
      deliveryMethodInvalid: 'Send this gift by e-mail or to a Facebook account.',
      paymentRequired: 'Add a payment method to buy this gift.',
      paymentTypeNotAllowed: 'Pay with an American Express, Discover, Mastercard or Visa card.',
      paypalUnavailable: "PayPal isn't available right now. Choose another payment method.",
      paypalNotForGroupGifts: "PayPal can't be used for gifts to more than one recipient. Choose another payment method.",
    };
    for (const [code, text] of Object.entries(expected)) expect(giftValidationMessage(code as GiftValidationCode, config)).toBe(text);
  });
});

describe('length and amount boundaries', () => {
  it('a message of 160 characters passes, 161 does not; a name of 25 (spaces around ignored) passes, 26 does not', () => {
    expect(isValidGiftMessage('m'.repeat(160))).toBe(true);
    expect(isValidGiftMessage('m'.repeat(161))).toBe(false);
    expect(isValidRecipientName(` ${'n'.repeat(25)} `)).toBe(true);
    expect(isValidRecipientName('n'.repeat(26))).toBe(false);
  });

  it('the server accepts whole dollars from $5 to $100 and the presets, nothing else', () => {
    expect(isAcceptableGiftAmount({ amount: 500, currency: 'USD' }, config)).toBe(true);
    expect(isAcceptableGiftAmount({ amount: 10_000, currency: 'USD' }, config)).toBe(true);
    expect(isAcceptableGiftAmount({ amount: 400, currency: 'USD' }, config)).toBe(false);
    expect(isAcceptableGiftAmount({ amount: 10_100, currency: 'USD' }, config)).toBe(false);
    expect(isAcceptableGiftAmount({ amount: 2550, currency: 'USD' }, config)).toBe(false);
    expect(isAcceptableGiftAmount({ amount: 6, currency: 'USD' }, config)).toBe(false);
  });
});

describe('e-mail shape', () => {
  it('needs something before and after the @ and at most 254 characters', () => {
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail('sam@')).toBe(false);
    expect(isValidEmail('a@b.co')).toBe(true);
    const domain = `${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(50)}.com`;
    const at254 = `${'s'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(at254.length).toBe(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`s${at254}`)).toBe(false);
  });
});

describe('form rules', () => {
  it('blank-looking fields do not complete the form', () => {
    expect(isGiftFormComplete(validForm())).toBe(true);
    expect(isGiftFormComplete(validForm({ senderName: '  ' }))).toBe(false);
    expect(isGiftFormComplete(validForm({ senderEmail: '  ' }))).toBe(false);
    expect(isGiftFormComplete(validForm({ amount: 'custom', customAmount: '  ' }))).toBe(false);
    expect(isGiftFormComplete(validForm({ recipients: [{ email: ' ', name: 'Sam' }] }))).toBe(false);
    expect(isGiftFormComplete(validForm({ recipients: [{ email: 'sam@example.com', name: ' ' }] }))).toBe(false);
    expect(isGiftFormComplete(validForm({ recipients: [{ email: 'sam@example.com', name: '' }, { email: '', name: 'Sam' }] }))).toBe(true);
  });

  it('trims what it keeps and numbers errors by row, ignoring blank rows', () => {
    const r = validateGiftForm(
      validForm({ productNumber: ' 11000101 ', senderName: ' Avery ', senderEmail: ' avery@example.com ', recipients: [{ email: ' ', name: '  ' }, { email: ' sam@example.com ', name: ' Sam ' }] }),
      config,
    );
    expect(r).toMatchObject({ right: { productNumber: '11000101', senderName: 'Avery', senderEmail: 'avery@example.com', recipients: [{ email: 'sam@example.com', name: 'Sam', deliveryMethod: 'EMAIL' }] } });
    const bad = validateGiftForm(validForm({ senderEmail: '   ', recipients: [{ email: '', name: 'Sam' }, { email: 'x@example.com', name: '' }, { email: 'y@example.com', name: 'Y', deliveryMethod: 'PIGEON' }] }), config);
    expect(bad).toStrictEqual(left({ senderEmail: 'senderEmailRequired', recipientEmail1: 'recipientEmailRequired', recipientName2: 'recipientNameRequired', deliveryMethod3: 'deliveryMethodInvalid' }));
  });

  it('rows with a blank e-mail are never duplicates; a row without a method is delivered by e-mail', () => {
    expect(duplicateRecipientRows([{ email: ' ', name: 'A' }, { email: '', name: 'B' }], 'me@example.com')).toEqual([]);
    expect(duplicateRecipientRows([{ email: 'sam@example.com', name: 'A' }, { email: ' SAM@example.com ', name: 'B' }], 'me@example.com')).toEqual([2]);
    expect(deliveryMethodOf({ email: 'a@b.co', name: 'A' })).toBe('EMAIL');
    expect(deliveryMethodOf({ email: 'a@b.co', name: 'A', deliveryMethod: 'FACEBOOK' })).toBe('FACEBOOK');
  });
});

describe('payment completeness', () => {
  it('a guest card without a token, or a saved instrument without an id, is no payment', () => {
    expect(validateGiftPayment({ kind: 'guest', instrument: { ...guestCard(1), paymentInstrumentToken: '  ' } }, 1, config)).toStrictEqual(left('paymentRequired'));
    expect(validateGiftPayment({ kind: 'member', instrument: { ...card, paymentInstrumentId: ' ' } }, 1, config)).toStrictEqual(left('paymentRequired'));
    expect(isRight(validateGiftPayment({ kind: 'guest', instrument: guestCard(1) }, 3, config))).toBe(true);
    expect(isLeft(validateGiftPayment(undefined, 1, config))).toBe(true);
  });
});
