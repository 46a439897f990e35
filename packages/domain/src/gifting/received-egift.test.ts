import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { domainError, ErrorCodes } from '../shared/errors';
import { CardCodes, PAYMENT_CODES, resolvePaymentError } from '../cards/payment-codes';
import {
  claimFailureOf,
  claimOffer,
  claimTokenToUse,
  ClaimMessages,
  CLAIM_TOKEN_MAX_LENGTH,
  isClaimToken,
  receivedEgiftBarcode,
  type ClaimAddStatus,
  type ClaimUnavailableReason,
  type ClaimViewer,
} from './received-egift';

const BASE64URL = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];
/** A token as the server issues them: 32 random bytes in base64url (43 characters). */
const serverToken = fc.array(fc.constantFrom(...BASE64URL), { minLength: 43, maxLength: 43 }).map((cs) => cs.join(''));
const tokenText = fc.array(fc.constantFrom(...BASE64URL), { minLength: 1, maxLength: CLAIM_TOKEN_MAX_LENGTH }).map((cs) => cs.join(''));
const viewer = fc.constantFrom<ClaimViewer>('member', 'guest');
const addStatus = fc.constantFrom<ClaimAddStatus>('idle', 'adding', 'added', 'failed');
const reason = fc.constantFrom<ClaimUnavailableReason>('noToken', 'notFound', 'alreadyAdded', 'failed');
const pageState = fc.oneof(
  fc.constant({ phase: 'loading' as const }),
  addStatus.map((add) => ({ phase: 'shown' as const, add })),
  reason.map((r) => ({ phase: 'unavailable' as const, reason: r })),
);

describe('claim tokens', () => {
  it('takes every token the server issues, and the demo tokens', () => {
    fc.assert(
      fc.property(serverToken, (t) => {
        expect(isClaimToken(t)).toBe(true);
      }),
    );
    expect(isClaimToken('cs-demo-egift-25')).toBe(true);
  });

  it('refuses the empty, the too long, and any text with a character base64url does not use', () => {
    expect(isClaimToken('')).toBe(false);
    expect(isClaimToken('a'.repeat(CLAIM_TOKEN_MAX_LENGTH + 1))).toBe(false);
    fc.assert(
      fc.property(tokenText, fc.string({ minLength: 1, maxLength: 3 }).filter((x) => /[^A-Za-z0-9_-]/.test(x)), fc.nat(), (t, bad, at) => {
        const i = at % (t.length + 1);
        expect(isClaimToken(t.slice(0, i) + bad + t.slice(i))).toBe(false);
      }),
    );
  });

  it('uses the address token when it can be one, else the kept one when it can be one, else none', () => {
    const maybe = fc.option(fc.oneof(tokenText, fc.string({ maxLength: 300 })), { nil: undefined });
    fc.assert(
      fc.property(maybe, maybe, (fromAddress, kept) => {
        const used = claimTokenToUse(fromAddress, kept);
        if (fromAddress !== undefined && isClaimToken(fromAddress)) expect(used).toBe(fromAddress);
        else if (kept !== undefined && isClaimToken(kept)) expect(used).toBe(kept);
        else expect(used).toBeUndefined();
        if (used !== undefined) expect(isClaimToken(used)).toBe(true);
      }),
    );
  });
});

describe('what the claim page offers', () => {
  it('offers Add only to a member, only while a card is shown and neither being nor already added', () => {
    fc.assert(
      fc.property(pageState, viewer, (s, v) => {
        const offer = claimOffer(s, v);
        expect(offer === 'add').toBe(v === 'member' && s.phase === 'shown' && (s.add === 'idle' || s.add === 'failed'));
      }),
    );
  });

  it('never offers a guest anything but signing in (or a retry): a guest cannot add or see cards', () => {
    fc.assert(
      fc.property(pageState, (s) => {
        expect(['signIn', 'retry', 'none']).toContain(claimOffer(s, 'guest'));
      }),
    );
  });

  it('offers a guest Sign in / Join wherever a member could add the card or see it in their cards', () => {
    fc.assert(
      fc.property(pageState, (s) => {
        const member = claimOffer(s, 'member');
        if (member === 'add' || member === 'viewCards') expect(claimOffer(s, 'guest')).toBe(s.phase === 'shown' && s.add === 'added' ? 'none' : 'signIn');
      }),
    );
  });

  it('offers a retry only after a failure a new try may mend, to anyone', () => {
    fc.assert(
      fc.property(pageState, viewer, (s, v) => {
        expect(claimOffer(s, v) === 'retry').toBe(s.phase === 'unavailable' && s.reason === 'failed');
      }),
    );
  });
});

describe('a reveal that fails', () => {
  it('reads an unknown token as not found and a registered card as already added, with their own words', () => {
    expect(claimFailureOf(domainError(ErrorCodes.NOT_FOUND, { status: 404 }))).toEqual({ reason: 'notFound', message: ClaimMessages.notFound });
    expect(claimFailureOf(domainError('HTTP_404', { status: 404 }))).toEqual({ reason: 'notFound', message: ClaimMessages.notFound });
    expect(claimFailureOf(domainError(CardCodes.ALREADY_REGISTERED, { status: 409 }))).toEqual({ reason: 'alreadyAdded', message: ClaimMessages.alreadyAdded });
  });

  it('reads any other code as the card-add list reads it', () => {
    const other = fc.oneof(fc.constantFrom(...PAYMENT_CODES.filter((c) => c !== CardCodes.ALREADY_REGISTERED)), fc.constantFrom(ErrorCodes.NETWORK, ErrorCodes.UNEXPECTED, 'TOO_MANY_REQUESTS'));
    fc.assert(
      fc.property(other, (code) => {
        const e = domainError(code, { status: 400 });
        const r = resolvePaymentError(e, 'cardAdd');
        expect(claimFailureOf(e)).toEqual({ reason: 'failed', message: r.message, ...(r.action === undefined ? {} : { action: r.action }) });
      }),
    );
  });
});

describe('the gift card barcode', () => {
  it('is the card number, digits only, as Code 128', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{16}$/), (n) => {
        const spaced = n.replace(/(\d{4})(?=\d)/g, '$1 ');
        expect(receivedEgiftBarcode({ cardNumber: spaced })).toEqual({ kind: 'symbol', symbology: 'code128', text: n });
      }),
    );
  });
});
