import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { emailKey, isValidEmail, sameEmail } from './email';

describe('isValidEmail', () => {
  it('accepts RFC dot-atom addresses as fast-check builds them', () => {
    fc.assert(fc.property(fc.emailAddress(), (e) => isValidEmail(e)), { numRuns: 200 });
  });

  it('refuses any string without exactly a local part, an @ and a dotted domain', () => {
    fc.assert(fc.property(fc.string().filter((s) => !s.includes('@')), (s) => !isValidEmail(s)), { numRuns: 200 });
  });

  it('ignores surrounding whitespace', () => {
    fc.assert(fc.property(fc.emailAddress(), fc.constantFrom(' ', '\t', '  '), (e, ws) => isValidEmail(`${ws}${e}${ws}`) === isValidEmail(e)), { numRuns: 100 });
  });

  it.each(['sam@example.com', 'first.last+tag@mail.example.org', "o'neil@crema.coffee", 'A@B.CO'])('accepts %s', (e) => {
    expect(isValidEmail(e)).toBe(true);
  });

  it.each([
    '',
    'sam',
    'sam@',
    '@example.com',
    'sam@example',
    'sam@example.c',
    'sam@@example.com',
    'sam..x@example.com',
    '.sam@example.com',
    'sam.@example.com',
    'sam@-example.com',
    'sam@example-.com',
    'sam@example.123',
    'sam smith@example.com',
    '"sam"@example.com',
    'sam@[127.0.0.1]',
    `${'a'.repeat(65)}@example.com`,
    `sam@${'a'.repeat(250)}.com`,
  ])('refuses %j', (e) => {
    expect(isValidEmail(e)).toBe(false);
  });
});

describe('e-mail comparison', () => {
  it('is case- and surrounding-space-insensitive', () => {
    fc.assert(fc.property(fc.emailAddress(), (e) => sameEmail(e, ` ${e.toUpperCase()} `) && emailKey(e.toUpperCase()) === e.toLowerCase()), { numRuns: 100 });
  });
});
