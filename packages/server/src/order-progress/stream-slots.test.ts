// The streams a viewer may hold open: at most the cap each, given back once however often the stream ends, each
// viewer apart; the app's option (CREMA_EVENT_STREAMS_PER_VIEWER through start.ts) sets the cap.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testApp } from '../test/app';
import { createStreamSlots, STREAMS_PER_VIEWER, streamSlotsOf } from './stream-slots';

describe('stream slots', () => {
  it('never holds more than the cap for a viewer, and counts each slot back once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.record({ viewer: fc.constantFrom('a', 'b'), open: fc.boolean(), twice: fc.boolean() }), { maxLength: 60 }), (max, steps) => {
        const slots = createStreamSlots(max);
        const open: Record<string, (() => void)[]> = { a: [], b: [] };
        for (const step of steps) {
          const mine = open[step.viewer] ?? [];
          if (step.open) {
            const release = slots.take(step.viewer);
            expect(release === undefined).toBe(mine.length >= max);
            if (release !== undefined) mine.push(release);
          } else {
            const release = mine.shift();
            release?.();
            if (step.twice) release?.();
          }
          expect([slots.held('a'), slots.held('b')]).toEqual([open.a?.length, open.b?.length]);
        }
      }),
    );
  });

  it("takes the app's cap, 10 when none is given", async () => {
    const capped = await testApp({ eventStreamsPerViewer: 2 });
    const plain = await testApp();
    try {
      const slots = streamSlotsOf(capped.app);
      expect([slots.take('m'), slots.take('m'), slots.take('m')].map((r) => r !== undefined)).toEqual([true, true, false]);
      expect(STREAMS_PER_VIEWER).toBe(10);
      const defaults = streamSlotsOf(plain.app);
      expect(Array.from({ length: 11 }, () => defaults.take('m') !== undefined).filter(Boolean)).toHaveLength(10);
    } finally {
      await capped.close();
      await plain.close();
    }
  });
});
