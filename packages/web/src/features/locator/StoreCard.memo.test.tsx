// Hovering and selecting a card re-render only what changed: each card's render is counted through the
// label functions it calls (the real StoreCard and the real results list, with the domain's label helpers
// wrapped in spies).
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render } from '@testing-library/react';
import type { LocationResult, ResultsView } from '@crema/domain/locator';
import { ResultsPanel, type ResultsPanelProps } from './ResultsPanel';
import type { StoreCardActions } from './StoreCard';
import { testLocation } from './test-fixtures';

const labels = vi.hoisted(() => ({ select: vi.fn<(name: string) => void>(), selected: vi.fn<(name: string) => void>() }));

vi.mock('@crema/domain/locator', async (importOriginal) => {
  const real = await importOriginal<typeof import('@crema/domain/locator')>();
  return {
    ...real,
    selectStoreLabel: (name: string) => {
      labels.select(name);
      return real.selectStoreLabel(name);
    },
    storeSelectedLabel: (name: string) => {
      labels.selected(name);
      return real.storeSelectedLabel(name);
    },
  };
});

const renders = (name: string): number =>
  labels.select.mock.calls.filter(([n]) => n === name).length + labels.selected.mock.calls.filter(([n]) => n === name).length;

const store = (n: number, name: string): LocationResult => testLocation({}, { storeNumber: `${n}-1`, name });
const A = store(10001, 'Alpha');
const B = store(10002, 'Bravo');
const C = store(10003, 'Charlie');

const actions: StoreCardActions = { onSelect: () => undefined, onFavorite: () => undefined, onDetails: () => undefined, onOrder: () => undefined, onHover: () => undefined };
const props = (locations: readonly LocationResult[], selected: string | undefined): ResultsPanelProps => ({
  view: { kind: 'results', locations, expanded: false } satisfies ResultsView,
  variant: 'locator',
  selectedStoreNumber: selected,
  placeName: 'Seattle, WA, US',
  signedIn: false,
  phone: false,
  locale: 'en-US',
  actions,
  onExpand: () => undefined,
  onRetry: () => undefined,
  listLimit: 10,
  onShowMore: () => undefined,
});

describe('results list re-renders only the cards that changed', () => {
  beforeEach(() => {
    labels.select.mockClear();
    labels.selected.mockClear();
  });

  it('a page re-render with the same results (a hover) renders no card again', () => {
    const list = [A, B, C];
    const view = render(<ResultsPanel {...props(list, A.store.storeNumber)} />);
    expect([renders('Alpha'), renders('Bravo'), renders('Charlie')]).toEqual([1, 1, 1]);
    view.rerender(<ResultsPanel {...props(list, A.store.storeNumber)} />);
    expect([renders('Alpha'), renders('Bravo'), renders('Charlie')]).toEqual([1, 1, 1]);
  });

  it('selecting another card renders just the old and the new selection', () => {
    const list = [A, B, C];
    const view = render(<ResultsPanel {...props(list, A.store.storeNumber)} />);
    view.rerender(<ResultsPanel {...props(list, B.store.storeNumber)} />);
    expect([renders('Alpha'), renders('Bravo'), renders('Charlie')]).toEqual([2, 2, 1]);
  });

  it('a favorite toggle (one new location object) renders just that card', () => {
    const view = render(<ResultsPanel {...props([A, B, C], undefined)} />);
    view.rerender(<ResultsPanel {...props([A, { ...B, isFavorite: true, favoritePending: true }, C], undefined)} />);
    expect([renders('Alpha'), renders('Bravo'), renders('Charlie')]).toEqual([1, 2, 1]);
  });
});
