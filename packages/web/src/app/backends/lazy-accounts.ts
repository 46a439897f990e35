// The membership port, loaded on its first call: the first page paints before the adapter (and its
// decoders or password hashing) arrives.
import { defer, switchMap } from 'rxjs';
import type { Accounts } from '@crema/domain/auth';

export const lazyAccounts = (load: () => Promise<Accounts>): Accounts => {
  const call =
    <A extends unknown[], R>(pick: (a: Accounts) => (...args: A) => import('rxjs').Observable<R>) =>
    (...args: A) =>
      defer(load).pipe(switchMap((a) => pick(a)(...args)));
  return {
    signIn: call((a) => a.signIn),
    register: call((a) => a.register),
    signOut: call((a) => a.signOut),
    reauthenticate: call((a) => a.reauthenticate),
    current: call((a) => a.current),
  };
};
