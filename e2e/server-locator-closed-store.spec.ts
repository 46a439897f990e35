// Issue #32, a closed store on the server build: choosing one answered only "isn't accepting mobile orders right
// now", a dead end. Now the dialog says when it opens next (as the server's own status of the store has it), and
// offers up to three stores nearby that are open and take this guest's mobile order, nearest to the closed one
// first; choosing one selects it. The suite's clock is daytime in Seattle, where stores are open, so the walk looks
// for a city where it is early or late, and a store closed there, through the server's own API (never moving the
// shared clock).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support';

interface ApiStore {
  readonly storeNumber: string;
  readonly name: string;
  readonly open: boolean;
  readonly openStatusFormatted: string;
  readonly coordinates: { readonly latitude: number; readonly longitude: number };
  readonly schedule: readonly { readonly hoursFormatted: string }[];
  readonly timeZone: { readonly timeZoneId: string };
  readonly mobileOrdering: { readonly availability: string };
  readonly guestOrdering: boolean;
}

/** Cities around the world: at any hour of the suite's Seattle daytime, one of them is in its early morning or evening. */
const CITIES = [
  { name: 'Seattle', latitude: 47.60621, longitude: -122.33207 },
  { name: 'New York', latitude: 40.7128, longitude: -74.006 },
  { name: 'London', latitude: 51.50735, longitude: -0.12776 },
  { name: 'Paris', latitude: 48.85661, longitude: 2.35222 },
  { name: 'Istanbul', latitude: 41.00824, longitude: 28.97836 },
  { name: 'Dubai', latitude: 25.20485, longitude: 55.27078 },
  { name: 'Singapore', latitude: 1.35208, longitude: 103.81984 },
  { name: 'Tokyo', latitude: 35.67619, longitude: 139.65031 },
  { name: 'Sydney', latitude: -33.86882, longitude: 151.20929 },
  { name: 'Mexico City', latitude: 19.43261, longitude: -99.13321 },
] as const;

