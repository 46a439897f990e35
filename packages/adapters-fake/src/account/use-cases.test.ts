// The account use cases over the fake adapters: what each emits, and each exact message.
import { describe, it, expect } from 'vitest';
import { lastValueFrom, toArray, type Observable } from 'rxjs';
import { type AsyncState, defaultConfig } from '@crema/domain';
import { isGenericPasswordError, makeAccountUseCases, type AccountError } from '@crema/domain/account';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { PASSWORD_OPERATIONS } from './password-change';
import { makeAccountFakes } from './test-harness';

const states = <T>(o: Observable<AsyncState<T, AccountError>>) => lastValueFrom(o.pipe(toArray()));
const last = async <T>(o: Observable<AsyncState<T, AccountError>>) => (await states(o)).at(-1);

const as = (memberId: string) => {
  const f = makeAccountFakes();
  f.backend.setCurrentMember(memberId);
  const deps = { records: f.records, partners: f.partners, preferences: f.preferences, emailChange: f.emailChange, passwords: f.passwords, privacy: f.privacy, mfa: f.mfa, orders: f.orders, egifts: f.egifts, clock: f.clock, config: defaultConfig };
  return { ...f, deps };
};

describe('personal, partner and profile use cases', () => {
  it('loads then saves personal details', async () => {
    const { deps } = as(DEMO_MEMBER.memberId);
    const s = await states(makeAccountUseCases(deps).loadPersonal());
    expect(s.map((x) => x.status)).toEqual(['loading', 'ok']);
    expect(await last(makeAccountUseCases(deps).savePersonal({ firstName: 'Avery', lastName: 'Quinn', phoneNumber: '2065550100' }))).toMatchObject({
      status: 'ok',
      value: { message: 'Saved your personal info', value: { phoneNumber: '206-555-0100' } },
    });
    const invalid = await states(makeAccountUseCases(deps).savePersonal({ firstName: '', lastName: 'Q' }));
    expect(invalid).toEqual([expect.objectContaining({ status: 'error', message: 'Check the highlighted fields and try again.' })]);
  });

  it('links and unlinks a partner number, refusing one linked to another member', async () => {
    const f = as(DEMO_MEMBER.memberId);
    expect(await last(makeAccountUseCases(f.deps).linkPartner('87654321'))).toMatchObject({ status: 'ok', value: { message: 'Linked your partner number' } });
    f.backend.setCurrentMember(NEW_MEMBER.memberId);
    expect(await last(makeAccountUseCases(f.deps).linkPartner('87654321'))).toMatchObject({ status: 'error', message: 'That partner number is linked to another account.' });
    expect(await last(makeAccountUseCases(f.deps).linkPartner('123'))).toMatchObject({ status: 'error', message: 'Enter your 8-digit partner number.' });
    f.backend.setCurrentMember(DEMO_MEMBER.memberId);
    expect(await last(makeAccountUseCases(f.deps).unlinkPartner())).toMatchObject({ status: 'ok', value: { message: 'Unlinked your partner number', value: null } });
    expect(await last(makeAccountUseCases(f.deps).loadPartner())).toEqual({ status: 'ok', value: null });
  });

  it('loads and saves the profile', async () => {
    const { deps } = as(NEW_MEMBER.memberId);
    expect(await last(makeAccountUseCases(deps).loadProfile())).toMatchObject({ status: 'ok', value: { displayName: 'Jordan L.', initials: 'JL' } });
    expect(await last(makeAccountUseCases(deps).saveProfile({ displayName: 'J. Lee', favoriteDrink: 'Chai' }))).toMatchObject({ status: 'ok', value: { message: 'Saved your profile', value: { initials: 'JL', favoriteDrink: 'Chai' } } });
  });
});

