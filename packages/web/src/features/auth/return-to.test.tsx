// Where sign-in leads: only same-origin paths from ?returnTo= are followed (domain rule safeReturnTo).
import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';

const at = (r: Awaited<ReturnType<typeof renderApp>>) => {
  const l = r.router.state.location;
  return `${l.pathname}${l.search}${l.hash}`;
};

describe('returnTo after sign-in', () => {
  it.each(['/\\evil.example', '/%09/evil.example', '//evil.example', 'https://evil.example/', '/%5Cevil.example'])(
    'sends a signed-in member on the sign-in page with returnTo=%j to /',
    async (returnTo) => {
      const r = await renderApp(`/signin?returnTo=${encodeURIComponent(returnTo)}`, { member: true });
      await waitFor(() => expect(at(r)).toBe('/'));
    },
  );

  it('keeps a same-origin path with its query after signing in', async () => {
    const r = await renderApp(`/signin?returnTo=${encodeURIComponent('/menu?x=1')}`);
    await userEvent.type(await screen.findByLabelText('E-mail'), 'demo@crema.coffee');
    await userEvent.type(screen.getByLabelText('Password'), 'Crema-Demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(at(r)).toBe('/menu?x=1'));
  });

  it('lands on / after signing in when returnTo is a backslash path, and the join link carries only the safe value', async () => {
    const r = await renderApp(`/signin?returnTo=${encodeURIComponent('/\\evil.example')}`);
    const joinLinks = (await screen.findAllByRole('link', { name: 'Join now' })).map((a) => a.getAttribute('href'));
    expect(joinLinks).toContain('/join?returnTo=%2F');
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@crema.coffee');
    await userEvent.type(screen.getByLabelText('Password'), 'Crema-Demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(at(r)).toBe('/'));
    expect(await screen.findByText('Hi, Avery')).toBeTruthy();
  });
});
