import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { of } from 'rxjs';
import { ok } from '@crema/domain';
import type { PlaceSuggestion } from '@crema/domain/locator';
import { SearchBar, type SearchBarProps } from './SearchBar';
import { renderWithProps } from '../../test/render-with-props';

const PLACES: PlaceSuggestion[] = [
  { name: 'Portland', region: 'OR', country: 'US', label: 'Portland, OR, US' },
  { name: 'Portland', region: 'ME', country: 'US', label: 'Portland, ME, US' },
  { name: 'Porto', region: '', country: 'PT', label: 'Porto, PT' },
];

const setup = (over: Partial<SearchBarProps> = {}) => {
  const { props, user } = renderWithProps(
    SearchBar,
    {
      autocomplete: vi.fn((prefix: string) => of(ok<readonly PlaceSuggestion[]>(PLACES.filter((p) => p.label.toLowerCase().startsWith(prefix.toLowerCase()))))),
      onSearch: vi.fn<(term: string) => void>(),
      onOpenFilters: vi.fn<() => void>(),
      filterCount: 0,
      filtersOpen: false,
    },
    over,
  );
  return { props, user, input: screen.getByRole('combobox', { name: 'Search for a city or place' }) };
};

describe('SearchBar', () => {
  it('is a labelled combobox inside a search landmark, collapsed at first', () => {
    const { input } = setup();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
  });

  it('suggests places as listbox options while typing, and the arrow keys walk them', async () => {
    const { input, user } = setup();
    await user.type(input, 'Port');
    const list = await screen.findByRole('listbox', { name: 'Suggested places' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Portland, OR, US', 'Portland, ME, US', 'Porto, PT']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('choosing a suggestion fills the box and submits it (the session waits the pause: locator-session.test)', async () => {
    const { input, user, props } = setup();
    await user.type(input, 'Port');
    await user.click(await screen.findByRole('option', { name: 'Porto, PT' }));
    expect((input as HTMLInputElement).value).toBe('Porto, PT');
    expect(props.onSearch).toHaveBeenCalledWith('Porto, PT');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('Enter on a highlighted suggestion searches for it', async () => {
    const { input, user, props } = setup();
    await user.type(input, 'Portl');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(props.onSearch).toHaveBeenCalledWith('Portland, OR, US'));
  });

  it('the Filter button names the active filter count and opens the filters', async () => {
    const { user, props } = setup({ filterCount: 2 });
    const filter = screen.getByRole('button', { name: 'Filter (2)' });
    expect(filter.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(filter);
    expect(props.onOpenFilters).toHaveBeenCalledTimes(1);
  });

  it('with no active filter the button reads just Filter', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeTruthy();
  });

  it('starts with the place it was opened with, and asks no suggestions for it', () => {
    const { input, props } = setup({ initialTerm: 'Seattle, WA, US' });
    expect((input as HTMLInputElement).value).toBe('Seattle, WA, US');
    expect(props.autocomplete).not.toHaveBeenCalled();
  });
});
