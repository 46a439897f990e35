// Behaviours specific to the account fakes: time, attempts, the link with the auth fake, seeds and tables.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { firstValueFrom, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import { type DomainError, MS_PER_DAY, MS_PER_MINUTE, money } from '@crema/domain';
import { AccountCodes } from '@crema/domain/account';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { createFakeAccounts } from '../auth';
import { recordOrder } from './order-history-table';
import { recordEgiftPurchase } from '../gifting';
import { makeAccountFakes } from './test-harness';
import { signedInAsDemo } from '../backend/test-support';

const answer = <T>(o: Observable<Either<DomainError, T>>) => firstValueFrom(o);
const rightOf = async <T>(o: Observable<Either<DomainError, T>>): Promise<T> => {
  const r = await answer(o);
  if (r._tag === 'Left') throw new Error(r.left.code);
  return r.right;
};
const codeOf = async <T>(o: Observable<Either<DomainError, T>>) => {
  const r = await answer(o);
  return r._tag === 'Left' ? r.left.code : 'ok';
};

const asNew = () => {
  const f = makeAccountFakes();
  f.backend.setCurrentMember(NEW_MEMBER.memberId);
  return f;
};

describe('account fakes: codes', () => {
  it('a code works until 10 minutes have passed, and not after', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 20 * MS_PER_MINUTE }), async (wait) => {
        const f = asNew();
        await rightOf(f.emailChange.requestCode('later@example.com'));
        f.clock.advance(wait);
        const code = f.inbox.latestCode('later@example.com') ?? '';
        expect(await codeOf(f.emailChange.confirm(code))).toBe(wait < 10 * MS_PER_MINUTE ? 'ok' : AccountCodes.CODE_EXPIRED);
      }),
      { numRuns: 25 },
    );
  });

  it('voids a code after 5 wrong tries', async () => {
    const f = asNew();
    await rightOf(f.mfa.requestCode('206-555-0177'));
    const code = f.inbox.latestCode('206-555-0177') ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await codeOf(f.mfa.confirm(wrong))).toBe(AccountCodes.CODE_WRONG);
    expect(await codeOf(f.mfa.confirm(code))).toBe(AccountCodes.CODE_TOO_MANY_ATTEMPTS);
    await rightOf(f.mfa.requestCode('206-555-0177'));
    expect(await codeOf(f.mfa.confirm(f.inbox.latestCode('206-555-0177') ?? ''))).toBe('ok');
  });

  it('a new request replaces the old code; every code has 6 digits', async () => {
    const f = asNew();
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) {
      await rightOf(f.emailChange.requestCode('x@example.com'));
      codes.push(f.inbox.latestCode('x@example.com') ?? '');
    }
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    const [older, newest] = [codes.at(-2) ?? '', codes.at(-1) ?? ''];
    if (older !== newest) expect(await codeOf(f.emailChange.confirm(older))).toBe(AccountCodes.CODE_WRONG);
    expect(await codeOf(f.emailChange.confirm(newest))).toBe('ok');
    expect(f.inbox.messages('x@example.com')[0]).toMatchObject({ channel: 'email', subject: 'Confirm your new e-mail address' });
  });
});

describe('account fakes: the sign-in record is the auth fake’s', () => {
  it('a changed password is the one sign-in accepts', async () => {
    const f = asNew();
    const accounts = createFakeAccounts(f.backend);
    await rightOf(f.passwords.change({ currentPassword: NEW_MEMBER.password, newPassword: 'Fresh-Beans-9' }));
    expect(await codeOf(accounts.signIn({ email: NEW_MEMBER.email, password: NEW_MEMBER.password }))).not.toBe('ok');
    expect(await codeOf(accounts.signIn({ email: NEW_MEMBER.email, password: 'Fresh-Beans-9' }))).toBe('ok');
  });

  it('a changed e-mail and name are what sign-in uses and returns', async () => {
    const f = asNew();
    const accounts = createFakeAccounts(f.backend);
    await rightOf(f.records.updatePersonalDetails({ firstName: 'Jordy', lastName: 'Lee' }));
    await rightOf(f.emailChange.requestCode('jordy@example.com'));
    await rightOf(f.emailChange.confirm(f.inbox.latestCode('jordy@example.com') ?? ''));
    expect(await codeOf(accounts.signIn({ email: NEW_MEMBER.email, password: NEW_MEMBER.password }))).not.toBe('ok');
    expect(await rightOf(accounts.signIn({ email: 'jordy@example.com', password: NEW_MEMBER.password }))).toMatchObject({ memberId: NEW_MEMBER.memberId, firstName: 'Jordy' });
  });
});

