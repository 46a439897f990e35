// Behaviours every adapter of the account ports must show. Run against the fakes
// (adapters-fake/src/account/account.contract.test.ts) and against the HTTP adapters on a real server process
// (adapters-http/src/account/account.contract.test.ts, whose signInNewMember also re-authenticates: the server
// requires it for the e-mail change, the password change and the multi-factor phone).
import { describe, it, expect, beforeEach } from 'vitest';
import { firstValueFrom, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { DomainError } from '../shared/errors';
import type { AccountPorts } from './ports';
import { AccountCodes } from './errors';

export interface AccountHarness extends AccountPorts {
  /** Signs in a member with nothing on file beyond name and e-mail. */
  signInNewMember(): void | Promise<void>;
  signOut(): void | Promise<void>;
  /** That member's name, e-mail and password. */
  readonly newMember: { readonly firstName: string; readonly lastName: string; readonly email: string; readonly password: string };
  /** An e-mail address that belongs to another member. */
  readonly otherMembersEmail: string;
  /** The newest code sent to an e-mail address or phone number (a test mailbox for a real server). */
  latestCode(target: string): string | undefined | Promise<string | undefined>;
}

const rightOf = async <T>(o: Observable<Either<DomainError, T>>): Promise<T> => {
  const r = await firstValueFrom(o);
  if (r._tag === 'Left') throw new Error(`expected success, got ${r.left.code}`);
  return r.right;
};
const leftOf = async <T>(o: Observable<Either<DomainError, T>>): Promise<DomainError> => {
  const r = await firstValueFrom(o);
  if (r._tag === 'Right') throw new Error('expected a failure');
  return r.left;
};

export const describeAccountContract = (name: string, make: () => AccountHarness | Promise<AccountHarness>): void => {
  describe(`account ports contract: ${name}`, () => {
    let h: AccountHarness;
    const code = async (target: string): Promise<string> => {
      const c = await h.latestCode(target);
      if (c === undefined) throw new Error(`no code sent to ${target}`);
      return c;
    };
    const wrong = (c: string) => (c === '000000' ? '111111' : '000000');

    beforeEach(async () => {
      h = await make();
      await h.signInNewMember();
    });

    it('answers UNAUTHORIZED to a signed-out visitor', async () => {
      await h.signOut();
      for (const o of [h.records.getPersonalDetails(), h.records.getProfile(), h.partners.getLink(), h.preferences.get(), h.privacy.get(), h.mfa.get(), h.orders.list(), h.egifts.list()]) {
        expect((await leftOf<unknown>(o)).code).toBe('UNAUTHORIZED');
      }
    });

    it('reads and saves personal details, normalized; refuses invalid ones field by field', async () => {
      expect(await rightOf(h.records.getPersonalDetails())).toEqual({ firstName: h.newMember.firstName, lastName: h.newMember.lastName, email: h.newMember.email });
      const saved = await rightOf(
        h.records.updatePersonalDetails({
          firstName: ' Jo ',
          lastName: 'Lee',
          phoneNumber: '(312) 555-0188',
          birthday: { month: 2, day: 29 },
          address: { addressLine1: '1 King St W', city: 'Toronto', postalCode: 'm5h1a1', countrySubdivision: 'on', country: 'ca' },
        }),
      );
      expect(saved).toMatchObject({ firstName: 'Jo', phoneNumber: '312-555-0188', address: { postalCode: 'M5H 1A1', countrySubdivision: 'ON', country: 'CA' } });
      expect(await rightOf(h.records.getPersonalDetails())).toEqual(saved);
      const bad = await leftOf(h.records.updatePersonalDetails({ firstName: '', lastName: 'Lee', birthday: { month: 4, day: 31 } }));
      expect(bad).toMatchObject({ code: 'VALIDATION_ERROR', context: { fields: { firstName: expect.any(String), birthday: expect.any(String) } } });
    });

    it('gives a profile with initials and member-since, and saves it', async () => {
      const p = await rightOf(h.records.getProfile());
      expect(p.initials).toBe(`${h.newMember.firstName[0]}${h.newMember.lastName[0]}`.toUpperCase());
      expect(p.memberSince).toEqual(expect.any(Number));
      const saved = await rightOf(h.records.updateProfile({ displayName: 'cold brew fan', favoriteDrink: 'Nitro cold brew' }));
      expect(saved).toEqual({ displayName: 'cold brew fan', initials: 'CF', memberSince: p.memberSince, favoriteDrink: 'Nitro cold brew' });
      expect((await leftOf(h.records.updateProfile({ displayName: ' ', favoriteDrink: '' }))).code).toBe('VALIDATION_ERROR');
    });

    it('links, reads and unlinks a partner number', async () => {
      expect(await rightOf(h.partners.getLink())).toBeNull();
      expect((await leftOf(h.partners.link('12ab'))).code).toBe('VALIDATION_ERROR');
      const link = await rightOf(h.partners.link('1234 5678'));
      expect(link.partnerNumber).toBe('12345678');
      expect(await rightOf(h.partners.getLink())).toEqual(link);
      expect(await rightOf(h.partners.unlink())).toBeNull();
      expect(await rightOf(h.partners.getLink())).toBeNull();
    });

    it('saves communication preferences; text messages need a phone number', async () => {
      expect(await rightOf(h.preferences.get())).toEqual({ emailOffers: false, push: false, sms: false });
      expect(await leftOf(h.preferences.update({ emailOffers: true, push: false, sms: true }))).toMatchObject({ code: 'VALIDATION_ERROR', context: { fields: { sms: expect.any(String) } } });
      await rightOf(h.records.updatePersonalDetails({ firstName: 'Jo', lastName: 'Lee', phoneNumber: '312-555-0188' }));
      expect(await rightOf(h.preferences.update({ emailOffers: true, push: false, sms: true }))).toEqual({ emailOffers: true, push: false, sms: true });
      expect(await rightOf(h.preferences.get())).toEqual({ emailOffers: true, push: false, sms: true });
    });

    it('changes the e-mail address only with the right code', async () => {
      expect((await leftOf(h.emailChange.confirm('123456'))).code).toBe(AccountCodes.CODE_NOT_REQUESTED);
      expect((await leftOf(h.emailChange.requestCode(h.newMember.email.toUpperCase()))).code).toBe(AccountCodes.EMAIL_UNCHANGED);
      expect((await leftOf(h.emailChange.requestCode(h.otherMembersEmail))).code).toBe(AccountCodes.EMAIL_IN_USE);
      const pending = await rightOf(h.emailChange.requestCode('Jo.Lee@Example.com'));
      expect(pending.target).toBe('jo.lee@example.com');
      const sent = await code('jo.lee@example.com');
      expect(sent).toMatch(/^\d{6}$/);
      expect((await leftOf(h.emailChange.confirm(wrong(sent)))).code).toBe(AccountCodes.CODE_WRONG);
      expect(await rightOf(h.emailChange.confirm(sent))).toEqual({ email: 'jo.lee@example.com' });
      expect((await rightOf(h.records.getPersonalDetails())).email).toBe('jo.lee@example.com');
      expect((await leftOf(h.emailChange.confirm(sent))).code).toBe(AccountCodes.CODE_NOT_REQUESTED);
    });

    it('changes the password after checking the current one and the policy', async () => {
      expect((await leftOf(h.passwords.change({ currentPassword: 'not-it-1', newPassword: 'Brand-New-Beans-1' }))).code).toBe(AccountCodes.CURRENT_PASSWORD_WRONG);
      expect((await leftOf(h.passwords.change({ currentPassword: h.newMember.password, newPassword: 'short1' }))).code).toBe('VALIDATION_ERROR');
      await rightOf(h.passwords.change({ currentPassword: h.newMember.password, newPassword: 'Brand-New-Beans-1' }));
      expect((await leftOf(h.passwords.change({ currentPassword: h.newMember.password, newPassword: 'Other-New-Beans-2' }))).code).toBe(AccountCodes.CURRENT_PASSWORD_WRONG);
      await rightOf(h.passwords.change({ currentPassword: 'Brand-New-Beans-1', newPassword: 'Other-New-Beans-2' }));
    });

    it('records a data download request once, and a confirmed deletion request that can be cancelled', async () => {
      expect(await rightOf(h.privacy.get())).toEqual({});
      const asked = await rightOf(h.privacy.requestDataDownload());
      expect(asked.dataDownloadReadyAt).toBeGreaterThan(asked.dataDownloadRequestedAt ?? Infinity);
      expect((await leftOf(h.privacy.requestDataDownload())).code).toBe(AccountCodes.REQUEST_ALREADY_RECEIVED);
      expect((await leftOf(h.privacy.downloadDataExport())).code).toBe(AccountCodes.DATA_EXPORT_NOT_READY);
      expect((await leftOf(h.privacy.requestDeletion({ confirmation: 'delete me' }))).code).toBe('VALIDATION_ERROR');
      const del = await rightOf(h.privacy.requestDeletion({ confirmation: 'DELETE' }));
      expect(del.deletionScheduledFor).toBeGreaterThan(del.deletionRequestedAt ?? Infinity);
      expect((await leftOf(h.privacy.requestDeletion({ confirmation: 'DELETE' }))).code).toBe(AccountCodes.REQUEST_ALREADY_RECEIVED);
      const cancelled = await rightOf(h.privacy.cancelDeletion());
      expect(cancelled.deletionRequestedAt).toBeUndefined();
      expect(cancelled.dataDownloadRequestedAt).toBe(asked.dataDownloadRequestedAt);
    });

    it('enrolls a multi-factor phone with a texted code', async () => {
      expect(await rightOf(h.mfa.get())).toEqual({});
      expect((await leftOf(h.mfa.requestCode('555-0100'))).code).toBe('VALIDATION_ERROR');
      const pending = await rightOf(h.mfa.requestCode('+1 (415) 555-0111'));
      expect(pending.target).toBe('415-555-0111');
      const sent = await code('415-555-0111');
      expect((await leftOf(h.mfa.confirm(wrong(sent)))).code).toBe(AccountCodes.CODE_WRONG);
      expect(await rightOf(h.mfa.confirm(sent))).toMatchObject({ phoneNumber: '415-555-0111', verifiedAt: expect.any(Number) });
      expect((await leftOf(h.mfa.requestCode('415.555.0111'))).code).toBe(AccountCodes.MFA_PHONE_UNCHANGED);
    });

    it('starts a new member with empty order and e-gift histories', async () => {
      expect(await rightOf(h.orders.list())).toEqual([]);
      expect(await rightOf(h.egifts.list())).toEqual([]);
    });
  });
};
