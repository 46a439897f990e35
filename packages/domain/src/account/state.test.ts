import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { assertEveryStep } from '../shared/test-reducers';
import { codeFlowReducer, initialCodeFlow, initialPasswordChange, passwordChangeReducer, type CodeFlowEvent, type CodeFlowState, type PasswordChangeEvent } from './state';

const arbCodeEvent: fc.Arbitrary<CodeFlowEvent> = fc.oneof(
  fc.constant({ type: 'targetSubmitted' as const }),
  fc.record({ type: fc.constant('codeSent' as const), target: fc.constantFrom('a@b.co', '206-555-0142'), expiresAt: fc.nat() }),
  fc.record({ type: fc.constant('targetRejected' as const), message: fc.constant('bad target') }),
  fc.constant({ type: 'codeSubmitted' as const }),
  fc.constant({ type: 'codeAccepted' as const }),
  fc.record({ type: fc.constant('codeRejected' as const), message: fc.constant('bad code') }),
  fc.constant({ type: 'restart' as const }),
);

describe('code flow (e-mail change, multi-factor phone)', () => {
  it('reaches done only through a sent code that was accepted; error fields sit on their own step', () => {
    assertEveryStep<CodeFlowState, CodeFlowEvent>(codeFlowReducer, initialCodeFlow, arbCodeEvent, 40, (s, e, next) => {
      if (next.step === 'done' && s.step !== 'done') {
        expect(e.type).toBe('codeAccepted');
        expect(s.step).toBe('enterCode');
      }
      if (next.codeError !== undefined) expect(next.step).toBe('enterCode');
      if (next.targetError !== undefined) expect(next.step).toBe('enterTarget');
      if (next.step === 'enterCode') expect(next.target).toBeDefined();
      // An answer to a pending code request always ends the wait (no step stays stuck pending).
      if ((e.type === 'codeSent' || e.type === 'targetRejected') && s.pending) expect(next.pending).toBe(false);
    });
  });

  it('walks the happy path and shows a wrong code on the code field', () => {
    const run = (events: CodeFlowEvent[]) => events.reduce(codeFlowReducer, initialCodeFlow);
    const sent = run([{ type: 'targetSubmitted' }, { type: 'codeSent', target: 'a@b.co', expiresAt: 600_000 }]);
    expect(sent).toEqual({ step: 'enterCode', pending: false, target: 'a@b.co', expiresAt: 600_000 });
    const rejected = [{ type: 'codeSubmitted' as const }, { type: 'codeRejected' as const, message: "That code isn't right. Check it and try again." }].reduce(codeFlowReducer, sent);
    expect(rejected.codeError).toBe("That code isn't right. Check it and try again.");
    expect([{ type: 'codeSubmitted' as const }, { type: 'codeAccepted' as const }].reduce(codeFlowReducer, rejected)).toEqual({ step: 'done', pending: false, target: 'a@b.co' });
  });
});

describe('password change state (generic error flag)', () => {
  it('the generic flag and field errors never show together, and clear on the next submit', () => {
    const arb: fc.Arbitrary<PasswordChangeEvent> = fc.oneof(
      fc.constant({ type: 'submitted' as const }),
      fc.constant({ type: 'succeeded' as const }),
      fc.constant({ type: 'failedGenerically' as const }),
      fc.record({ type: fc.constant('failedOnFields' as const), fields: fc.constant({ currentPassword: 'Your current password is incorrect.' }) }),
    );
    assertEveryStep(passwordChangeReducer, initialPasswordChange, arb, 30, (_before, e, s) => {
      expect(s.genericError && Object.keys(s.fieldErrors).length > 0).toBe(false);
      if (e.type === 'submitted' && s.pending) expect(s.genericError).toBe(false);
    });
  });
});
