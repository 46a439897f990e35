import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { safeReturnTo, sameOriginPath } from './same-origin';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Strings built from the characters that matter here, so the interesting cases come up often. */
const tricky = fc
  .array(fc.constantFrom('/', '\\', '%', '0', '9', '2', '5', 'C', 'c', 'F', 'f', 'a', '.', ':', '?', '#', '\t', '\n', '\u0000', '\u0085', ' ', 'e', 'x'), { maxLength: 24 })
  .map((cs) => cs.join(''));
const anyString = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), tricky, tricky.map((s) => `/${s}`));

/** Paths an app route could have: segments of safe characters, a query and a hash. */
const segment = fc.stringMatching(/^[a-zA-Z0-9._~-]{1,12}$/);
const goodPath = fc
  .tuple(fc.array(segment, { minLength: 0, maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z0-9=&]{0,12}$/), { nil: undefined }), fc.option(segment, { nil: undefined }))
  .map(([segs, q, h]) => `/${segs.join('/')}${q === undefined ? '' : `?${q}`}${h === undefined ? '' : `#${h}`}`);

const decodedForms = (s: string): string[] => {
  const out = [s];
  try {
    out.push(decodeURIComponent(s));
  } catch {
    /* malformed: the ASCII-by-ASCII decoding below still applies */
  }
  out.push(s.replace(/%([0-9a-fA-F]{2})/g, (m, h: string) => (parseInt(h, 16) < 0x80 ? String.fromCharCode(parseInt(h, 16)) : m)));
  return out;
};

describe('sameOriginPath (properties)', () => {
  it('never throws, and accepts only values that start with one slash and hold no backslash or control character, even once decoded', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const kept = sameOriginPath(s);
        if (kept === undefined) return;
        expect(kept).toBe(s);
        expect(kept.startsWith('/')).toBe(true);
        for (const form of decodedForms(kept)) {
          expect(form.startsWith('//')).toBe(false);
          expect(form.includes('\\')).toBe(false);
          expect(CONTROL.test(form)).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every ordinary app path as it is, query and hash included', () => {
    fc.assert(fc.property(goodPath, (p) => {
      expect(sameOriginPath(p)).toBe(p);
    }));
  });

  it('refuses a value with a backslash or a control character anywhere, however it is encoded', () => {
    const bad = fc.constantFrom('\\', '\t', '\n', '\r', '\u0000', '\u007f', '%5C', '%5c', '%09', '%0A', '%0d', '%00', '%7F', '%255C', '%25255C', '%C2%85');
    fc.assert(fc.property(goodPath, bad, fc.nat(), (p, b, at) => {
      const i = 1 + (at % p.length);
      expect(sameOriginPath(p.slice(0, i) + b + p.slice(i))).toBeUndefined();
    }));
  });

  it('safeReturnTo answers the fallback for anything it does not keep, and never throws', () => {
    fc.assert(fc.property(anyString, (s) => {
      const to = safeReturnTo(s, '/fallback');
      expect(to === s || to === '/fallback').toBe(true);
      expect(to === '/fallback' || sameOriginPath(s) === s).toBe(true);
    }));
  });
});

describe('sameOriginPath (examples)', () => {
  it.each(['/', '/account/cards#pay', '/menu?x=1', '/account/cards/c-1#pay', '/gift/12345678#payment', '/store-locator?place=Seattle%2C%20WA', '/menu?q=50%25off'])(
    'keeps %s',
    (p) => expect(sameOriginPath(p)).toBe(p),
  );

  it.each([
    '/\\evil.example',
    '/%09/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%255Cevil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '//evil.example',
    '///evil.example',
    '/\t/evil.example',
    '/%0A/evil.example',
    '/%E0%A4%A/%5Cevil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'evil.example',
    ' /menu',
    '',
  ])('refuses %j', (p) => expect(sameOriginPath(p)).toBeUndefined());

  it('refuses what is not a string', () => {
    for (const v of [null, undefined, 1, {}, ['/menu']]) expect(sameOriginPath(v)).toBeUndefined();
  });

  it('safeReturnTo lands on / (or the given fallback) otherwise', () => {
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo('/%09/evil.example', '/account/settings')).toBe('/account/settings');
    expect(safeReturnTo('/account/rewards', '/account/settings')).toBe('/account/rewards');
  });
});
