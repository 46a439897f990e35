// The forgotten-password flows in node, over a scripted PasswordResets port: what each answer shows, what is
// refused before any call, and one call at a time.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NEVER, of, Subject } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { left, right } from '../shared/either';
import { domainError, ErrorCodes, httpStatusCode, UNEXPECTED_ERROR_MESSAGE } from '../shared/errors';
import { ConnectionMessages } from '../shared/connection';
import type { AuthError } from './errors';
import { AuthCodes, AuthMessages, PasswordPolicyMessages, PasswordResetMessages } from './messages';
import type { PasswordResets } from './ports';
import type { PasswordResetInput } from './model';
import { createForgotPasswordFlow, createResetPasswordFlow, passwordResetFailureMessage } from './password-reset-flow';

const TOKEN = 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc';
const NEW_PASSWORD = 'a new and long passphrase';

const scripted = (answer: Either<AuthError, void> = right(undefined)) => {
  const requests: string[] = [];
  const resets: PasswordResetInput[] = [];
  const port: PasswordResets = {
    request: (email) => {
      requests.push(email);
      return of(answer);
    },
    reset: (input) => {
      resets.push(input);
      return of(answer);
    },
  };
  return { port, requests, resets };
};

describe('createForgotPasswordFlow', () => {
  it('answers every accepted request with the same words, whatever the address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const s = scripted();
        const flow = createForgotPasswordFlow({ resets: s.port });
        flow.request(`  ${email} `);
        expect(s.requests).toEqual([email]);
        expect(flow.current()).toEqual({ status: 'sent', message: PasswordResetMessages.requestSent(30) });
      }),
    );
  });

  it('refuses a missing or malformed address on its field, without a call', () => {
    const s = scripted();
    const flow = createForgotPasswordFlow({ resets: s.port });
    flow.request('');
    expect(flow.current()).toEqual({ status: 'invalid', fields: { email: AuthMessages.emailRequired } });
    flow.request('nope');
    expect(flow.current()).toEqual({ status: 'invalid', fields: { email: AuthMessages.emailInvalid } });
    expect(s.requests).toEqual([]);
  });

  it('says a limit, no connection and anything else in words; the server\'s field refusal on the field', () => {
    const cases: [AuthError, unknown][] = [
      [domainError(httpStatusCode(429), { status: 429 }), { status: 'failed', message: PasswordResetMessages.tooManyRequests }],
      [domainError(ErrorCodes.NETWORK, { context: { offline: true } }), { status: 'failed', message: ConnectionMessages.needsConnection }],
      [domainError(httpStatusCode(500), { status: 500 }), { status: 'failed', message: UNEXPECTED_ERROR_MESSAGE }],
      [domainError(ErrorCodes.VALIDATION, { status: 400, context: { fields: { email: AuthMessages.emailInvalid } } }), { status: 'invalid', fields: { email: AuthMessages.emailInvalid } }],
    ];
    for (const [error, shown] of cases) {
      const flow = createForgotPasswordFlow({ resets: scripted(left(error)).port });
      flow.request('ada@example.com');
      expect(flow.current()).toEqual(shown);
    }
  });

  it('runs one request at a time, and goes back to the form on again()', () => {
    let calls = 0;
    const pending = new Subject<Either<AuthError, void>>();
    const flow = createForgotPasswordFlow({ resets: { request: () => (calls++, pending), reset: () => NEVER } });
    flow.request('ada@example.com');
    flow.request('ada@example.com');
    expect([calls, flow.current().status]).toEqual([1, 'sending']);
    flow.again();
    expect(flow.current().status).toBe('sending');
    pending.next(right(undefined));
    expect(flow.current().status).toBe('sent');
    flow.again();
    expect(flow.current()).toEqual({ status: 'ready' });
  });
});

