// Global setup: the server build's walks order from Seattle stores, whose hours (catalog store-hours) start
// between 5:00 and 8:00 and end between 17:00 and 24:00 there, and are shorter or closed on holidays (on
// Thanksgiving they close at 15:00). When the run starts outside 9:00 to 16:00 Seattle time or on a holiday, the
// server's test clock (test starts only) moves forward to the next 10:00 there on a day that is no holiday, so a
// walk's store is open whatever the day and hour CI runs at (a run at 6:45 found a store that opens at 8:00 still
// closed; a run on Thanksgiving afternoon found every store closed). The clock only moves forward: every answer,
// session and token stays consistent on the server.
import { SERVER_PORT } from '../playwright.config';
import { holidayOn, localTime } from '../packages/catalog/src/locator/store-hours';

const ZONE = 'America/Los_Angeles';
const OPEN_FROM = 9 * 60;
const OPEN_UNTIL = 16 * 60;
const MOVE_TO = 10 * 60;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Whether every walk's store is open for the whole run when it starts at `at`. */
const runnableAt = (at: number): boolean => {
  const t = localTime(at, ZONE);
  return t.minutes >= OPEN_FROM && t.minutes < OPEN_UNTIL && holidayOn(t, 'US') === undefined;
};

/** How far to move the clock from `now`: to the next 10:00 in Seattle on a day that is no holiday (a walk that starts its own server starts its clock there). */
export const advanceFrom = (now: number): number => {
  if (runnableAt(now)) return 0;
  const minutes = localTime(now, ZONE).minutes;
  let advance = ((MOVE_TO - minutes + 24 * 60) % (24 * 60)) * MINUTE;
  // A day ahead at most a few times: no two holidays of the calendar follow each other for long.
  while (!runnableAt(now + advance)) advance += DAY;
  return advance;
};

const moveBy = async (advanceMs: number): Promise<number> => {
  const answer = await fetch(`http://127.0.0.1:${SERVER_PORT}/__test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs }) });
  if (!answer.ok) throw new Error(`the server's test clock answered ${answer.status}: is it started with CREMA_TEST_CONTROLS=1?`);
  return ((await answer.json()) as { now: number }).now;
};

export default async function moveServerClock(): Promise<void> {
  const advanceMs = advanceFrom(await moveBy(0));
  if (advanceMs > 0) await moveBy(advanceMs);
}
