import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { StoreDetails, type StoreDetailsProps } from './StoreDetails';
import { testLocation } from './test-fixtures';
import { renderWithProps } from '../../test/render-with-props';

const setup = (over: Partial<StoreDetailsProps> = {}) => {
  const { props, user } = renderWithProps(
    StoreDetails,
    {
      location: testLocation(),
      locale: 'en-US',
      mobile: false,
      grayedOut: false,
      busy: false,
      onOrderHere: vi.fn(),
      onClose: vi.fn(),
    },
    over,
  );
  return { props, user, dialog: screen.getByRole('dialog', { name: '1st & Pike' }) };
};

describe('StoreDetails overlay', () => {
  it('is a modal dialog named by the store, with warnings, open status, address lines and distance', () => {
    const { dialog } = setup();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('list', { name: 'Store notices' }).textContent).toBe('Lobby closed for renovation');
    expect(within(dialog).getByText('Open until 8:00 PM')).toBeTruthy();
    expect(within(dialog).getByText('1912 Pike Pl')).toBeTruthy();
    expect(within(dialog).getByText('Seattle, WA 98101')).toBeTruthy();
    expect(within(dialog).getByText('1.2 mi away')).toBeTruthy();
  });

  it('has a tap-to-call tel: link and a directions link with the coordinates', () => {
    const { dialog } = setup();
    expect(within(dialog).getByRole('link', { name: 'Call (206) 555-0142' }).getAttribute('href')).toBe('tel:2065550142');
    const directions = within(dialog).getByRole('link', { name: /Get directions/ });
    expect(directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=47.6097%2C-122.3422');
  });

  it('lists the hours with the first day highlighted and the holiday text', () => {
    const { dialog } = setup();
    const hours = within(dialog).getByRole('region', { name: 'Store hours' });
    const days = hours.querySelectorAll('.locator-hours__day');
    expect(days).toHaveLength(3);
    expect(days[0]?.className).toContain('locator-hours__day--first');
    expect(days[1]?.className).not.toContain('--first');
    expect(days[2]?.textContent).toContain('Thanksgiving');
    expect(days[2]?.textContent).toContain('8:00 AM to 2:00 PM');
  });

  it('shows order and pickup options, and amenities without XO, 16, DT, CX, 17 and CC', () => {
    const { dialog } = setup();
    const pickup = within(dialog).getByRole('region', { name: 'Order and pickup options' });
    expect(within(pickup).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Mobile order ahead', 'Guest ordering', 'In store', 'Drive-thru']);
    const amenities = within(dialog).getByRole('region', { name: 'Amenities' });
    expect(within(amenities).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Wi-Fi', 'Lobby']);
  });

  it("'Order here' orders from this store; while it runs it is busy and does nothing more", async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: 'Order here' }));
    expect(props.onOrderHere).toHaveBeenCalledWith('10001-10001');
  });

  it('a failure of Order here shows its message as an alert', () => {
    setup({ error: 'Something went wrong. Please try again.' });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });

  it('closes with its Close button and with Escape', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('has no warning list when the store has no warnings', () => {
    const { dialog } = setup({ location: testLocation({}, { warningLabels: [] }) });
    expect(within(dialog).queryByRole('list', { name: 'Store notices' })).toBeNull();
  });
});
