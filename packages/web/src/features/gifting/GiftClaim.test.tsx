import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClaimMessages } from '@crema/domain/gifting';
import { CLAIM_TOKEN_STORAGE_KEY } from '../../browser/session-claim-token-store';
import { renderGift as renderApp } from './test-support';

configure({ asyncUtilTimeout: 10_000 });

/** The demo e-gift card of the catalog ($25, number 6104 1723 9900 5000). */
const DEMO = 'cs-demo-egift-25';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('/gift/claim', () => {
  it("shows a guest the gift card, its number to pay with, and Sign in / Join that come back here without the token", async () => {
    await renderApp(`/gift/claim#token=${DEMO}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Crema gift card' })).toBeTruthy();
    expect(await screen.findByText('$25.00')).toBeTruthy();
    expect(screen.getByText('6104 1723 9900 5000')).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin?returnTo=%2Fgift%2Fclaim');
    expect(main.getByRole('link', { name: 'Join Crema' }).getAttribute('href')).toBe('/join?returnTo=%2Fgift%2Fclaim');
    expect(screen.queryByRole('button', { name: 'Add to my cards' })).toBeNull();
    expect(sessionStorage.getItem(CLAIM_TOKEN_STORAGE_KEY)).toBe(DEMO);
  });

  it('lets a member add the card, then shows it in their cards with its balance', async () => {
    const user = userEvent.setup();
    const app = await renderApp(`/gift/claim#token=${DEMO}`, { member: true });
    await user.click(await screen.findByRole('button', { name: 'Add to my cards' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/account/cards'));
    expect(await screen.findByText(ClaimMessages.added)).toBeTruthy();
    expect((await screen.findAllByText('$25.00')).length).toBeGreaterThan(0);
  });

  it('comes back from signing in to the kept token, and says a card already added is', async () => {
    sessionStorage.setItem(CLAIM_TOKEN_STORAGE_KEY, DEMO);
    const user = userEvent.setup();
    const app = await renderApp('/gift/claim', { member: true });
    await user.click(await screen.findByRole('button', { name: 'Add to my cards' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/account/cards'));
    await app.router.navigate('/gift/claim');
    expect(await screen.findByText(ClaimMessages.alreadyAdded)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my cards' }).getAttribute('href')).toBe('/account/cards');
  });

  it('says so for an unknown token, and for a link without one', async () => {
    const app = await renderApp('/gift/claim#token=no-such-token');
    expect(await screen.findByText(ClaimMessages.notFound)).toBeTruthy();
    app.unmount();
    await renderApp('/gift/claim');
    expect(await screen.findByText(ClaimMessages.noToken)).toBeTruthy();
  });
});
