// /menu/favorites on the real routes, container and fake backend: guest prompt, the demo member's list,
// add to order, remove (and where the keyboard focus goes then), and the empty state.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavoriteMessages, FAVORITES_SIGN_IN_MESSAGE } from '@crema/domain/ordering';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { presetFault, presetSelectedStore, renderOrdering } from '../test-ordering';

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

  it('moves the keyboard focus after a removal: next Add to order, the previous one after the last, then the empty-state message', async () => {
    const user = userEvent.setup();
    await renderOrdering('/menu/favorites', { member: true });
    const list = await screen.findByRole('list', { name: 'Saved items' });
    const names = within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
    expect(names).toHaveLength(3);
    const [first, second, third] = names as [string, string, string];
    // Enter on the first card's Remove: the next card's Add to order.
    screen.getByRole('button', { name: `Remove ${first} from favorites` }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(FavoriteMessages.removed)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: `Add to order: ${second}` })));
    // The last card: the one before it.
    await user.click(screen.getByRole('button', { name: `Remove ${third} from favorites` }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: `Add to order: ${second}` })));
    // None left: what the page now says.
    await user.click(screen.getByRole('button', { name: `Remove ${second} from favorites` }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText("You haven't saved any favorites yet.")));
  });

  it('adds the plain Chai Tea Latte favorite as the product as it comes, and the cart prices it', async () => {
    const user = userEvent.setup();
    presetSelectedStore();
    const { container } = await renderOrdering('/menu/favorites', { member: true });
    await user.click(await screen.findByRole('button', { name: 'Add to order: Chai Tea Latte' }));
    expect(await screen.findByText(/Added to your order/)).toBeTruthy();
    const [item] = container.get(OrderingTokens.Cart).current().items;
    expect([item?.product.productNumber, item?.sizeCode, item?.selectedOptions]).toEqual(['203101', 'M', []]);
    await user.click(screen.getByRole('link', { name: 'Review order' }));
    const summary = await screen.findByRole('complementary');
    expect(await within(summary).findByText('Total')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
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
