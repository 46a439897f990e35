import { describe, it, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { makeConfig, MS_PER_DAY, MS_PER_MINUTE } from '@crema/domain';
import { AccountTokens } from '../tokens';
import { DEMO_PASSWORD, faults, main, navigate, openAt } from '../../../test/account';

/** The code the fake server "sent" (the same inbox the demo hint reads). */
const sentCode = (app: { container: Container }, to: string): string =>
  app.container.get(AccountTokens.DemoInbox)?.latestCode(to) ?? '';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Types `text` into the field labelled `label`, then presses the page's button `button`. */
const typeAndPress = async (label: string, text: string, button: string) => {
  await userEvent.type(input(label), text);
  await userEvent.click(main().getByRole('button', { name: button }));
};

describe('/account/settings', { timeout: 20_000 }, () => {
  it('links to every setting, two-step verification included when the flag is on', async () => {
    await openAt('/account/settings');
    expect((await main().findByRole('link', { name: 'Password' })).getAttribute('href')).toBe('/account/settings/password');
    expect(main().getByRole('link', { name: 'E-mail address' }).getAttribute('href')).toBe('/account/settings/edit-email');
    expect(main().getByRole('link', { name: 'Communication preferences' }).getAttribute('href')).toBe('/account/settings/communication-preferences');
    expect(main().getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/account/settings/privacy');
    expect(main().getByRole('link', { name: 'Two-step verification' }).getAttribute('href')).toBe('/account/settings/mfa');
    expect(await screen.findByText('You sign in with demo@crema.coffee.')).toBeTruthy();
  });

  it('has no two-step verification entry when the flag is off', async () => {
    await openAt('/account/settings', { config: makeConfig({ flags: { multiFactor: false } }) });
    expect(await main().findByRole('link', { name: 'Privacy' })).toBeTruthy();
    expect(main().queryByRole('link', { name: 'Two-step verification' })).toBeNull();
  });
});

describe('/account/settings/password', { timeout: 20_000 }, () => {
  it('states the policy, reports a wrong current password on its field, then changes it', async () => {
    await openAt('/account/settings/password', { mfa: true });
    expect(await screen.findByText('Use 12 to 128 characters. A few unrelated words make a strong password that is easy to remember; very common passwords are not accepted.')).toBeTruthy();
    await userEvent.type(input('Current password'), 'Not-The-One-1');
    await typeAndPress('New password', 'Fresh-Roast-2027', 'Change password');
    expect(await screen.findByText('Your current password is incorrect.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.clear(input('Current password'));
    await typeAndPress('Current password', DEMO_PASSWORD, 'Change password');
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    // The form clears itself once the change is confirmed (an effect after the success render).
    await waitFor(() => expect(input('New password').value).toBe(''));
  });

  it('raises the generic error flag when the change fails for another reason, keeping the form', async () => {
    faults({ changePassword: { status: 500 } });
    await openAt('/account/settings/password', { mfa: true });
    await userEvent.type(await screen.findByLabelText('Current password'), DEMO_PASSWORD);
    await typeAndPress('New password', 'Fresh-Roast-2027', 'Change password');
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't change your password. Try again later.");
    expect(input('New password').value).toBe('Fresh-Roast-2027');
  });
});

describe('/account/settings/communication-preferences', { timeout: 20_000 }, () => {
  it('saves the toggles', async () => {
    await openAt('/account/settings/communication-preferences');
    const push = await main().findByRole('switch', { name: 'Notifications' });
    expect((push as HTMLInputElement).checked).toBe(true);
    await userEvent.click(push);
    await userEvent.click(main().getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Saved your communication preferences')).toBeTruthy();
    expect((main().getByRole('switch', { name: 'Notifications' }) as HTMLInputElement).checked).toBe(false);
  });

  it('explains that texts need a phone number, on the text-message switch', async () => {
    await openAt('/account/settings/communication-preferences', { newMember: true });
    await userEvent.click(await main().findByRole('switch', { name: 'Text messages' }));
    await userEvent.click(main().getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Add a mobile number in Personal info to get text messages.')).toBeTruthy();
    const sms = main().getByRole('switch', { name: 'Text messages' });
    expect(sms.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(sms);
  });
});

describe('/account/settings/edit-email', { timeout: 20_000 }, () => {
  it('sends a code, shows the demo hint, and reports an expired code with a way to get a new one', async () => {
    const app = await openAt('/account/settings/edit-email', { mfa: true });
    await userEvent.type(await screen.findByLabelText('New e-mail address'), 'not-an-email');
    await userEvent.click(main().getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    await userEvent.clear(input('New e-mail address'));
    await typeAndPress('New e-mail address', 'avery@example.com', 'Send code');
    expect(await screen.findByText('We sent a 6-digit code to avery@example.com. It expires in 10 minutes.')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/account/settings/edit-email/enter-code');
    const code = sentCode(app, 'avery@example.com');
    expect(screen.getByRole('note').textContent).toContain(`Demo: your code is ${code}`);
    app.clock.advance(10 * MS_PER_MINUTE);
    await typeAndPress('6-digit code', code, 'Confirm');
    expect(await screen.findByText('That code has expired. Request a new one.')).toBeTruthy();
    expect(main().getByRole('link', { name: 'Request a new code' }).getAttribute('href')).toBe('/account/settings/edit-email');
  });

  it('confirms the right code and shows the new address', async () => {
    const app = await openAt('/account/settings/edit-email', { mfa: true });
    await userEvent.type(await screen.findByLabelText('New e-mail address'), 'avery@example.com');
    await userEvent.click(main().getByRole('button', { name: 'Send code' }));
    await screen.findByRole('note');
    await typeAndPress('6-digit code', sentCode(app, 'avery@example.com'), 'Confirm');
    expect(await screen.findByText('Your e-mail address is now avery@example.com')).toBeTruthy();
  });

  it('asks for the code even when reached directly', async () => {
    await openAt('/account/settings/edit-email/enter-code', { mfa: true });
    expect(await screen.findByText('Enter the 6-digit code we sent to your new e-mail address.')).toBeTruthy();
    await typeAndPress('6-digit code', '123456', 'Confirm');
    expect(await screen.findByText('Request a code first.')).toBeTruthy();
  });
});

describe('/account/settings/privacy', { timeout: 20_000 }, () => {
  it('prepares the data, then offers the download once it is ready', async () => {
    const app = await openAt('/account/settings/privacy');
    await userEvent.click(await main().findByRole('button', { name: 'Request my data' }));
    expect(await screen.findByText("We're preparing your data. It will be ready to download within 24 hours.")).toBeTruthy();
    expect(main().queryByRole('button', { name: 'Request my data' })).toBeNull();
    app.clock.advance(MS_PER_DAY);
    await navigate(app.router, '/account/settings');
    await navigate(app.router, '/account/settings/privacy');
    await userEvent.click(await main().findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(/^Downloaded crema-account-data-2026-11-23\.json$/)).toBeTruthy();
  });

  it('asks for DELETE in a dialog, schedules the deletion, and cancels it', async () => {
    await openAt('/account/settings/privacy');
    await userEvent.click(await main().findByRole('button', { name: 'Delete my account' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete your account?' }));
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'remove');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(await dialog.findByText('Type DELETE to confirm.')).toBeTruthy();
    await userEvent.clear(dialog.getByLabelText('Type DELETE to confirm'));
    await userEvent.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Your account is scheduled for deletion on December 22, 2026. You can cancel until then.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(main().getByRole('button', { name: 'Cancel deletion request' }));
    expect(await screen.findByText('Your account will not be deleted.')).toBeTruthy();
    expect(main().getByRole('button', { name: 'Delete my account' })).toBeTruthy();
  });
});

describe('two-step verification', { timeout: 20_000 }, () => {
  it('adds a phone for a member without one, confirmed by the texted code', async () => {
    const app = await openAt('/account/settings/mfa', { newMember: true, mfa: true });
    await userEvent.click(await main().findByRole('link', { name: 'Add a phone number' }));
    await userEvent.type(await screen.findByLabelText('Mobile phone number'), '206555');
    await userEvent.click(main().getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a 10-digit phone number, like 206-555-0142.')).toBeTruthy();
    await typeAndPress('Mobile phone number', '0188', 'Send code');
    expect(await screen.findByText('We texted a 6-digit code to 206-555-0188. It expires in 10 minutes.')).toBeTruthy();
    const code = sentCode(app, '206-555-0188');
    expect(screen.getByRole('note').textContent).toContain(`Demo: your code is ${code}`);
    await typeAndPress('6-digit code', code, 'Verify');
    expect(await screen.findByText('Your verification phone number is saved')).toBeTruthy();
  });

  it('sends a member who already has a phone from add-phone-number to the edit page and its fresh re-authentication', async () => {
    await openAt('/account/settings/mfa/add-phone-number');
    expect(await screen.findByRole('heading', { level: 1, name: "Confirm it's you" })).toBeTruthy();
    expect(screen.queryByLabelText('Mobile phone number')).toBeNull();
  });

  it('refuses the number already on file', async () => {
    await openAt('/account/settings/mfa/edit-phone-number', { mfa: true });
    expect(await screen.findByText('206-555-0142')).toBeTruthy();
    await typeAndPress('New mobile phone number', '2065550142', 'Send code');
    expect(await screen.findByText("That's already your verification phone number.")).toBeTruthy();
  });
});
