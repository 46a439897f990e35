import type { Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { AuthError } from './errors';
import type { Session } from '../shared/session';
import type { Credentials, MemberProfile, PasswordResetInput, Registration } from './model';

/** The membership service: who may sign in, and who is signed in on the server. */
export interface Accounts {
  signIn(c: Credentials): Observable<Either<AuthError, MemberProfile>>;
  register(r: Registration): Observable<Either<AuthError, MemberProfile>>;
  signOut(): Observable<Either<AuthError, void>>;
  /** Re-checks the signed-in member's password (multi-factor re-authentication step). */
  reauthenticate(password: string): Observable<Either<AuthError, void>>;
  /** Who the server says is signed in on this device (null: nobody). The client's own record is only a display copy. */
  current(): Observable<Either<AuthError, MemberProfile | null>>;
}

/** Where the client keeps its session between page loads (localStorage in the browser). */
export interface SessionStore {
  load(): Session | undefined;
  save(s: Session): void;
  /** Other tabs' changes, where the medium supports it. */
  changes?(listener: (s: Session | undefined) => void): () => void;
}

/**
 * A forgotten password, for anyone signed out: a link by e-mail, then a new password with the link's token.
 * The link itself (its address) is the server's business: the port carries the token only.
 */
export interface PasswordResets {
  /**
   * Asks for a reset link for `email`. The answer is the same whether or not the address is a member's (nothing
   * here tells which); a member's link goes to that address. VALIDATION (fields.email) for an address that is no
   * e-mail; a 429 status past the per-address or per-device limit.
   */
  request(email: string): Observable<Either<AuthError, void>>;
  /**
   * Sets the member's new password with a link's token and ends every session of that member. RESET_LINK_INVALID
   * for a token that is unknown, used, replaced or expired; VALIDATION (fields.password) for a password the policy
   * refuses.
   */
  reset(input: PasswordResetInput): Observable<Either<AuthError, void>>;
}
