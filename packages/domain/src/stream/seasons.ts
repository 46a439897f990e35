// Greeting seasons (spec section 9). Each season is a range of calendar days, inclusive at both ends.
// The spec dates the holiday season Nov 7 2024 to Jan 2 2025; we apply it every year, Nov 7 to Jan 2,
// wrapping over New Year. Jan 21 falls in no season, and so does any date outside every range: default.

export type SeasonId = 'autumnOne' | 'autumnTwo' | 'holiday' | 'winter' | 'spring' | 'summerOne' | 'summerTwo';
export type Season = SeasonId | 'default';

/** A calendar day: month 1..12, day 1..31. */
export interface MonthDay {
  readonly month: number;
  readonly day: number;
}

export interface SeasonRange {
  readonly id: SeasonId;
  readonly from: MonthDay;
  readonly to: MonthDay;
}

const md = (month: number, day: number): MonthDay => ({ month, day });

export const SEASONS: readonly SeasonRange[] = [
  { id: 'autumnOne', from: md(8, 27), to: md(9, 15) },
  { id: 'autumnTwo', from: md(9, 16), to: md(11, 6) },
  { id: 'holiday', from: md(11, 7), to: md(1, 2) },
  { id: 'winter', from: md(1, 3), to: md(1, 20) },
  // The spec's back-to-school-style season, Jan 22 to May 19 (the spring term).
  { id: 'spring', from: md(1, 22), to: md(5, 19) },
  { id: 'summerOne', from: md(5, 20), to: md(6, 24) },
  { id: 'summerTwo', from: md(6, 25), to: md(8, 26) },
];

/** Orders calendar days within a year: Jan 1 is 101, Dec 31 is 1231. */
const key = (d: MonthDay): number => d.month * 100 + d.day;

/** Whether a day lies in a range; a range whose end comes before its start wraps over New Year. */
export const inSeasonRange = (d: MonthDay, r: SeasonRange): boolean => {
  const k = key(d);
  const from = key(r.from);
  const to = key(r.to);
  return from <= to ? k >= from && k <= to : k >= from || k <= to;
};

/** Every season holding the day (the rules make this at most one; a property test checks it). */
export const seasonsHolding = (d: MonthDay): readonly SeasonId[] => SEASONS.filter((r) => inSeasonRange(d, r)).map((r) => r.id);

export const seasonOf = (d: MonthDay): Season => seasonsHolding(d)[0] ?? 'default';
