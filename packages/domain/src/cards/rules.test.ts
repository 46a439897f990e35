import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isLeft, isRight } from 'fp-ts/Either';
import { defaultConfig } from '../shared/config';
import {
  addMoneyEntry,
  applyReload,
  applyTransfer,
  CARD_MAX_BALANCE,
  cardEntryErrors,
  cardErrorField,
  defaultReloadAmount,
  groupInBlocks,
  lastFour,
  maskCardNumber,
  maxTransferAmount,
  reloadAmountOptions,
  reloadOptionsForShortfall,
  shouldPromptLoad,
  validateReload,
} from './rules';
import { CardCodes, resolvePaymentError } from './payment-codes';

const balance = fc.integer({ min: 0, max: CARD_MAX_BALANCE });
const amount = fc.integer({ min: -1000, max: 60_000 });
const options = fc.uniqueArray(fc.integer({ min: 1, max: 20_000 }), { maxLength: 8 }).map((a) => [...a].sort((x, y) => x - y));
const runs = { numRuns: 300 };

describe('the $500 ceiling', () => {
  it('property: a reload never leaves a balance above $500 or below its start', () => {
    fc.assert(
      fc.property(balance, amount, (b, a) => {
        const r = applyReload(b, a);
        if (isRight(r)) expect(r.right === b + a && r.right <= CARD_MAX_BALANCE && a > 0).toBe(true);
        else expect(b + a > CARD_MAX_BALANCE || a <= 0 || !Number.isInteger(a)).toBe(true);
      }),
      runs,
    );
  });

  it('property: a transfer never lifts the destination over $500, never overdraws, and keeps the total', () => {
    fc.assert(
      fc.property(balance, balance, amount, fc.boolean(), (from, to, a, same) => {
        const r = applyTransfer({ fromCardId: 'a', toCardId: same ? 'a' : 'b', amount: a, fromBalance: from, toBalance: to });
        if (isRight(r)) {
          expect(r.right.to).toBeLessThanOrEqual(CARD_MAX_BALANCE);
          expect(r.right.from).toBeGreaterThanOrEqual(0);
          expect(r.right.from + r.right.to).toBe(from + to);
        }
        const allowed = !same && a > 0 && a <= maxTransferAmount(from, to);
        expect(isRight(r)).toBe(allowed);
      }),
      runs,
    );
  });

  it('names the reason a transfer is refused', () => {
    const t = { fromCardId: 'a', toCardId: 'b', fromBalance: 1000, toBalance: 49_500 };
    const code = (x: Partial<typeof t> & { amount?: number }) => {
      const r = applyTransfer({ ...t, ...x });
      return isLeft(r) ? r.left.code : 'ok';
    };
    expect(code({ amount: 501 })).toBe('121023');
    expect(code({ amount: 1001, toBalance: 0 })).toBe('INSUFFICIENT_BALANCE');
    expect(code({ amount: 500 })).toBe('ok');
    expect(code({ amount: 0 })).toBe('TRANSFER_AMOUNT_REQUIRED');
    expect(code({ amount: 10, toCardId: 'a' })).toBe('TRANSFER_SAME_CARD');
    expect(resolvePaymentError({ _tag: 'DomainError', code: '121023' }, 'transfer').message).toBe('The total on your card cannot exceed $500.');
  });

  it('property: add-money offers exactly the configured options that keep the balance within $500', () => {
    fc.assert(
      fc.property(options, balance, (opts, b) => {
        const offered = reloadAmountOptions(opts, b);
        expect(offered.every((o) => b + o <= CARD_MAX_BALANCE)).toBe(true);
        expect(opts.filter((o) => !offered.includes(o)).every((o) => b + o > CARD_MAX_BALANCE)).toBe(true);
      }),
      runs,
    );
  });

  it('offers the default presets minus those past $500, preselecting the configured default when offered', () => {
    expect(reloadAmountOptions(defaultConfig.svcLoadOptions, 1845)).toEqual([1000, 1500, 2500, 5000, 10000]);
    expect(reloadAmountOptions(defaultConfig.svcLoadOptions, 46_000)).toEqual([1000, 1500, 2500]);
    expect(reloadAmountOptions(defaultConfig.svcLoadOptions, 49_500)).toEqual([]);
    expect(defaultReloadAmount([1000, 1500, 2500], 2500)).toBe(2500);
    expect(defaultReloadAmount([1000, 1500], 2500)).toBe(1500);
    expect(defaultReloadAmount([], 2500)).toBeUndefined();
  });
});

describe('reload amounts for an order the card cannot cover', () => {
  const order = fc.record({ price: fc.integer({ min: 0, max: 30_000 }), tip: fc.integer({ min: 0, max: 3_000 }), balance });

  it('property: offers the configured options covering the shortfall, else the single required amount', () => {
    fc.assert(
      fc.property(options, order, (opts, o) => {
        const shortfall = Math.max(0, o.price + o.tip - o.balance);
        const offered = reloadOptionsForShortfall(opts, o);
        if (shortfall === 0) {
          expect(offered).toEqual([]);
          return;
        }
        expect(offered.every((x) => x >= shortfall && o.balance + x <= CARD_MAX_BALANCE)).toBe(true);
        const covering = opts.filter((x) => x >= shortfall && o.balance + x <= CARD_MAX_BALANCE);
        expect(offered).toEqual(covering.length > 0 ? covering : [shortfall]);
      }),
      runs,
    );
  });

  it('examples', () => {
    const opts = defaultConfig.svcLoadOptions;
    expect(reloadOptionsForShortfall(opts, { price: 2000, tip: 100, balance: 320 })).toEqual([2500, 5000, 10000]);
    expect(reloadOptionsForShortfall(opts, { price: 12_000, tip: 500, balance: 0 })).toEqual([12_500]);
    expect(reloadOptionsForShortfall(opts, { price: 500, tip: 0, balance: 1845 })).toEqual([]);
    expect(reloadOptionsForShortfall(opts, { price: 50_000, tip: 100, balance: 0 })).toEqual([]);
  });
});

