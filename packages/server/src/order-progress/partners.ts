// Store partners (issue #28): a partner is a member row with a store role (partner_stores). The README's demo
// partners are seeded here like the demo members (passwords hashed on first start, never touched again).
import { DEMO_PARTNERS } from '@crema/catalog/members';
import { shortStoreNumber } from '@crema/domain/ordering';
import type { ServerContext } from '../context';
import type { Db, Tx } from '../db/database';
import { hashPassword } from '../auth/passwords';

/** The stores (short numbers) the member is a partner of; none for a customer. */
export const partnerStoresOf = async (db: Db | Tx, memberId: string): Promise<readonly string[]> =>
  (await db.selectFrom('partner_stores').select('store_number').where('member_id', '=', memberId).orderBy('store_number').execute()).map((r) => r.store_number);

export const seedPartners = async ({ db, clock }: ServerContext): Promise<void> => {
  for (const p of DEMO_PARTNERS) {
    const exists = await db.selectFrom('members').select('member_id').where('member_id', '=', p.memberId).executeTakeFirst();
    if (exists === undefined) {
      await db
        .insertInto('members')
        .values({ member_id: p.memberId, email: p.email, first_name: p.firstName, last_name: p.lastName, password_hash: await hashPassword(p.password), locked_until: null, created_at: clock.now() })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await db.insertInto('partner_stores').values({ member_id: p.memberId, store_number: shortStoreNumber(p.storeNumber) }).onConflict((oc) => oc.doNothing()).execute();
  }
};
