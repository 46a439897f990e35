// The account adapters at the boundary, against a stub server: each call goes to its path with no member
// named, well-formed answers decode, and a random, truncated or mis-shaped answer is DECODE_ERROR, never a
// crash or a throw. A VALIDATION_ERROR without field errors gets them from the domain's rule.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { createSeededIds, ErrorCodes, type DomainError } from '@crema/domain';
import { AccountMessages, AccountPaths } from '@crema/domain/account';
import { createHttpClient } from '../client';
import { answer, useTestServer } from '../client/test-server';
import { createHttpAccount } from './account';

const server = useTestServer();

const ports = () => createHttpAccount(createHttpClient({ baseUrl: server.baseUrl, locale: 'en-US', ids: createSeededIds(7) }));

const personal = { firstName: 'Avery', lastName: 'Quinn', email: 'demo@crema.coffee', phoneNumber: '206-555-0142', birthday: { month: 3, day: 14 } };
const order = { orderId: 'o-1', storeNumber: '10001-1', storeName: '1st & Pike', placedAt: 1_000, items: [{ name: 'Latte', quantity: 1, detail: 'Medium' }], total: { amount: 845, currency: 'USD' }, starsEarned: 17 };

type Call = { readonly name: string; readonly run: () => Observable<Either<DomainError, unknown>>; readonly method: string; readonly path: string; readonly good: unknown };
const calls = (): Call[] => {
  const p = ports();
  return [
    { name: 'personal', run: () => p.records.getPersonalDetails(), method: 'GET', path: AccountPaths.personal, good: personal },
    { name: 'profile', run: () => p.records.getProfile(), method: 'GET', path: AccountPaths.profile, good: { displayName: 'Avery Q.', initials: 'AQ', memberSince: 5, favoriteDrink: '' } },
    { name: 'partner', run: () => p.partners.getLink(), method: 'GET', path: AccountPaths.partner, good: { link: null } },
    { name: 'preferences', run: () => p.preferences.get(), method: 'GET', path: AccountPaths.preferences, good: { emailOffers: true, push: false, sms: false } },
    { name: 'privacy', run: () => p.privacy.get(), method: 'GET', path: AccountPaths.privacy, good: { dataDownloadRequestedAt: 1, dataDownloadReadyAt: 2 } },
    { name: 'mfa', run: () => p.mfa.get(), method: 'GET', path: AccountPaths.mfaPhone, good: { phoneNumber: '206-555-0142', verifiedAt: 3 } },
    { name: 'orders', run: () => p.orders.list(), method: 'GET', path: AccountPaths.orderHistory, good: [order] },
    { name: 'email code', run: () => p.emailChange.requestCode('jo@example.com'), method: 'POST', path: AccountPaths.emailChangeCode, good: { target: 'jo@example.com', expiresAt: 9 } },
  ];
};

describe('account over HTTP: the boundary', () => {
  it('calls each path for the session\'s member and decodes a well-formed answer to itself', async () => {
    for (const c of calls()) {
      server.replyJson(200, c.good);
      const r = await answer(c.run());
      expect(r, c.name).toEqual({ _tag: 'Right', right: c.name === 'partner' ? null : c.good });
      const sent = server.received.at(-1);
      expect([sent?.method, sent?.url], c.name).toEqual([c.method, c.path]);
      expect(sent?.body ?? '', c.name).not.toContain('memberId');
    }
  });

  it('makes any malformed or truncated answer a DECODE_ERROR, never a throw', async () => {
    const all = calls();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...all), fc.jsonValue(), async (c, body) => {
        server.replyJson(200, body);
        const r = await answer(c.run());
        if (r._tag === 'Left') expect(r.left.code, c.name).toBe(ErrorCodes.DECODE);
      }),
      { numRuns: 80 },
    );
    for (const c of all) {
      server.reply(() => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(c.good).slice(0, -3) }));
      expect((await answer(c.run()))._tag === 'Left' && 'decoded', c.name).toBe('decoded');
    }
    for (const bad of [[{ ...order, total: { amount: '8.45', currency: 'USD' } }], [{ ...order, placedAt: -1 }], [{ ...order, items: [{ name: 'x', quantity: 1.5 }] }], { orders: [] }]) {
      server.replyJson(200, bad);
      expect(await answer(ports().orders.list())).toMatchObject({ _tag: 'Left', left: { code: ErrorCodes.DECODE } });
    }
  });

  it("names the fields of a VALIDATION_ERROR by the domain's rule when the server's body has none", async () => {
    server.replyJson(400, { code: ErrorCodes.VALIDATION });
    expect(await answer(ports().records.updatePersonalDetails({ firstName: '', lastName: 'Lee', birthday: { month: 4, day: 31 } }))).toMatchObject({
      _tag: 'Left',
      left: { code: ErrorCodes.VALIDATION, status: 400, context: { fields: { firstName: AccountMessages.firstNameRequired, birthday: AccountMessages.birthdayInvalid } } },
    });
    server.replyJson(400, { code: ErrorCodes.VALIDATION });
    expect(await answer(ports().preferences.update({ emailOffers: false, push: false, sms: true }))).toMatchObject({ left: { context: { fields: { sms: AccountMessages.smsNeedsPhone } } } });
    server.replyJson(403, { code: 'MFA_REQUIRED' });
    expect(await answer(ports().passwords.change({ currentPassword: 'a', newPassword: 'b' }))).toMatchObject({ left: { code: 'MFA_REQUIRED', status: 403 } });
  });
});
