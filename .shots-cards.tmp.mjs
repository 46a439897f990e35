// Temporary screenshot helper for the cards/payments helper (not part of the repo; deleted at the end).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const who = args.includes('--new') ? ['new@crema.coffee', 'Crema-New-2026'] : args.includes('--guest') ? null : ['demo@crema.coffee', 'Crema-Demo-2026'];
const widths = args.includes('--desktop') ? [1280] : args.includes('--phone') ? [390] : [390, 1280];
const paths = args.filter((a) => !a.startsWith('--'));
const PORT = 4291;
const base = `http://127.0.0.1:${PORT}`;
const out = '/tmp/crema-shots';
mkdirSync(out, { recursive: true });
const server = spawn('pnpm', ['--filter', '@crema/web', 'exec', 'vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
const waitUp = async () => { for (let i = 0; i < 100; i++) { try { if ((await fetch(base)).ok) return; } catch {} await new Promise((r) => setTimeout(r, 200)); } throw new Error('no server'); };
try {
  await waitUp();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
    page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
    if (who) {
      await page.goto(`${base}/signin`);
      await page.getByLabel('E-mail').fill(who[0]);
      await page.getByLabel('Password').fill(who[1]);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${base}/`);
    }
    for (const p of paths) {
      await page.goto(base + p);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(900);
      const name = p.replace(/^\//, '').replace(/[/?#=&]+/g, '_') + (who ? '' : '-guest') + (args.includes('--new') ? '-new' : '');
      await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: !p.includes('#') });
      console.log(`${out}/${name}-${width}.png`);
    }
    await context.close();
  }
  await browser.close();
} finally { server.kill(); }
