import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerHiddenAfter } from './collapsing-header';

describe('the collapsing header', () => {
  it('always shows near the top of the page', () => {
    fc.assert(fc.property(fc.boolean(), fc.nat(5000), fc.nat(159), (hidden, lastY, y) => headerHiddenAfter(hidden, lastY, y) === false));
  });
  it('hides on a move down and shows on a move up, away from the top', () => {
    expect(headerHiddenAfter(false, 400, 420)).toBe(true);
    expect(headerHiddenAfter(true, 420, 400)).toBe(false);
  });
  it('keeps its state on jitter smaller than 8 px', () => {
    fc.assert(fc.property(fc.boolean(), fc.integer({ min: 200, max: 5000 }), fc.integer({ min: -7, max: 7 }), (hidden, y, d) => headerHiddenAfter(hidden, y, y + d) === hidden));
  });
});
