// Opening hours of the chain's stores: a few weekly patterns, holiday hours, and the open status computed in
// the store's own time zone at an instant (Intl), formatted as the server would ('Open until
// 8:00 PM', 'Closed · Opens 6:00 AM').
import type { ScheduleDay } from '@crema/domain/locator';

/** Opening and closing minute of a day (close may be 1440, midnight); undefined when closed all day. */
export type DayHours = readonly [number, number] | undefined;
/** Sunday first, as Date.getUTCDay. */
export type WeekHours = readonly [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours];

const h = (open: number, close: number): DayHours => [open, close];
const same = (d: DayHours): WeekHours => [d, d, d, d, d, d, d];
const ALL_DAY: DayHours = [0, 1440];

export interface HoursPattern {
  readonly week: WeekHours;
  readonly allDay: boolean;
  /** Office-area stores close on big holidays. */
  readonly closesOnHolidays: boolean;
}

/** Weekly patterns with their draw weights. Pattern 2 is the 24-hour store. */
export const HOURS_PATTERNS: readonly (HoursPattern & { readonly weight: number })[] = [
  { week: same(h(330, 1260)), allDay: false, closesOnHolidays: false, weight: 30 },
  { week: [h(420, 1140), h(360, 1200), h(360, 1200), h(360, 1200), h(360, 1200), h(360, 1200), h(420, 1200)], allDay: false, closesOnHolidays: false, weight: 22 },
  { week: same(ALL_DAY), allDay: true, closesOnHolidays: false, weight: 2 },
  { week: [undefined, h(420, 1080), h(420, 1080), h(420, 1080), h(420, 1080), h(420, 1080), h(480, 1020)], allDay: false, closesOnHolidays: true, weight: 8 },
  { week: same(h(360, 1320)), allDay: false, closesOnHolidays: false, weight: 15 },
  { week: same(h(300, 1380)), allDay: false, closesOnHolidays: false, weight: 8 },
  { week: [h(480, 1200), h(390, 1290), h(390, 1290), h(390, 1290), h(390, 1290), h(390, 1290), h(390, 1290)], allDay: false, closesOnHolidays: false, weight: 10 },
  { week: same(h(420, 1140)), allDay: false, closesOnHolidays: true, weight: 5 },
];
export const ALL_DAY_PATTERN = 2;

/** A local calendar date and time in some zone. */
export interface LocalTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  /** 0 Sunday .. 6 Saturday. */
  readonly weekday: number;
  readonly minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The wall-clock date and time in a time zone at an instant. */
export const localTime = (epochMs: number, timeZone: string): LocalTime => {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short', hour: 'numeric', minute: 'numeric' });
    formatters.set(timeZone, f);
  }
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(epochMs)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS[parts.weekday ?? 'Sun'] ?? 0,
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
};

/** The calendar date `days` after a local date (weekday follows). */
const addDays = (t: LocalTime, days: number): LocalTime => {
  const d = new Date(Date.UTC(t.year, t.month - 1, t.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay(), minutes: 0 };
};

/** The holiday a local date is, for stores of a country (US Thanksgiving: fourth Thursday of November). */
export const holidayOn = (t: Pick<LocalTime, 'month' | 'day' | 'weekday'>, countryCode: string): string | undefined => {
  if (t.month === 1 && t.day === 1) return "New Year's Day";
  if (t.month === 12 && t.day === 24) return 'Christmas Eve';
  if (t.month === 12 && t.day === 25) return 'Christmas Day';
  if (t.month === 12 && t.day === 31) return "New Year's Eve";
  if (countryCode === 'US' && t.month === 11 && t.weekday === 4 && t.day >= 22 && t.day <= 28) return 'Thanksgiving';
  return undefined;
};

/** A day's hours after any holiday change, and the holiday's name. */
export const hoursOn = (p: HoursPattern, t: Pick<LocalTime, 'month' | 'day' | 'weekday'>, countryCode: string): { hours: DayHours; holiday?: string } => {
  const base = p.week[t.weekday];
  const holiday = holidayOn(t, countryCode);
  if (holiday === undefined || p.allDay || base === undefined) return holiday === undefined ? { hours: base } : { hours: base, holiday };
  const [open, close] = base;
  switch (holiday) {
    case 'Christmas Day':
    case 'Thanksgiving':
      return { hours: p.closesOnHolidays ? undefined : [Math.max(open, 480), Math.min(close, 900)], holiday };
    case "New Year's Day":
      return { hours: p.closesOnHolidays ? undefined : [Math.max(open, 480), close], holiday };
    default:
      return { hours: [open, Math.min(close, 1020)], holiday };
  }
};

/** Whether a store with this pattern is open at a local time. */
export const isOpenAt = (p: HoursPattern, t: LocalTime, countryCode: string): boolean => {
  if (p.allDay) return true;
  const { hours } = hoursOn(p, t, countryCode);
  return hours !== undefined && t.minutes >= hours[0] && t.minutes < hours[1];
};

/** '8:00 PM' (12:00 AM for midnight). */
export const formatClock = (minutes: number): string => {
  const m = minutes % 1440;
  const hour = Math.floor(m / 60);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
};

const formatHours = (hours: DayHours, allDay: boolean): string =>
  allDay ? 'Open 24 hours' : hours === undefined ? 'Closed' : `${formatClock(hours[0])} to ${formatClock(hours[1])}`;

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const SHORT_DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface OpenStatus {
  readonly open: boolean;
  readonly openStatusFormatted: string;
  readonly hoursStatusFormatted: string;
  readonly schedule: readonly ScheduleDay[];
}

/** Open flag, status texts and the seven-day schedule (today first) of a store at a local time. */
export const openStatus = (p: HoursPattern, now: LocalTime, countryCode: string): OpenStatus => {
  const days = Array.from({ length: 7 }, (_, k) => (k === 0 ? now : addDays(now, k)));
  const schedule: ScheduleDay[] = days.map((d, k) => {
    const { hours, holiday } = hoursOn(p, d, countryCode);
    const dayFormatted = k === 0 ? 'Today' : k === 1 ? 'Tomorrow' : DAY_NAMES[d.weekday] ?? '';
    return holiday === undefined ? { dayFormatted, hoursFormatted: formatHours(hours, p.allDay) } : { dayFormatted, hoursFormatted: formatHours(hours, p.allDay), holidayFormatted: holiday };
  });
  const today = hoursOn(p, now, countryCode).hours;
  const hoursStatusFormatted = p.allDay ? 'Open 24 hours' : today === undefined ? 'Closed today' : formatHours(today, false);
  if (p.allDay) return { open: true, openStatusFormatted: 'Open 24 hours', hoursStatusFormatted, schedule };
  if (isOpenAt(p, now, countryCode) && today !== undefined) {
    return { open: true, openStatusFormatted: `Open until ${formatClock(today[1])}`, hoursStatusFormatted, schedule };
  }
  let next = '';
  if (today !== undefined && now.minutes < today[0]) next = formatClock(today[0]);
  else {
    for (let k = 1; k < 7 && next === ''; k++) {
      const d = days[k];
      const hours = d === undefined ? undefined : hoursOn(p, d, countryCode).hours;
      if (d !== undefined && hours !== undefined) next = k === 1 ? formatClock(hours[0]) : `${SHORT_DAY_NAMES[d.weekday] ?? ''} ${formatClock(hours[0])}`;
    }
  }
  return { open: false, openStatusFormatted: next === '' ? 'Closed' : `Closed · Opens ${next}`, hoursStatusFormatted, schedule };
};
