import type { Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { AuthError } from './errors';
import type { Session } from '../shared/session';
import type { Credentials, MemberProfile, Registration } from './model';

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