describe('account fakes: seeds, export and histories', () => {
  it('seeds the demo member', async () => {
    const f = signedInAsDemo(makeAccountFakes());
    expect(await rightOf(f.records.getPersonalDetails())).toMatchObject({ firstName: 'Avery', phoneNumber: '206-555-0142', birthday: { month: 3, day: 14 }, address: { city: 'Seattle' } });
    expect(await rightOf(f.records.getProfile())).toEqual({ displayName: 'Avery Q.', initials: 'AQ', memberSince: Date.UTC(2019, 2, 14), favoriteDrink: 'Oat milk flat white' });
    expect(await rightOf(f.preferences.get())).toEqual({ emailOffers: true, push: true, sms: false });
    expect(await rightOf(f.mfa.get())).toMatchObject({ phoneNumber: '206-555-0142' });
    expect((await rightOf(f.orders.list())).map((o) => o.orderId)).toEqual(['ord-demo-3', 'ord-demo-2', 'ord-demo-1']);
  });

  it('prepares the data export within 24 hours, with no secrets in it', async () => {
    const f = signedInAsDemo(makeAccountFakes());
    await rightOf(f.privacy.requestDataDownload());
    f.clock.advance(MS_PER_DAY - 1);
    expect(await codeOf(f.privacy.downloadDataExport())).toBe(AccountCodes.DATA_EXPORT_NOT_READY);
    f.clock.advance(1);
    const file = await rightOf(f.privacy.downloadDataExport());
    expect(file.fileName).toBe('crema-account-data-2026-11-23.json');
    const data = JSON.parse(file.contents) as Record<string, unknown>;
    expect(data).toMatchObject({ personal: { email: DEMO_MEMBER.email }, paymentMethods: [{ type: 'visa', lastFour: '4242' }, {}, {}] });
    expect(file.contents).not.toMatch(/tok_|passwordHash|salt/);
    expect(await rightOf(f.privacy.requestDataDownload())).toMatchObject({ dataDownloadRequestedAt: f.clock.now() });
  });

  it('records orders for the history, newest first, replacing a re-recorded order', async () => {
    const f = asNew();
    const order = (orderId: string, placedAt: number) => ({ orderId, storeNumber: '1', storeName: 'Pike', placedAt, items: [{ name: 'Latte', quantity: 1 }], total: money(500), starsEarned: 10 });
    recordOrder(f.backend, NEW_MEMBER.memberId, order('a', 1));
    recordOrder(f.backend, NEW_MEMBER.memberId, order('b', 3));
    recordOrder(f.backend, NEW_MEMBER.memberId, { ...order('a', 2), starsEarned: 12 });
    expect((await rightOf(f.orders.list())).map((o) => [o.orderId, o.starsEarned])).toEqual([['b', 10], ['a', 12]]);
  });

  it("lists the gifting fake's e-gift purchases, one row per recipient, newest first", async () => {
    const f = signedInAsDemo(makeAccountFakes());
    expect((await rightOf(f.egifts.list())).map((r) => [r.orderNumber, r.recipientName])).toEqual([
      ['egift-demo-0002', 'Riley'],
      ['egift-demo-0002', 'Morgan'],
      ['egift-demo-0001', 'Sam'],
    ]);
    f.backend.setCurrentMember(NEW_MEMBER.memberId);
    const line = { recipientName: 'Ana', recipientEmail: 'ana@example.com', deliveryMethod: 'EMAIL' as const, deliveryDate: '2026-11-22', productNumber: '11000101', designName: 'Thanks a Latte', message: 'Hi', amount: money(1000) };
    recordEgiftPurchase(f.backend, NEW_MEMBER.memberId, {
      orderNumber: 'G-9', requestId: 'r', purchasedAt: f.clock.now(), senderName: 'Jordan', senderEmail: NEW_MEMBER.email,
      paymentType: 'visa', accountNumberLastFour: '1111', total: money(1000), egifts: [line],
    });
    expect(await rightOf(f.egifts.list())).toEqual([
      { orderNumber: 'G-9', purchasedAt: f.clock.now(), recipientName: 'Ana', recipientEmail: 'ana@example.com', amount: money(1000), productNumber: '11000101', designName: 'Thanks a Latte', message: 'Hi' },
    ]);
  });
});
