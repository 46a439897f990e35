// Issue #26: 20 wrong passwords for one account sent at once all answered 401 (each request read the count
// before the slow hash and wrote it after), and then the right password signed in. Each guess is now claimed in
// the database before its hash runs: at most five are ever checked, the rest are refused while the pause lasts,
// the right password included. The same for re-authentication (the session's counter).
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ATTEMPTS, AuthCodes } from '@crema/domain/auth';
import { useServerProcess } from '../test/server-process';
import { countBy, join, send, signIn } from '../test/attack-http';

// The burst guard per address (429) is raised here: this file is about the lockouts behind it.
const server = useServerProcess({ CREMA_AUTH_RATE_PER_MINUTE: '100000' });
const PASSWORD = 'Lockout-Attack-Pass-2026';
const BURST = 20;

const wrongGuesses = (path: string, body: (i: number) => unknown, cookie?: string) =>
  Promise.all(Array.from({ length: BURST }, (_, i) => send(server.baseUrl, path, { body: body(i), ...(cookie !== undefined ? { cookie } : {}) })));

describe('the account lockout under concurrent guesses', () => {
  it(`sign-in: ${BURST} wrong passwords at once get at most ${ACCOUNT_ATTEMPTS.maxFailedAttempts} 401s, the rest 423; the right one is refused until the pause ends`, async () => {
    const { email } = await join(server.baseUrl, PASSWORD);
    const answers = await wrongGuesses('/apiproxy/v1/account/sign-in', (i) => ({ email, password: `wrong-guess-${i}-x` }));
    const n = countBy(answers);
    expect(Object.keys(n).sort()).toEqual(['401', '423']);
    expect(n[401]).toBeLessThanOrEqual(ACCOUNT_ATTEMPTS.maxFailedAttempts);
    expect(answers.filter((a) => a.status === 423).every((a) => a.code === AuthCodes.LOCKED_OUT)).toBe(true);

    const right = await send(server.baseUrl, '/apiproxy/v1/account/sign-in', { body: { email, password: PASSWORD } });
    expect([right.status, right.code]).toEqual([423, AuthCodes.LOCKED_OUT]);
    expect(right.headers.get('set-cookie')).toBeNull();

    await server.advance(ACCOUNT_ATTEMPTS.lockoutMs + 1000);
    expect((await send(server.baseUrl, '/apiproxy/v1/account/sign-in', { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it(`re-authentication: ${BURST} wrong passwords at once get at most ${ACCOUNT_ATTEMPTS.maxFailedAttempts} 401s, and the right one is then refused`, async () => {
    const { email } = await join(server.baseUrl, PASSWORD);
    const cookie = await signIn(server.baseUrl, email, PASSWORD);
    const answers = await wrongGuesses('/apiproxy/v1/account/reauthenticate', (i) => ({ password: `wrong-guess-${i}-x` }), cookie);
    const n = countBy(answers);
    expect(Object.keys(n).sort()).toEqual(['401', '423']);
    expect(n[401]).toBeLessThanOrEqual(ACCOUNT_ATTEMPTS.maxFailedAttempts);
    const right = await send(server.baseUrl, '/apiproxy/v1/account/reauthenticate', { body: { password: PASSWORD }, cookie });
    expect([right.status, right.code]).toEqual([423, AuthCodes.LOCKED_OUT]);
  });
});
