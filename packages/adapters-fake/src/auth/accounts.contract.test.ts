// The membership contract against the fake. A "device" keeps its own signed-in member: the fake server has
// one current member, so each device's calls run with its own (as separate cookies would on a real server).
import { defer, tap } from 'rxjs';
import { createManualClock } from '@crema/domain';
import { describeAccountsContract } from '@crema/domain/auth/contract';
import type { Accounts } from '@crema/domain/auth';
import { createFakeBackend, type FakeBackend } from '../backend';
import { DEMO_MEMBER } from '../seed';
import { createFakeAccounts } from './accounts';

const deviceOn = (backend: FakeBackend): Accounts => {
  const accounts = createFakeAccounts(backend);
  let mine: string | undefined;
  const asDevice =
    <A extends unknown[], R>(f: (...a: A) => import('rxjs').Observable<R>) =>
    (...a: A) =>
      defer(() => {
        backend.setCurrentMember(mine);
        return f(...a).pipe(tap(() => (mine = backend.currentMemberId())));
      });
  return {
    signIn: asDevice(accounts.signIn),
    register: asDevice(accounts.register),
    signOut: asDevice(accounts.signOut),
    reauthenticate: asDevice(accounts.reauthenticate),
    current: asDevice(accounts.current),
  };
};

describeAccountsContract('fake', () => {
  const clock = createManualClock(Date.UTC(2026, 10, 25, 12));
  const backend = createFakeBackend({ clock });
  return {
    device: () => deviceOn(backend),
    demo: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    advance: async (ms) => clock.advance(ms),
  };
});
