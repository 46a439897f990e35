import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isLeft, isRight, type Either } from 'fp-ts/Either';
import { makeConfig } from '../shared/config';
import { giftTotal } from './amount';
import { giftValidationMessage } from './form-messages';
import type { GiftForm } from './model';
import {
  buildGiftLines,
  duplicateRecipientRows,
  isGiftFormComplete,
  isValidGiftProductNumber,
  todayIn,
  validateGiftForm,
  type GiftFormErrors,
  type ValidGiftForm,
} from './rules';
import { arbEmail, arbName, arbValidForm, config, validForm } from './test-support';

const errorsOf = (r: Either<GiftFormErrors, ValidGiftForm>): GiftFormErrors => (isLeft(r) ? r.left : {});

describe('gift product number', () => {
  it('is valid exactly when it has 8 characters', () => {
    fc.assert(fc.property(fc.string({ minLength: 8, maxLength: 8 }), (s) => isValidGiftProductNumber(s)), { numRuns: 100 });
    fc.assert(fc.property(fc.string({ maxLength: 20 }).filter((s) => [...s].length !== 8), (s) => !isValidGiftProductNumber(s)), { numRuns: 100 });
  });
});

describe('validateGiftForm', () => {
  it('accepts every well-formed form and makes one line per recipient, totalling amount x recipients', () => {
    fc.assert(
      fc.property(arbValidForm, (form) => {
        const r = validateGiftForm(form, config);
        if (!isRight(r)) return false;
        const lines = buildGiftLines(r.right, '2026-11-22');
        expect(lines).toHaveLength(form.recipients.length);
        expect(lines.every((l) => l.product === form.productNumber && l.deliveryDate === '2026-11-22' && l.message === form.message)).toBe(true);
        expect(giftTotal(lines, 'USD').amount).toBe(r.right.amount.amount * form.recipients.length);
        return true;
      }),
      { numRuns: 100 },
    );
  });

  it('ignores fully blank recipient rows', () => {
    const r = validateGiftForm(validForm({ recipients: [{ email: '', name: '' }, { email: 'sam@example.com', name: 'Sam' }, { email: ' ', name: '' }] }), config);
    expect(isRight(r) && r.right.recipients).toEqual([{ email: 'sam@example.com', name: 'Sam', deliveryMethod: 'EMAIL' }]);
  });

  it('names the failing field for each missing piece', () => {
    expect(errorsOf(validateGiftForm(validForm({ productNumber: '' }), config))).toEqual({ productNumber: 'productNumberRequired' });
    expect(errorsOf(validateGiftForm(validForm({ productNumber: '1234567' }), config))).toEqual({ productNumber: 'productNumberLength' });
    expect(errorsOf(validateGiftForm(validForm({ senderName: ' ' }), config))).toEqual({ senderName: 'senderNameRequired' });
    expect(errorsOf(validateGiftForm(validForm({ senderEmail: '' }), config))).toEqual({ senderEmail: 'senderEmailRequired' });
    expect(errorsOf(validateGiftForm(validForm({ senderEmail: 'avery@' }), config))).toEqual({ senderEmail: 'senderEmailInvalid' });
    expect(errorsOf(validateGiftForm(validForm({ amount: undefined }), config))).toEqual({ amount: 'amountRequired' });
    expect(errorsOf(validateGiftForm(validForm({ recipients: [] }), config))).toEqual({ recipients: 'recipientsRequired' });
    expect(errorsOf(validateGiftForm(validForm({ recipients: [{ email: 'sam@example.com', name: '' }] }), config))).toEqual({ recipientName1: 'recipientNameRequired' });
    expect(errorsOf(validateGiftForm(validForm({ recipients: [{ email: '', name: 'Sam' }] }), config))).toEqual({ recipientEmail1: 'recipientEmailRequired' });
    expect(errorsOf(validateGiftForm(validForm({ recipients: [{ email: 'sam', name: 'Sam' }] }), config))).toEqual({ recipientEmail1: 'recipientEmailInvalid' });
  });

  it('tells a missing custom amount from bad characters and from a range error, on the customAmount field', () => {
    const custom = (customAmount: string) => errorsOf(validateGiftForm(validForm({ amount: 'custom', customAmount }), config));
    expect(custom('')).toEqual({ customAmount: 'customAmountRequired' });
    expect(custom('12a')).toEqual({ customAmount: 'customAmountCharacters' });
    expect(custom('101')).toEqual({ customAmount: 'customAmountRange' });
    expect(custom('100')).toEqual({});
  });

  it('allows a message of up to 160 characters and refuses a longer one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (n) => {
        const r = validateGiftForm(validForm({ message: 'é'.repeat(n) }), config);
        expect(errorsOf(r).message).toBe(n <= 160 ? undefined : 'messageTooLong');
      }),
      { numRuns: 100 },
    );
  });

  it('allows recipient names of up to 25 characters and refuses longer ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (n) => {
        const r = validateGiftForm(validForm({ recipients: [{ email: 'sam@example.com', name: 'x'.repeat(n) }] }), config);
        expect(errorsOf(r).recipientName1).toBe(n <= 25 ? undefined : 'recipientNameTooLong');
      }),
      { numRuns: 60 },
    );
    expect(giftValidationMessage('recipientNameTooLong', config)).toBe('Recipient name can be up to 25 characters.');
  });

  it('accepts delivery by e-mail or Facebook account only', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('EMAIL', 'FACEBOOK'), fc.string()), (deliveryMethod) => {
        const r = validateGiftForm(validForm({ recipients: [{ email: 'sam@example.com', name: 'Sam', deliveryMethod }] }), config);
        expect(isRight(r)).toBe(deliveryMethod === 'EMAIL' || deliveryMethod === 'FACEBOOK');
      }),
      { numRuns: 100 },
    );
  });

  it('caps recipients at config.giftRecipientsLimit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 25 }), (limit, count) => {
        const c = makeConfig({ giftRecipientsLimit: limit });
        const recipients = Array.from({ length: count }, (_, i) => ({ email: `r${i}@example.com`, name: `R ${i}` }));
        expect(errorsOf(validateGiftForm(validForm({ recipients }), c)).recipients).toBe(count > limit ? 'recipientsTooMany' : undefined);
      }),
      { numRuns: 100 },
    );
  });
});

