import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, last } from 'rxjs';
import { isLeft, isRight } from 'fp-ts/Either';
import { autoReloadFormFor, autoReloadOperation, autoReloadStatus, planAutoReload } from './auto-reload-rules';
import type { AutoReloadForm, AutoReloadProfile } from './model';
import { makeSaveAutoReload } from './save-auto-reload';
import { recordingLedger, testCard } from './test-ledger';
import { CARD_MAX_BALANCE } from './rules';

const OPS = ['createAutoReload', 'updateAutoReload', 'disableAutoReload'];

const profile: fc.Arbitrary<AutoReloadProfile | undefined> = fc.option(
  fc.record({
    status: fc.constantFrom('active' as const, 'disabled' as const),
    amount: fc.constantFrom(1000, 2500),
    triggerAmount: fc.constantFrom(500, 1000),
    paymentInstrumentId: fc.constant('pi-1'),
  }),
  { nil: undefined },
);
const form: fc.Arbitrary<AutoReloadForm> = fc.record(
  {
    enabled: fc.boolean(),
    amount: fc.constantFrom(0, 1000, 2500, 10_000, 45_000),
    triggerAmount: fc.constantFrom(0, 500, 1000, 10_000),
    paymentInstrument: fc.constantFrom('pi-1', 'pi-2', '', 'add-payment'),
  },
  { requiredKeys: ['enabled'] },
);

describe('auto reload decision table (spec section 4)', () => {
  it('no profile & enabled: create; profile & enabled: update; profile & not enabled: disable; neither: none', () => {
    expect(autoReloadOperation(false, true)).toBe('create');
    expect(autoReloadOperation(true, true)).toBe('update');
    expect(autoReloadOperation(true, false)).toBe('disable');
    expect(autoReloadOperation(false, false)).toBe('none');
  });

  it('property: saving calls exactly the one operation of the table, or none when closing or invalid', async () => {
    await fc.assert(
      fc.asyncProperty(profile, form, async (p, f) => {
        const card = testCard(p === undefined ? {} : { autoReloadProfile: p });
        const ledger = recordingLedger([card]);
        const end = await firstValueFrom(makeSaveAutoReload({ ledger })({ card, form: f }).pipe(last()));
        const op = autoReloadOperation(p !== undefined, f.enabled);
        const valid = isRight(planAutoReload(card, f));
        const expected = op === 'none' || !valid ? [] : [`${op}AutoReload`];
        expect(ledger.calls.filter((c) => OPS.includes(c))).toEqual(expected);
        expect(ledger.calls).toEqual(expected);
        expect(end.status).toBe(valid ? 'ok' : 'error');
        if (end.status === 'ok') expect(end.value.op).toBe(op);
      }),
      { numRuns: 200 },
    );
  });

  it('property: an accepted enabled form never lets an auto reload lift the balance past $500', () => {
    fc.assert(
      fc.property(profile, form, (p, f) => {
        const plan = planAutoReload(testCard(p === undefined ? {} : { autoReloadProfile: p }), f);
        if (isRight(plan) && (plan.right.op === 'create' || plan.right.op === 'update')) {
          const s = plan.right.settings;
          expect(s.amount + s.triggerAmount).toBeLessThanOrEqual(CARD_MAX_BALANCE);
          expect(s.paymentInstrumentId).not.toMatch(/^(|add-payment)$/);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('pins the form messages', async () => {
    const card = testCard();
    const save = makeSaveAutoReload({ ledger: recordingLedger([card]) });
    const message = async (f: AutoReloadForm) => {
      const s = await firstValueFrom(save({ card, form: f }).pipe(last()));
      return s.status === 'error' ? s.message : s.status;
    };
    expect(await message({ enabled: true, amount: 2500, triggerAmount: 1000 })).toBe('To save Auto reload settings, select a payment method.');
    expect(await message({ enabled: true, amount: 2500, triggerAmount: 1000, paymentInstrument: 'add-payment' })).toBe(
      'To save Auto reload settings, select a payment method.',
    );
    expect(await message({ enabled: true, triggerAmount: 1000, paymentInstrument: 'pi-1' })).toBe('Choose an Auto reload amount.');
    expect(await message({ enabled: true, amount: 2500, paymentInstrument: 'pi-1' })).toBe('Choose the balance that starts an Auto reload.');
    expect(await message({ enabled: true, amount: 45_000, triggerAmount: 10_000, paymentInstrument: 'pi-1' })).toBe(
      'The total on your card cannot exceed $500.',
    );
    expect(await message({ enabled: false })).toBe('ok');
  });

  it('reports a failed save with the resolved message', async () => {
    const card = testCard();
    const ledger = recordingLedger([card]);
    ledger.failNext('createAutoReload', { _tag: 'DomainError', code: '121044' });
    const s = await firstValueFrom(
      makeSaveAutoReload({ ledger })({ card, form: { enabled: true, amount: 2500, triggerAmount: 1000, paymentInstrument: 'pi-1' } }).pipe(last()),
    );
    expect(s.status === 'error' && s.message).toBe('Your credit or debit card may have expired. Update it or choose a different payment method.');
  });

  it('is active or off, and opens with the profile values', () => {
    const p: AutoReloadProfile = { status: 'active', amount: 2500, triggerAmount: 1000, paymentInstrumentId: 'pi-1' };
    expect(autoReloadStatus({ autoReloadProfile: p })).toBe('active');
    expect(autoReloadStatus({ autoReloadProfile: { ...p, status: 'disabled' } })).toBe('off');
    expect(autoReloadStatus({})).toBe('off');
    expect(autoReloadFormFor({ autoReloadProfile: p }, 1500)).toEqual({ enabled: true, amount: 2500, triggerAmount: 1000, paymentInstrument: 'pi-1' });
    expect(autoReloadFormFor({}, 1500)).toEqual({ enabled: false, amount: 1500 });
    expect(isLeft(planAutoReload(testCard(), { enabled: true }))).toBe(true);
  });
});
