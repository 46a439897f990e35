// Browser walk of '/': the signed-out first page, the member stream, its failure and the phone actions. They run
// on the server build; the stream failure injects a fault, so it runs on the demo build.
import { test, expect, expectNoAxeViolations, signIn, setFault, DEMO } from './support';

test('signed out: the greeting and the benefits carousel, and no stream code or request', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)$/ })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'Crema Rewards benefits' });
  await expect(carousel.getByRole('group', { name: '1 of 4: Free drinks and food' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next benefit' }).click();
  await expect(carousel.getByRole('group', { name: '2 of 4: Order ahead' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'For you' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(loaded.filter((u) => /\/assets\/(HomeStream|stream)-/.test(u))).toEqual([]);
  // Neither the guest stream nor the member stream is asked for (the server build's requests are all seen here).
  expect(loaded.filter((u) => /\/apiproxy\/v1\/(unauth\/)?stream-items/.test(u))).toEqual([]);
});

test('member: greeting with the name, stream cards, the rewards status card and its expander', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO.firstName);
  await expect(page.getByRole('heading', { name: 'Buy one, get one free' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Holiday favorites are back' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Double Stars Monday' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Celebrate with us' }).getByRole('link', { name: 'Add your birthday' })).toHaveAttribute('href', '/account/personal');
  await expect(page.getByRole('link', { name: 'Details', exact: true })).toHaveAttribute('href', '/account/rewards');
  const expander = page.getByRole('button', { name: 'Rewards you can get with Stars' });
  await expect(expander).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Handcrafted drink or hot breakfast', { exact: true })).toBeHidden();
  await expander.click();
  await expect(expander).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Handcrafted drink or hot breakfast', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Your Stars are expiring' }).getByRole('link', { name: 'Scan in store' })).toHaveAttribute('href', /\/account\/cards\/.+#pay$/);
  // The first card in view counts an impression (IntersectionObserver at 50 percent).
  await expect(page.locator('article[data-impression="counted"]').first()).toBeVisible();
  // One card leads: the first spans the feed with a larger title; the next two sit side by side, smaller.
  const feed = page.getByRole('region', { name: 'For you' }).getByRole('article');
  const [first, second, third] = await Promise.all([0, 1, 2].map(async (i) => feed.nth(i).boundingBox()));
  const titleSize = (i: number) => feed.nth(i).getByRole('heading', { level: 3 }).evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
  expect(first?.width ?? 0).toBeGreaterThan(1.8 * (second?.width ?? Infinity));
  expect(second?.y).toBe(third?.y);
  expect(await titleSize(0)).toBeGreaterThan(1.4 * (await titleSize(1)));
  await expectNoAxeViolations(page);
});

test('member: a stream failure says to refresh, and Refresh recovers', { tag: '@fake' }, async ({ page }) => {
  await signIn(page);
  await setFault(page, 'getStreamItems', { status: 500, times: 1 });
  await page.reload();
  await expect(page.getByText('Please try refreshing the page.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'Buy one, get one free' })).toBeVisible();
  await expect(page.getByText('Please try refreshing the page.')).toHaveCount(0);
});

test('member on a phone (390 px): scan and start-an-order buttons', async ({ page }) => {
  await signIn(page); // the header greeting that signIn waits for shows on wide screens only
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const actions = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(actions.getByRole('link', { name: 'Scan to pay' })).toHaveAttribute('href', /\/account\/cards\/.+#pay$/);
  await expect(actions.getByRole('link', { name: 'Start an order' })).toHaveAttribute('href', '/menu');
  await expect(page.getByText('Pay with your phone')).toBeVisible(); // the Purchase task is mobile only
  await expectNoAxeViolations(page);
});
