// The account seed of the first start: the demo member's personal info, profile, communication preferences
// and multi-factor phone from the catalog (the fake's own seed), each row only where none is there yet (a
// member's later edits are never overwritten on a restart). Runs after the members' seed. The demo member's
// order history is the ordering seed's (account history reads the orders table).
import { seedMfaPhones, seedPersonal, seedPreferences, seedProfiles } from '@crema/catalog/account';
import type { ServerContext } from '../context';
import { memberIdsOnFile } from '../seed/members-on-file';

export const seedAccount = async ({ db }: Pick<ServerContext, 'db'>): Promise<void> => {
  const members = await memberIdsOnFile(db);
  await db.transaction().execute(async (tx) => {
    for (const [memberId, p] of Object.entries(seedPersonal())) {
      if (!members.has(memberId)) continue;
      await tx
        .insertInto('account_personal')
        .values({
          member_id: memberId,
          phone_number: p.phoneNumber ?? null,
          birthday_month: p.birthday?.month ?? null,
          birthday_day: p.birthday?.day ?? null,
          address: JSON.stringify(p.address ?? null),
        })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
    }
    for (const [memberId, p] of Object.entries(seedProfiles())) {
      if (!members.has(memberId)) continue;
      await tx
        .insertInto('account_profiles')
        .values({ member_id: memberId, display_name: p.displayName ?? null, favorite_drink: p.favoriteDrink, member_since: p.memberSince })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
    }
    for (const [memberId, p] of Object.entries(seedPreferences())) {
      if (!members.has(memberId)) continue;
      await tx
        .insertInto('account_preferences')
        .values({ member_id: memberId, email_offers: p.emailOffers, push: p.push, sms: p.sms })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
    }
    for (const [memberId, p] of Object.entries(seedMfaPhones())) {
      if (!members.has(memberId) || p.phoneNumber === undefined) continue;
      await tx
        .insertInto('mfa_phones')
        .values({ member_id: memberId, phone_number: p.phoneNumber, verified_at: p.verifiedAt ?? 0 })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
    }
  });
};
