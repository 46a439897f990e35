// When a closed store opens next, read from its printed schedule at the clock's instant: properties over any
// week of hours, instant and time zone, and the dialog's sentence for today, tomorrow and a later day.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { storeOpensNextMessage } from './messages';
import type { ScheduleDay } from './model';
import { MINUTES_PER_DAY, formatClock, nextOpening, parseClock, parseDayHours, type DayHours } from './next-opening';
import { testStore } from './test-support';

const DAY_NAMES = ['Today', 'Tomorrow', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ZONES = ['UTC', 'America/Los_Angeles', 'America/New_York', 'Europe/London', 'Asia/Tokyo', 'Asia/Kolkata', 'Australia/Sydney'];

/** A day of hours as the catalog prints them (opening before closing; '12:00 AM' closing is midnight). */
const dayArb: fc.Arbitrary<string> = fc.oneof(
  fc.constant('Closed'),
  fc.constant('Open 24 hours'),
  fc
    .tuple(fc.integer({ min: 0, max: MINUTES_PER_DAY - 2 }), fc.integer({ min: 1, max: MINUTES_PER_DAY }))
    .filter(([open, close]) => open < close)
    .map(([open, close]) => `${formatClock(open)} to ${formatClock(close)}`),
);
const scheduleArb = fc.array(dayArb, { minLength: 1, maxLength: 7 }).map((days): ScheduleDay[] => days.map((hoursFormatted, i) => ({ dayFormatted: DAY_NAMES[i] ?? 'Monday', hoursFormatted })));

/** The minute of the day at an instant in a zone, read another way than the rule reads it. */
const wallMinute = (at: number, timeZone: string): number => {
  const [h = '0', m = '0'] = new Date(at).toLocaleTimeString('en-GB', { timeZone, hour12: false, hour: '2-digit', minute: '2-digit' }).split(':');
  return (Number(h) % 24) * 60 + Number(m);
};

const openingOf = (h: DayHours | undefined): number | undefined => (h === undefined || h.kind === 'closed' ? undefined : h.kind === 'allDay' ? 0 : h.open);

describe('the store hours as printed', () => {
  it('every minute of the day prints and reads back the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 }), (m) => {
        expect(parseClock(formatClock(m))).toBe(m);
      }),
    );
  });

  it('reads the three forms of a day, midnight closing as the day’s end, and nothing else', () => {
    expect(parseDayHours('6:00 AM to 8:00 PM')).toEqual({ kind: 'hours', open: 360, close: 1200, openText: '6:00 AM' });
    expect(parseDayHours('5:30 AM to 12:00 AM')).toEqual({ kind: 'hours', open: 330, close: MINUTES_PER_DAY, openText: '5:30 AM' });
    expect(parseDayHours('Open 24 hours')).toEqual({ kind: 'allDay' });
    expect(parseDayHours('Closed')).toEqual({ kind: 'closed' });
    expect(parseDayHours('Mornings')).toBeUndefined();
    expect(parseDayHours('13:00 AM to 2:00 PM')).toBeUndefined();
  });
});

describe('nextOpening', () => {
  it('is the first opening after now: later today, else the first day ahead that opens, and none is skipped', () => {
    fc.assert(
      fc.property(scheduleArb, fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 }), fc.constantFrom(...ZONES), (schedule, now, zone) => {
        const store = testStore({ open: false, schedule, timeZone: { timeZoneId: zone } });
        const next = nextOpening(store, now);
        const nowMinute = wallMinute(now, zone);
        const openings = schedule.map((d) => openingOf(parseDayHours(d.hoursFormatted)));
        // The days that still open after now: today's only when its opening is still to come.
        const ahead = openings.flatMap((o, k) => (o !== undefined && (k > 0 || o > nowMinute) ? [k] : []));
        if (ahead.length === 0) {
          expect(next).toBeUndefined();
          return;
        }
        const k = ahead[0] ?? -1;
        expect(next?.daysAhead).toBe(k);
        expect(next?.minuteOfDay).toBe(openings[k]);
        expect(next?.dayFormatted).toBe(schedule[k]?.dayFormatted);
        expect(parseClock(next?.time ?? '')).toBe(openings[k]);
        expect(next?.minutesAhead).toBe(k * MINUTES_PER_DAY + (openings[k] ?? 0) - nowMinute);
        expect(next?.minutesAhead).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });

  it('says nothing for an open store, hours it cannot read or a time zone Intl does not know', () => {
    fc.assert(
      fc.property(scheduleArb, fc.integer({ min: 0, max: 4e12 }), (schedule, now) => {
        expect(nextOpening(testStore({ open: true, schedule }), now)).toBeUndefined();
      }),
    );
    const now = Date.UTC(2026, 4, 4, 3, 0);
    expect(nextOpening(testStore({ open: false, schedule: [{ dayFormatted: 'Today', hoursFormatted: 'Ask us' }] }), now)).toBeUndefined();
    expect(nextOpening(testStore({ open: false, timeZone: { timeZoneId: 'Mars/Olympus_Mons' }, schedule: [{ dayFormatted: 'Today', hoursFormatted: '6:00 AM to 8:00 PM' }] }), now)).toBeUndefined();
  });

  it('in the dialog: today, tomorrow, or the day by name', () => {
    // 03:00 UTC: 8:00 PM the day before in Seattle (PDT, UTC-7).
    const evening = Date.UTC(2026, 4, 5, 3, 0);
    const week: ScheduleDay[] = [
      { dayFormatted: 'Today', hoursFormatted: '6:00 AM to 7:00 PM' },
      { dayFormatted: 'Tomorrow', hoursFormatted: 'Closed' },
      { dayFormatted: 'Wednesday', hoursFormatted: '6:30 AM to 7:00 PM' },
    ];
    const store = testStore({ name: 'Pine & Main', open: false, schedule: week });
    const later = nextOpening(store, evening);
    expect(later).toMatchObject({ daysAhead: 2, time: '6:30 AM', minutesAhead: 2 * MINUTES_PER_DAY + 390 - 20 * 60 });
    expect(later && storeOpensNextMessage(store.name, later)).toBe('Pine & Main opens on Wednesday at 6:30 AM.');
    const tomorrow = nextOpening({ ...store, schedule: [week[0] as ScheduleDay, { dayFormatted: 'Tomorrow', hoursFormatted: '5:30 AM to 9:00 PM' }] }, evening);
    expect(tomorrow && storeOpensNextMessage(store.name, tomorrow)).toBe('Pine & Main opens tomorrow at 5:30 AM.');
    // 12:30 UTC: 5:30 AM in Seattle, half an hour before it opens.
    const early = nextOpening(store, Date.UTC(2026, 4, 5, 12, 30));
    expect(early).toMatchObject({ daysAhead: 0, minutesAhead: 30 });
    expect(early && storeOpensNextMessage(store.name, early)).toBe('Pine & Main opens today at 6:00 AM.');
  });
});
