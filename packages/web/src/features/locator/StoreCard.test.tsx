import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { StoreCard, type StoreCardProps } from './StoreCard';
import { testLocation } from './test-fixtures';
import { renderWithProps } from '../../test/render-with-props';

const setup = (over: Partial<StoreCardProps> = {}) =>
  renderWithProps(
    StoreCard,
    {
      location: testLocation(),
      selected: false,
      grayedOut: false,
      locale: 'en-US',
      onSelect: vi.fn(),
      onFavorite: vi.fn(),
      onDetails: vi.fn(),
      onOrder: vi.fn(),
      onHover: vi.fn(),
    },
    over,
  );

describe('StoreCard', () => {
  it('shows the name, address, distance to one decimal and open status', () => {
    setup();
    const card = screen.getByRole('article', { name: '1st & Pike' });
    expect(within(card).getByRole('heading', { level: 3, name: '1st & Pike' })).toBeTruthy();
    expect(card.textContent).toContain('1912 Pike Pl, Seattle, WA 98101');
    expect(card.textContent).toContain('1.2 mi');
    expect(card.textContent).toContain('Open until 8:00 PM');
  });

  it('reads distance and open state as two phrases, not run together (issue #32)', () => {
    setup();
    const meta = screen.getByText('1.2 mi').parentElement;
    if (meta === null) throw new Error('no meta line');
    // What a screen reader reads: the text without what is hidden from it.
    const read = meta.cloneNode(true) as HTMLElement;
    read.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
    expect(read.textContent).toBe('1.2 mi, Open until 8:00 PM');
    // What is seen: the dot, the comma visually hidden.
    expect(meta.querySelector('.visually-hidden')?.textContent).toBe(', ');
    expect(meta.querySelector('[aria-hidden="true"]')?.textContent).toBe(' · ');
  });

  it("the select button reads 'Select {storeName}', or '{storeName} Selected' once selected", () => {
    const { view, props } = setup();
    expect(screen.getByRole('button', { name: 'Select 1st & Pike' })).toBeTruthy();
    view.rerender(<StoreCard {...props} selected />);
    expect(screen.getByRole('button', { name: '1st & Pike Selected' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Select 1st & Pike' })).toBeNull();
  });

  it("offers 'Order from {storeName}' only on the selected card of a store that takes mobile orders", async () => {
    const { view, props, user } = setup();
    expect(screen.queryByRole('button', { name: 'Order from 1st & Pike' })).toBeNull();
    view.rerender(<StoreCard {...props} selected grayedOut />);
    expect(screen.queryByRole('button', { name: 'Order from 1st & Pike' })).toBeNull();
    view.rerender(<StoreCard {...props} selected />);
    await user.click(screen.getByRole('button', { name: 'Order from 1st & Pike' }));
    expect(props.onOrder).toHaveBeenCalledWith(props.location.store.storeNumber);
  });

  it('the heart is a toggle named for what it will do', () => {
    const { view, props } = setup();
    const add = screen.getByRole('button', { name: 'Add 1st & Pike to favorites' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    view.rerender(<StoreCard {...props} location={testLocation({ isFavorite: true, favoritePending: true })} />);
    const remove = screen.getByRole('button', { name: 'Remove 1st & Pike from favorites' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    expect(remove.getAttribute('aria-busy')).toBe('true');
  });

  it('calls back with the store number for select, favorite, details and hover', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: 'Select 1st & Pike' }));
    await user.click(screen.getByRole('button', { name: 'Add 1st & Pike to favorites' }));
    await user.click(screen.getByRole('button', { name: '1st & Pike details' }));
    expect(props.onSelect).toHaveBeenCalledWith('10001-10001');
    expect(props.onFavorite).toHaveBeenCalledWith('10001-10001');
    expect(props.onDetails).toHaveBeenCalledWith('10001-10001');
    await user.hover(screen.getByRole('article'));
    expect(props.onHover).toHaveBeenLastCalledWith('10001-10001');
    await user.unhover(screen.getByRole('article'));
    expect(props.onHover).toHaveBeenLastCalledWith(undefined);
  });

  it('keyboard focus inside the card highlights like hover; leaving the card clears it', async () => {
    const { user, props } = setup();
    await user.tab();
    expect(props.onHover).toHaveBeenLastCalledWith('10001-10001');
    await user.tab();
    await user.tab();
    expect(props.onHover).toHaveBeenLastCalledWith('10001-10001');
    await user.tab();
    expect(props.onHover).toHaveBeenLastCalledWith(undefined);
  });

  it('a grayed-out store says it takes no mobile orders; its select button still answers (with the toast)', async () => {
    const { user, props } = setup({ grayedOut: true });
    expect(screen.getByText('Not available for mobile ordering')).toBeTruthy();
    const select = screen.getByRole('button', { name: 'Select 1st & Pike' });
    await user.click(select);
    expect(props.onSelect).toHaveBeenCalledWith('10001-10001');
  });

  it('shows kilometres in a kilometre locale', () => {
    setup({ location: testLocation({ distance: 3.06, distanceUnit: 'km' }), locale: 'en-CA' });
    expect(screen.getByRole('article').textContent).toContain('3.1 km');
  });
});
