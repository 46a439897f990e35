// An installable app (issue #33) on the production build as `npm start` serves it: the page links a web app
// manifest with a name, a start URL inside its scope, a standalone display, a theme colour and icons (any and
// maskable, PNG at 192 and 512 px, each served at the size it declares), and Chromium itself finds nothing in the
// way of installing it (its own installability check, through the DevTools protocol).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect } from './support';
import { CHROMIUM_ARGS } from '../playwright.config';

interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
}

/** A PNG's width and height, from its IHDR chunk (bytes 16 to 23). */
const pngSize = (bytes: Buffer): string => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

test('the app has a manifest Chromium accepts for installing, with icons of the sizes it declares', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(href ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as { name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; icons: ManifestIcon[] };
  expect(manifest).toMatchObject({ short_name: 'Crema', start_url: '/', scope: '/', display: 'standalone', theme_color: '#2b1a12' });
  for (const purpose of ['any', 'maskable'])
    for (const size of ['192x192', '512x512']) expect(manifest.icons.filter((i) => i.purpose === purpose && i.sizes === size && i.type === 'image/png')).toHaveLength(1);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }

});

test('Chromium finds nothing in the way of installing the app', async ({ baseURL }) => {
  // Chromium's own verdict, in a profile of its own: a test's usual context is incognito, where no app installs.
  const profile = mkdtempSync(join(tmpdir(), 'crema-install-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    // The service worker in control, as it is once a customer has opened the app.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[]; url: string };
    expect(parsed.errors).toEqual([]);
    expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
