import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faults, main, openAt } from '../../../test/account';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

describe('/account/personal', { timeout: 20_000 }, () => {
  it('loads name, phone, birthday and address, and saves a change', async () => {
    await openAt('/account/personal');
    expect((await screen.findByLabelText('First name') as HTMLInputElement).value).toBe('Avery');
    expect(field('Mobile phone number').value).toBe('206-555-0142');
    expect(field('Month').value).toBe('3');
    expect(field('Day').value).toBe('14');
    expect(field('State').value).toBe('WA');
    expect(screen.getByText('demo@crema.coffee')).toBeTruthy();
    await userEvent.clear(field('City'));
    await userEvent.type(field('City'), 'Tacoma');
    await userEvent.click(main().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved your personal info')).toBeTruthy();
    expect(field('City').value).toBe('Tacoma');
  });

  it('shows each field error, keeps what was typed and moves focus to the first invalid field', async () => {
    await openAt('/account/personal');
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.clear(field('ZIP code'));
    await userEvent.type(field('ZIP code'), '981');
    await userEvent.selectOptions(field('Day'), '');
    await userEvent.click(main().getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Check the highlighted fields and try again.');
    expect(screen.getByText('Enter your first name.')).toBeTruthy();
    expect(screen.getByText('Choose a valid month and day.')).toBeTruthy();
    expect(screen.getByText('Enter a 5-digit ZIP code, like 98101 or 98101-1234.')).toBeTruthy();
    expect(document.activeElement).toBe(field('First name'));
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Day').getAttribute('aria-invalid')).toBe('true');
    expect(field('ZIP code').value).toBe('981');
    expect(field('Last name').value).toBe('Quinn');
  });

  it('keeps the form when the save fails on the server', async () => {
    faults({ updatePersonalDetails: { status: 500, times: 1 } });
    await openAt('/account/personal');
    await userEvent.clear(await screen.findByLabelText('Last name'));
    await userEvent.type(field('Last name'), 'Rivers');
    await userEvent.click(main().getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again later.');
    expect(field('Last name').value).toBe('Rivers');
    await userEvent.click(main().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved your personal info')).toBeTruthy();
  });
});

describe('/account/personal/partner', { timeout: 20_000 }, () => {
  it('links a valid partner number, shows it masked, and unlinks it', async () => {
    await openAt('/account/personal/partner');
    expect(await screen.findByText('No partner number is linked to your account.')).toBeTruthy();
    await userEvent.type(field('Partner number'), '1234');
    await userEvent.click(main().getByRole('button', { name: 'Link partner number' }));
    expect(await screen.findByText('Enter your 8-digit partner number.')).toBeTruthy();
    await userEvent.type(field('Partner number'), '5678');
    await userEvent.click(main().getByRole('button', { name: 'Link partner number' }));
    expect(await screen.findByText('Linked your partner number')).toBeTruthy();
    expect(screen.getByText('••••5678')).toBeTruthy();
    await userEvent.click(main().getByRole('button', { name: 'Unlink partner number' }));
    expect(await screen.findByText('Unlinked your partner number')).toBeTruthy();
    expect(screen.getByLabelText('Partner number')).toBeTruthy();
  });
});

describe('/account/profile', { timeout: 20_000 }, () => {
  it('shows the initials avatar, member since and favorite drink, and saves an edit', async () => {
    await openAt('/account/profile');
    expect(await main().findByRole('heading', { level: 2, name: 'Avery Q.' })).toBeTruthy();
    expect(screen.getByText('AQ')).toBeTruthy();
    expect(screen.getByText('Member since March 2019')).toBeTruthy();
    expect(screen.getAllByText('Oat milk flat white').length).toBeGreaterThan(0);
    await userEvent.clear(field('Display name'));
    await userEvent.click(main().getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a display name.')).toBeTruthy();
    await userEvent.type(field('Display name'), 'Ave Quinn');
    await userEvent.click(main().getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Saved your profile')).toBeTruthy();
    expect(main().getByRole('heading', { level: 2, name: 'Ave Quinn' })).toBeTruthy();
    expect(screen.getByText('AQ')).toBeTruthy();
  });

  it("shows a new member's profile with no favorite drink yet", async () => {
    await openAt('/account/profile', { newMember: true });
    expect(await main().findByRole('heading', { level: 2, name: 'Jordan L.' })).toBeTruthy();
    expect(screen.getByText('Not chosen yet')).toBeTruthy();
  });
});
