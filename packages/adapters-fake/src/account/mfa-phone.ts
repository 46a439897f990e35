// The fake multi-factor phone enrollment: a code is texted (to the fake inbox); entering it saves the phone.
import { left, right } from 'fp-ts/Either';
import { domainError } from '@crema/domain';
import { AccountCodes, AccountMessages, type MfaPhone, type MfaPhoneEnrollment } from '@crema/domain/account';
import { formatPhoneNumber, isValidPhoneNumber } from '@crema/domain/payments';
import { seedMfaPhones } from '@crema/catalog/account';
import type { FakeBackend } from '../backend';
import { accountCalls, asMember, invalidFields, rowOr, saveFor } from './member-scope';
import { issueCode, redeemCode } from './verification-codes';

export const MFA_OPERATIONS = { get: 'getMfaPhone', requestCode: 'requestMfaPhoneCode', confirm: 'confirmMfaPhone' } as const;

export const mfaPhonesTable = (backend: FakeBackend) => backend.table<Readonly<Record<string, MfaPhone>>>('accountMfaPhones', seedMfaPhones);

export const createFakeMfaPhoneEnrollment = (backend: FakeBackend): MfaPhoneEnrollment => {
  const run = asMember(accountCalls(backend));
  const table = mfaPhonesTable(backend);
  return {
    get: () => run(MFA_OPERATIONS.get, rowOr(table, {})),
    requestCode: (raw) =>
      run(MFA_OPERATIONS.requestCode, (id) => {
        if (!isValidPhoneNumber(raw)) {
          return invalidFields({ phoneNumber: AccountMessages.phoneInvalid });
        }
        const phone = formatPhoneNumber(raw);
        if (table.read()[id]?.phoneNumber === phone) return left(domainError(AccountCodes.MFA_PHONE_UNCHANGED, { status: 400 }));
        return right(issueCode(backend, id, 'mfaPhone', phone));
      }),
    confirm: (code) =>
      run(MFA_OPERATIONS.confirm, (id) => {
        const redeemed = redeemCode(backend, id, 'mfaPhone', code);
        if (redeemed._tag === 'Left') return redeemed;
        return saveFor<MfaPhone>(table, id, { phoneNumber: redeemed.right, verifiedAt: backend.clock.now() });
      }),
  };
};