describe('createResetPasswordFlow', () => {
  it('opens on the invalid-link state without a token, or with one that is no token of ours, and never calls', () => {
    for (const token of [undefined, '', 'short', `${TOKEN}x`, `${TOKEN.slice(0, 42)}=`]) {
      const s = scripted();
      const flow = createResetPasswordFlow({ resets: s.port }, token);
      expect(flow.current()).toEqual({ status: 'linkInvalid', message: PasswordResetMessages.linkInvalid });
      flow.reset(NEW_PASSWORD);
      expect(s.resets).toEqual([]);
    }
  });

  it('sets the password with the link\'s token, then is done (and stays done)', () => {
    const s = scripted();
    const flow = createResetPasswordFlow({ resets: s.port }, TOKEN);
    expect(flow.current()).toEqual({ status: 'ready' });
    flow.reset(NEW_PASSWORD);
    expect(s.resets).toEqual([{ token: TOKEN, password: NEW_PASSWORD }]);
    expect(flow.current()).toEqual({ status: 'done', message: PasswordResetMessages.passwordReset });
    flow.reset(NEW_PASSWORD);
    expect(s.resets).toHaveLength(1);
  });

  it('refuses a password the policy refuses on its field, without a call; the server\'s refusal too', () => {
    const s = scripted();
    const flow = createResetPasswordFlow({ resets: s.port }, TOKEN);
    flow.reset('short');
    expect(flow.current()).toEqual({ status: 'invalid', fields: { password: PasswordPolicyMessages.length } });
    expect(s.resets).toEqual([]);
    const common = createResetPasswordFlow(
      { resets: scripted(left(domainError(ErrorCodes.VALIDATION, { status: 400, context: { fields: { password: PasswordPolicyMessages.common } } }))).port },
      TOKEN,
    );
    common.reset('password1234');
    expect(common.current()).toEqual({ status: 'invalid', fields: { password: PasswordPolicyMessages.common } });
  });

  it('a link the server refuses (unknown, used, replaced, expired) leads to asking for a new one', () => {
    const flow = createResetPasswordFlow({ resets: scripted(left(domainError(AuthCodes.RESET_LINK_INVALID, { status: 400 }))).port }, TOKEN);
    flow.reset(NEW_PASSWORD);
    expect(flow.current()).toEqual({ status: 'linkInvalid', message: PasswordResetMessages.linkInvalid });
  });

  it('after a failure that is not the link\'s, the same link may be tried again', () => {
    let answer: Either<AuthError, void> = left(domainError(ErrorCodes.NETWORK, { context: { offline: true } }));
    const flow = createResetPasswordFlow({ resets: { request: () => NEVER, reset: () => of(answer) } }, TOKEN);
    flow.reset(NEW_PASSWORD);
    expect(flow.current()).toEqual({ status: 'failed', message: ConnectionMessages.needsConnection });
    answer = right(undefined);
    flow.reset(NEW_PASSWORD);
    expect(flow.current().status).toBe('done');
  });

  it('a port that throws reads as an unexpected failure; dispose stops a call still running', () => {
    const thrown = createResetPasswordFlow({ resets: { request: () => NEVER, reset: () => { throw new Error('boom'); } } }, TOKEN);
    thrown.reset(NEW_PASSWORD);
    expect(thrown.current()).toEqual({ status: 'failed', message: UNEXPECTED_ERROR_MESSAGE });
    const pending = new Subject<Either<AuthError, void>>();
    const flow = createResetPasswordFlow({ resets: { request: () => NEVER, reset: () => pending } }, TOKEN);
    flow.reset(NEW_PASSWORD);
    flow.dispose();
    expect(pending.observed).toBe(false);
  });

  it('names each failure with the words of its kind', () => {
    expect(passwordResetFailureMessage(domainError(AuthCodes.RESET_LINK_INVALID))).toBe(PasswordResetMessages.linkInvalid);
    expect(passwordResetFailureMessage(domainError(ErrorCodes.UNEXPECTED))).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});