const DAY = { Sun: 'Sunday', Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday' } as const;

/** Minutes of the day from '6:00 AM'. */
const minutesOf = (clock: string): number => {
  const [, h = '0', m = '0', half = 'AM'] = /(\d+):(\d+) (AM|PM)/.exec(clock) ?? [];
  return (Number(h) % 12) * 60 + Number(m) + (half === 'PM' ? 720 : 0);
};
const minuteNow = (now: number, timeZone: string): number => {
  const [h = '0', m = '0'] = new Date(now).toLocaleTimeString('en-GB', { timeZone, hour12: false, hour: '2-digit', minute: '2-digit' }).split(':');
  return (Number(h) % 24) * 60 + Number(m);
};
/** Whether the store's state holds for the next 15 minutes (a walk takes under that): no opening or closing in between. */
const steadyFor15Minutes = (s: ApiStore, now: number): boolean => {
  const today = /^(.+) to (.+)$/.exec(s.schedule[0]?.hoursFormatted ?? '');
  if (today === null) return true;
  const at = minuteNow(now, s.timeZone.timeZoneId);
  const [open, close] = [minutesOf(today[1] ?? ''), minutesOf(today[2] ?? '') || 1440];
  return !((open > at && open - at < 15) || (close > at && close - at < 15));
};
const haversineKm = (a: ApiStore['coordinates'], b: ApiStore['coordinates']): number => {
  const r = Math.PI / 180;
  const h = Math.sin(((b.latitude - a.latitude) * r) / 2) ** 2 + Math.cos(a.latitude * r) * Math.cos(b.latitude * r) * Math.sin(((b.longitude - a.longitude) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

interface ClosedStore {
  readonly url: string;
  readonly store: ApiStore;
  /** Where it stands in the list (a phone shows ten at a time). */
  readonly index: number;
  /** The stores the dialog should offer, worked out here from the server's answer. */
  readonly offered: readonly string[];
}

/** A closed store that opens again, with stores nearby a guest can order from now, in the first city that has one. */
const findClosedStore = async (api: APIRequestContext): Promise<ClosedStore> => {
  const clock = await api.post('/__test/clock', { data: { advanceMs: 0 } });
  expect(clock.ok(), "the server's test clock").toBe(true);
  const { now } = (await clock.json()) as { now: number };
  for (const city of CITIES) {
    const found = await api.get('/apiproxy/v1/locations', { params: { lat: String(city.latitude), lng: String(city.longitude) } });
    if (!found.ok()) continue;
    const stores = ((await found.json()) as { store: ApiStore }[]).map((l) => l.store);
    const choosable = stores.filter((s) => s.open && s.mobileOrdering.availability === 'READY' && s.guestOrdering && steadyFor15Minutes(s, now));
    const index = stores.findIndex((s) => !s.open && s.openStatusFormatted.startsWith('Closed · Opens') && steadyFor15Minutes(s, now));
    const closed = stores[index];
    if (closed === undefined || choosable.length === 0) continue;
    const offered = [...choosable]
      .sort((a, b) => haversineKm(closed.coordinates, a.coordinates) - haversineKm(closed.coordinates, b.coordinates))
      .slice(0, 3)
      .map((s) => s.name);
    return { url: `/store-locator?map=${city.latitude},${city.longitude},12z`, store: closed, index, offered };
  }
  throw new Error(`no closed store with open stores nearby in ${CITIES.map((c) => c.name).join(', ')} at ${new Date(now).toISOString()}`);
};

/** The dialog's sentence for the server's 'Closed · Opens 7:00 AM' (today or tomorrow) or 'Closed · Opens Mon 7:00 AM'. */
const opensNextSentence = (s: ApiStore): RegExp => {
  const [, day, time = ''] = /^Closed · Opens (?:(\w{3}) )?(.+)$/.exec(s.openStatusFormatted) ?? [];
  const when = day === undefined ? '(today|tomorrow)' : `on ${DAY[day as keyof typeof DAY]}`;
  return new RegExp(`${s.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} opens ${when} at ${time}\\.`);
};

const chooseClosedStore = async (page: Page, c: ClosedStore) => {
  await page.goto(c.url);
  await expect(page.locator('article').first()).toBeVisible();
  const select = page.getByRole('button', { name: `Select ${c.store.name}`, exact: true });
  // A phone lists ten stores at a time.
  while ((await select.count()) === 0) await page.getByRole('button', { name: 'Show more stores' }).click();
  await select.click();
  return page.getByRole('alertdialog', { name: 'This store is unavailable' });
};

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

    test('a closed store: when it opens next, and the open stores nearby to choose instead', async ({ page }) => {
      const c = await findClosedStore(page.request);
      const dialog = await chooseClosedStore(page, c);
      await expect(dialog).toContainText("This store isn't accepting mobile orders right now. Please choose another store.");
      await expect(dialog).toContainText(opensNextSentence(c.store));
      await expect(dialog).toContainText('You can order ahead from it once it opens, for pickup up to an hour later.');
      // The alert is read whole first; its stores follow.
      await expect(dialog).toBeFocused();
      const nearby = dialog.getByRole('region', { name: 'Open now nearby' }).getByRole('button');
      await expect(nearby).toHaveCount(c.offered.length);
      await expect(nearby.locator('.locator-alternative__name')).toHaveText([...c.offered]);
      for (const b of await nearby.all()) await expect(b).toContainText(new RegExp(`\\d\\.\\d mi from ${c.store.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await page.screenshot({ path: `test-results/locator-closed-store/dialog-${width}.png` });
      await expectNoAxeViolations(page);

      // Choosing one selects it, and focus goes to its card.
      const first = c.offered[0] ?? '';
      await nearby.first().click();
      await expect(dialog).toBeHidden();
      const card = page.getByRole('article', { name: first });
      await expect(card.getByRole('button', { name: `${first} Selected` })).toBeVisible();
      await expect(card).toBeFocused();
    });
  });
}
