// The demo members of the README, with the same ids as the fake's seed (every capability's demo data keys
// off them), their passwords hashed here on first start; an existing member is never touched.
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import type { ServerContext } from '../context';
import { hashPassword } from './passwords';

export const seedMembers = async ({ db, clock }: ServerContext): Promise<void> => {
  for (const m of [DEMO_MEMBER, NEW_MEMBER]) {
    const exists = await db.selectFrom('members').select('member_id').where('member_id', '=', m.memberId).executeTakeFirst();
    if (exists !== undefined) continue;
    await db
      .insertInto('members')
      .values({ member_id: m.memberId, email: m.email, first_name: m.firstName, last_name: m.lastName, password_hash: await hashPassword(m.password), locked_until: null, created_at: clock.now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
};
