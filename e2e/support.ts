// Shared helpers of the browser suite: a page-error watch, axe, the demo member, and sign-in.
import { expect, test as base, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO = { email: 'demo@crema.coffee', password: 'Crema-Demo-2026', firstName: 'Avery' } as const;

/**
 * A test that fails on an uncaught page error or console error, except the console errors `expected` matches. The
 * browser logs every 4xx answer of the server (a wrong password's 401 is the app working as specified); an app
 * error or a 5xx still fails the test.
 */
export const testFailingOnPageErrors = (expected: RegExp = /^Failed to load resource: the server responded with a status of 4\d\d/) =>
  base.extend<{ pageErrors: string[] }>({
    pageErrors: [
      async ({ page }, use) => {
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
        page.on('console', (m) => {
          if (m.type() === 'error' && !expected.test(m.text())) errors.push(`console: ${m.text()}`);
        });
        await use(errors);
        expect(errors, 'page errors').toEqual([]);
      },
      { auto: true },
    ],
  });

/** Every test fails on an uncaught page error or console error (a 4xx answer's report aside). */
export const test = testFailingOnPageErrors();
export { expect };

/**
 * A page state as axe sees it: the project, the URL, the viewport and colour scheme, and a hash of the whole DOM
 * (every element, attribute and text). Two states with the same signature give axe the same input.
 */
const pageStateOf = (page: Page): Promise<string | undefined> =>
  page
    .evaluate(() => {
      const html = document.documentElement.outerHTML;
      let h = 0x811c9dc5;
      for (let i = 0; i < html.length; i++) h = Math.imul(h ^ html.charCodeAt(i), 0x01000193);
      const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
      return `${location.href} ${window.innerWidth}x${window.innerHeight} ${dark ? 'dark' : 'light'} ${html.length}:${(h >>> 0).toString(16)}`;
    })
    // A page on its way to another URL has no state to name: it is checked, never skipped or recorded.
    .catch(() => undefined);

/** The page states this worker has already found clean (each axe run is seconds on the 2-core machine). */
const axeClean = new Set<string>();

/**
 * No axe violation on the page as it is now. A state this worker already checked clean (the same page reached
 * again by another step or test) is not checked again: every distinct state still is, once.
 */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  const before = await pageStateOf(page);
  const state = before === undefined ? undefined : `${test.info().project.name}\n${before}`;
  if (state !== undefined && axeClean.has(state)) return;
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  // Only a state that held still through the run (a late load changes what was checked), and only a clean one.
  if (state !== undefined && (await pageStateOf(page)) === before) axeClean.add(state);
};

export const signIn = async (page: Page, returnTo = '/'): Promise<void> => {
  await page.goto(`/signin?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The server hashes at OWASP's scrypt cost: a sign-in takes a moment on a busy 2-core machine.
  await expect(page.getByText(`Hi, ${DEMO.firstName}`)).toBeVisible({ timeout: 20_000 });
};

/** A fresh fake backend for each test: storage starts empty in a new context, so nothing to do but document it. */
export const setFault = async (page: Page, operation: string, rule: Record<string, unknown>): Promise<void> => {
  await page.evaluate(([op, r]) => {
    const rules = JSON.parse(localStorage.getItem('crema.fake.faults') ?? '{}');
    localStorage.setItem('crema.fake.faults', JSON.stringify({ ...rules, [op as string]: r }));
  }, [operation, rule] as const);
};

/**
 * Waits until the app has taken over a page that arrived drawn ahead (build/first-view.ts): React holds the
 * page's heading. Until then the app is still reading the device's state it hydrates against, and a walk that
 * changes that state (a chosen store) would make the drawn page and the app's disagree. A page the app drew
 * itself passes at once.
 */
export const appTookOver = async (page: Page): Promise<void> => {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('root');
        if (root === null || !root.hasAttribute('data-first-view')) return true;
        const heading = root.querySelector('h1');
        return heading !== null && Object.keys(heading).some((k) => k.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
};

/** Selects a store as the locator does: writes its selected-store preference where either build keeps it. */
export const chooseStore = async (page: Page, storeNumber: string): Promise<void> => {
  await appTookOver(page);
  await page.evaluate((n) => {
    const record = { storeNumber: n, storeConfirmationTimestamp: Date.now(), userConfirmed: true };
    // The demo build's simulator keeps it in its table; the server build keeps it on the device under its own key.
    localStorage.setItem('crema.fake.table.locator.selectedStore', JSON.stringify({ record }));
    localStorage.setItem('crema.locator.selectedStore', JSON.stringify(record));
  }, storeNumber);
};

/**
 * The demo member signs in, orders one `drink` at `storeNumber` as a customer does (its page, the cart, "Place
 * order") and opens the order's page from the success modal's "Track order": the order's id.
 */
export const memberOrdersAndTracks = async (page: Page, storeNumber: string, drink: { readonly productNumber: string; readonly formCode: string }): Promise<string> => {
  await signIn(page, '/menu');
  await chooseStore(page, storeNumber);
  await page.goto(`/menu/product/${drink.productNumber}/${drink.formCode}`);
  await page.getByRole('button', { name: 'Add to order' }).click();
  await page.getByRole('link', { name: 'Review order' }).click();
  await expect(page.getByRole('complementary').getByText('Total', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('complementary').getByRole('button', { name: 'Review and pay' }).click();
  await page.getByRole('dialog', { name: 'Payment summary' }).getByRole('button', { name: 'Place order' }).click();
  const modal = page.getByRole('dialog', { name: 'Thanks! We’ve got your order.' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('link', { name: 'Track order' }).click();
  await expect(page).toHaveURL(/\/orders\/[^/?]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
};

/** Types a card into the guest checkout's 'Card details' form (expiry 12/2030, code 123, ZIP 98101) and uses it. */
export const enterCard = async (page: Page, number: string): Promise<void> => {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Month').selectOption('12');
  await form.getByLabel('Year').selectOption('2030');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('ZIP code').fill('98101');
  await form.getByRole('button', { name: 'Use this card' }).click();
};

export interface CardsWorld {
  readonly withCards: { readonly email: string; readonly password: string };
  readonly heldCards: readonly { readonly cardId: string; readonly cardNumber: string }[];
  readonly addableCard: { readonly cardNumber: string; readonly securityCode: string };
  readonly paymentInstrumentId: string;
}

/**
 * The server build only (its test controls): a fresh member from the cards fixture, holding 'My Card' ($18.45,
 * primary) and 'Office Card' ($3.20) and a saved Visa ending in 4242, signed in on `returnTo`; with a $25.00
 * card nobody holds yet. A walk that changes cards or payment methods does it as this member, never the shared
 * demo member.
 */
export const signInWithOwnCards = async (page: Page, returnTo = '/account/cards'): Promise<CardsWorld> => {
  const made = await page.request.post('/__test/cards/fixture');
  expect(made.ok()).toBe(true);
  const world = (await made.json()) as CardsWorld;
  await page.goto(`/signin?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('E-mail').fill(world.withCards.email);
  await page.getByLabel('Password').fill(world.withCards.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Hi, Fixture')).toBeVisible({ timeout: 20_000 });
  return world;
};

/** A phone's width and a desktop's, as the walks look at a page. */
export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** Axe at each width, and its screenshots when E2E_SHOTS_DIR is set; the page is left at the desktop width. */
export const lookAtBothWidths = async (page: Page, name: string): Promise<void> => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    const dir = process.env.E2E_SHOTS_DIR;
    if (dir !== undefined && dir !== '') await page.screenshot({ path: `${dir}/${name}-${size.width}.png`, fullPage: true });
  }
};