describe('duplicate recipients', () => {
  const arbCase = fc.func(fc.boolean());
  const recase = (email: string, upper: (i: number) => boolean) => [...email].map((ch, i) => (upper(i) ? ch.toUpperCase() : ch)).join('');

  it('refuses a repeated recipient e-mail, in any letter case, on the repeating row', () => {
    fc.assert(
      fc.property(arbValidForm, fc.nat(), arbCase, (form, pick, upper) => {
        const original = form.recipients[pick % form.recipients.length];
        if (!original) return false;
        const twin = { email: ` ${recase(original.email, upper)}`, name: 'Twin' };
        const f: GiftForm = { ...form, recipients: [...form.recipients, twin] };
        expect(duplicateRecipientRows(f.recipients, f.senderEmail)).toEqual([f.recipients.length]);
        expect(errorsOf(validateGiftForm(f, makeConfig({ giftRecipientsLimit: 20 })))[`recipientEmail${f.recipients.length}`]).toBe('recipientEmailDuplicate');
        return true;
      }),
      { numRuns: 100 },
    );
  });

  it("accepts repeats of the sender's own e-mail", () => {
    fc.assert(
      fc.property(arbEmail, arbName, fc.integer({ min: 2, max: 5 }), arbCase, (sender, name, copies, upper) => {
        const recipients = Array.from({ length: copies }, () => ({ email: recase(sender, upper), name }));
        expect(duplicateRecipientRows(recipients, sender)).toEqual([]);
        expect(isRight(validateGiftForm(validForm({ senderEmail: sender, recipients }), config))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('isGiftFormComplete', () => {
  it('holds for every valid form and fails when any required piece is blanked', () => {
    const blankers: ReadonlyArray<(f: GiftForm) => GiftForm> = [
      (f) => ({ ...f, productNumber: ' ' }),
      (f) => ({ ...f, senderName: '' }),
      (f) => ({ ...f, senderEmail: '' }),
      (f) => ({ ...f, amount: undefined }),
      (f) => ({ ...f, amount: 'custom', customAmount: '' }),
      (f) => ({ ...f, recipients: f.recipients.map((r) => ({ ...r, email: '' })) }),
      (f) => ({ ...f, recipients: f.recipients.map((r) => ({ ...r, name: ' ' })) }),
    ];
    fc.assert(
      fc.property(arbValidForm, fc.constantFrom(...blankers), (form, blank) => {
        expect(isGiftFormComplete(form)).toBe(true);
        expect(isGiftFormComplete(blank(form))).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});

describe('todayIn', () => {
  const instant = Date.UTC(2026, 10, 22, 3, 30); // 2026-11-22 03:30 UTC
  it.each([
    ['UTC', '2026-11-22'],
    ['America/Los_Angeles', '2026-11-21'],
    ['Asia/Tokyo', '2026-11-22'],
    ['Pacific/Kiritimati', '2026-11-22'],
  ])('gives the calendar day in %s', (tz, day) => {
    expect(todayIn(instant, tz)).toBe(day);
  });

  it('always yields an ISO calendar date', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (t) => /^\d{4}-\d{2}-\d{2}$/.test(todayIn(t, 'UTC'))), { numRuns: 100 });
  });
});
