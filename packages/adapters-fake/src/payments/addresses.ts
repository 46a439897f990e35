// The fake address service (spec section 7 graph operations: get address list, create address, update
// address, add single-use billing address). Saved addresses are member-scoped; single-use ones are not.
import { left, right } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import { isPaymentErrorCode, type Address, type Addresses, PaymentCodes, normalizeAddress, validateAddress } from '@crema/domain/payments';
import { seedAddresses } from '@crema/catalog/payments';
import type { FakeBackend } from '../backend';

export const ADDRESS_OPERATIONS = {
  list: 'getAddressList',
  create: 'createAddress',
  update: 'updateAddress',
  singleUse: 'addSingleUseBillingAddress',
} as const;

type AddressesByMember = Readonly<Record<string, readonly Address[]>>;

export const addressesTable = (backend: FakeBackend) => backend.table<AddressesByMember>('billingAddresses', seedAddresses);

export const findAddress = (backend: FakeBackend, memberId: string, addressId: string): Address | undefined =>
  (addressesTable(backend).read()[memberId] ?? []).find((a) => a.addressId === addressId);

/** Single-use billing addresses by token, kept so a payment can be checked against its token. */
export const singleUseAddressesTable = (backend: FakeBackend) =>
  backend.table<Readonly<Record<string, { readonly address: Omit<Address, 'addressId'>; readonly createdAt: number }>>>('singleUseBillingAddresses', () => ({}));

const invalid = (fields: object) => left(domainError(ErrorCodes.VALIDATION, { status: 400, context: { fields } }));

export const createFakeAddresses = (backend: FakeBackend): Addresses => {
  const table = addressesTable(backend);
  return {
    list: () =>
      backend.typed(isPaymentErrorCode).call(ADDRESS_OPERATIONS.list, () => {
        const m = backend.typed(isPaymentErrorCode).requireMember();
        return m._tag === 'Left' ? m : right(table.read()[m.right] ?? []);
      }),
    create: (input) =>
      backend.typed(isPaymentErrorCode).call(ADDRESS_OPERATIONS.create, () => {
        const m = backend.typed(isPaymentErrorCode).requireMember();
        if (m._tag === 'Left') return m;
        const fields = validateAddress(input);
        if (Object.keys(fields).length > 0) return invalid(fields);
        const created: Address = { ...normalizeAddress(input), addressId: backend.ids.next('addr') };
        table.update((all) => ({ ...all, [m.right]: [...(all[m.right] ?? []), created] }));
        return right(created);
      }),
    update: (address) =>
      backend.typed(isPaymentErrorCode).call(ADDRESS_OPERATIONS.update, () => {
        const m = backend.typed(isPaymentErrorCode).requireMember();
        if (m._tag === 'Left') return m;
        if (findAddress(backend, m.right, address.addressId) === undefined) {
          return left(domainError(PaymentCodes.ADDRESS_NOT_FOUND, { status: 404 }));
        }
        const fields = validateAddress(address);
        if (Object.keys(fields).length > 0) return invalid(fields);
        const updated = normalizeAddress(address);
        table.update((all) => ({ ...all, [m.right]: (all[m.right] ?? []).map((a) => (a.addressId === updated.addressId ? updated : a)) }));
        return right(updated);
      }),
    addSingleUseBillingAddress: (input) =>
      backend.typed(isPaymentErrorCode).call(ADDRESS_OPERATIONS.singleUse, () => {
        const fields = validateAddress(input);
        if (Object.keys(fields).length > 0) return invalid(fields);
        const addressToken = backend.ids.next('addrtok');
        singleUseAddressesTable(backend).update((all) => ({
          ...all,
          [addressToken]: { address: { ...normalizeAddress(input), type: 'Billing' }, createdAt: backend.clock.now() },
        }));
        return right({ addressToken });
      }),
  };
};
