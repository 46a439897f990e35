// A forgotten password on the fake backend, as a person meets it: the sign-in page's link, the one answer for any
// address, the demo's link to the reset page, the password policy on its field, the success, a link that no longer
// works, and the session of this device following the reset.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastValueFrom } from 'rxjs';
import { PASSWORD_POLICY_TEXT, PasswordPolicyMessages, PasswordResetMessages } from '@crema/domain/auth';
import { renderApp } from '../../test/render-app';
import { faults, navigate } from '../../test/account';
import { T } from '../../app/tokens';
import { PasswordResetTokens } from './tokens';

const DEMO = { email: 'demo@crema.coffee', password: 'Crema-Demo-2026' } as const;
const NEW_PASSWORD = 'Morning-Pour-Over-2027';
const main = () => within(screen.getByRole('main'));
const at = (r: Awaited<ReturnType<typeof renderApp>>) => `${r.router.state.location.pathname}${r.router.state.location.hash}`;

describe('forgot password', { timeout: 30_000 }, () => {
  it('leads from sign-in to a new password, and signs in with it', async () => {
    const r = await renderApp('/signin');
    await userEvent.click(await main().findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    // Nothing typed: refused on the field, which takes the focus.
    await userEvent.click(main().getByRole('button', { name: 'Send reset link' }));
    const email = main().getByLabelText('E-mail');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(main().getByText('Enter your e-mail address.')).toBeTruthy();

    await userEvent.type(email, DEMO.email);
    await userEvent.click(main().getByRole('button', { name: 'Send reset link' }));
    expect((await main().findByRole('status')).textContent).toBe(PasswordResetMessages.requestSent(30));
    // The demo's stand-in for the e-mail: the link it carries.
    await userEvent.click(main().getByRole('link', { name: 'Open the reset link' }));
    await waitFor(() => expect(at(r)).toMatch(/^\/account\/reset-password#token=[A-Za-z0-9_-]{43}$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(main().getByText(PASSWORD_POLICY_TEXT)).toBeTruthy();

    const password = main().getByLabelText('New password');
    await userEvent.type(password, 'too short');
    await userEvent.click(main().getByRole('button', { name: 'Set new password' }));
    expect(await main().findByText(PasswordPolicyMessages.length)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(password));

    await userEvent.clear(password);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.click(main().getByRole('button', { name: 'Set new password' }));
    expect((await main().findByRole('status')).textContent).toBe(PasswordResetMessages.passwordReset);
    expect(main().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');

    const session = r.container.get(T.Session);
    expect((await lastValueFrom(session.signIn(DEMO))).status).toBe('error');
    expect((await lastValueFrom(session.signIn({ email: DEMO.email, password: NEW_PASSWORD }))).status).toBe('ok');
  });

  it('gives an address that is no member the very same answer (and the demo has no link for it)', async () => {
    const r = await renderApp('/account/forgot-password');
    await userEvent.type(await main().findByLabelText('E-mail'), 'nobody@example.com');
    await userEvent.click(main().getByRole('button', { name: 'Send reset link' }));
    expect((await main().findByRole('status')).textContent).toBe(PasswordResetMessages.requestSent(30));
    expect(main().queryByRole('link', { name: 'Open the reset link' })).toBeNull();
    expect(r.container.get(PasswordResetTokens.DemoInbox)?.latestResetToken('nobody@example.com')).toBeUndefined();
    // Another go brings the form back, with the address kept.
    await userEvent.click(main().getByRole('button', { name: 'Send another link' }));
    expect((main().getByLabelText('E-mail') as HTMLInputElement).value).toBe('nobody@example.com');
  });

  it('says when too many links were asked for', async () => {
    faults({ requestPasswordReset: { status: 429 } });
    await renderApp('/account/forgot-password');
    await userEvent.type(await main().findByLabelText('E-mail'), DEMO.email);
    await userEvent.click(main().getByRole('button', { name: 'Send reset link' }));
    expect((await main().findByRole('alert')).textContent).toBe(PasswordResetMessages.tooManyRequests);
  });

  it('a page without a token, or with a link already used, offers to ask for a new link', async () => {
    const r = await renderApp('/account/reset-password');
    expect((await main().findByRole('alert')).textContent).toBe(PasswordResetMessages.linkInvalid);
    expect(main().getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/account/forgot-password');
    expect(main().queryByLabelText('New password')).toBeNull();

    // A real link, used once, then opened again.
    const resets = await r.container.get(T.Backend).passwordResets();
    await lastValueFrom(resets.resets.request(DEMO.email));
    const token = r.container.get(PasswordResetTokens.DemoInbox)!.latestResetToken(DEMO.email)!;
    await lastValueFrom(resets.resets.reset({ token, password: NEW_PASSWORD }));
    await navigate(r.router, `/account/reset-password#token=${token}`);
    await userEvent.type(await main().findByLabelText('New password'), `${NEW_PASSWORD}-again`);
    await userEvent.click(main().getByRole('button', { name: 'Set new password' }));
    expect((await main().findByRole('alert')).textContent).toBe(PasswordResetMessages.linkInvalid);
    await userEvent.click(main().getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
  });

  it('signs this device out when the member it has signed in resets their password', async () => {
    const r = await renderApp('/account/forgot-password', { member: true });
    expect(await screen.findByText('Hi, Avery')).toBeTruthy();
    const resets = await r.container.get(T.Backend).passwordResets();
    await lastValueFrom(resets.resets.request(DEMO.email));
    const token = r.container.get(PasswordResetTokens.DemoInbox)!.latestResetToken(DEMO.email)!;
    await navigate(r.router, `/account/reset-password#token=${token}`);
    await userEvent.type(await main().findByLabelText('New password'), NEW_PASSWORD);
    await userEvent.click(main().getByRole('button', { name: 'Set new password' }));
    expect(await main().findByRole('status')).toBeTruthy();
    await waitFor(() => expect(r.container.get(T.Session).current().kind).toBe('guest'));
    await act(async () => undefined);
    expect(screen.queryByText('Hi, Avery')).toBeNull();
  });
});
