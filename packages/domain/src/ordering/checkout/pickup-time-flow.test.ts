import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { of } from 'rxjs';
import { right } from 'fp-ts/Either';
import { makeConfig, type Clock } from '../../shared';
import { OrderMessages } from '../messages';
import type { TimeSlot } from '../order-model';
import type { TimeSlots } from '../ports';
import { makeOrderStore } from '../state-store';
import { virtualTime } from '../test-virtual-time';
import { WAKE_MARGIN_MS } from '../wake-at';
import { makeLoadTimeSlots } from './load-time-slots';
import { createPickupTimeFlow } from './pickup-time-flow';
import { TIME_SLOTS_MIN_REFETCH_MS } from './schedule-rules';

const config = makeConfig();
// Seattle wall clock on 2026-11-22 (PST, UTC-8).
const at = (h: number, m: number) => Date.UTC(2026, 10, 22, h + 8, m);
const MINUTE = 60_000;
const STORE = { storeNumber: '10002-91367', name: 'Westlake Center', timeZoneId: 'America/Los_Angeles' };

/**
 * Like the fake: 5-minute slots from 10 minutes ahead up to one hour ahead, all free; counts its calls. At capacity,
 * as the catalog's store at capacity: the next half hour is full.
 */
const port = (clock: Clock, atCapacity = false): TimeSlots & { loads: number[] } => {
  const loads: number[] = [];
  return {
    loads,
    getStoreTimeSlots: (storeNumber: string) => {
      const now = clock.now();
      loads.push(now);
      const slots: TimeSlot[] = [];
      for (let t = Math.ceil((now + 600_000) / 300_000) * 300_000; t <= now + 3_600_000; t += 300_000) slots.push({ id: `${t}`, start: t, end: t + 300_000, available: !atCapacity || t >= now + 30 * MINUTE });
      return of(right({ storeNumber, timeZoneId: STORE.timeZoneId, atCapacity, slots }));
    },
  };
};

const setup = (atCapacity = false) => {
  const time = virtualTime(at(9, 30));
  const timeSlots = port(time.clock, atCapacity);
  const order = makeOrderStore();
  const loadTimeSlots = makeLoadTimeSlots({ timeSlots, clock: time.clock, config });
  const flow = createPickupTimeFlow({ loadTimeSlots, order, clock: time.clock, config, scheduler: time.scheduler });
  return { flow, order, timeSlots, ...time };
};

describe('the pickup time flow', () => {
  it('loads the store’s slots on arrival and labels them in the store’s time zone', () => {
    const { flow, timeSlots } = setup();
    flow.open(STORE);
    expect(timeSlots.loads).toEqual([at(9, 30)]);
    const s = flow.current();
    expect(s.timeZoneId).toBe(STORE.timeZoneId);
    expect(s.choice.canSchedule).toBe(true);
    expect(s.choice.nextAvailable?.label).toBe('9:40 AM');
  });

  it('preview: a revisit’s first paint shows the slots already loaded for the store, before open', () => {
    const { flow, timeSlots } = setup();
    flow.open(STORE);
    flow.dispose();
    expect(flow.preview(STORE).view?.storeNumber).toBe(STORE.storeNumber);
    expect(flow.preview({ ...STORE, storeNumber: 'other' }).view).toBeUndefined();
    expect(timeSlots.loads).toHaveLength(1);
  });

  it('at a store at capacity (issue #32): no As soon as possible, the first free slot chosen with why', async () => {
    const { flow, order, pass } = setup(true);
    flow.open(STORE);
    await pass(0);
    const s = flow.current();
    expect(s.choice.asap).toBe(false);
    expect(s.view?.notice).toBe(OrderMessages.atCapacity);
    expect(order.get().scheduledTimeSlot?.start).toBe(at(10, 0));
    expect(s.choice.capacityNote).toBe(OrderMessages.nextPickupTime('10:00 AM'));
    expect(s.choice.showPicker).toBe(true);
    // As soon as possible cannot be chosen there.
    flow.choose('');
    expect(order.get().scheduledTimeSlot?.start).toBe(at(10, 0));
  });

  it('Schedule for later takes the next slot; As soon as possible clears it', () => {
    const { flow, order } = setup();
    flow.open(STORE);
    flow.scheduleLater();
    expect(order.get().scheduledTimeSlot?.start).toBe(at(9, 40));
    expect(flow.current().choice.showPicker).toBe(true);
    flow.choose('');
    expect(order.get().scheduledTimeSlot).toBeUndefined();
  });

  it('a chosen slot that passes is cleared with the note, and the stale list is fetched once more', () => {
    const { flow, order, timeSlots, pass } = setup();
    flow.open(STORE);
    const slot = flow.current().choice.slots.find((s) => s.label === '9:45 AM')!.slot;
    flow.choose(slot.id);
    pass(15 * MINUTE + WAKE_MARGIN_MS);
    expect(order.get().scheduledTimeSlot).toBeUndefined();
    expect(flow.current().note).toBe(OrderMessages.scheduledSlotDropped('9:45 AM'));
    expect(flow.current().choice.slots.every((s) => s.slot.start >= at(9, 45))).toBe(true);
    expect(timeSlots.loads.length).toBe(2);
    flow.choose('');
    expect(flow.current().note).toBeUndefined();
  });

  it('re-derives with time alone: the first slot leaves the list when it starts, then the list is fetched again', () => {
    const { flow, timeSlots, pass } = setup();
    flow.open(STORE);
    const seen: string[] = [];
    flow.state$.subscribe((s) => seen.push(s.choice.slots[0]?.label ?? ''));
    pass(10 * MINUTE + WAKE_MARGIN_MS + 1);
    expect(seen).toContain('9:45 AM');
    expect(timeSlots.loads).toHaveLength(2);
    expect(seen.at(-1)).toBe('9:55 AM'); // the fresh list starts 10 minutes after 9:40
  });

  it('property: however time is passed, the list is fetched again within a slot of going stale, never in a burst', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (stepMinutes) => {
        const { flow, timeSlots, pass } = setup();
        flow.open(STORE);
        for (let t = 0; t < 60; t += stepMinutes) pass(stepMinutes * MINUTE);
        const gaps = timeSlots.loads.slice(1).map((t, i) => t - timeSlots.loads[i]!);
        expect(gaps.every((g) => g >= TIME_SLOTS_MIN_REFETCH_MS)).toBe(true);
        // A list's first slot starts at most 15 minutes after it is loaded: it goes stale then.
        expect(gaps.every((g) => g <= 15 * MINUTE + 1 + WAKE_MARGIN_MS)).toBe(true);
        expect(timeSlots.loads.length).toBeGreaterThanOrEqual(4);
        flow.dispose();
      }),
      { numRuns: 10 },
    );
  });

  it('dispose stops the timers; open again loads again', () => {
    const { flow, timeSlots, pass } = setup();
    flow.open(STORE);
    flow.dispose();
    pass(60 * MINUTE);
    expect(timeSlots.loads).toHaveLength(1);
    flow.open(STORE);
    expect(timeSlots.loads).toHaveLength(2);
  });
});
