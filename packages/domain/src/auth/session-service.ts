// The session use cases: sign in, join, sign out and multi-factor re-authentication, over the Accounts
// port, keeping the current Session observable for the UI and persisted through the SessionStore port.
import { BehaviorSubject, type Observable, distinctUntilChanged, map, of, startWith, concat, defer } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { isLeft } from '../shared/either';
import type { Clock } from '../shared/clock';
import type { IdGenerator } from '../shared/ids';
import type { AppConfig } from '../shared/config';
import { domainError, ErrorCodes, UNEXPECTED_ERROR_MESSAGE } from '../shared/errors';
import { lookup } from '../shared/lookup';
import { type AsyncState, failed, loading, ok } from '../shared/async-state';
import { currentSession, hasFreshMfa, type MemberSession, type Session } from '../shared/session';
import type { Credentials, MemberProfile, Registration } from './model';
import type { Accounts, SessionStore } from './ports';
import { AuthCodes, AuthMessages } from './messages';
import type { AuthError } from './errors';
import { hasErrors, validateCredentials, validateRegistration } from './rules';

export interface SessionServiceDeps {
  readonly accounts: Accounts;
  readonly store: SessionStore;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly config: AppConfig;
}

const AUTH_ERROR_MESSAGES = {
  [AuthCodes.WRONG_CREDENTIALS]: AuthMessages.wrongCredentials,
  [AuthCodes.LOCKED_OUT]: AuthMessages.lockedOut,
  [AuthCodes.EMAIL_TAKEN]: AuthMessages.emailTaken,
} satisfies Partial<Record<AuthError['code'], string>>;

export const authErrorMessage = (e: AuthError): string => lookup(AUTH_ERROR_MESSAGES, e.code) ?? UNEXPECTED_ERROR_MESSAGE;

const validationError = (fields: object): AuthError => domainError(ErrorCodes.VALIDATION, { context: { fields } });

export const makeSessionService = (d: SessionServiceDeps) => {
  const fresh = (s: Session | undefined): Session =>
    currentSession(s, d.clock.now(), d.ids, d.config.guestSessionLifetimeMs);
  const subject = new BehaviorSubject<Session>(fresh(d.store.load()));
  const set = (s: Session): void => {
    d.store.save(s);
    subject.next(s);
  };
  if (subject.value !== d.store.load()) d.store.save(subject.value);
  d.store.changes?.((s) => subject.next(fresh(s)));

  /** The session now: an expired guest session is replaced by a new one when read. */
  const current = (): Session => {
    const s = fresh(subject.value);
    if (s !== subject.value) set(s);
    return s;
  };

  const toMember = (p: MemberProfile): MemberSession => ({
    kind: 'member',
    memberId: p.memberId,
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    signedInAt: d.clock.now(),
  });

  const run = (
    call: () => Observable<Either<AuthError, MemberProfile>>,
  ): Observable<AsyncState<MemberSession, AuthError>> =>
    concat(
      of(loading<MemberSession, AuthError>()),
      defer(call).pipe(
        map((r): AsyncState<MemberSession, AuthError> => {
          if (isLeft(r)) return failed<MemberSession, AuthError>(r.left, authErrorMessage(r.left));
          const member = toMember(r.right);
          set(member);
          return ok(member);
        }),
      ),
    );

  return {
    session$: subject.pipe(distinctUntilChanged()) as Observable<Session>,
    current,
    signIn: (c: Credentials): Observable<AsyncState<MemberSession, AuthError>> => {
      const errors = validateCredentials(c);
      if (hasErrors(errors)) return of(failed<MemberSession, AuthError>(validationError(errors), Object.values(errors).join(' ')));
      return run(() => d.accounts.signIn({ email: c.email.trim(), password: c.password }));
    },
    register: (r: Registration): Observable<AsyncState<MemberSession, AuthError>> => {
      const errors = validateRegistration(r);
      if (hasErrors(errors)) return of(failed<MemberSession, AuthError>(validationError(errors), Object.values(errors).join(' ')));
      return run(() => d.accounts.register({ ...r, email: r.email.trim(), firstName: r.firstName.trim(), lastName: r.lastName.trim() }));
    },
    signOut: (): Observable<AsyncState<Session, AuthError>> =>
      d.accounts.signOut().pipe(
        map(() => {
          // Signing out always ends the local session, even when the server call failed.
          const guest = fresh(undefined);
          set(guest);
          return ok<Session, AuthError>(guest);
        }),
        startWith(loading<Session, AuthError>()),
      ),
    reauthenticate: (password: string): Observable<AsyncState<MemberSession, AuthError>> =>
      concat(
        of(loading<MemberSession, AuthError>()),
        defer(() => d.accounts.reauthenticate(password)).pipe(
          map((r): AsyncState<MemberSession, AuthError> => {
            const s = current();
            if (s.kind !== 'member') return failed<MemberSession, AuthError>(domainError(ErrorCodes.UNAUTHORIZED, { status: 401 }), UNEXPECTED_ERROR_MESSAGE);
            if (isLeft(r)) return failed<MemberSession, AuthError>(r.left, r.left.code === AuthCodes.WRONG_CREDENTIALS ? AuthMessages.reauthFailed : authErrorMessage(r.left));
            const next: MemberSession = { ...s, mfaVerifiedAt: d.clock.now() };
            set(next);
            return ok(next);
          }),
        ),
      ),
    /**
     * Asks the server who is signed in and follows it: a member session the server no longer knows (signed
     * out elsewhere, expired, revoked, or forged in storage) becomes a guest one; a member signed in on
     * another tab is taken up. A failed call changes nothing (offline, the display copy stays).
     */
    verify: (): Observable<Session> =>
      defer(() => d.accounts.current()).pipe(
        map((r) => {
          const s = current();
          if (isLeft(r)) return s;
          const p = r.right;
          if (p === null) {
            if (s.kind !== 'member') return s;
            const guest = fresh(undefined);
            set(guest);
            return guest;
          }
          if (s.kind === 'member' && s.memberId === p.memberId) return s;
          const member = toMember(p);
          set(member);
          return member;
        }),
      ),
    hasFreshMfa: (): boolean => hasFreshMfa(current(), d.clock.now(), d.config.mfaFreshForMs),
    /** After the member changed their name or e-mail: the session (and the header) follow at once. */
    refreshProfile: (p: Partial<Pick<MemberSession, 'email' | 'firstName' | 'lastName'>>): void => {
      const s = current();
      if (s.kind !== 'member') return;
      const defined = Object.fromEntries(Object.entries(p).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
      set({ ...s, ...defined });
    },
  };
};

export type SessionService = ReturnType<typeof makeSessionService>;
