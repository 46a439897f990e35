import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isResetTokenShaped,
  RESET_LINK_TTL_MINUTES,
  RESET_LINK_TTL_MS,
  RESET_TOKEN_LENGTH,
  resetLinkExpiresAt,
  resetLinkVerdict,
  validateResetPassword,
  validateResetRequest,
} from './password-reset-rules';
import { AuthMessages, PasswordResetMessages, PasswordPolicyMessages } from './messages';
import { passwordPolicyErrors } from './rules';

const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });
const maybeTime = fc.option(instant, { nil: undefined });

describe('reset link expiry', () => {
  it('works for exactly 30 minutes after it was made: usable before, expired from that instant on', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -RESET_LINK_TTL_MS, max: 3 * RESET_LINK_TTL_MS }), (createdAt, elapsed) => {
        const verdict = resetLinkVerdict({ expiresAt: resetLinkExpiresAt(createdAt) }, createdAt + elapsed);
        expect(verdict).toBe(elapsed < RESET_LINK_TTL_MS ? 'usable' : 'expired');
      }),
    );
    expect([RESET_LINK_TTL_MINUTES, RESET_LINK_TTL_MS]).toEqual([30, 1_800_000]);
  });

  it('says so in the request answer: the minutes the link works', () => {
    expect(PasswordResetMessages.requestSent(RESET_LINK_TTL_MINUTES)).toBe(
      'If an account exists for that e-mail, we sent a link to reset its password. It works for 30 minutes.',
    );
  });
});

describe('reset link single use', () => {
  it('a used link never works again, whenever asked and whatever else holds', () => {
    fc.assert(
      fc.property(instant, instant, maybeTime, instant, (expiresAt, usedAt, replacedAt, now) => {
        expect(resetLinkVerdict({ expiresAt, usedAt, replacedAt }, now)).toBe('used');
      }),
    );
  });

  it('a replaced link (a newer one was asked for) never works, even within its 30 minutes', () => {
    fc.assert(
      fc.property(instant, instant, instant, (expiresAt, replacedAt, now) => {
        expect(resetLinkVerdict({ expiresAt, usedAt: null, replacedAt }, now)).toBe('replaced');
      }),
    );
  });

  it('a link is usable exactly when it is unused, not replaced and not expired', () => {
    fc.assert(
      fc.property(instant, maybeTime, maybeTime, instant, (expiresAt, usedAt, replacedAt, now) => {
        const usable = usedAt === undefined && replacedAt === undefined && now < expiresAt;
        expect(resetLinkVerdict({ expiresAt, usedAt, replacedAt }, now) === 'usable').toBe(usable);
      }),
    );
  });

  it('a sequence of uses lets exactly the first through (a link kept as the server keeps it)', () => {
    fc.assert(
      fc.property(instant, fc.array(fc.integer({ min: 0, max: RESET_LINK_TTL_MS - 1 }), { minLength: 1, maxLength: 8 }), (createdAt, offsets) => {
        let link: { expiresAt: number; usedAt?: number } = { expiresAt: resetLinkExpiresAt(createdAt) };
        const granted = offsets
          .sort((a, b) => a - b)
          .map((o) => {
            const ok = resetLinkVerdict(link, createdAt + o) === 'usable';
            if (ok) link = { ...link, usedAt: createdAt + o };
            return ok;
          });
        expect(granted.filter(Boolean)).toHaveLength(1);
        expect(granted[0]).toBe(true);
      }),
    );
  });
});

describe('reset token shape', () => {
  it('accepts 43 base64url characters (32 bytes) and nothing else', () => {
    const b64url = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split(''));
    fc.assert(fc.property(fc.array(b64url, { minLength: 43, maxLength: 43 }), (cs) => {
      expect(isResetTokenShaped(cs.join(''))).toBe(true);
    }));
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        expect(isResetTokenShaped(s)).toBe(s.length === RESET_TOKEN_LENGTH && /^[A-Za-z0-9_-]*$/.test(s));
      }),
    );
    expect(isResetTokenShaped('BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc')).toBe(true); // 32 bytes of 7
    expect(isResetTokenShaped(`${'a'.repeat(42)}=`)).toBe(false);
  });
});

describe('reset forms', () => {
  it('asks for an e-mail address, with the sign-in texts', () => {
    expect(validateResetRequest('')).toEqual({ email: AuthMessages.emailRequired });
    expect(validateResetRequest('   ')).toEqual({ email: AuthMessages.emailRequired });
    expect(validateResetRequest('not-an-email')).toEqual({ email: AuthMessages.emailInvalid });
    expect(validateResetRequest(' ada@example.com ')).toEqual({});
  });

  it('holds the new password to the one password policy (join, change, reset), with its texts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), fc.boolean(), (pw, listed) => {
        const policy = passwordPolicyErrors(pw, () => listed);
        expect(validateResetPassword(pw, () => listed)).toEqual(policy.length > 0 ? { password: policy.join(' ') } : {});
      }),
    );
    expect(validateResetPassword('short')).toEqual({ password: PasswordPolicyMessages.length });
    expect(validateResetPassword('a long enough passphrase', () => true)).toEqual({ password: PasswordPolicyMessages.common });
  });
});
