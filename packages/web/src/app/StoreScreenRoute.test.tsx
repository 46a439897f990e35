// /store/* in the customer app: handed to the browser as a document (the store screen is another channel), never
// drawn here; where there is no store screen to load, a page says so instead of loading the same page again.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { StoreScreenRoute, type StoreScreenRouteProps } from './StoreScreenRoute';
import { buildRoutes } from './routes';
import { makeConfig } from '@crema/domain';

const at = (url: string, props: StoreScreenRouteProps) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="store/*" element={<StoreScreenRoute {...props} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the store screen from the customer app', () => {
  it('loads /store/orders as a document, with its query, when this app was loaded elsewhere (after sign-in)', () => {
    const load = vi.fn();
    const { container } = at('/store/orders?from=signin', { built: true, loadedAt: '/signin', load });
    expect(load).toHaveBeenCalledWith('/store/orders?from=signin');
    expect(container.textContent).toBe('');
  });

  it('says there is no store screen here when this app was itself served at the path, or the build has none', () => {
    for (const props of [{ built: true, loadedAt: '/store/orders' }, { built: false, loadedAt: '/signin' }]) {
      const load = vi.fn();
      const view = at('/store/orders', { ...props, load });
      expect(screen.getByRole('heading', { level: 1, name: 'The store screen is not here' })).toBeTruthy();
      expect(load).not.toHaveBeenCalled();
      view.unmount();
    }
  });

  it('is the route of every /store/ path: the customer app draws none of the store screen', () => {
    const top = buildRoutes(makeConfig())[0]?.children ?? [];
    expect(top.find((r) => r.path === 'store/*')?.element).toEqual(<StoreScreenRoute />);
    expect(top.some((r) => r.path?.startsWith('store/') && r.path !== 'store/*')).toBe(false);
  });
});
