// The two steps of a forgotten password, each a flow a page renders: asking for a link (any address gets the same
// answer), then setting a new password with the link's token. They validate with the reset rules before calling
// the PasswordResets port, run one call at a time, and say every outcome in PasswordResetMessages' words.
import { BehaviorSubject, defer, type Observable, type Subscription } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { firstAnswer } from '../shared/answers';
import { isLeft } from '../shared/either';
import { ErrorCodes, httpStatusCode, UNEXPECTED_ERROR_MESSAGE } from '../shared/errors';
import { ConnectionMessages, isOfflineFailure } from '../shared/connection';
import type { AuthError } from './errors';
import type { FieldErrors } from './model';
import { AuthCodes, PasswordResetMessages } from './messages';
import type { PasswordResets } from './ports';
import { hasErrors } from './rules';
import { isResetTokenShaped, RESET_LINK_TTL_MINUTES, validateResetPassword, validateResetRequest } from './password-reset-rules';

export type ForgotPasswordState =
  | { readonly status: 'ready' }
  /** Refused before or by the server, on the field. */
  | { readonly status: 'invalid'; readonly fields: FieldErrors<'email'> }
  | { readonly status: 'sending' }
  /** The one answer for every address. */
  | { readonly status: 'sent'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string };

export type ResetPasswordState =
  | { readonly status: 'ready' }
  | { readonly status: 'invalid'; readonly fields: FieldErrors<'password'> }
  | { readonly status: 'saving' }
  | { readonly status: 'done'; readonly message: string }
  /** No token, or one the server refused (unknown, used, replaced, expired): a new link is the way on. */
  | { readonly status: 'linkInvalid'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string };

export interface ForgotPasswordFlow {
  readonly state$: Observable<ForgotPasswordState>;
  current(): ForgotPasswordState;
  /** Asks for a link for `email` (ignored while a request runs). */
  request(email: string): void;
  /** Back to the form after an answer (another address, or the same one again). */
  again(): void;
  dispose(): void;
}

export interface ResetPasswordFlow {
  readonly state$: Observable<ResetPasswordState>;
  current(): ResetPasswordState;
  /** Sets `password` with the flow's token (ignored while saving, once done, and without a usable link). */
  reset(password: string): void;
  dispose(): void;
}

export interface PasswordResetFlowDeps {
  readonly resets: PasswordResets;
}

/** The words for a failure no field holds: a refused link, a limit, no connection, anything else. */
export const passwordResetFailureMessage = (e: AuthError): string => {
  if (e.code === AuthCodes.RESET_LINK_INVALID) return PasswordResetMessages.linkInvalid;
  if (e.code === httpStatusCode(429)) return PasswordResetMessages.tooManyRequests;
  if (isOfflineFailure(e)) return ConnectionMessages.needsConnection;
  return UNEXPECTED_ERROR_MESSAGE;
};

/** A server's VALIDATION answer's messages for `keys`, when it names any of them. */
const fieldsOf = <K extends string>(e: AuthError, keys: readonly K[]): FieldErrors<K> | undefined => {
  if (e.code !== ErrorCodes.VALIDATION) return undefined;
  const raw = e.context?.['fields'];
  if (typeof raw !== 'object' || raw === null) return undefined;
  const fields: FieldErrors<K> = {};
  for (const k of keys) {
    const v = (raw as Record<string, unknown>)[k];
    if (typeof v === 'string') fields[k] = v;
  }
  return hasErrors(fields) ? fields : undefined;
};

type AuthAnswer<T> = Either<AuthError, T>;

/** One call at a time, through a subject of states; disposing stops a call still running. */
const runner = <S extends { readonly status: string }>(initial: S) => {
  const subject = new BehaviorSubject<S>(initial);
  let running: Subscription | undefined;
  return {
    subject,
    /** `call` runs on subscription: a port that throws reads as an unexpected failure. */
    run: <T>(call: () => Observable<AuthAnswer<T>>, onAnswer: (a: AuthAnswer<T>) => S): void => {
      running?.unsubscribe();
      running = firstAnswer(defer(call)).subscribe((a) => subject.next(onAnswer(a)));
    },
    dispose: (): void => {
      running?.unsubscribe();
      subject.complete();
    },
  };
};

export const createForgotPasswordFlow = (d: PasswordResetFlowDeps): ForgotPasswordFlow => {
  const r = runner<ForgotPasswordState>({ status: 'ready' });
  return {
    state$: r.subject.asObservable(),
    current: () => r.subject.value,
    request: (email) => {
      if (r.subject.value.status === 'sending') return;
      const fields = validateResetRequest(email);
      if (hasErrors(fields)) return r.subject.next({ status: 'invalid', fields });
      r.subject.next({ status: 'sending' });
      r.run(() => d.resets.request(email.trim()), (a): ForgotPasswordState => {
        if (!isLeft(a)) return { status: 'sent', message: PasswordResetMessages.requestSent(RESET_LINK_TTL_MINUTES) };
        const refused = fieldsOf(a.left, ['email'] as const);
        return refused !== undefined ? { status: 'invalid', fields: refused } : { status: 'failed', message: passwordResetFailureMessage(a.left) };
      });
    },
    again: () => {
      if (r.subject.value.status !== 'sending') r.subject.next({ status: 'ready' });
    },
    dispose: r.dispose,
  };
};

/** `token`: the link's, as the page read it (undefined when the page came without one). */
export const createResetPasswordFlow = (d: PasswordResetFlowDeps, token: string | undefined): ResetPasswordFlow => {
  const link = token !== undefined && isResetTokenShaped(token) ? token : undefined;
  const r = runner<ResetPasswordState>(link !== undefined ? { status: 'ready' } : { status: 'linkInvalid', message: PasswordResetMessages.linkInvalid });
  return {
    state$: r.subject.asObservable(),
    current: () => r.subject.value,
    reset: (password) => {
      const now = r.subject.value.status;
      if (link === undefined || now === 'saving' || now === 'done' || now === 'linkInvalid') return;
      const fields = validateResetPassword(password);
      if (hasErrors(fields)) return r.subject.next({ status: 'invalid', fields });
      r.subject.next({ status: 'saving' });
      const input = { token: link, password };
      r.run(() => d.resets.reset(input), (a): ResetPasswordState => {
        if (!isLeft(a)) return { status: 'done', message: PasswordResetMessages.passwordReset };
        if (a.left.code === AuthCodes.RESET_LINK_INVALID) return { status: 'linkInvalid', message: PasswordResetMessages.linkInvalid };
        const refused = fieldsOf(a.left, ['password'] as const);
        return refused !== undefined ? { status: 'invalid', fields: refused } : { status: 'failed', message: passwordResetFailureMessage(a.left) };
      });
    },
    dispose: r.dispose,
  };
};
