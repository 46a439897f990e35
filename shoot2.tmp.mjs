import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1000, height: 640 } });
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text() + ' ' + JSON.stringify(m.location())); });
await page.goto('http://127.0.0.1:4199/map-demo.html?z=3&lat=30&lng=-40');
await page.waitForSelector('svg.crema-map__base[data-basemap="low"]');
const log = () => page.locator('#log').textContent();
// drag
await page.mouse.move(500, 300); await page.mouse.down();
const t0 = Date.now();
for (let i = 1; i <= 30; i++) await page.mouse.move(500 - i * 10, 300 + i * 3);
const t1 = Date.now();
await page.mouse.up();
console.log('drag z3 30 moves ms', t1 - t0, await log());
// wheel zoom in 4 notches at a point
for (let i = 0; i < 4; i++) { await page.mouse.move(300, 200); await page.mouse.wheel(0, -100); await page.waitForTimeout(250); }
await page.waitForTimeout(500);
console.log('after wheel', await page.locator('.crema-map').getAttribute('data-zoom'), await log());
await page.waitForSelector('svg.crema-map__base[data-basemap="high"]');
await page.mouse.move(500, 300); await page.mouse.down();
const t2 = Date.now();
for (let i = 1; i <= 30; i++) await page.mouse.move(500 - i * 10, 300 + i * 3);
const t3 = Date.now();
await page.mouse.up();
console.log('drag z7 30 moves ms', t3 - t2, await log());
// measure render time of a pan at z7
const ms = await page.evaluate(async () => {
  const region = document.querySelector('.crema-map');
  region.focus();
  const t = performance.now();
  for (let i = 0; i < 20; i++) { region.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })); await new Promise(r => requestAnimationFrame(() => r())); }
  region.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowLeft', bubbles: true }));
  return (performance.now() - t) / 20;
});
console.log('per key-pan frame ms at z7', ms.toFixed(1), await log());
await page.keyboard.press('Tab');
console.log('focused', await page.evaluate(() => document.activeElement?.getAttribute('aria-label')));
await page.screenshot({ path: '/tmp/mapshots/after.png' });
await page.goto('http://127.0.0.1:4199/map-demo.html?z=3&lat=30&lng=-40');
await page.waitForSelector('svg.crema-map__base[data-basemap="low"]');
await page.keyboard.press('Tab');
console.log('first tab focus', await page.evaluate(() => document.activeElement?.className));
await page.screenshot({ path: '/tmp/mapshots/focus.png' });
console.log('errors', errors);
await browser.close();
