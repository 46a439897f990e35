import { describe, it, expect, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppRoutes } from '../app/AppRoutes';

const Broken = (): never => {
  throw new Error('a page that cannot render');
};

describe('a render error under the routes', () => {
  it("shows 'Something went wrong' with a way home, and clears when the visitor goes to another page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let navigate: NavigateFunction | undefined;
    const Home = () => <h1>Home</h1>;
    const Nav = () => {
      navigate = useNavigate();
      return null;
    };
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Nav />
        <AppRoutes routes={[{ path: '/', element: <Home /> }, { path: '/broken', element: <Broken /> }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    await act(async () => void navigate?.('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
