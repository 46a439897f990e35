// The product page on the real routes, container and fake backend: customization, price, add to order,
// the item max, edit mode, favorites and every error state.
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartMessages, FavoriteMessages, FAVORITES_SIGN_IN_MESSAGE, MenuMessages } from '@crema/domain/ordering';
import { makeConfig } from '@crema/domain';
import { lastValueFrom } from 'rxjs';
import { T } from '../../../app/tokens';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { presetFault, renderOrdering } from '../test-ordering';

const LATTE = '/menu/product/200201/hot';

const openLatte = async (path = LATTE, o: Parameters<typeof renderOrdering>[1] = {}) => {
  const r = await renderOrdering(path, o);
  expect(await screen.findByRole('heading', { level: 1, name: 'Caffè Latte' })).toBeTruthy();
  return r;
};

const orderBar = () => screen.getByRole('button', { name: /Add to order|Save changes/ }).closest('.order-bar') as HTMLElement;

describe('product page', { timeout: 30_000 }, () => {
  it('customizes size, milk and shots, prices them through the domain and adds the item to the order', async () => {
    const user = userEvent.setup();
    const { container } = await openLatte();
    // Medium by default: $4.35.
    expect(within(orderBar()).getByText('$4.35')).toBeTruthy();
    // The included shot is in that price: the shot's price is of each one beyond it; a syrup is charged from the first pump.
    expect(screen.getByRole('group', { name: 'Espresso shot' }).textContent).toContain('+$1.00 each extra');
    const syrup = screen.getByRole('group', { name: 'Vanilla syrup' }).textContent;
    expect(syrup).toContain('+$0.20');
    expect(syrup).not.toContain('each extra');
    await user.click(screen.getByRole('radio', { name: /^Large/ }));
    await user.click(screen.getByRole('radio', { name: /^Oat milk/ }));
    // A large includes two shots: the third is extra.
    expect(screen.getByRole('group', { name: 'Espresso shot' }).textContent).toContain('2');
    await user.click(screen.getByRole('button', { name: 'Add one Espresso shot' }));
    // $4.75 large + $0.70 oat milk + $1.00 extra shot.
    expect(within(orderBar()).getByText('$6.45')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to order' }));
    expect((await screen.findByText(/Added to your order/)).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();

    const [item] = container.get(OrderingTokens.Cart).current().items;
    expect(item?.sizeCode).toBe('L');
    expect(item?.unitPriceMinor).toBe(645);
    const byName = Object.fromEntries((item?.selectedOptions ?? []).map((o) => [o.product.name, o.quantity ?? o.value]));
    expect(byName['Oat milk']).toBe(1);
    expect(byName['2% milk']).toBeUndefined();
    expect(byName['Espresso shot']).toBe(3);
  });

  it('bounds option steppers by the configured modifier maximum', async () => {
    const user = userEvent.setup();
    await openLatte(LATTE, { config: makeConfig({ maximumModifierAmount: 3 }) });
    const add = screen.getByRole('button', { name: 'Add one Espresso shot' }) as HTMLButtonElement;
    // A medium comes with one shot.
    await user.click(add);
    expect(add.disabled).toBe(false);
    await user.click(add);
    expect(add.disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Espresso shot' }).textContent).toContain('3');
  });

  it("refuses more than the item max with 'There's a 15 item max for a single order.'", async () => {
    const user = userEvent.setup();
    const { container } = await openLatte();
    const more = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    for (let i = 1; i < 15; i++) await user.click(more);
    expect(more.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add to order' }));
    expect(await screen.findByRole('link', { name: 'Cart, 15 items' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CartMessages.itemLimit(15));
    expect(container.get(OrderingTokens.Cart).current().items[0]?.quantity).toBe(15);
  });

  it('edits a cart item in place (?edit=) and returns to the cart', async () => {
    const user = userEvent.setup();
    const first = await openLatte();
    await user.click(screen.getByRole('button', { name: 'Add to order' }));
    const key = first.container.get(OrderingTokens.Cart).current().items[0]?.key ?? '';
    await act(() => first.router.navigate(`${LATTE}?edit=${encodeURIComponent(key)}`));
    await user.click(await screen.findByRole('radio', { name: /^Small/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(first.router.state.location.pathname).toBe('/menu/cart');
    const items = first.container.get(OrderingTokens.Cart).current().items;
    expect(items.map((i) => [i.sizeCode, i.quantity])).toEqual([['S', 1]]);
  });

  it("says 'We could not find this product.' for an unknown product", async () => {
    await renderOrdering('/menu/product/999999/hot');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MenuMessages.productNotFound.message);
    expect(within(alert).getByRole('link', { name: 'Go to menu' }).getAttribute('href')).toBe('/menu');
  });

  it("says 'We ran into problems loading this product.' when the product fails to load", async () => {
    presetFault('getProduct', { status: 500 });
    await renderOrdering(LATTE);
    expect((await screen.findByRole('alert')).textContent).toContain(MenuMessages.productFailed.message);
  });

  it('shows the nutrition facts of every size', async () => {
    await renderOrdering(`${LATTE}/nutrition`);
    const table = await screen.findByRole('table', { name: 'Nutrition facts by size' });
    const calories = within(table).getByRole('row', { name: /^Calories/ });
    expect(within(calories).getAllByRole('cell').map((c) => c.textContent)).toEqual(['110', '154', '198', '242']);
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Per serving', 'Small8 fl oz', 'Medium12 fl oz', 'Large16 fl oz', 'Extra Large20 fl oz']);
  });

  it('gives a mug no calories, ready time or nutrition link', async () => {
    await renderOrdering('/menu/product/500101/merch');
    await screen.findByRole('heading', { level: 1, name: /mug/i });
    expect(screen.queryByText(/calories/)).toBeNull();
    expect(screen.queryByText(/^Ready in about/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nutrition information' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to order' })).toBeTruthy();
  });

  it('sends the nutrition route of a mug back to its product page', async () => {
    await renderOrdering('/menu/product/500101/merch/nutrition');
    await screen.findByRole('heading', { level: 1, name: /mug/i });
    expect(screen.queryByRole('table', { name: 'Nutrition facts by size' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to order' })).toBeTruthy();
  });

  it('saves a favorite for a member, and says so again when it is already saved', async () => {
    const user = userEvent.setup();
    await openLatte(LATTE, { member: true });
    await user.click(screen.getByRole('radio', { name: /^Almond milk/ }));
    const heart = screen.getByRole('button', { name: 'Add to favorites' });
    await user.click(heart);
    expect(await screen.findByText(FavoriteMessages.added)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Saved to favorites' })).toBe(heart);
    await user.click(heart);
    expect(await screen.findByText(FavoriteMessages.added)).toBeTruthy();
  });

  it('knows the plain Chai Tea Latte the demo member saved: adding it again only says so and leaves one entry', async () => {
    const user = userEvent.setup();
    const { container } = await renderOrdering('/menu/product/203101/hot', { member: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chai Tea Latte' })).toBeTruthy();
    // The drink as it comes is the saved favorite (its default options do not make it another drink).
    const heart = await screen.findByRole('button', { name: 'Saved to favorites' });
    await user.click(heart);
    expect(await screen.findByText(FavoriteMessages.added)).toBeTruthy();
    const favorites = container.get(OrderingTokens.FavoriteProducts);
    favorites.invalidate();
    const list = await lastValueFrom(favorites.list(container.get(T.Session).current()));
    expect(list.status === 'ok' && list.value.filter((f) => f.product.name === 'Chai Tea Latte').map((f) => f.item.selectedOptions)).toEqual([[]]);
    // Customized, it is another drink; back to how it comes, the saved one again.
    await user.click(screen.getByRole('radio', { name: /^Oat milk/ }));
    expect(await screen.findByRole('button', { name: 'Add to favorites' })).toBe(heart);
    await user.click(screen.getByRole('radio', { name: /^2% milk/ }));
    expect(await screen.findByRole('button', { name: 'Saved to favorites' })).toBe(heart);
  });

  it("shows the favorites maximum message for 561007", async () => {
    const user = userEvent.setup();
    presetFault('addFavoriteProduct', { code: '561007', times: 1 });
    await openLatte(LATTE, { member: true });
    await user.click(screen.getByRole('radio', { name: /^Soy milk/ }));
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FavoriteMessages.maxReached);
  });

  it('asks a guest to sign in to save a favorite', async () => {
    const user = userEvent.setup();
    await openLatte();
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    const prompt = await screen.findByText(new RegExp(FAVORITES_SIGN_IN_MESSAGE));
    expect(within(prompt).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin?returnTo=%2Fmenu%2Fproduct%2F200201%2Fhot');
  });
});
