import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { domainError } from '../shared';
import type { OnboardingTaskName } from './model';
import { initialStreamState, streamReducer, type StreamEvent, type StreamState } from './state';
import { NO_STREAM } from './view';

const view = { ...NO_STREAM, audience: 'member' as const, fetchedAt: 1 };
const arbEvent: fc.Arbitrary<StreamEvent> = fc.oneof(
  fc.constant<StreamEvent>({ type: 'requested' }),
  fc.constant<StreamEvent>({ type: 'succeeded', view }),
  fc.constant<StreamEvent>({ type: 'failed', error: domainError('HTTP_500', { status: 500 }) }),
  fc.constantFrom<OnboardingTaskName>('MOP', 'Purchase').map((task): StreamEvent => ({ type: 'onboardingTaskSeen', task })),
  fc.tuple(fc.constantFrom('a', 'b'), fc.double({ min: 0, max: 1, noNaN: true })).map(([itemId, visibleRatio]): StreamEvent => ({ type: 'cardVisible', itemId, visibleRatio })),
);
const run = (events: readonly StreamEvent[]): StreamState => events.reduce(streamReducer, initialStreamState);

describe('stream state', () => {
  it('follows loading, error or complete, carrying the error message only in error', () => {
    fc.assert(fc.property(fc.array(arbEvent, { maxLength: 20 }), (events) => {
      const s = run(events);
      const last = [...events].reverse().find((e) => e.type === 'requested' || e.type === 'succeeded' || e.type === 'failed');
      const expected = last === undefined ? 'idle' : last.type === 'requested' ? 'loading' : last.type === 'succeeded' ? 'complete' : 'error';
      expect(s.status).toBe(expected);
      expect(s.message).toBe(s.status === 'error' ? 'Please try refreshing the page.' : undefined);
      expect(new Set(s.seenTasks).size).toBe(s.seenTasks.length);
      expect(new Set(s.impressions).size).toBe(s.impressions.length);
    }));
  });

  it('keeps the last complete view through a reload and an error', () => {
    const s = run([{ type: 'requested' }, { type: 'succeeded', view }, { type: 'requested' }, { type: 'failed', error: domainError('HTTP_500') }]);
    expect(s.view).toBe(view);
    expect(s.status).toBe('error');
  });
});
