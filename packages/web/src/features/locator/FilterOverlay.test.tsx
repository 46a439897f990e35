import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORE_FILTER_FEATURES } from '@crema/domain/locator';
import { FilterOverlay, type FilterOverlayProps } from './FilterOverlay';
import { renderLocator, urlOf, warmUpLocator } from './test-locator-app';
import { renderWithProps } from '../../test/render-with-props';

vi.setConfig({ testTimeout: 30_000 });

const setup = (over: Partial<FilterOverlayProps> = {}) => {
  const { props, user } = renderWithProps(
    FilterOverlay,
    {
      pending: [],
      canApply: false,
      onToggle: vi.fn(),
      onClearAll: vi.fn(),
      onApply: vi.fn(),
      onClose: vi.fn(),
    },
    over,
  );
  return { props, user, dialog: screen.getByRole('dialog', { name: 'Filter' }) };
};

describe('FilterOverlay', () => {
  it('is a modal dialog with every filter feature as a checkbox, grouped by category', () => {
    const { dialog } = setup({ pending: ['DT', 'WF'] });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(STORE_FILTER_FEATURES.length);
    expect(within(dialog).getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(['Ordering', 'Pickup options', 'Amenities']);
    expect((within(dialog).getByRole('checkbox', { name: 'Drive-thru' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'Wi-Fi' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'Open now' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows Apply only when the pending set differs from the applied one', () => {
    setup({ canApply: false, pending: ['DT'] });
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('calls back for a toggle, Clear all, Apply, the close button and Escape', async () => {
    const { user, props } = setup({ canApply: true, pending: ['DT'] });
    await user.click(screen.getByRole('checkbox', { name: 'Curbside' }));
    expect(props.onToggle).toHaveBeenCalledWith('CX');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(props.onClearAll).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(props.onApply).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('Clear all is disabled when nothing is chosen', () => {
    setup();
    expect((screen.getByRole('button', { name: 'Clear all' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('filter overlay on the locator page', () => {
  beforeAll(warmUpLocator, 30_000);

  it('open, close discards, apply only when changed, clear all', async () => {
    const user = userEvent.setup();
    const { router } = await renderLocator('/store-locator?map=47.60621,-122.33207,12z');
    await screen.findByRole('heading', { name: 'Stores in this area' }, { timeout: 8000 });
    const filterButton = () => screen.getByRole('button', { name: /^Filter/ });

    await user.click(filterButton());
    let dialog = screen.getByRole('dialog', { name: 'Filter' });
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Drive-thru' }));
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(filterButton().textContent).toBe('Filter');

    await user.click(filterButton());
    dialog = screen.getByRole('dialog', { name: 'Filter' });
    expect((within(dialog).getByRole('checkbox', { name: 'Drive-thru' }) as HTMLInputElement).checked).toBe(false);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Drive-thru' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wi-Fi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeTruthy();
    await waitFor(() => expect(urlOf(router)).toContain('features=DT,WF'));
    await waitFor(() => expect(screen.getAllByRole('article')[0]?.textContent).toContain('Oak & Market'));

    await user.click(filterButton());
    dialog = screen.getByRole('dialog', { name: 'Filter' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(within(dialog).getAllByRole('checkbox').every((c) => !(c as HTMLInputElement).checked)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Filter' })).toBeTruthy();
    await waitFor(() => expect(urlOf(router)).not.toContain('features='));
  });
});
