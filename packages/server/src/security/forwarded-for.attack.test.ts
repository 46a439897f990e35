// Issue #26: with CREMA_TRUST_PROXY=1 the server believed every hop of X-Forwarded-For, so a client named its own
// address in the first entry and every per-address limit (sign-in burst guard, address lockout, the tokenizer's
// card-testing guard) saw a new client on each request. Now `1` means one proxy: the address it appended, the
// LAST entry, whatever the client wrote before it. Each request below sends a fresh made-up first entry, as the
// attacker did, and the entry a proxy would append for one real client.
import { describe, expect, it } from 'vitest';
import { ADDRESS_ATTEMPTS, AuthCodes } from '@crema/domain/auth';
import { TOKENIZE_PATH } from '@crema/domain/payments/wire';
import { parseTrustProxy, readSettings, SettingsError } from '../config';
import { startServerProcess, useServerProcess } from '../test/server-process';
import { countBy, send, type Answer } from '../test/attack-http';

const server = useServerProcess({ CREMA_TRUST_PROXY: '1' });

let spoofs = 0;
/** What the one proxy forwards for `client`: the client's own (made-up, new each time) header, then the client's address. */
const via = (client: string): Record<string, string> => ({ 'x-forwarded-for': `198.51.100.${++spoofs % 250}, 10.9.${spoofs % 250}.1, ${client}` });
const burst = (n: number, one: (i: number) => Promise<Answer>) => Promise.all(Array.from({ length: n }, (_, i) => one(i)));

describe('CREMA_TRUST_PROXY=1: one trusted hop', () => {
  it('70 sign-ins from one client behind the proxy meet the per-address burst guard (60 a minute)', async () => {
    const answers = await burst(70, () => send(server.baseUrl, '/apiproxy/v1/account/sign-in', { body: { email: 'x', password: '' }, headers: via('203.0.113.7') }));
    expect(countBy(answers)[429]).toBe(10);
  });

  it(`25 wrong passwords over many e-mails from one client: at most ${ADDRESS_ATTEMPTS.maxFailedAttempts} 401s, then the address is paused (423)`, async () => {
    const answers = await burst(25, (i) => send(server.baseUrl, '/apiproxy/v1/account/sign-in', { body: { email: `nobody-${i}@example.com`, password: 'a-wrong-password-1' }, headers: via('203.0.113.8') }));
    const n = countBy(answers);
    expect(n[401]).toBeLessThanOrEqual(ADDRESS_ATTEMPTS.maxFailedAttempts);
    expect(answers.filter((a) => a.status === 423).every((a) => a.code === AuthCodes.LOCKED_OUT)).toBe(true);
    expect((n[423] ?? 0) + (n[401] ?? 0)).toBe(25);
  });

  it('40 tokenizations from one client meet the card-testing guard (30 a minute); another client behind the same proxy is not held back', async () => {
    const card = { cardNumber: '4111111111111111', securityCode: '123', expiry: { month: 12, year: 2031 }, allowedBrands: ['visa'] };
    const answers = await burst(40, () => send(server.baseUrl, TOKENIZE_PATH, { body: card, headers: via('203.0.113.9') }));
    expect(countBy(answers)[429]).toBe(10);
    expect((await send(server.baseUrl, TOKENIZE_PATH, { body: card, headers: via('203.0.113.10') })).status).not.toBe(429);
  });
});

describe('the CREMA_TRUST_PROXY setting', () => {
  it('is nothing unset, a hop count, or a list of proxy addresses/CIDRs; anything else (true included) is refused', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual({ addresses: ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback'] });
    for (const bad of ['true', 'banana', '10.0.0.0/33', '10.0.0.1/8/8', '127.0.0.1,', '300.1.1.1']) expect(parseTrustProxy(bad)).toEqual(expect.stringMatching(/^CREMA_TRUST_PROXY must be /));
    expect(() => readSettings({ CREMA_DATA_DIR: 'memory', CREMA_TRUST_PROXY: 'true' })).toThrow(SettingsError);
  });

  it('refused at start: the process exits with one line saying why', async () => {
    await expect(startServerProcess({ CREMA_TRUST_PROXY: 'everyone' })).rejects.toThrow(/exited \(1\)\n✗ CREMA_TRUST_PROXY must be [^\n]*'everyone'[^\n]*\n$/);
  });
});
