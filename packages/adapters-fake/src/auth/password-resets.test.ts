// The fake forgotten password beyond the contract: the demo inbox's link, a sign-in pause lifted by a reset, and
// links that live in the simulator's memory only.
import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { createManualClock } from '@crema/domain';
import { AuthCodes, MAX_FAILED_ATTEMPTS } from '@crema/domain/auth';
import { createFakeBackend, createMemoryStorage } from '../backend';
import { createFakeInbox } from '../account/inbox';
import { DEMO_MEMBER } from '../seed';
import { createFakeAccounts } from './accounts';
import { createFakePasswordResets } from './password-resets';

const NEW_PASSWORD = 'a fresh demo passphrase';

const setup = () => {
  const storage = createMemoryStorage();
  const backend = createFakeBackend({ clock: createManualClock(Date.UTC(2026, 10, 25, 12)), storage });
  return { backend, storage, accounts: createFakeAccounts(backend), resets: createFakePasswordResets(backend), inbox: createFakeInbox(backend) };
};

describe('fake password resets', () => {
  it('e-mails the link to the demo inbox, and a reset lifts a sign-in pause', async () => {
    const { accounts, resets, inbox } = setup();
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) await firstValueFrom(accounts.signIn({ email: DEMO_MEMBER.email, password: `wrong-${i}-password` }));
    expect(await firstValueFrom(accounts.signIn({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }))).toMatchObject({ left: { code: AuthCodes.LOCKED_OUT } });
    await firstValueFrom(resets.request(DEMO_MEMBER.email.toUpperCase()));
    const [mail] = inbox.messages(DEMO_MEMBER.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Reset your Crema password' });
    expect(inbox.latestResetToken(DEMO_MEMBER.email)).toBe(mail?.resetToken);
    expect(await firstValueFrom(resets.reset({ token: mail!.resetToken!, password: NEW_PASSWORD }))).toEqual({ _tag: 'Right', right: undefined });
    expect(await firstValueFrom(accounts.signIn({ email: DEMO_MEMBER.email, password: NEW_PASSWORD }))).toMatchObject({ _tag: 'Right' });
  });

  it('keeps links in memory only: another simulator on the same storage knows none of them', async () => {
    const { backend, storage, resets, inbox } = setup();
    await firstValueFrom(resets.request(DEMO_MEMBER.email));
    const token = inbox.latestResetToken(DEMO_MEMBER.email)!;
    const reloaded = createFakePasswordResets(createFakeBackend({ clock: backend.clock, storage }));
    expect(await firstValueFrom(reloaded.reset({ token, password: NEW_PASSWORD }))).toMatchObject({ left: { code: AuthCodes.RESET_LINK_INVALID } });
  });
});
