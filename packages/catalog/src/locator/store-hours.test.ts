import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { HOURS_PATTERNS, formatClock, holidayOn, hoursOn, isOpenAt, localTime, openStatus, type HoursPattern, type LocalTime } from './store-hours';

const daily = HOURS_PATTERNS[0] as HoursPattern; // 5:30 AM to 9:00 PM every day
const office = HOURS_PATTERNS[3] as HoursPattern; // closed Sundays and on big holidays
const allDay = HOURS_PATTERNS[2] as HoursPattern;
// Sunday 22 November 2026.
const at = (minutes: number, over: Partial<LocalTime> = {}): LocalTime => ({ year: 2026, month: 11, day: 22, weekday: 0, minutes, ...over });

describe('store hours', () => {
  it('formats clock times as the server does', () => {
    expect([0, 330, 720, 1260, 1440].map(formatClock)).toEqual(['12:00 AM', '5:30 AM', '12:00 PM', '9:00 PM', '12:00 AM']);
  });

  it('reads the wall clock of the store\'s own time zone', () => {
    const instant = Date.UTC(2026, 10, 22, 18, 30);
    expect(localTime(instant, 'America/Los_Angeles')).toEqual({ year: 2026, month: 11, day: 22, weekday: 0, minutes: 10 * 60 + 30 });
    expect(localTime(instant, 'Asia/Tokyo')).toEqual({ year: 2026, month: 11, day: 23, weekday: 1, minutes: 3 * 60 + 30 });
  });

  it('says "Open until …" while open and "Closed · Opens …" otherwise', () => {
    expect(openStatus(daily, at(600), 'US')).toMatchObject({ open: true, openStatusFormatted: 'Open until 9:00 PM', hoursStatusFormatted: '5:30 AM to 9:00 PM' });
    expect(openStatus(daily, at(240), 'US')).toMatchObject({ open: false, openStatusFormatted: 'Closed · Opens 5:30 AM' });
    expect(openStatus(daily, at(1300), 'US')).toMatchObject({ open: false, openStatusFormatted: 'Closed · Opens 5:30 AM' });
    expect(openStatus(office, at(600), 'US')).toMatchObject({ open: false, openStatusFormatted: 'Closed · Opens 7:00 AM', hoursStatusFormatted: 'Closed today' });
    expect(openStatus(office, at(1200, { day: 21, weekday: 6 }), 'US')).toMatchObject({ open: false, openStatusFormatted: 'Closed · Opens Mon 7:00 AM' });
    expect(openStatus(allDay, at(180), 'US')).toMatchObject({ open: true, openStatusFormatted: 'Open 24 hours', hoursStatusFormatted: 'Open 24 hours' });
  });

  it('lists seven days from today with holiday hours and names (US Thanksgiving, Christmas)', () => {
    const week = openStatus(daily, at(600), 'US').schedule;
    expect(week.map((d) => d.dayFormatted)).toEqual(['Today', 'Tomorrow', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(week[4]).toEqual({ dayFormatted: 'Thursday', hoursFormatted: '8:00 AM to 3:00 PM', holidayFormatted: 'Thanksgiving' });
    expect(openStatus(daily, at(600), 'FR').schedule[4]).toEqual({ dayFormatted: 'Thursday', hoursFormatted: '5:30 AM to 9:00 PM' });
    expect(hoursOn(office, { month: 12, day: 25, weekday: 5 }, 'GB')).toEqual({ hours: undefined, holiday: 'Christmas Day' });
    expect(holidayOn({ month: 11, day: 26, weekday: 4 }, 'US')).toBe('Thanksgiving');
    expect(holidayOn({ month: 11, day: 19, weekday: 4 }, 'US')).toBeUndefined();
  });

  it('is open exactly within the day\'s hours', () => {
    fc.assert(
      fc.property(fc.nat({ max: HOURS_PATTERNS.length - 1 }), fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 6 }), (k, minutes, weekday) => {
        const p = HOURS_PATTERNS[k] as HoursPattern;
        const t = at(minutes, { day: 16 + weekday, weekday });
        const hours = p.week[weekday];
        expect(isOpenAt(p, t, 'US')).toBe(p.allDay || (hours !== undefined && minutes >= hours[0] && minutes < hours[1]));
        expect(openStatus(p, t, 'US').open).toBe(isOpenAt(p, t, 'US'));
      }),
    );
  });
});
