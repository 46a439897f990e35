import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { greetingFor, localDateTime, partOfDay, SEASON_LINES } from './greeting';
import { SEASONS, seasonOf, seasonsHolding, type Season } from './seasons';

const arbDay = fc.date({ min: new Date(Date.UTC(2024, 0, 1)), max: new Date(Date.UTC(2024, 11, 31)), noInvalidDate: true }).map((d) => ({
  month: d.getUTCMonth() + 1,
  day: d.getUTCDate(),
}));
const at = (y: number, m: number, d: number, h = 9, min = 0): number => Date.UTC(y, m - 1, d, h, min);

describe('parts of the day', () => {
  it('morning before 12, afternoon 12 to before 17, evening from 17', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 23 }), (h) => {
      expect(partOfDay(h)).toBe(h < 12 ? 'morning' : h < 17 ? 'afternoon' : 'evening');
    }));
    expect([partOfDay(11), partOfDay(12), partOfDay(16), partOfDay(17), partOfDay(0)]).toEqual(['morning', 'afternoon', 'afternoon', 'evening', 'morning']);
  });

  it('reads the hour in the given time zone', () => {
    const t = at(2026, 11, 22, 10, 0); // 10:00 UTC
    expect(greetingFor(t, 'UTC').partOfDay).toBe('morning');
    expect(greetingFor(t, 'America/Los_Angeles').partOfDay).toBe('morning'); // 02:00
    expect(greetingFor(t, 'Asia/Tokyo').partOfDay).toBe('evening'); // 19:00
    expect(greetingFor(t, 'Europe/Berlin').partOfDay).toBe('morning'); // 11:00
    expect(greetingFor(at(2026, 11, 22, 11, 0), 'Europe/Berlin').partOfDay).toBe('afternoon'); // 12:00
    expect(localDateTime(at(2026, 11, 22, 0, 30), 'UTC')).toEqual({ year: 2026, month: 11, day: 22, hour: 0, minute: 30 });
  });

  it('agrees with the UTC calendar in the UTC zone', () => {
    fc.assert(fc.property(fc.integer({ min: at(2000, 1, 1), max: at(2100, 1, 1) }), (t) => {
      const d = new Date(t);
      expect(localDateTime(t, 'UTC')).toEqual({
        year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(),
      });
    }), { numRuns: 50 });
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(localDateTime(at(2026, 3, 1, 18), 'Not/AZone')).toMatchObject({ hour: 18 });
  });
});

describe('seasons', () => {
  it('maps every date of a leap year to exactly one season or to default', () => {
    fc.assert(fc.property(arbDay, (d) => {
      const holding = seasonsHolding(d);
      expect(holding.length).toBeLessThanOrEqual(1);
      expect(seasonOf(d)).toBe(holding[0] ?? 'default');
    }));
  });

  it('leaves only Jan 21 in no season', () => {
    const defaults: string[] = [];
    for (let t = at(2024, 1, 1); t <= at(2024, 12, 31); t += 86_400_000) {
      const d = new Date(t);
      if (seasonOf({ month: d.getUTCMonth() + 1, day: d.getUTCDate() }) === 'default') defaults.push(`${d.getUTCMonth() + 1}/${d.getUTCDate()}`);
    }
    expect(defaults).toEqual(['1/21']);
  });

  it('pins every boundary', () => {
    const cases: Array<[number, number, Season]> = [
      [8, 26, 'summerTwo'], [8, 27, 'autumnOne'], [9, 15, 'autumnOne'], [9, 16, 'autumnTwo'], [11, 6, 'autumnTwo'],
      [11, 7, 'holiday'], [12, 31, 'holiday'], [1, 1, 'holiday'], [1, 2, 'holiday'], [1, 3, 'winter'], [1, 20, 'winter'],
      [1, 21, 'default'], [1, 22, 'spring'], [2, 29, 'spring'], [5, 19, 'spring'], [5, 20, 'summerOne'], [6, 24, 'summerOne'],
      [6, 25, 'summerTwo'],
    ];
    for (const [month, day, season] of cases) expect(`${month}/${day} ${seasonOf({ month, day })}`).toBe(`${month}/${day} ${season}`);
    expect(SEASONS).toHaveLength(7);
  });

  it('uses the local calendar day of the time zone', () => {
    const t = at(2026, 1, 3, 7, 30); // Jan 3 07:30 UTC is Jan 2 23:30 in Los Angeles
    expect(greetingFor(t, 'UTC').season).toBe('winter');
    expect(greetingFor(t, 'America/Los_Angeles').season).toBe('holiday');
  });
});

describe('greeting text', () => {
  it('greets by name with a season line', () => {
    const g = greetingFor(at(2026, 11, 22, 9), 'UTC', 'Avery');
    expect(g).toEqual({ partOfDay: 'morning', season: 'holiday', headline: 'Good morning, Avery', seasonLine: SEASON_LINES.holiday.morning });
    expect(greetingFor(at(2026, 1, 21, 13), 'UTC').headline).toBe('Good afternoon');
    expect(greetingFor(at(2026, 7, 1, 20), 'UTC', '  ').headline).toBe('Good evening');
  });

  it('has a non-empty line for every season and part of the day', () => {
    fc.assert(fc.property(fc.integer({ min: at(2024, 1, 1), max: at(2030, 1, 1) }), fc.constantFrom('UTC', 'America/New_York', 'Asia/Kolkata'), (t, tz) => {
      const g = greetingFor(t, tz, 'Avery');
      expect(g.seasonLine.length).toBeGreaterThan(0);
      expect(g.headline.endsWith(', Avery')).toBe(true);
    }), { numRuns: 50 });
  });
});
