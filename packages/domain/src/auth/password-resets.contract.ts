// Conformance suite of the forgotten-password port: run against the fake and against the HTTP adapter on a real
// server process. Each test joins its own member, so no test's links or limits meet another's.
import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { error, value } from '../shared/test-answers';
import { ErrorCodes } from '../shared/errors';
import type { Registration } from './model';
import type { Accounts, PasswordResets } from './ports';
import { AuthCodes, PasswordPolicyMessages } from './messages';
import { RESET_LINK_TTL_MS } from './password-reset-rules';

export interface PasswordResetsFixture {
  /** A new device (its own session) on the same server: its membership and forgotten-password ports. */
  device(): { readonly accounts: Accounts; readonly resets: PasswordResets };
  /** The tokens of the reset links e-mailed to `email`, oldest first, once at least `count` came (a server's mail takes a moment). */
  resetTokens(email: string, count: number): Promise<readonly string[]>;
  /** Moves the server's clock forward. */
  advance(ms: number): Promise<void>;
}


let joined = 0;
const newMember = (): Registration => ({
  firstName: 'Riley',
  lastName: 'Reset',
  email: `riley.${Date.now().toString(36)}.${++joined}@example.com`,
  password: 'Reset-Contract-1',
});
const NEW_PASSWORD = 'a fresh reset passphrase';

export const describePasswordResetsContract = (name: string, make: () => PasswordResetsFixture | Promise<PasswordResetsFixture>): void => {
  describe(`PasswordResets contract: ${name}`, () => {
    /** A member joined (and signed out) on a device of its own. */
    const joinedMember = async (f: PasswordResetsFixture) => {
      const d = f.device();
      const m = newMember();
      await value(d.accounts.register(m));
      await value(d.accounts.signOut());
      return m;
    };

    it("answers a member's address and a stranger's alike; only the member gets a link", async () => {
      const f = await make();
      const m = await joinedMember(f);
      const d = f.device();
      const stranger = `nobody.${m.email}`;
      expect(await firstValueFrom(d.resets.request(m.email.toUpperCase()))).toEqual(await firstValueFrom(d.resets.request(stranger)));
      const [token] = await f.resetTokens(m.email, 1);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await f.resetTokens(stranger, 0)).toEqual([]);
      const refused = await error(d.resets.request('not-an-email'));
      expect([refused.code, refused.status]).toEqual([ErrorCodes.VALIDATION, 400]);
    });

    it('sets the new password once, ends every session of the member, and the old password stops working', async () => {
      const f = await make();
      const m = await joinedMember(f);
      // Still signed in on the device that follows the link: that session ends too (the server's test shows the others do).
      const d = f.device();
      await value(d.accounts.signIn(m));
      await value(d.resets.request(m.email));
      const [token] = (await f.resetTokens(m.email, 1)) as [string];
      await value(d.resets.reset({ token, password: NEW_PASSWORD }));
      expect(await value(d.accounts.current())).toBeNull();
      const again = await error(d.resets.reset({ token, password: `${NEW_PASSWORD} again` }));
      expect([again.code, again.status]).toEqual([AuthCodes.RESET_LINK_INVALID, 400]);
      expect((await error(d.accounts.signIn(m))).code).toBe(AuthCodes.WRONG_CREDENTIALS);
      expect((await value(d.accounts.signIn({ email: m.email, password: NEW_PASSWORD }))).email).toBe(m.email.toLowerCase());
    });

    it('refuses a password the policy refuses on its field, and the link still works afterwards', async () => {
      const f = await make();
      const m = await joinedMember(f);
      const d = f.device();
      await value(d.resets.request(m.email));
      const [token] = (await f.resetTokens(m.email, 1)) as [string];
      const short = await error(d.resets.reset({ token, password: 'short' }));
      expect([short.code, short.status, short.context?.['fields']]).toEqual([ErrorCodes.VALIDATION, 400, { password: PasswordPolicyMessages.length }]);
      await value(d.resets.reset({ token, password: NEW_PASSWORD }));
    });

    it('a newer link replaces the older one; an unknown token is refused like a used one', async () => {
      const f = await make();
      const m = await joinedMember(f);
      const d = f.device();
      await value(d.resets.request(m.email));
      await value(d.resets.request(m.email));
      const [older, newer] = (await f.resetTokens(m.email, 2)) as [string, string];
      expect(newer).not.toBe(older);
      expect((await error(d.resets.reset({ token: older, password: NEW_PASSWORD }))).code).toBe(AuthCodes.RESET_LINK_INVALID);
      expect((await error(d.resets.reset({ token: 'A'.repeat(43), password: NEW_PASSWORD }))).code).toBe(AuthCodes.RESET_LINK_INVALID);
      expect((await error(d.resets.reset({ token: 'not a token', password: NEW_PASSWORD }))).code).toBe(AuthCodes.RESET_LINK_INVALID);
      await value(d.resets.reset({ token: newer, password: NEW_PASSWORD }));
    });

    it('a link stops working 30 minutes after it was made', async () => {
      const f = await make();
      const m = await joinedMember(f);
      const d = f.device();
      await value(d.resets.request(m.email));
      const [token] = (await f.resetTokens(m.email, 1)) as [string];
      await f.advance(RESET_LINK_TTL_MS);
      expect((await error(d.resets.reset({ token, password: NEW_PASSWORD }))).code).toBe(AuthCodes.RESET_LINK_INVALID);
      expect((await value(d.accounts.signIn(m))).email).toBe(m.email.toLowerCase());
    });
  });
};
