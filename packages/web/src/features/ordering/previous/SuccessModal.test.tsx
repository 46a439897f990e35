// The order success modal's way to pickup: a link to its store's pickup page with the order's check-in token
// (its id), the member's first name and the platform, that leaves the modal behind (Back returns to the orders,
// not to the modal).
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
  modal: { title: 'Thanks for your order!', totalMinor: 545, starsEarned: 10 },
};

describe('order success modal', () => {
  it("links to its store's pickup page with the order's token and the member's first name, and closes on the way", async () => {
    const onClose = vi.fn();
    const href = '/pickup?store=10004-51234&orderToken=ord-1&firstName=Avery&platform=web';
    const router = createMemoryRouter(
      [
        { path: '/menu/previous', element: <SuccessModal confirmation={confirmation} firstName="Avery" onClose={onClose} /> },
        { path: '/pickup', element: <p>pickup page</p> },
      ],
      { initialEntries: ['/menu/previous'] },
    );
    render(<RouterProvider router={router} />);
    const dialog = screen.getByRole('dialog', { name: 'Thanks for your order!' });
    const link = within(dialog).getByRole('link', { name: 'How to pick up' });
    expect(link.getAttribute('href')).toBe(href);
    await userEvent.click(link);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname + router.state.location.search).toBe(href);
  });

  it("a guest's link carries the order's token and no first name", () => {
    const router = createMemoryRouter([{ path: '/menu/previous', element: <SuccessModal confirmation={confirmation} onClose={() => undefined} /> }], { initialEntries: ['/menu/previous'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'How to pick up' }).getAttribute('href')).toBe('/pickup?store=10004-51234&orderToken=ord-1&platform=web');
  });

  it("offers 'Track order': a member's order page, a guest's tokenized link, none for a guest without a token", () => {
    const renderWith = (c: OrderConfirmation, firstName?: string) => {
      const router = createMemoryRouter([{ path: '/menu/previous', element: <SuccessModal confirmation={c} {...(firstName !== undefined ? { firstName } : {})} onClose={() => undefined} /> }], { initialEntries: ['/menu/previous'] });
      return render(<RouterProvider router={router} />);
    };
    const member = renderWith(confirmation, 'Avery');
    expect(screen.getByRole('link', { name: 'Track order' }).getAttribute('href')).toBe('/orders/ord-1');
    member.unmount();
    const guest = renderWith({ ...confirmation, order: { ...confirmation.order, trackToken: 'tok-1' } });
    expect(screen.getByRole('link', { name: 'Track order' }).getAttribute('href')).toBe('/orders/ord-1?token=tok-1');
    guest.unmount();
    renderWith(confirmation);
    expect(screen.queryByRole('link', { name: 'Track order' })).toBeNull();
  });
});
