import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4199/map-demo.html';
const shots = JSON.parse(process.argv[2]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const s of shots) {
  const page = await browser.newPage({ viewport: { width: s.w ?? 1000, height: s.h ?? 640 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  await page.goto(base + s.q);
  await page.waitForSelector('svg.crema-map__base');
  await page.waitForTimeout(s.wait ?? 1500);
  if (s.script) await page.evaluate(s.script);
  await page.screenshot({ path: `/tmp/mapshots/${s.name}.png` });
  console.log(s.name, await page.locator('svg.crema-map__base').getAttribute('data-basemap'), errors.join(' | '));
  await page.close();
}
await browser.close();
