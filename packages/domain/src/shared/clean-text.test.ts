import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstTextProblem, isCleanLine, isCleanText, REQUEST_TEXT_MAX, textLength } from './clean-text';

// The model, code point by code point: what a person can type.
const allowedCodePoint = (cp: number): boolean =>
  !(cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) && !(cp >= 0x7f && cp <= 0x9f) && !(cp >= 0xd800 && cp <= 0xdfff);
const cleanByModel = (s: string): boolean => [...s].every((ch) => allowedCodePoint(ch.codePointAt(0)!));

// Any UTF-16 text: every code point, lone surrogate halves included, with the edge cases made likely.
const edgy = fc.constantFrom('\u0000', '\t', '\n', '\r', '\u000b', '\u001f', '\u007f', '\u0080', '\u009f', '\u00a0', '\ud800', '\udfff', '\ud83d\ude00', 'é', '☕');
const anyText = fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 4 }), edgy), { maxLength: 8 }).map((parts) => parts.join(''));

describe('clean text', () => {
  it('is exactly the text whose every code point is not a control character (but tab and line breaks) and not a surrogate half', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        expect(isCleanText(s)).toBe(cleanByModel(s));
      }),
      { numRuns: 2000 },
    );
  });

  it('a line is clean text without tab or line break', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        expect(isCleanLine(s)).toBe(cleanByModel(s) && !/[\t\n\r]/.test(s));
      }),
    );
  });

  it('refuses NUL, DEL, C1 and lone halves; keeps letters, emoji pairs and a gift message with lines', () => {
    for (const bad of ['a\u0000b', '\u007f', '\u0085', 'x\ud800', '\udc00y', '\ud83d']) expect(isCleanText(bad)).toBe(false);
    for (const good of ['', 'Zoë', 'Happy birthday!\nLove,\r\n\tSam', '☕ \ud83d\ude00', '\u00a0']) expect(isCleanText(good)).toBe(true);
    expect(isCleanLine('Happy\nbirthday')).toBe(false);
    expect(textLength('\ud83d\ude00ab')).toBe(3);
  });
});

describe('firstTextProblem', () => {
  const json = fc.jsonValue();

  it('finds nothing in a value of clean, short strings, and finds a bad string wherever it is put, key or value', () => {
    fc.assert(
      fc.property(json, fc.array(fc.nat(), { maxLength: 4 }), fc.boolean(), fc.constantFrom('\u0000', '\ud800', '\u0085', '\u007f'), (v, where, asKey, bad) => {
        const cleanValue = JSON.parse(JSON.stringify(v, (_k, x: unknown) => (typeof x === 'string' ? x.replace(/[^ -~]/g, '') : x))) as unknown;
        expect(firstTextProblem(cleanValue)).toBeUndefined();
        // Plant the bad character somewhere down a path into the value.
        const planted = { wrap: [cleanValue] } as Record<string, unknown>;
        let into: Record<string, unknown> = planted;
        for (const n of where) into = (into[`k${n}`] = {}) as Record<string, unknown>;
        if (asKey) into[`key${bad}`] = 1;
        else into['leaf'] = `text${bad}`;
        expect(firstTextProblem(planted)).toMatchObject({ problem: 'characters' });
      }),
    );
  });

  it('names the path and refuses a string over the limit', () => {
    expect(firstTextProblem({ input: { recipients: [{ name: 'ok' }, { name: 'a\u0000' }] } })).toEqual({ path: 'input.recipients.1.name', problem: 'characters' });
    expect(firstTextProblem({ firstName: 'x'.repeat(REQUEST_TEXT_MAX) })).toBeUndefined();
    expect(firstTextProblem({ firstName: 'x'.repeat(REQUEST_TEXT_MAX + 1) })).toEqual({ path: 'firstName', problem: 'length' });
    expect(firstTextProblem('a\u0000', 10, 'query.q')).toEqual({ path: 'query.q', problem: 'characters' });
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(firstTextProblem(deep)).toMatchObject({ problem: 'characters' });
  });
});
