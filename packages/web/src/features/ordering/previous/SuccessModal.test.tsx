// The order success modal's way to pickup: a link to its store's pickup page (/pickup?store=N) that leaves
// the modal behind (Back returns to the orders, not to the modal).
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { OrderConfirmation } from '@crema/domain/ordering';
import { SuccessModal } from './SuccessModal';

const confirmation: OrderConfirmation = {
  order: { orderId: 'ord-1', storeNumber: '10004-51234', placedAt: 0, totalMinor: 545, tipMinor: 0, starsEarned: 10, starsRedeemed: 0, paidWith: { tender: 'VISA', lastFour: '4242' } },
  storeNumber: '10004-51234',
  storeName: 'Ballard & Market',
  pickupLabel: '5-10 mins',
  route: '/menu/previous',
  modal: { title: 'Thanks for your order!', totalMinor: 545, starsEarned: 10 },
};

describe('order success modal', () => {
  it("links to its store's pickup page and closes on the way", async () => {
    const onClose = vi.fn();
    const router = createMemoryRouter(
      [
        { path: '/menu/previous', element: <SuccessModal confirmation={confirmation} onClose={onClose} /> },
        { path: '/pickup', element: <p>pickup page</p> },
      ],
      { initialEntries: ['/menu/previous'] },
    );
    render(<RouterProvider router={router} />);
    const dialog = screen.getByRole('dialog', { name: 'Thanks for your order!' });
    const link = within(dialog).getByRole('link', { name: 'How to pick up' });
    expect(link.getAttribute('href')).toBe('/pickup?store=10004-51234');
    await userEvent.click(link);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname + router.state.location.search).toBe('/pickup?store=10004-51234');
  });
});