describe('add money form', () => {
  const base = { amount: 2500, paymentInstrument: 'pi-1', instrumentCount: 1, balance: 1845 };
  const msg = (x: Partial<typeof base> & { paymentInstrument?: string }) => {
    const r = validateReload({ ...base, ...x });
    return isLeft(r) ? resolvePaymentError(r.left, 'reload') : 'ok';
  };

  it('with no saved instrument at all leads to the payment-method page', () => {
    expect(addMoneyEntry(0)).toEqual({ kind: 'addPaymentMethod' });
    expect(addMoneyEntry(2)).toEqual({ kind: 'form' });
    expect(msg({ instrumentCount: 0 })).toEqual({
      message: 'Add a payment method first, then you can add money to your card.',
      action: { kind: 'addPaymentMethod', label: 'Add payment method', target: { page: 'paymentMethods' } },
    });
  });

  it('pins each validation message', () => {
    expect(msg({ paymentInstrument: 'add-payment' })).toEqual({ message: 'Select a payment method to add money to your card.' });
    expect(msg({ amount: 0 })).toEqual({ message: 'Enter a reload amount.' });
    expect(msg({ amount: -5 })).toEqual({ message: "That reload amount isn't valid. Choose a different amount." });
    expect(msg({ balance: 48_000 })).toEqual({ message: 'The total on your card cannot exceed $500.' });
    expect(msg({})).toBe('ok');
  });

  it('property: an accepted reload has an instrument and keeps the balance within $500', () => {
    fc.assert(
      fc.property(amount, balance, fc.option(fc.constantFrom('pi-1', '', 'add-payment'), { nil: undefined }), fc.nat(3), (a, b, pi, n) => {
        const r = validateReload({ amount: a, balance: b, instrumentCount: n, ...(pi === undefined ? {} : { paymentInstrument: pi }) });
        if (isRight(r)) expect(r.right.paymentInstrumentId === 'pi-1' && n > 0 && b + r.right.amount <= CARD_MAX_BALANCE).toBe(true);
      }),
      runs,
    );
  });
});

describe('card numbers', () => {
  const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 4, maxLength: 19 });

  it('property: the barcode number is the digits in blocks of 4', () => {
    fc.assert(
      fc.property(digits, (d) => {
        const blocks = groupInBlocks(d).split(' ');
        expect(blocks.join('')).toBe(d);
        expect(blocks.slice(0, -1).every((b) => b.length === 4)).toBe(true);
        expect((blocks[blocks.length - 1] ?? '').length).toBeLessThanOrEqual(4);
      }),
      runs,
    );
  });

  it('property: a masked number shows only its last four digits', () => {
    fc.assert(
      fc.property(digits, (d) => {
        const m = maskCardNumber(d);
        expect(m.replace(/ /g, '')).toBe('•'.repeat(d.length - 4) + lastFour(d));
        expect(m.replace(/\D/g, '')).toBe(d.slice(-4));
      }),
      runs,
    );
  });

  it('examples', () => {
    expect(groupInBlocks('6104172300184521')).toBe('6104 1723 0018 4521');
    expect(groupInBlocks('6104-1723 0018')).toBe('6104 1723 0018');
    expect(maskCardNumber('6104172300184521')).toBe('•••• •••• •••• 4521');
    expect(lastFour('6104 1723 0018 4521')).toBe('4521');
    expect(cardEntryErrors('6104 1723 0018 4521', '18452100')).toEqual({});
    expect(cardEntryErrors('6104', '1845')).toEqual({ cardNumber: 'format', securityCode: 'format' });
    expect(cardEntryErrors('6104x17230018452', '1845210a')).toEqual({ cardNumber: 'format', securityCode: 'format' });
  });
});

describe('load-card prompt', () => {
  it('property: shows exactly when the initial registered balance is under $5', () => {
    fc.assert(fc.property(balance, (b) => shouldPromptLoad(b) === b < 500), runs);
    expect([shouldPromptLoad(499), shouldPromptLoad(500), shouldPromptLoad(0)]).toEqual([true, false, true]);
  });
});

describe('the field a refusal of the add-money and Auto reload forms is about', () => {
  it('names the missing choice for the codes of a missing amount, trigger or payment method, and nothing else', () => {
    expect(cardErrorField(CardCodes.NO_PAYMENT_METHOD_SELECTED)).toBe('paymentInstrument');
    expect(cardErrorField(CardCodes.AUTO_RELOAD_NO_PAYMENT_METHOD)).toBe('paymentInstrument');
    expect(cardErrorField(CardCodes.AUTO_RELOAD_TRIGGER_REQUIRED)).toBe('triggerAmount');
    expect(cardErrorField(CardCodes.RELOAD_AMOUNT_REQUIRED)).toBe('amount');
    expect(cardErrorField(CardCodes.AUTO_RELOAD_AMOUNT_REQUIRED)).toBe('amount');
    for (const code of ['121025', 'toString', '__proto__', '']) expect(cardErrorField(code)).toBeUndefined();
  });
});
