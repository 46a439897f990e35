// Conformance suite of the membership port: run against the fake and against the HTTP adapter on a real
// server process. Every test uses its own members (joined in the test) except the first, which signs in
// the seeded demo member, so lockouts never leak from one test into another.
import { describe, expect, it } from 'vitest';
import { error, value } from '../shared/test-answers';
import type { Credentials, Registration } from './model';
import type { Accounts } from './ports';
import { AuthCodes } from './messages';
import { LOCKOUT_MS, MAX_FAILED_ATTEMPTS } from './rules';

export interface AccountsFixture {
  /** A new device (its own session) on the same server. */
  device(): Accounts;
  /** The seeded demo member's README credentials. */
  readonly demo: Credentials;
  /** Moves the server's clock forward. */
  advance(ms: number): Promise<void>;
}


let joined = 0;
const newMember = (): Registration => ({
  firstName: 'Robin',
  lastName: 'Contract',
  email: `robin.${Date.now().toString(36)}.${++joined}@example.com`,
  password: 'Contract-Pass-1',
});

export const describeAccountsContract = (name: string, make: () => AccountsFixture | Promise<AccountsFixture>): void => {
  describe(`Accounts contract: ${name}`, () => {
    it('signs in the demo member; the server then knows who is signed in on that device only, until sign-out', async () => {
      const f = await make();
      const phone = f.device();
      const laptop = f.device();
      const profile = await value(phone.signIn(f.demo));
      expect(profile.email).toBe(f.demo.email);
      expect(await value(phone.current())).toEqual(profile);
      expect(await value(laptop.current())).toBeNull();
      await value(phone.signOut());
      expect(await value(phone.current())).toBeNull();
    });

    it('refuses a wrong password and an unknown e-mail alike (401), so neither tells which e-mails are members', async () => {
      const f = await make();
      const d = f.device();
      const m = newMember();
      await value(d.register(m));
      await value(d.signOut());
      const wrong = await error(d.signIn({ email: m.email, password: 'Not-The-Password-1' }));
      const unknown = await error(d.signIn({ email: `nobody.${m.email}`, password: 'Not-The-Password-1' }));
      expect([wrong.code, wrong.status]).toEqual([AuthCodes.WRONG_CREDENTIALS, 401]);
      expect([unknown.code, unknown.status]).toEqual([AuthCodes.WRONG_CREDENTIALS, 401]);
      expect(await value(d.current())).toBeNull();
    });

    it(`locks an account after ${MAX_FAILED_ATTEMPTS} wrong passwords in a row, even for the right one, until the pause ends`, async () => {
      const f = await make();
      const d = f.device();
      const m = newMember();
      await value(d.register(m));
      await value(d.signOut());
      const codes: string[] = [];
      for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) codes.push((await error(d.signIn({ email: m.email, password: `Wrong-Pass-${i}` }))).code);
      expect(codes.at(-1)).toBe(AuthCodes.LOCKED_OUT);
      expect((await error(d.signIn({ email: m.email, password: m.password }))).code).toBe(AuthCodes.LOCKED_OUT);
      await f.advance(LOCKOUT_MS + 1000);
      expect((await value(d.signIn({ email: m.email, password: m.password }))).email).toBe(m.email);
    });

    it('joins a new member (signed in at once); the same e-mail in other letter case is taken (409)', async () => {
      const f = await make();
      const m = newMember();
      const d = f.device();
      const p = await value(d.register(m));
      expect([p.firstName, p.lastName, p.email]).toEqual([m.firstName, m.lastName, m.email.toLowerCase()]);
      expect(await value(d.current())).toEqual(p);
      const taken = await error(f.device().register({ ...m, email: m.email.toUpperCase() }));
      expect([taken.code, taken.status]).toEqual([AuthCodes.EMAIL_TAKEN, 409]);
    });

    it('re-authenticates only the signed-in member with their own password, and limits the attempts', async () => {
      const f = await make();
      const d = f.device();
      expect((await error(d.reauthenticate('Contract-Pass-1'))).status).toBe(401);
      const m = newMember();
      await value(d.register(m));
      await value(d.reauthenticate(m.password));
      const codes: string[] = [];
      for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) codes.push((await error(d.reauthenticate(`Wrong-Pass-${i}`))).code);
      expect(codes.slice(0, -1).every((c) => c === AuthCodes.WRONG_CREDENTIALS)).toBe(true);
      expect(codes.at(-1)).toBe(AuthCodes.LOCKED_OUT);
      expect((await error(d.reauthenticate(m.password))).code).toBe(AuthCodes.LOCKED_OUT);
    });
  });
};
