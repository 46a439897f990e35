// Exact transitions of the code-flow and password-change reducers: what the screen shows after each answer,
// and the answers that must be ignored because nothing is pending.
import { describe, it, expect } from 'vitest';
import { codeFlowReducer, initialCodeFlow, initialPasswordChange, passwordChangeReducer, type CodeFlowState, type PasswordChangeState } from './state';

const WRONG = "That code isn't right. Check it and try again.";
const enterCode: CodeFlowState = { step: 'enterCode', pending: false, target: 'a@b.co', expiresAt: 600_000 };

describe('code flow transitions', () => {
  it('submitting the target marks it pending, once', () => {
    const pending = codeFlowReducer(initialCodeFlow, { type: 'targetSubmitted' });
    expect(pending).toStrictEqual({ step: 'enterTarget', pending: true });
    expect(codeFlowReducer(pending, { type: 'targetSubmitted' })).toBe(pending);
    const done: CodeFlowState = { step: 'done', pending: false, target: 'a@b.co' };
    expect(codeFlowReducer(done, { type: 'targetSubmitted' })).toBe(done);
  });

  it('asking for a new code from the code step keeps the target and clears the code error', () => {
    expect(codeFlowReducer({ ...enterCode, codeError: WRONG }, { type: 'targetSubmitted' })).toStrictEqual({ step: 'enterCode', pending: true, target: 'a@b.co', expiresAt: 600_000 });
  });

  it('a sent code moves to the code step only when the target was pending', () => {
    const sent = { type: 'codeSent' as const, target: 'x@y.co', expiresAt: 5 };
    expect(codeFlowReducer({ step: 'enterTarget', pending: true }, sent)).toStrictEqual({ step: 'enterCode', pending: false, target: 'x@y.co', expiresAt: 5 });
    expect(codeFlowReducer(initialCodeFlow, sent)).toBe(initialCodeFlow);
    expect(codeFlowReducer(enterCode, sent)).toBe(enterCode);
  });

  it('a rejected target shows its message on the target field; a new code refused from the code step shows on the code step', () => {
    const rejected = { type: 'targetRejected' as const, message: 'Enter a valid e-mail address, like name@example.com.' };
    expect(codeFlowReducer({ step: 'enterTarget', pending: true }, rejected)).toStrictEqual({ step: 'enterTarget', pending: false, targetError: rejected.message });
    expect(codeFlowReducer(initialCodeFlow, rejected)).toBe(initialCodeFlow);
    // 'Send a new code' from the code step (targetSubmitted there) that the server refuses: not stuck pending.
    const resent = codeFlowReducer(enterCode, { type: 'targetSubmitted' });
    expect(resent.pending).toBe(true);
    expect(codeFlowReducer(resent, rejected)).toStrictEqual({ ...enterCode, codeError: rejected.message });
    const done: CodeFlowState = { step: 'done', pending: false, target: 'a@b.co' };
    expect(codeFlowReducer(done, rejected)).toBe(done);
  });

  it('submitting a code marks it pending and clears the previous code error; a rejection shows it again', () => {
    const submitted = codeFlowReducer({ ...enterCode, codeError: WRONG }, { type: 'codeSubmitted' });
    expect(submitted).toStrictEqual({ step: 'enterCode', pending: true, target: 'a@b.co', expiresAt: 600_000 });
    expect(codeFlowReducer(submitted, { type: 'codeSubmitted' })).toBe(submitted);
    expect(codeFlowReducer(initialCodeFlow, { type: 'codeSubmitted' })).toBe(initialCodeFlow);
    expect(codeFlowReducer(submitted, { type: 'codeRejected', message: WRONG })).toStrictEqual({ ...enterCode, codeError: WRONG });
    expect(codeFlowReducer(enterCode, { type: 'codeRejected', message: WRONG })).toBe(enterCode);
    expect(codeFlowReducer(enterCode, { type: 'codeAccepted' })).toBe(enterCode);
  });

  it('restart goes back to the empty first step', () => {
    expect(codeFlowReducer({ ...enterCode, codeError: WRONG }, { type: 'restart' })).toStrictEqual({ step: 'enterTarget', pending: false });
  });
});

describe('password change transitions', () => {
  const pending: PasswordChangeState = { pending: true, done: false, genericError: false, fieldErrors: {} };
  const fields = { currentPassword: 'Your current password is incorrect.' };

  it('submitting clears the previous outcome and is ignored while pending', () => {
    expect(passwordChangeReducer({ pending: false, done: false, genericError: true, fieldErrors: {} }, { type: 'submitted' })).toStrictEqual(pending);
    expect(passwordChangeReducer(initialPasswordChange, { type: 'submitted' })).toStrictEqual(pending);
    const p = passwordChangeReducer(initialPasswordChange, { type: 'submitted' });
    expect(passwordChangeReducer(p, { type: 'submitted' })).toBe(p);
  });

  it('each answer ends the pending submit with its own outcome', () => {
    expect(passwordChangeReducer(pending, { type: 'succeeded' })).toStrictEqual({ pending: false, done: true, genericError: false, fieldErrors: {} });
    expect(passwordChangeReducer(pending, { type: 'failedOnFields', fields })).toStrictEqual({ pending: false, done: false, genericError: false, fieldErrors: fields });
    expect(passwordChangeReducer(pending, { type: 'failedGenerically' })).toStrictEqual({ pending: false, done: false, genericError: true, fieldErrors: {} });
  });

  it('answers that arrive with nothing pending are ignored', () => {
    for (const e of [{ type: 'succeeded' as const }, { type: 'failedOnFields' as const, fields }, { type: 'failedGenerically' as const }]) {
      expect(passwordChangeReducer(initialPasswordChange, e)).toBe(initialPasswordChange);
    }
  });
});
