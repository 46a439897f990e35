// The product page at a selected store: each size's price at the store beside its name, option prices and
// the order-bar estimate from the store's list (and the cart's pricing charging the same); a licensed store
// shows no prices; a failing pricing-rules or pricing-by-store-number falls back to national prices quietly.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderingTokens } from '../../../app/capability-tokens/ordering';
import { STORES } from '../cart/test-cart';
import { presetFault, presetSelectedStore, renderOrdering } from '../test-ordering';
import { ProductText } from './ProductPage';

const LATTE = '/menu/product/200201/hot';

const orderBarPrice = () => (screen.getByRole('button', { name: /Add to order/ }).closest('.order-bar') as HTMLElement).querySelector('.order-bar__price')?.textContent ?? '';
const sizeNames = () => screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).name === 'size').map((r) => r.closest('label')?.textContent);

const openLatteAt = async (storeNumber: string, o: Parameters<typeof renderOrdering>[1] = {}) => {
  presetSelectedStore(storeNumber);
  const r = await renderOrdering(LATTE, o);
  expect(await screen.findByRole('heading', { level: 1, name: 'Caffè Latte' })).toBeTruthy();
  return r;
};

describe('product page prices at the selected store', { timeout: 30_000 }, () => {
  it("shows each size's price at the store and prices the customized drink as the cart's pricing charges it", async () => {
    const user = userEvent.setup();
    const { container, router } = await openLatteAt(STORES.market.storeNumber, { member: true });
    // National $3.95 / $4.35 / $4.75 / $5.10; this store adds 30¢ to drinks.
    await waitFor(() => expect(sizeNames()).toEqual(['Small · 8 fl oz · $4.25', 'Medium · 12 fl oz · $4.65', 'Large · 16 fl oz · $5.05', 'Extra Large · 20 fl oz · $5.40']));
    expect(orderBarPrice()).toContain('$4.65');
    await user.click(screen.getByRole('radio', { name: /^Large/ }));
    // Oat milk is 10¢ more here than nationally.
    expect(screen.getByRole('radio', { name: /^Oat milk/ }).closest('label')?.textContent).toContain('+$0.80');
    await user.click(screen.getByRole('radio', { name: /^Oat milk/ }));
    await user.click(screen.getByRole('button', { name: 'Add one Espresso shot' }));
    // $5.05 large + $0.80 oat milk + $1.10 extra shot.
    expect(orderBarPrice()).toContain('$6.95');
    await user.click(screen.getByRole('button', { name: 'Add to order' }));
    expect(container.get(OrderingTokens.Cart).current().items[0]?.unitPriceMinor).toBe(695);

    await act(() => router.navigate('/menu/cart'));
    const checkout = await screen.findByRole('complementary');
    const subtotal = await within(checkout).findByText('Subtotal');
    expect(subtotal.nextElementSibling?.textContent).toBe('$6.95');
  });

  it("shows no prices at a licensed store, says the store sets them, and adds the item without an estimate", async () => {
    const user = userEvent.setup();
    const { container } = await openLatteAt(STORES.licensed.storeNumber);
    expect(await screen.findByText(ProductText.storeSetsPrices)).toBeTruthy();
    expect(sizeNames()).toEqual(['Small · 8 fl oz', 'Medium · 12 fl oz', 'Large · 16 fl oz', 'Extra Large · 20 fl oz']);
    expect(orderBarPrice()).toBe(`${ProductText.price}: `);
    expect(screen.queryByText(/\+\$/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to order' }));
    const [item] = container.get(OrderingTokens.Cart).current().items;
    expect(item?.sizeCode).toBe('M');
    expect(item?.unitPriceMinor).toBeUndefined();
  });

  it.each(['getPricingByStore', 'getPricingRules'])('falls back to national prices without an error when %s fails', async (operation) => {
    presetFault(operation, { status: 500 });
    await openLatteAt(STORES.market.storeNumber);
    await waitFor(() => expect(orderBarPrice()).toContain('$4.35'));
    expect(sizeNames()[1]).toBe('Medium · 12 fl oz · $4.35');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(ProductText.storeSetsPrices)).toBeNull();
  });

  it('keeps national prices at a store on national prices (the demo stores)', async () => {
    await openLatteAt(STORES.westlake.storeNumber);
    await waitFor(() => expect(orderBarPrice()).toContain('$4.35'));
    expect(sizeNames()[2]).toBe('Large · 16 fl oz · $4.75');
  });
});
