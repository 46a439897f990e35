import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faults, main, openAt } from '../../test/account';


/** The balance is '142' and 'Stars' in two spans of one paragraph. */
const balance = (text: string) => (_: string, el: Element | null) => el?.tagName === 'P' && el.textContent === text;


describe('/account/rewards', { timeout: 20_000 }, () => {
  it("shows the demo member's 142 Stars, the star rate and the progress to the next level", async () => {
    await openAt('/account/rewards');
    expect(await screen.findByText(balance('142 Stars'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeTruthy();
    expect(screen.getByText('Earn 2 Stars per $1')).toBeTruthy();
    const bar = main().getByRole('progressbar', { name: 'Progress to Handcrafted drink or hot breakfast' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('58 Stars to go until Handcrafted drink or hot breakfast');
  });

  it("opens and closes the 'Rewards you can get with Stars' disclosure", async () => {
    await openAt('/account/rewards');
    const button = await main().findByRole('button', { name: 'Rewards you can get with Stars' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(screen.getByText('Select merchandise or coffee at home')).toBeTruthy();
    expect(screen.getAllByText('You have enough Stars')).toHaveLength(2);
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers a scan of the primary card for the 30 Stars expiring soon (142 Stars is over the order threshold)', async () => {
    await openAt('/account/rewards');
    const card = await main().findByRole('region', { name: 'Stars expiring soon' });
    expect(card.textContent).toMatch(/30 Stars expire in 11 days/);
    const scan = main().getByRole('link', { name: 'Scan in store' });
    await waitFor(() => expect(scan.getAttribute('href')).toBe('/account/cards/card-demo-primary#pay'));
    expect(main().queryByRole('link', { name: 'Start an order' })).toBeNull();
  });

  it('sends the scan button to /account/cards while the primary card is not known', async () => {
    faults({ listCards: { status: 500 } });
    await openAt('/account/rewards');
    const scan = await main().findByRole('link', { name: 'Scan in store' });
    expect(scan.getAttribute('href')).toBe('/account/cards');
  });

  it('shows the load error with a retry that recovers', async () => {
    faults({ getExpiringStars: { status: 503, times: 1 } });
    await openAt('/account/rewards');
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your Stars right now. Please try again.");
    await userEvent.click(main().getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(balance('142 Stars'))).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the loading state first', async () => {
    faults({ getExpiringStars: { delayMs: 30 } });
    await openAt('/account/rewards');
    expect(await screen.findByText('Loading your Stars…')).toBeTruthy();
    expect(await screen.findByText(balance('142 Stars'))).toBeTruthy();
  });

  it('shows a member without Stars how to start, with no expiring card', async () => {
    await openAt('/account/rewards', { newMember: true });
    expect(await screen.findByText(balance('0 Stars'))).toBeTruthy();
    expect(main().getByRole('heading', { name: 'Start collecting Stars' })).toBeTruthy();
    expect(screen.getByText('25 Stars to go until Customize your drink')).toBeTruthy();
    expect(main().queryByRole('region', { name: 'Stars expiring soon' })).toBeNull();
  });
});

describe('/account/rewards/how-it-works', { timeout: 20_000 }, () => {
  it('renders the how-it-works content with a way back', async () => {
    await openAt('/account/rewards/how-it-works');
    expect(await screen.findByRole('heading', { level: 1, name: 'How Crema Rewards works' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rewards you can get with Stars' })).toBeTruthy();
    expect(screen.getByText('Do Stars expire?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your Stars' }).getAttribute('href')).toBe('/account/rewards');
  });
});
