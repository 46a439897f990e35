import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { fromNumberedFields, toNumberedFields } from './form-fields';

describe('numbered recipient fields', () => {
  it('round-trips any recipient list', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ email: fc.string(), name: fc.string() }), { maxLength: 12 }), (recipients) => {
        expect(fromNumberedFields(toNumberedFields(recipients))).toEqual(recipients);
      }),
      { numRuns: 100 },
    );
  });

  it('reads rows up to the highest number, filling gaps, ignoring other keys', () => {
    expect(fromNumberedFields({ recipientEmail2: 'b@example.com', recipientName1: 'A', senderName: 'x', recipientEmail0: 'zero' })).toEqual([
      { email: '', name: 'A' },
      { email: 'b@example.com', name: '' },
    ]);
  });
});
