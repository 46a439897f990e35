// TEMPORARY: locator screenshots in interaction states (deleted before hand-off).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
const PORT = 4191;
const base = `http://127.0.0.1:${PORT}`;
mkdirSync('.reports/shots', { recursive: true });
const server = spawn('pnpm', ['--filter', '@crema/web', 'exec', 'vite', 'preview', '--outDir', process.env.OUTDIR ?? '/tmp/crema-loc', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
const only = process.argv[2];
try {
  for (let i = 0; i < 100; i++) { try { if ((await fetch(base)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const SEA = '/store-locator?map=47.60621,-122.33207,12z&place=Seattle%2C%20WA%2C%20United%20States';
  const shots = [
    ['loc-list', SEA, async () => {}],
    ['loc-empty', '/store-locator', async () => {}],
    ['loc-filters', SEA, async (p) => { await p.getByRole('button', { name: /^Filter/ }).click(); await p.getByRole('checkbox', { name: 'Drive-thru' }).check(); }],
    ['loc-details', SEA, async (p) => { await p.getByRole('button', { name: '1st & Pike details' }).click(); }],
    ['loc-menu', '/menu/store-locator?map=47.60621,-122.33207,12z', async (p) => { await p.getByRole('button', { name: 'Select Pine & Jackson' }).scrollIntoViewIfNeeded(); await p.getByRole('button', { name: 'Select Pine & Jackson' }).click(); }],
    ['loc-member', SEA, async (p) => {}, true],
    ['loc-suggest', '/store-locator', async (p) => { await p.getByRole('combobox').fill('Port'); await p.getByRole('option').first().waitFor(); }],
    ['deliv-landing', '/store-locator/delivery', async () => {}, false, true],
    ['deliv-locator', '/store-locator', async () => {}],
    ['loc-nostores', '/store-locator?map=46.2,-127.5,10z', async (p) => { await p.getByText('No stores were found.').waitFor(); }],
  ].filter((s) => !only || s[0] === only);
  for (const width of [390, 1280]) {
    for (const [name, url, act, member, noBox] of shots) {
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
      const page = await context.newPage();
      page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
      page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
      if (member) {
        await page.goto(`${base}/signin`);
        await page.getByLabel('E-mail').fill('demo@crema.coffee');
        await page.getByLabel('Password').fill('Crema-Demo-2026');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
      }
      await page.goto(base + url);
      if (!noBox) await page.getByRole('combobox').waitFor();
      await page.waitForTimeout(1500);
      await act(page);
      await page.waitForTimeout(700);
      await page.screenshot({ path: `.reports/shots/${name}-${width}.png` });
      console.log(`.reports/shots/${name}-${width}.png`);
      await context.close();
    }
  }
  await browser.close();
} finally { server.kill(); }
