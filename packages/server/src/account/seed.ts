// The account seed of the first start: the demo member's personal info, profile, communication preferences
// and multi-factor phone from the catalog (the fake's own seed), each row only where none is there yet (a
// member's later edits are never overwritten on a restart). Runs after the members' seed. The demo member's
// order history is the ordering seed's (account history reads the orders table).
import { seedMfaPhones, seedPersonal, seedPreferences, seedProfiles } from '@crema/catalog/account';
import type { Insertable } from 'kysely';
import type { ServerContext } from '../context';
import type { Schema } from '../db/schema';
import { memberIdsOnFile } from '../seed/members-on-file';

/** The tables of one row per member, keyed by member_id. */
type MemberRowTable = 'account_personal' | 'account_profiles' | 'account_preferences' | 'mfa_phones';

export const seedAccount = async ({ db }: Pick<ServerContext, 'db'>): Promise<void> => {
  const members = await memberIdsOnFile(db);
  await db.transaction().execute(async (tx) => {
    /** The member's row from the catalog, for a member on file who has none yet. */
    const seedRows = async <T, Table extends MemberRowTable>(rows: Readonly<Record<string, T>>, table: Table, row: (memberId: string, r: T) => Insertable<Schema[Table]> | undefined) => {
      for (const [memberId, r] of Object.entries(rows)) {
        const values = members.has(memberId) ? row(memberId, r) : undefined;
        if (values !== undefined) await tx.insertInto(table).values(values).onConflict((oc) => oc.column('member_id').doNothing()).execute();
      }
    };
    await seedRows(seedPersonal(), 'account_personal', (memberId, p) => ({
      member_id: memberId,
      phone_number: p.phoneNumber ?? null,
      birthday_month: p.birthday?.month ?? null,
      birthday_day: p.birthday?.day ?? null,
      address: JSON.stringify(p.address ?? null),
    }));
    await seedRows(seedProfiles(), 'account_profiles', (memberId, p) => ({ member_id: memberId, display_name: p.displayName ?? null, favorite_drink: p.favoriteDrink, member_since: p.memberSince }));
    await seedRows(seedPreferences(), 'account_preferences', (memberId, p) => ({ member_id: memberId, email_offers: p.emailOffers, push: p.push, sms: p.sms }));
    await seedRows(seedMfaPhones(), 'mfa_phones', (memberId, p) =>
      p.phoneNumber === undefined ? undefined : { member_id: memberId, phone_number: p.phoneNumber, verified_at: p.verifiedAt ?? 0 },
    );
  });
};