describe('settings use cases', () => {
  it('saves communication preferences; SMS without a phone shows its field message', async () => {
    const { deps } = as(NEW_MEMBER.memberId);
    expect(await last(makeAccountUseCases(deps).loadPreferences())).toEqual({ status: 'ok', value: { emailOffers: false, push: false, sms: false } });
    expect(await last(makeAccountUseCases(deps).savePreferences({ emailOffers: true, push: true, sms: true }))).toMatchObject({ status: 'error', message: 'Add a mobile number in Personal info to get text messages.' });
    expect(await last(makeAccountUseCases(deps).savePreferences({ emailOffers: true, push: true, sms: false }))).toMatchObject({ status: 'ok', value: { message: 'Saved your communication preferences' } });
  });

  it('changes the e-mail with a code: sent notice, wrong code, changed notice', async () => {
    const f = as(NEW_MEMBER.memberId);
    expect(await last(makeAccountUseCases(f.deps).requestEmailChange('nope'))).toMatchObject({ status: 'error', message: 'Enter a valid e-mail address, like name@example.com.' });
    expect(await last(makeAccountUseCases(f.deps).requestEmailChange(DEMO_MEMBER.email))).toMatchObject({ status: 'error', message: 'An account with this e-mail address already exists.' });
    expect(await last(makeAccountUseCases(f.deps).requestEmailChange('jordan@example.com'))).toMatchObject({
      status: 'ok',
      value: { message: 'We sent a 6-digit code to jordan@example.com. It expires in 10 minutes.', value: { target: 'jordan@example.com' } },
    });
    const code = f.inbox.latestCode('jordan@example.com') ?? '';
    expect(await states(makeAccountUseCases(f.deps).confirmEmailChange('12'))).toEqual([expect.objectContaining({ status: 'error', message: 'Enter the 6-digit code.' })]);
    expect(await last(makeAccountUseCases(f.deps).confirmEmailChange(code === '000000' ? '111111' : '000000'))).toMatchObject({ status: 'error', message: "That code isn't right. Check it and try again." });
    expect(await last(makeAccountUseCases(f.deps).confirmEmailChange(code))).toMatchObject({ status: 'ok', value: { message: 'Your e-mail address is now jordan@example.com' } });
  });

  it('changes the password: wrong current password on its field, the generic flag for anything else', async () => {
    const f = as(NEW_MEMBER.memberId);
    const change = makeAccountUseCases(f.deps).changePassword;
    expect(await last(change({ currentPassword: 'Wrong-pass-1', newPassword: 'Brand-New-Beans-1', confirmPassword: 'Brand-New-Beans-1' }))).toMatchObject({ status: 'error', message: 'Your current password is incorrect.' });
    f.backend.faults.set(PASSWORD_OPERATIONS.change, { status: 503, times: 1 });
    const generic = await last(change({ currentPassword: NEW_MEMBER.password, newPassword: 'Brand-New-Beans-1' }));
    expect(generic).toMatchObject({ status: 'error', message: "We couldn't change your password. Try again later." });
    if (generic?.status !== 'error') throw new Error('expected error');
    expect(isGenericPasswordError(generic.error)).toBe(true);
    expect(await last(change({ currentPassword: NEW_MEMBER.password, newPassword: 'Brand-New-Beans-1' }))).toMatchObject({ status: 'ok', value: { message: 'Your password has been changed' } });
  });

  it('requests a data download once, then a deletion with its date, then cancels it', async () => {
    const f = as(NEW_MEMBER.memberId);
    expect(await last(makeAccountUseCases(f.deps).requestDataDownload())).toMatchObject({ status: 'ok', value: { message: "We're preparing your data. It will be ready to download within 24 hours.", value: { downloadStatus: 'preparing' } } });
    expect(await last(makeAccountUseCases(f.deps).requestDataDownload())).toMatchObject({ status: 'error', message: 'We already received your request, thanks!' });
    expect(await last(makeAccountUseCases(f.deps).downloadDataExport())).toMatchObject({ status: 'error', message: "Your data isn't ready yet. Check back later." });
    expect(await states(makeAccountUseCases(f.deps).requestDeletion({ confirmation: 'yes' }))).toEqual([expect.objectContaining({ status: 'error', message: 'Type DELETE to confirm.' })]);
    expect(await last(makeAccountUseCases(f.deps).requestDeletion({ confirmation: 'DELETE' }))).toMatchObject({
      status: 'ok',
      value: { message: 'Your account is scheduled for deletion on December 22, 2026. You can cancel until then.', value: { deletionPending: true } },
    });
    expect(await last(makeAccountUseCases(f.deps).cancelDeletion())).toMatchObject({ status: 'ok', value: { message: 'Your account will not be deleted.', value: { deletionPending: false } } });
    expect(await last(makeAccountUseCases(f.deps).loadPrivacy())).toMatchObject({ status: 'ok', value: { downloadStatus: 'preparing', deletionPending: false } });
  });

  it('edits the multi-factor phone with a texted code', async () => {
    const f = as(DEMO_MEMBER.memberId);
    expect(await last(makeAccountUseCases(f.deps).loadMfaPhone())).toMatchObject({ status: 'ok', value: { phoneNumber: '206-555-0142' } });
    expect(await last(makeAccountUseCases(f.deps).requestMfaCode('206 555 0142'))).toMatchObject({ status: 'error', message: "That's already your verification phone number." });
    expect(await last(makeAccountUseCases(f.deps).requestMfaCode('555'))).toMatchObject({ status: 'error', message: 'Enter a 10-digit phone number, like 206-555-0142.' });
    expect(await last(makeAccountUseCases(f.deps).requestMfaCode('(425) 555-0123'))).toMatchObject({ status: 'ok', value: { message: 'We texted a 6-digit code to 425-555-0123. It expires in 10 minutes.' } });
    expect(await last(makeAccountUseCases(f.deps).confirmMfaPhone(f.inbox.latestCode('425-555-0123') ?? ''))).toMatchObject({ status: 'ok', value: { message: 'Your verification phone number is saved', value: { phoneNumber: '425-555-0123' } } });
  });
});

describe('history use cases', () => {
  it('lists order and e-gift history; signed out is asked to sign in', async () => {
    const f = as(DEMO_MEMBER.memberId);
    expect(await last(makeAccountUseCases(f.deps).listOrders())).toMatchObject({ status: 'ok', value: [{ orderId: 'ord-demo-3', storeName: '1st & Pike', starsEarned: 17 }, {}, {}] });
    expect(await last(makeAccountUseCases(f.deps).listEgifts())).toMatchObject({ status: 'ok', value: [{ orderNumber: 'egift-demo-0002', recipientName: 'Riley' }, {}, {}] });
    f.backend.setCurrentMember(undefined);
    expect(await last(makeAccountUseCases(f.deps).listOrders())).toMatchObject({ status: 'error', message: 'Sign in to see your account.' });
  });
});
