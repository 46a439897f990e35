// When a closed store opens next (issue #32: choosing a closed store said only "isn't accepting mobile orders
// right now"). The spec's Location result carries a store's hours only as text: seven schedule days, today
// first, each '6:00 AM to 8:00 PM', 'Open 24 hours' or 'Closed', in the store's time zone. The rule reads that
// schedule at the clock's instant, taking its first day as today where the store is (the list is fetched now).
import type { ScheduleDay, Store } from './model';

export const MINUTES_PER_DAY = 24 * 60;

/** A day's hours as the schedule prints them: closed, open all day, or from `open` to `close` (minutes of the day). */
export type DayHours =
  | { readonly kind: 'closed' }
  | { readonly kind: 'allDay' }
  | { readonly kind: 'hours'; readonly open: number; readonly close: number; readonly openText: string };

const CLOCK = /^(\d{1,2}):(\d{2})\s*([AP])M$/i;
const HOURS = /^(.+?)\s+to\s+(.+)$/;

/** '6:00 AM' as a minute of the day; undefined for anything else. */
export const parseClock = (text: string): number | undefined => {
  const m = CLOCK.exec(text.trim());
  if (m === null) return undefined;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  return (hour % 12) * 60 + minute + ((m[3] ?? '').toUpperCase() === 'P' ? 12 * 60 : 0);
};

/** '6:00 AM' for a minute of the day, as the store hours print times. */
export const formatClock = (minuteOfDay: number): string => {
  const m = ((minuteOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour = Math.floor(m / 60);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(m % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
};

/** A schedule day's hours; undefined when the text is none of the printed forms (then nothing is claimed). */
export const parseDayHours = (hoursFormatted: string): DayHours | undefined => {
  const text = hoursFormatted.trim();
  if (/^closed$/i.test(text)) return { kind: 'closed' };
  if (/^open 24 hours$/i.test(text)) return { kind: 'allDay' };
  const m = HOURS.exec(text);
  if (m === null) return undefined;
  const openText = (m[1] ?? '').trim();
  const open = parseClock(openText);
  const closeAt = parseClock(m[2] ?? '');
  if (open === undefined || closeAt === undefined) return undefined;
  // A day that closes at '12:00 AM' closes at midnight, the day's end.
  return { kind: 'hours', open, close: closeAt === 0 ? MINUTES_PER_DAY : closeAt, openText };
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The minute of the day at an instant in an IANA time zone; undefined for a zone Intl does not know. */
export const minuteOfDayIn = (epochMs: number, timeZone: string): number | undefined => {
  try {
    let f = formatters.get(timeZone);
    if (f === undefined) {
      f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric' });
      formatters.set(timeZone, f);
    }
    const parts = f.formatToParts(epochMs);
    const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 'NaN');
    const minute = (get('hour') % 24) * 60 + get('minute');
    return Number.isFinite(minute) ? minute : undefined;
  } catch {
    return undefined;
  }
};

export interface NextOpening {
  /** Days after today where the store is: 0 today, 1 tomorrow, and so on. */
  readonly daysAhead: number;
  /** The schedule's name of that day ('Today', 'Tomorrow', 'Monday'). */
  readonly dayFormatted: string;
  /** When it opens that day, as its hours print it ('6:00 AM'). */
  readonly time: string;
  /** Minute of that day it opens. */
  readonly minuteOfDay: number;
  /** Minutes from now until then (a day counted as 24 hours, daylight-saving changes aside). */
  readonly minutesAhead: number;
}

/**
 * The first opening of a closed store strictly after `now` by its schedule: later today, else the first day
 * ahead that is not closed (a 24-hour day opens at midnight). Undefined for an open store, a store whose
 * schedule says it never opens in the days listed, or one whose hours or time zone cannot be read. A day
 * whose opening already passed counts as gone even when the schedule says it is open now: the store says it
 * is closed (closed early, say), so the next opening is a later day's.
 */
export const nextOpening = (store: Pick<Store, 'open' | 'schedule' | 'timeZone'>, now: number): NextOpening | undefined => {
  if (store.open) return undefined;
  const nowMinute = minuteOfDayIn(now, store.timeZone.timeZoneId);
  if (nowMinute === undefined) return undefined;
  const at = (daysAhead: number, day: ScheduleDay, minuteOfDay: number, time: string): NextOpening => ({
    daysAhead,
    dayFormatted: day.dayFormatted,
    time,
    minuteOfDay,
    minutesAhead: daysAhead * MINUTES_PER_DAY + minuteOfDay - nowMinute,
  });
  for (const [daysAhead, day] of store.schedule.entries()) {
    const hours = parseDayHours(day.hoursFormatted);
    if (hours === undefined) return undefined;
    if (hours.kind === 'closed') continue;
    const opensAt = hours.kind === 'allDay' ? 0 : hours.open;
    const text = hours.kind === 'allDay' ? formatClock(0) : hours.openText;
    if (daysAhead > 0 || opensAt > nowMinute) return at(daysAhead, day, opensAt, text);
  }
  return undefined;
};
