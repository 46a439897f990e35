// The member's address book on the server (spec section 7: get address list, create address, update address)
// and single-use billing addresses (add single-use billing address: kept under its token only, no sign-in).
// Addresses are validated and normalized by the domain's rules (validateAddress, normalizeAddress), so the
// server stores what the fake stores and refuses what the form refuses, with the same field messages.
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { domainError, ErrorCodes, type Clock, type IdGenerator } from '@crema/domain';
import { normalizeAddress, PaymentCodes, validateAddress, type Address, type AddressInput, type AddressType } from '@crema/domain/payments';
import type { Db } from '../db/database';
import { DomainFailure } from '../http/failure';
import type { MemberAddressesTable } from './tables';

export interface AddressBookDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

const fail = (code: string, status: number, context?: Readonly<Record<string, unknown>>): never => {
  throw new DomainFailure(domainError(code, { status, ...(context === undefined ? {} : { context }) }));
};

/** The domain's field errors, as the fake answers them: VALIDATION_ERROR with context.fields. */
const validated = (input: AddressInput): AddressInput => {
  const fields = validateAddress(input);
  if (Object.keys(fields).length > 0) fail(ErrorCodes.VALIDATION, 400, { fields });
  return normalizeAddress(input);
};

export const toAddress = (r: Selectable<MemberAddressesTable>): Address => ({
  addressId: r.address_id,
  type: r.type as AddressType,
  firstName: r.first_name,
  lastName: r.last_name,
  phoneNumber: r.phone_number,
  addressLine1: r.address_line1,
  ...(r.address_line2 !== null ? { addressLine2: r.address_line2 } : {}),
  city: r.city,
  postalCode: r.postal_code,
  countrySubdivision: r.country_subdivision,
  country: r.country,
});

/** An address's columns of member_addresses (all but its id and member). */
export const columnsOf = (a: AddressInput) => ({
  type: a.type,
  first_name: a.firstName,
  last_name: a.lastName,
  phone_number: a.phoneNumber,
  address_line1: a.addressLine1,
  address_line2: a.addressLine2 ?? null,
  city: a.city,
  postal_code: a.postalCode,
  country_subdivision: a.countrySubdivision,
  country: a.country,
});

export const createAddressBook = ({ db, clock, ids }: AddressBookDeps) => {
  const list = async (memberId: string): Promise<readonly Address[]> =>
    (await db.selectFrom('member_addresses').selectAll().where('member_id', '=', memberId).orderBy('seq').execute()).map(toAddress);

  const create = async (memberId: string, input: AddressInput): Promise<Address> => {
    const a = validated(input);
    const row = await db.insertInto('member_addresses').values({ address_id: ids.next('addr'), member_id: memberId, ...columnsOf(a) }).returningAll().executeTakeFirstOrThrow();
    return toAddress(row);
  };

  const update = async (memberId: string, address: Address): Promise<Address> => {
    const known = await db.selectFrom('member_addresses').select('address_id').where('member_id', '=', memberId).where('address_id', '=', address.addressId).executeTakeFirst();
    if (known === undefined) return fail(PaymentCodes.ADDRESS_NOT_FOUND, 400);
    const { addressId: _id, ...input } = address;
    const a = validated(input);
    const row = await db
      .updateTable('member_addresses')
      .set(columnsOf(a))
      .where('member_id', '=', memberId)
      .where('address_id', '=', address.addressId)
      .returningAll()
      .executeTakeFirst();
    return row === undefined ? fail(PaymentCodes.ADDRESS_NOT_FOUND, 400) : toAddress(row);
  };

  /** A billing address used once: validated, kept under a new token (as Billing), never in any member's book. */
  const addSingleUse = async (input: AddressInput): Promise<{ addressToken: string }> => {
    const a = validated(input);
    const addressToken = `addrtok_${randomBytes(18).toString('base64url')}`;
    await db.insertInto('single_use_addresses').values({ address_token: addressToken, address: JSON.stringify({ ...a, type: 'Billing' }), created_at: clock.now() }).execute();
    return { addressToken };
  };

  return { list, create, update, addSingleUse };
};

export type ServerAddressBook = ReturnType<typeof createAddressBook>;
