// What every answer of a real start carries: security headers, caching of the web build, the SPA fallback
// and real 404s, cookie flags, the CSRF Origin check, and no test controls in a production start.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist, testApp } from '../test/app';

describe('the server as the browser meets it', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp({ webDist: fakeWebDist() });
  }, 120_000);
  afterAll(() => t.close());

  it('sends a strict CSP without inline script, no framing, nosniff and the referrer policy', async () => {
    const r = await t.app.inject({ url: '/' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows inline styles only by the hashes of those the first views carry: no unsafe-inline', async () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const csp = String((await t.app.inject({ url: '/menu' })).headers['content-security-policy']);
    const styles = /style-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(styles).toEqual(["'self'", "'unsafe-hashes'", hash('h1{color:#1e3932}'), hash('color:#00754a')]);
  });

  it("gives the API's JSON answers the API's headers: they load nothing and are framed by no one", async () => {
    const r = await t.app.inject({ url: '/apiproxy/v1/nothing-here' });
    expect(r.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect([r.headers['x-content-type-options'], r.headers['x-frame-options'], r.headers['referrer-policy']]).toEqual(['nosniff', 'DENY', 'strict-origin-when-cross-origin']);
    expect(r.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(r.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('answers the app for the spec routes (never cached), a real 404 elsewhere, and never the Vite manifest', async () => {
    for (const url of ['/', '/menu/cart', '/store-locator?place=Seattle', '/account/cards/abc', '/gift/12345678', '/pickup/curbside', '/orders/abc', '/store/orders']) {
      const r = await t.app.inject({ url });
      expect([url, r.statusCode]).toEqual([url, 200]);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.body).toContain('<div id="root">');
    }
    expect((await t.app.inject({ url: '/wp-admin' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/index.html' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/apiproxy/v1/nothing-here' });
    expect([api.statusCode, api.json()]).toEqual([404, { code: 'NOT_FOUND' }]);
  });

  it("answers an entry page with the build's page that preloads its first view, any other route with the plain one", async () => {
    for (const url of ['/menu', '/menu/', '/menu?store=1']) expect((await t.app.inject({ url })).body).toContain('MenuPage-1.js');
    for (const url of ['/', '/menu/cart', '/menus']) expect((await t.app.inject({ url })).body).not.toContain('MenuPage-1.js');
    expect((await t.app.inject({ url: '/.routes/menu.html' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/.routes/routes.json' })).statusCode).toBe(404);
  });

  it("answers every /store/ path with the store screen's own page (another channel), never the customer app's", async () => {
    for (const url of ['/store/orders', '/store/orders/', '/store', '/store/elsewhere?x=1']) {
      const r = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect([url, r.statusCode, r.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
      expect(r.body).toContain('store-screen-1.js');
    }
    const member = await t.app.inject({ url: '/store/orders', cookies: { crema_session: 'any' }, headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(member.rawPayload).toString()).toContain('store-screen-1.js');
    for (const url of ['/', '/store-locator', '/signin?returnTo=%2Fstore%2Forders', '/stores']) expect((await t.app.inject({ url })).body).not.toContain('store-screen-1.js');
    expect((await t.app.inject({ url: '/store/index.html' })).body).toContain('store-screen-1.js');
    expect((await t.app.inject({ url: '/store/index.html' })).headers['cache-control']).toBe('no-cache');
  });

  it('sends a visitor without a session the entry page with its first view rendered, anyone signed in the plain one, compressed', async () => {
    const guest = await t.app.inject({ url: '/menu', headers: { 'accept-encoding': 'br' } });
    expect([guest.headers['content-encoding'], guest.headers.vary]).toEqual(['br', 'Accept-Encoding, Cookie']);
    expect(brotliDecompressSync(guest.rawPayload).toString()).toContain('<div id="root" data-first-view=""><h1 style="color:#00754a">Menu</h1></div>');
    const member = await t.app.inject({ url: '/menu', cookies: { crema_session: 'any' } });
    expect(member.body).toContain('MenuPage-1.js');
    expect(member.body).not.toContain('data-first-view');
    // A path with no rendered first view gets the plain page either way, and so does a query the view was not rendered with.
    expect((await t.app.inject({ url: '/menu/cart' })).body).not.toContain('data-first-view');
    expect((await t.app.inject({ url: '/menu?store=1' })).body).not.toContain('data-first-view');
    expect((await t.app.inject({ url: '/menu/' })).body).toContain('data-first-view');
  });

  it('caches hashed assets for a year', async () => {
    const r = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends assets pre-compressed as the browser accepts them (brotli, else gzip, else plain)', async () => {
    const get = (encoding?: string) => t.app.inject({ url: '/assets/index-abc123.js', headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });
    const br = await get('gzip, deflate, br');
    expect([br.statusCode, br.headers['content-encoding'], brotliDecompressSync(br.rawPayload).toString()]).toEqual([200, 'br', 'console.log(1)']);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await get('gzip');
    expect([gz.headers['content-encoding'], gunzipSync(gz.rawPayload).toString()]).toEqual(['gzip', 'console.log(1)']);
    const plain = await get();
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, 'console.log(1)']);
  });

  it('refuses an unsafe request from another origin (403) and takes one from its own', async () => {
    const body = { email: 'a@example.com', password: 'x' };
    const evil = await t.app.inject({ method: 'POST', url: '/apiproxy/v1/account/sign-in', headers: { origin: 'https://evil.example', host: 'crema.test' }, payload: body });
    expect(evil.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'POST', url: '/apiproxy/v1/account/sign-in', headers: { origin: 'http://crema.test', host: 'crema.test' }, payload: body });
    expect(own.statusCode).toBe(401);
  });

  it('has no test clock control in a production start', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/__test/clock', payload: { advanceMs: 1 } })).statusCode).toBe(404);
  });

  it('answers a malformed body with a 400 code, never a crash', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/apiproxy/v1/account/sign-in', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(r.statusCode).toBe(400);
    const wrongShape = await t.app.inject({ method: 'POST', url: '/apiproxy/v1/account/sign-in', payload: { email: 1 } });
    expect([wrongShape.statusCode, wrongShape.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('session cookies', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp({ trustProxy: { hops: 1 } });
  }, 120_000);
  afterAll(() => t.close());

  it('are httpOnly and SameSite=Lax, Secure over https (with HSTS), and cleared on sign-out with the row revoked', async () => {
    const join = await t.app.inject({
      method: 'POST',
      url: '/apiproxy/v1/account/register',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { firstName: 'Sam', lastName: 'Secure', email: 'sam@example.com', password: 'Secure-Pass-1' },
    });
    expect(join.statusCode).toBe(201);
    const cookie = String(join.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(join.headers['strict-transport-security']).toContain('max-age=');
    const value = /crema_session=([^;]+)/.exec(cookie)?.[1] ?? '';
    const who = await t.app.inject({ url: '/apiproxy/v1/account/session', cookies: { crema_session: value } });
    expect(who.json().member.email).toBe('sam@example.com');
    const out = await t.app.inject({ method: 'POST', url: '/apiproxy/v1/account/sign-out', cookies: { crema_session: value } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/crema_session=;/);
    // The old cookie, replayed, opens nothing: the row is revoked, whatever the browser kept.
    const replay = await t.app.inject({ url: '/apiproxy/v1/account/session', cookies: { crema_session: value } });
    expect(replay.json().member).toBeNull();
  });
});
