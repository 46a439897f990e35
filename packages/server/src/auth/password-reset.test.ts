// Forgotten passwords on the server, on every test database: the request's one answer for any address, the e-mail
// queued with the link (delivered through the real queue into the test mailbox), the token kept only as a hash, a
// link that works once and for 30 minutes and gives way to a newer one, the password policy, every session ended,
// and the per-address and per-device limits.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { AuthCodes, PasswordPolicyMessages, RESET_LINK_TTL_MS } from '@crema/domain/auth';
import { testDatabases } from '../test/databases';
import { useSeededServer } from '../test/app';
import { waitForMail } from '../test/mailbox';
import { PasswordResetPaths } from './password-reset';

const START = Date.UTC(2026, 10, 25, 9);
const NEW_PASSWORD = 'a brand new passphrase';

describe.each(testDatabases)('password reset on $name', ({ open }) => {
  // No seed: every test joins its own members.
  const server = useSeededServer(open, START, async () => undefined);
  let members = 0;
  let devices = 0;
  /** A client address of its own for each test, so the per-address limit of one test never meets another's. */
  const nextDevice = (): string => `10.27.0.${++devices}`;

  const post = (url: string, payload: object, o: { ip?: string; cookie?: string } = {}) =>
    server.app.inject({ method: 'POST', url, payload, remoteAddress: o.ip ?? nextDevice(), headers: o.cookie === undefined ? {} : { cookie: o.cookie } });
  const cookieOf = (r: LightMyRequestResponse): string => `crema_session=${r.cookies.find((c) => c.name === 'crema_session')?.value ?? ''}`;
  const codeOf = (r: LightMyRequestResponse): [number, string] => [r.statusCode, (r.json() as { code?: string }).code ?? ''];
  const join = async () => {
    const m = { firstName: 'Jordan', lastName: 'Reset', email: `reset-test-${++members}@example.test`, password: 'Crema-Reset-2026' };
    const r = await post('/apiproxy/v1/account/register', m);
    expect(r.statusCode, r.body).toBe(201);
    return { ...m, cookie: cookieOf(r), memberId: (r.json() as { memberId: string }).memberId };
  };
  const signIn = (email: string, password: string) => post('/apiproxy/v1/account/sign-in', { email, password });
  const whoIs = async (cookie: string) =>
    ((await server.app.inject({ method: 'GET', url: '/apiproxy/v1/account/session', headers: { cookie } })).json() as { member: { memberId: string } | null }).member;
  const forgot = (email: string, ip?: string) => post(PasswordResetPaths.forgot, { email }, ip === undefined ? {} : { ip });
  const reset = (token: string, password: string) => post(PasswordResetPaths.reset, { token, password });
  /** The tokens of the reset links e-mailed to `to`, oldest first, once `count` came. */
  const tokensTo = async (to: string, count = 1): Promise<string[]> =>
    (await waitForMail(server, to, count)).flatMap((m) => /#token=([A-Za-z0-9_-]{43})$/m.exec(m.channel === 'email' ? m.text : '')?.[1] ?? []);

  it("answers a member's address and anyone else's with the same status and body; only the member gets the e-mail", async () => {
    const m = await join();
    const stranger = `nobody-${members}@example.test`;
    const ip = nextDevice();
    const forMember = await forgot(` ${m.email.toUpperCase()} `, ip);
    const forStranger = await forgot(stranger, ip);
    expect([forMember.statusCode, forMember.body]).toEqual([202, '']);
    expect([forStranger.statusCode, forStranger.body]).toEqual([forMember.statusCode, forMember.body]);
    const [mail] = await waitForMail(server, m.email);
    expect(mail).toMatchObject({ channel: 'email', to: m.email, subject: 'Reset your Crema password' });
    const link = /http:\/\/crema\.test\/account\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(mail!.channel === 'email' ? mail!.text : '');
    expect(link).not.toBeNull();
    expect(mail!.channel === 'email' && mail!.text).toContain('Hi Jordan,');
    expect(mail!.channel === 'email' && mail!.text).toContain('for 30 minutes');
    // Kept only as its hash; nothing for the stranger.
    const rows = await server.db.selectFrom('password_resets').selectAll().where('member_id', '=', m.memberId).execute();
    expect(rows.map((r) => r.token_hash)).toEqual([createHash('sha256').update(link![1]!).digest('base64url')]);
    expect(rows[0]!.expires_at - rows[0]!.created_at).toBe(RESET_LINK_TTL_MS);
    expect(server.mailbox.to(stranger)).toEqual([]);
  });

  it('sets the new password once, ends every session of the member, and lifts a sign-in pause', async () => {
    const m = await join();
    const laptop = cookieOf(await signIn(m.email, m.password));
    for (let i = 0; i < 5; i++) await signIn(m.email, `Wrong-Password-${i}`);
    expect(codeOf(await signIn(m.email, m.password))).toEqual([423, AuthCodes.LOCKED_OUT]);
    await forgot(m.email);
    const [token] = (await tokensTo(m.email)) as [string];
    const done = await reset(token, NEW_PASSWORD);
    expect([done.statusCode, done.body]).toEqual([204, '']);
    expect(await whoIs(m.cookie)).toBeNull();
    expect(await whoIs(laptop)).toBeNull();
    expect(codeOf(await reset(token, `${NEW_PASSWORD} again`))).toEqual([400, AuthCodes.RESET_LINK_INVALID]);
    expect(codeOf(await signIn(m.email, m.password))).toEqual([401, AuthCodes.WRONG_CREDENTIALS]);
    expect((await signIn(m.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('of two uses of one link at once, exactly one sets the password', async () => {
    const m = await join();
    await forgot(m.email);
    const [token] = (await tokensTo(m.email)) as [string];
    const answers = await Promise.all([reset(token, `${NEW_PASSWORD} one`), reset(token, `${NEW_PASSWORD} two`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 400]);
    const won = answers[0]!.statusCode === 204 ? 'one' : 'two';
    expect((await signIn(m.email, `${NEW_PASSWORD} ${won}`)).statusCode).toBe(200);
  });

  it('a newer link replaces the older; unknown and malformed tokens are refused alike', async () => {
    const m = await join();
    await forgot(m.email);
    await forgot(m.email);
    const [older, newer] = (await tokensTo(m.email, 2)) as [string, string];
    expect(codeOf(await reset(older, NEW_PASSWORD))).toEqual([400, AuthCodes.RESET_LINK_INVALID]);
    expect(codeOf(await reset('A'.repeat(43), NEW_PASSWORD))).toEqual([400, AuthCodes.RESET_LINK_INVALID]);
    expect(codeOf(await reset(`${newer}=`, NEW_PASSWORD))).toEqual([400, AuthCodes.RESET_LINK_INVALID]);
    expect(codeOf(await post(PasswordResetPaths.reset, { token: newer }))).toEqual([400, 'VALIDATION_ERROR']);
    expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(204);
  });

  it('a link works until 30 minutes after it was made, not at that instant', async () => {
    const a = await join();
    const b = await join();
    await forgot(a.email);
    await forgot(b.email);
    const [tokenA] = (await tokensTo(a.email)) as [string];
    const [tokenB] = (await tokensTo(b.email)) as [string];
    server.clock.advance(RESET_LINK_TTL_MS - 1);
    expect((await reset(tokenA, NEW_PASSWORD)).statusCode).toBe(204);
    server.clock.advance(1);
    expect(codeOf(await reset(tokenB, NEW_PASSWORD))).toEqual([400, AuthCodes.RESET_LINK_INVALID]);
    expect((await signIn(b.email, b.password)).statusCode).toBe(200);
  });

  it('holds the new password to the policy (the common list included), on its field; the link still works after', async () => {
    const m = await join();
    await forgot(m.email);
    const [token] = (await tokensTo(m.email)) as [string];
    const short = await reset(token, 'short');
    expect([short.statusCode, short.json()]).toEqual([400, { code: 'VALIDATION_ERROR', fields: { password: PasswordPolicyMessages.length } }]);
    const common = await reset(token, 'password1234');
    expect([common.statusCode, common.json()]).toEqual([400, { code: 'VALIDATION_ERROR', fields: { password: PasswordPolicyMessages.common } }]);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(204);
  });

  it('refuses an address that is no e-mail, and limits the requests per e-mail address and per client address', async () => {
    const bad = await forgot('not-an-email');
    expect(codeOf(bad)).toEqual([400, 'VALIDATION_ERROR']);
    // Per e-mail address (3 a minute by default), a member's or not, from any client address.
    const m = await join();
    const stranger = `limited-${members}@example.test`;
    for (const address of [m.email, stranger]) {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await forgot(address)).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429]);
    }
    const limited = await forgot(stranger);
    expect(codeOf(limited)).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Per client address (CREMA_CODE_RATE_PER_MINUTE, 10 a minute by default), whatever the addresses asked for.
    const ip = nextDevice();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await forgot(`many-${members}-${i}@example.test`, ip)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(202), 429]);
  });
});
