// Global setup: the server build's walks order from Seattle stores, whose hours (catalog store-hours) start
// between 5:00 and 8:00 and end between 17:00 and 24:00 there. When the run starts outside 9:00 to 16:00 Seattle
// time, the server's test clock (test starts only) moves forward to the next 10:00 there, so a walk's store is
// open whatever the hour CI runs at (a run at 6:45 found a store that opens at 8:00 still closed). The clock only moves forward: every
// answer, session and token stays consistent on the server.
import { SERVER_PORT } from '../playwright.config';

const ZONE = 'America/Los_Angeles';
const OPEN_FROM = 9 * 60;
const OPEN_UNTIL = 16 * 60;
const MOVE_TO = 10 * 60;

/** Minutes past midnight in Seattle at `at`. */
const seattleMinutes = (at: Date): number => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return n('hour') * 60 + n('minute');
};

export default async function moveServerClock(): Promise<void> {
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  const now = await fetch(`${base}/__test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 0 }) });
  if (!now.ok) throw new Error(`the server's test clock answered ${now.status}: is it started with CREMA_TEST_CONTROLS=1?`);
  const minutes = seattleMinutes(new Date(((await now.json()) as { now: number }).now));
  if (minutes >= OPEN_FROM && minutes < OPEN_UNTIL) return;
  const advanceMs = (((MOVE_TO - minutes + 24 * 60) % (24 * 60)) * 60_000);
  const moved = await fetch(`${base}/__test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs }) });
  if (!moved.ok) throw new Error(`the server's test clock answered ${moved.status}`);
}
