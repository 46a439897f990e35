import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { memoByText } from './memo-by-text';

describe('memoByText', () => {
  it('answers what the function answers, for any sequence of texts, however small the memory', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 }), { maxLength: 60 }), fc.integer({ min: 1, max: 5 }), (texts, max) => {
        const memo = memoByText((t: string) => `${t.length}:${t}`, max);
        for (const t of texts) expect(memo(t, undefined)).toBe(`${t.length}:${t}`);
      }),
    );
  });

  it('runs the function once per remembered text, and again once the text has been pushed out', () => {
    const calls: string[] = [];
    const memo = memoByText((t: string) => (calls.push(t), t.toUpperCase()), 2);
    ['a', 'a', 'b', 'a', 'c', 'a'].forEach((t) => memo(t, undefined));
    // 'c' pushes out the oldest remembered text ('a'), so the last 'a' runs again.
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('does not remember a call that throws', () => {
    let fail = true;
    const memo = memoByText(() => {
      if (fail) throw new Error('bad');
      return 1;
    });
    expect(() => memo('x', undefined)).toThrow('bad');
    fail = false;
    expect(memo('x', undefined)).toBe(1);
  });
});
