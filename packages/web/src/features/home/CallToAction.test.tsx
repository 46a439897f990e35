// Links from the server's stream cards: only same-origin paths and https links to the retailer's own hosts.
import { describe, it, expect } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { makeConfig } from '@crema/domain';
import type { StreamItem } from '@crema/domain/stream';
import { renderApp } from '../../test/render-app';

/** The fake server's guest stream (its table in storage), before the first call. */
const presetGuestStream = (items: readonly StreamItem[]) =>
  localStorage.setItem('crema.fake.table.stream.items', JSON.stringify({ members: {}, guest: items, answerStatus: 200 }));

const card = (id: string, title: string, cta?: string, secondary?: string): StreamItem => ({
  id,
  type: 'information',
  rank: 50,
  authState: 'unauthenticated',
  title,
  body: `Body of ${title}`,
  ...(cta !== undefined ? { cta: { text: `${title} action`, url: cta } } : {}),
  ...(secondary !== undefined ? { secondaryCta: { text: `${title} more`, url: secondary } } : {}),
});

describe('stream calls to action', () => {
  it('render only same-origin and allowed https links; any other card shows without its action', async () => {
    presetGuestStream([
      card('a', 'Script link', 'javascript:alert(1)'),
      card('b', 'Look-alike', 'https://crema.coffee.evil.example/offer', '/menu'),
      card('c', 'Our site', 'https://www.crema.coffee/holiday'),
      card('d', 'Backslash', '/\\evil.example'),
      card('e', 'Plain http', 'http://crema.coffee/menu'),
      card('f', 'Protocol relative', '//evil.example/x'),
    ]);
    await act(async () => {
      await renderApp('/', { config: makeConfig({ flags: { unauthenticatedStream: true } }) });
    });
    const article = async (name: string) => screen.findByRole('article', { name });

    for (const name of ['Script link', 'Backslash', 'Plain http', 'Protocol relative']) {
      const a = await article(name);
      expect(within(a).getByText(`Body of ${name}`)).toBeTruthy();
      expect(within(a).queryByRole('link')).toBeNull();
    }
    const lookAlike = await article('Look-alike');
    expect(within(lookAlike).queryByRole('link', { name: 'Look-alike action' })).toBeNull();
    expect(within(lookAlike).getByRole('link', { name: 'Look-alike more' }).getAttribute('href')).toBe('/menu');
    const ours = await article('Our site');
    expect(within(ours).getByRole('link', { name: 'Our site action' }).getAttribute('href')).toBe('https://www.crema.coffee/holiday');
    // Nothing on the page links to another host or runs script.
    const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href') ?? '');
    expect(hrefs.filter((h) => !h.startsWith('#') && (!h.startsWith('/') || h.startsWith('//') || h.includes('\\')))).toEqual(['https://www.crema.coffee/holiday']);
  });
});
