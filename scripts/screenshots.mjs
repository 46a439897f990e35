// Screenshots of pages at a phone width (390 px) and a desktop width (1280 px), for a person to look at.
// Usage: node scripts/screenshots.mjs [--member] [--store=12345-67890] /path [/path ...]   (serves the production build itself)
// --store selects that store first (writes the locator's selected-store preference, as the browser tests do).
// Output: .reports/shots/<name>-<width>.png
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const member = args.includes('--member');
const store = args.find((a) => a.startsWith('--store='))?.slice('--store='.length);
const paths = args.filter((a) => !a.startsWith('--'));
const PORT = Number(process.env.SHOTS_PORT ?? 4188);
const base = `http://127.0.0.1:${PORT}`;
mkdirSync('.reports/shots', { recursive: true });

const server = spawn('pnpm', ['--filter', '@crema/web', 'exec', 'vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
const waitUp = async () => {
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(base)).ok) return; } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('preview server did not start');
};
try {
  await waitUp();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    if (member) {
      await page.goto(`${base}/signin`);
      await page.getByLabel('E-mail').fill('demo@crema.coffee');
      await page.getByLabel('Password').fill('Crema-Demo-2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
    }
    if (store !== undefined) {
      await page.goto(base);
      await page.evaluate((n) => {
        localStorage.setItem('crema.fake.table.locator.selectedStore', JSON.stringify({ record: { storeNumber: n, storeConfirmationTimestamp: Date.now(), userConfirmed: true } }));
      }, store);
    }
    for (const p of paths) {
      await page.goto(base + p);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
      const name = (p === '/' ? 'home' : p.replace(/^\//, '').replace(/[/?#=&]+/g, '_')) + (member ? '-member' : '') + (store !== undefined ? `-store${store}` : '');
      await page.screenshot({ path: `.reports/shots/${name}-${width}.png`, fullPage: true });
      console.log(`.reports/shots/${name}-${width}.png`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
}
