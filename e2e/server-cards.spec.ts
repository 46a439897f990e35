// The member's Crema cards on the production build and the server: every card shows its face, and no picture
// on the cards pages is a broken image (the server hosts no card artwork: the app draws each face).
import type { Page } from '@playwright/test';
import { test, expect, signIn } from './support';

const brokenImages = (page: Page) =>
  page.locator('img').evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src));

test("the member's cards show their faces and no broken image, on the list and a card's page", async ({ page }) => {
  await signIn(page, '/account/cards');
  const cards = page.getByRole('list', { name: 'Your cards' });
  await expect(cards.getByRole('link').first()).toBeVisible();
  const count = await cards.getByRole('listitem').count();
  await expect(cards.locator('svg.svc-art')).toHaveCount(count);
  expect(await brokenImages(page)).toEqual([]);
  await cards.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/account\/cards\/[^/?#]+$/);
  await expect(page.locator('main svg.svc-art').first()).toBeVisible();
  expect(await brokenImages(page)).toEqual([]);
});
