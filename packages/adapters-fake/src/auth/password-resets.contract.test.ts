// The forgotten-password contract against the fake. A "device" keeps its own signed-in member, as in the membership
// contract; the links' e-mails are read from the fake inbox.
import { defer, tap, type Observable } from 'rxjs';
import { createManualClock } from '@crema/domain';
import { describePasswordResetsContract } from '@crema/domain/auth/contract';
import type { Accounts, PasswordResets } from '@crema/domain/auth';
import { createFakeBackend, type FakeBackend } from '../backend';
import { createFakeInbox } from '../account/inbox';
import { createFakeAccounts } from './accounts';
import { createFakePasswordResets } from './password-resets';

const deviceOn = (backend: FakeBackend, resets: PasswordResets): { accounts: Accounts; resets: PasswordResets } => {
  const accounts = createFakeAccounts(backend);
  let mine: string | undefined;
  const asDevice =
    <A extends unknown[], R>(f: (...a: A) => Observable<R>) =>
    (...a: A) =>
      defer(() => {
        backend.setCurrentMember(mine);
        return f(...a).pipe(tap(() => (mine = backend.currentMemberId())));
      });
  return {
    accounts: {
      signIn: asDevice(accounts.signIn),
      register: asDevice(accounts.register),
      signOut: asDevice(accounts.signOut),
      reauthenticate: asDevice(accounts.reauthenticate),
      current: asDevice(accounts.current),
    },
    resets: { request: asDevice(resets.request), reset: asDevice(resets.reset) },
  };
};

describePasswordResetsContract('fake', () => {
  const clock = createManualClock(Date.UTC(2026, 10, 25, 12));
  const backend = createFakeBackend({ clock });
  const resets = createFakePasswordResets(backend);
  const inbox = createFakeInbox(backend);
  return {
    device: () => deviceOn(backend, resets),
    resetTokens: async (email) =>
      inbox
        .messages(email)
        .flatMap((m) => (m.resetToken === undefined ? [] : [m.resetToken]))
        .reverse(),
    advance: async (ms) => clock.advance(ms),
  };
});
