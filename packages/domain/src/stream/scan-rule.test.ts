import { describe, it, expect } from 'vitest';
import { needsPrimaryCard } from './scan-rule';

describe('the scan rule', () => {
  it('only a member needs the primary card, at every width: their home leads with Scan to pay (issue #32)', () => {
    expect(needsPrimaryCard({ signedIn: true })).toBe(true);
    expect(needsPrimaryCard({ signedIn: false })).toBe(false);
  });
});
