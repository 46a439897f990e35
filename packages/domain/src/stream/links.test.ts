import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { defaultConfig, holdsUnsafeCharacters, sameOriginPath } from '../shared';
import type { StreamItem } from './model';
import { linkTarget, withSafeLinks } from './links';
import { arbStreamItem } from './test-arbitraries';

const HOSTS = ['crema.coffee', 'www.crema.coffee'];

const tricky = fc
  .array(fc.constantFrom('/', '\\', '%', '0', '9', '5', 'C', 'a', '.', ':', '@', '?', '#', '\t', ' ', 'h', 't', 'p', 's', 'crema.coffee', 'evil.example', 'https://', 'javascript:'), { maxLength: 16 })
  .map((cs) => cs.join(''));
const anyUrl = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), tricky, tricky.map((s) => `https://${s}`), tricky.map((s) => `https://crema.coffee${s}`));
const segment = fc.stringMatching(/^[a-zA-Z0-9._~-]{1,10}$/);
const path = fc.array(segment, { maxLength: 3 }).map((s) => `/${s.join('/')}`);

describe('linkTarget (properties)', () => {
  it('never throws; a route is a same-origin path, an external link is https on an allowed host with no unsafe character', () => {
    fc.assert(
      fc.property(anyUrl, (url) => {
        const t = linkTarget(url, HOSTS);
        if (t === undefined) return;
        if (t.kind === 'route') {
          expect(sameOriginPath(t.path)).toBe(t.path);
          expect(t.path).toBe(url);
        } else {
          const m = /^https:\/\/([^/?#]*)(.*)$/s.exec(t.href);
          expect(m).not.toBeNull();
          expect(HOSTS).toContain(m?.[1]);
          expect(holdsUnsafeCharacters(t.href)).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every same-origin path and every https link to an allowed host', () => {
    fc.assert(
      fc.property(path, fc.constantFrom(...HOSTS), (p, host) => {
        expect(linkTarget(p, HOSTS)).toEqual({ kind: 'route', path: p });
        expect(linkTarget(`https://${host}${p}`, HOSTS)).toEqual({ kind: 'external', href: `https://${host}${p}` });
      }),
    );
  });

  it('refuses any host outside the allow-list, look-alikes included', () => {
    const host = fc.oneof(
      fc.stringMatching(/^[a-z0-9-]{1,10}(\.[a-z]{2,6}){1,2}$/).filter((h) => !HOSTS.includes(h)),
      fc.constantFrom('crema.coffee.evil.example', 'evilcrema.coffee', 'crema.coffee.', 'crema.coffee:8443', 'user@crema.coffee', 'crema.coffee@evil.example'),
    );
    fc.assert(fc.property(host, path, (h, p) => {
      expect(linkTarget(`https://${h}${p}`, HOSTS)).toBeUndefined();
    }));
  });
});

describe('linkTarget (examples)', () => {
  it.each([
    ['/menu', { kind: 'route', path: '/menu' }],
    ['/account/cards#pay', { kind: 'route', path: '/account/cards#pay' }],
    ['https://crema.coffee/holiday', { kind: 'external', href: 'https://crema.coffee/holiday' }],
    ['HTTPS://WWW.Crema.Coffee/x?y=1#z', { kind: 'external', href: 'https://www.crema.coffee/x?y=1#z' }],
    ['https://crema.coffee', { kind: 'external', href: 'https://crema.coffee' }],
  ])('follows %s', (url, target) => expect(linkTarget(url, HOSTS)).toEqual(target));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://crema.coffee/menu',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/%09/evil.example',
    'https://crema.coffee\\@evil.example',
    'https://crema.coffee/%5C%5Cevil.example',
    'https://crema.coffee/\tx',
    'https:/crema.coffee/menu',
    ' https://crema.coffee/',
    'mailto:help@crema.coffee',
    '',
  ])('refuses %j', (url) => expect(linkTarget(url, HOSTS)).toBeUndefined());

  it('the default configuration allows the retailer\'s own sites only', () => {
    expect(defaultConfig.linkHosts).toEqual(HOSTS);
  });
});

describe('withSafeLinks', () => {
  const info = (cta: string | undefined, secondary?: string): StreamItem => ({
    id: 'i',
    type: 'information',
    rank: 1,
    title: 'T',
    body: 'B',
    ...(cta !== undefined ? { cta: { text: 'Go', url: cta } } : {}),
    ...(secondary !== undefined ? { secondaryCta: { text: 'More', url: secondary } } : {}),
  });

  it('drops only the calls to action that may not be followed', () => {
    const out = withSafeLinks(info('javascript:alert(1)', '/menu'), HOSTS);
    expect(out.cta).toBeUndefined();
    expect(out.secondaryCta).toEqual({ text: 'More', url: '/menu' });
    expect(out.title).toBe('T');
  });

  it('answers the same item when every link is fine', () => {
    const item = info('/menu', 'https://crema.coffee/x');
    expect(withSafeLinks(item, HOSTS)).toBe(item);
  });

  it('drops an onboarding task\'s unsafe link and keeps the task', () => {
    const item: StreamItem = {
      id: 'o',
      type: 'onboarding',
      rank: 1,
      title: 'T',
      body: 'B',
      onboardingContent: {
        items: [
          { task: { name: 'MOP' }, title: 'Order', body: 'b', cta: { text: 'Start', url: 'https://evil.example/' } },
          { task: { name: 'SvcReload' }, title: 'Load', body: 'b', cta: { text: 'Add', url: '/account/cards' } },
        ],
      },
    };
    const out = withSafeLinks(item, HOSTS);
    expect(out.type === 'onboarding' && out.onboardingContent.items.map((t) => t.cta?.url)).toEqual([undefined, '/account/cards']);
  });

  it('property: every call to action left on any item can be followed', () => {
    const withLinks = fc.tuple(arbStreamItem, fc.option(anyUrl, { nil: undefined }), fc.option(anyUrl, { nil: undefined })).map(
      ([i, a, b]): StreamItem => ({ ...i, ...(a !== undefined ? { cta: { text: 'A', url: a } } : {}), ...(b !== undefined ? { secondaryCta: { text: 'B', url: b } } : {}) }),
    );
    fc.assert(
      fc.property(withLinks, (item) => {
        const out = withSafeLinks(item, HOSTS);
        for (const cta of [out.cta, out.secondaryCta]) if (cta !== undefined) expect(linkTarget(cta.url ?? '/', HOSTS)).toBeDefined();
        expect(out.id).toBe(item.id);
      }),
    );
  });
});
