// /menu/favorites on the real routes, container and fake backend: guest prompt, the demo member's list,
// add to order, remove, and the empty state.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavoriteMessages, FAVORITES_SIGN_IN_MESSAGE } from '@crema/domain/ordering';
import { OrderingTokens } from '../tokens';
import { presetFault, renderOrdering } from '../test-ordering';

describe('favorites page', { timeout: 30_000 }, () => {
  it('asks a guest to sign in', async () => {
    await renderOrdering('/menu/favorites');
    expect(await screen.findByText(FAVORITES_SIGN_IN_MESSAGE)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sign in' }).some((a) => a.getAttribute('href') === '/signin?returnTo=%2Fmenu%2Ffavorites')).toBe(true);
  });

  it("lists the demo member's favorites; one goes into the order, another is removed", async () => {
    const user = userEvent.setup();
    const { container } = await renderOrdering('/menu/favorites', { member: true });
    const list = await screen.findByRole('list', { name: 'Saved items' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(1);
    const first = cards[0] as HTMLElement;
    const name = within(first).getByRole('heading', { level: 2 }).textContent ?? '';
    await user.click(within(first).getByRole('button', { name: `Add to order: ${name}` }));
    expect(await screen.findByText(/Added to your order/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(container.get(OrderingTokens.Cart).current().items[0]?.product.name).toBe(name);

    await user.click(within(first).getByRole('button', { name: `Remove ${name} from favorites` }));
    expect(await screen.findByText(FavoriteMessages.removed)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Saved items' })).getAllByRole('listitem')).toHaveLength(cards.length - 1);
  });

  it('shows the empty state when nothing is saved', async () => {
    localStorage.setItem('crema.fake.table.ordering.favorites', JSON.stringify({}));
    await renderOrdering('/menu/favorites', { member: true });
    expect(await screen.findByText("You haven't saved any favorites yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/menu');
  });

  it('shows the generic error when the favorites fail to load', async () => {
    presetFault('getFavoriteProducts', { status: 500 });
    await renderOrdering('/menu/favorites', { member: true });
    expect((await screen.findByRole('alert')).textContent).toContain(FavoriteMessages.generic);
  });
});
