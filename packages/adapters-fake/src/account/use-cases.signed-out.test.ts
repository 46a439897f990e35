// The account use cases when the answer is a failure: every screen asks a signed-out visitor to sign in, and
// inputs typed with stray spaces still reach the server in their clean form.
import { describe, it, expect } from 'vitest';
import { lastValueFrom, toArray, type Observable } from 'rxjs';
import { type AsyncState, defaultConfig } from '@crema/domain';
import { makeAccountUseCases } from '@crema/domain/account';
import { NEW_MEMBER } from '@crema/catalog/members';
import { makeAccountFakes } from './test-harness';

const last = async <T>(o: Observable<AsyncState<T>>) => (await lastValueFrom(o.pipe(toArray()))).at(-1);
const SIGN_IN = { status: 'error', message: 'Sign in to see your account.' };

const deps = () => {
  const f = makeAccountFakes();
  return { ...f, deps: { ...f.harness, clock: f.clock, config: defaultConfig } };
};

describe('signed out', () => {
  it('every load and save asks to sign in', async () => {
    const { deps: d } = deps();
    const uc = makeAccountUseCases(d);
    const attempts: Observable<AsyncState<unknown>>[] = [
      uc.loadPersonal(),
      uc.loadProfile(),
      uc.loadPartner(),
      uc.loadPreferences(),
      uc.loadMfaPhone(),
      uc.loadPrivacy(),
      uc.listEgifts(),
      uc.unlinkPartner(),
      uc.cancelDeletion(),
      uc.savePersonal({ firstName: 'Avery', lastName: 'Quinn' }),
      uc.saveProfile({ displayName: 'Avery Q.', favoriteDrink: '' }),
      uc.requestDeletion({ confirmation: 'DELETE' }),
    ];
    for (const a of attempts) expect(await last(a)).toMatchObject(SIGN_IN);
  });

  it('a password change with field errors from the server asks to check the fields', async () => {
    const f = deps();
    f.signInNewMember();
    expect(await last(makeAccountUseCases(f.deps).changePassword({ currentPassword: NEW_MEMBER.password, newPassword: NEW_MEMBER.password }))).toMatchObject({
      status: 'error',
      message: 'Check the highlighted fields and try again.',
    });
  });
});

describe('clean inputs', () => {
  it('sends a trimmed e-mail and a trimmed DELETE', async () => {
    const f = deps();
    f.signInNewMember();
    expect(await last(makeAccountUseCases(f.deps).requestEmailChange('  jordan@example.com  '))).toMatchObject({ status: 'ok', value: { value: { target: 'jordan@example.com' } } });
    expect(await last(makeAccountUseCases(f.deps).requestDeletion({ confirmation: ' DELETE ' }))).toMatchObject({ status: 'ok', value: { value: { deletionPending: true } } });
  });

  it('a malformed multi-factor code is refused on its field before asking the server', async () => {
    const f = deps();
    f.signInNewMember();
    const states = await lastValueFrom(makeAccountUseCases(f.deps).confirmMfaPhone('12a').pipe(toArray()));
    expect(states).toEqual([expect.objectContaining({ status: 'error', message: 'Enter the 6-digit code.' })]);
    expect(await last(makeAccountUseCases(f.deps).confirmMfaPhone('123456'))).toMatchObject({ status: 'error', message: 'Request a code first.' });
  });
});
