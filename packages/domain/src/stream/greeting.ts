// The home header greeting (spec section 4 "Greeting"): part of day in the visitor's time zone, plus a
// season line. Texts are not given by the spec; they are ours.
import { type MonthDay, type Season, seasonOf } from './seasons';

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** Morning before 12:00, afternoon 12:00 to before 17:00, evening from 17:00. */
export const partOfDay = (hour: number): PartOfDay => (hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening');

export interface LocalDateTime extends MonthDay {
  readonly year: number;
  readonly hour: number;
  readonly minute: number;
}

export const FALLBACK_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  formatters.set(timeZone, f);
  return f;
};

/** Whether Intl knows the IANA time zone. */
export const isValidTimeZone = (timeZone: string): boolean => {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
};

/** The wall-clock date and time at `epochMs` in an IANA time zone (an unknown zone falls back to UTC). */
export const localDateTime = (epochMs: number, timeZone: string): LocalDateTime => {
  const f = isValidTimeZone(timeZone) ? formatterFor(timeZone) : formatterFor(FALLBACK_TIME_ZONE);
  const parts = f.formatToParts(epochMs);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? '0');
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute') };
};

const HELLO: Readonly<Record<PartOfDay, string>> = {
  morning: 'Good morning',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
};

/** One warm line per season and part of day. Text not given by the spec. */
export const SEASON_LINES: Readonly<Record<Season, Readonly<Record<PartOfDay, string>>>> = {
  autumnOne: {
    morning: 'The first crisp mornings are here. Pumpkin spice is back.',
    afternoon: 'Summer is winding down. Time for a little pumpkin spice.',
    evening: 'Cooler evenings call for something warm and spiced.',
  },
  autumnTwo: {
    morning: 'Sweater weather and a maple latte: a good start.',
    afternoon: 'Crunchy leaves outside, something cozy inside.',
    evening: 'The nights are drawing in. Warm up with us.',
  },
  holiday: {
    morning: 'The red cups are out. Let the merry mornings begin.',
    afternoon: 'Take a break from the holiday rush with a peppermint mocha.',
    evening: 'Wrap up the day with something festive.',
  },
  winter: {
    morning: 'A fresh year deserves a fresh cup.',
    afternoon: 'Beat the January chill with something warm.',
    evening: 'Cold outside, cozy inside. We saved you a seat.',
  },
  spring: {
    morning: 'New term, new routine. Fuel up for the day ahead.',
    afternoon: 'Study break? We have just the thing.',
    evening: 'Longer days are on the way. Treat yourself tonight.',
  },
  summerOne: {
    morning: 'Sunny mornings taste better iced.',
    afternoon: 'Hello, summer. Cool off with a cold brew.',
    evening: 'Golden evenings pair well with a refresher.',
  },
  summerTwo: {
    morning: 'Long summer days start with cold foam.',
    afternoon: 'Peak summer, peak iced-coffee season.',
    evening: 'Warm night? Chill out with something iced.',
  },
  default: {
    morning: 'Rise and shine. Your coffee is waiting.',
    afternoon: 'Time for an afternoon pick-me-up.',
    evening: 'Unwind with a favorite of yours.',
  },
};

export interface Greeting {
  readonly partOfDay: PartOfDay;
  readonly season: Season;
  /** 'Good morning, Avery' (or 'Good morning' without a name). */
  readonly headline: string;
  readonly seasonLine: string;
}

/** The greeting at `now` in `timeZone` for an optional first name. */
export const greetingFor = (now: number, timeZone: string, firstName?: string): Greeting => {
  const local = localDateTime(now, timeZone);
  const part = partOfDay(local.hour);
  const season = seasonOf(local);
  const name = firstName?.trim();
  return {
    partOfDay: part,
    season,
    headline: name ? `${HELLO[part]}, ${name}` : HELLO[part],
    seasonLine: SEASON_LINES[season][part],
  };
};
