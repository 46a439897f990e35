// Issue #32: a Crema card's auto reload is said before the order (checkout) and after it (the success modal),
// on the real routes, container and fake backend: the demo member's My Card ($18.45, auto reload of $25.00 from
// the Visa ending in 4242 below $10.00) paying a latte and a croissant.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderMessages } from '@crema/domain/ordering';
import { presetSelectedStore, renderOrdering } from '../test-ordering';
import { CROISSANT, LATTE, STORES, presetCart } from './test-cart';

vi.setConfig({ testTimeout: 30_000 });

const checkout = () => screen.getByRole('complementary');
const ahead = OrderMessages.autoReloadAhead('My Card', '$25.00', 'Visa ending in 4242');

describe("a Crema card's auto reload at checkout", () => {
  it('says before the order that paying will reload the card, and the success modal says it did', async () => {
    const user = userEvent.setup();
    presetSelectedStore(STORES.westlake.storeNumber);
    presetCart([LATTE, CROISSANT]);
    await renderOrdering('/menu/cart', { member: true });
    await within(await screen.findByRole('complementary')).findByText('Total');
    expect((await within(checkout()).findByRole('radio', { name: /My Card/ }) as HTMLInputElement).checked).toBe(true);
    expect(await within(checkout()).findByText(ahead)).toBeTruthy();
    // Another way to pay: no word of a reload.
    await user.click(within(checkout()).getByRole('radio', { name: /Everyday Visa/ }));
    await waitFor(() => expect(within(checkout()).queryByText(ahead)).toBeNull());
    await user.click(within(checkout()).getByRole('radio', { name: /My Card/ }));
    expect(await within(checkout()).findByText(ahead)).toBeTruthy();

    await user.click(within(checkout()).getByRole('button', { name: 'Review and pay' }));
    const sheet = await screen.findByRole('dialog', { name: 'Payment summary' });
    await user.click(within(sheet).getByRole('button', { name: 'Place order' }));
    const modal = await screen.findByRole('dialog', { name: OrderMessages.successTitle });
    const said = within(modal).getByText('Auto reload').nextElementSibling?.textContent ?? '';
    expect(said).toContain(OrderMessages.autoReloaded('$25.00', undefined));
    expect(said).toMatch(/Card balance: \$\d+\.\d\d\.$/);
    const orders = JSON.parse(localStorage.getItem('crema.fake.table.ordering.orders') ?? '{}') as Record<string, { order: { autoReloaded?: unknown } }>;
    expect(Object.values(orders).map((o) => o.order.autoReloaded)).toEqual([{ amountMinor: 2500, paymentInstrumentId: 'pi-demo-visa-4242' }]);
  });
});
