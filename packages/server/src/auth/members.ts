// The members table: profiles (the sign-in counter is attempt-claims.ts').
import type { MemberProfile } from '@crema/domain/auth';
import type { Db } from '../db/database';
import type { MembersTable } from './tables';
import type { Selectable } from 'kysely';

export const profileOf = (m: Pick<Selectable<MembersTable>, 'member_id' | 'email' | 'first_name' | 'last_name'>): MemberProfile => ({
  memberId: m.member_id,
  email: m.email,
  firstName: m.first_name,
  lastName: m.last_name,
});

export const findMemberByEmail = (db: Db, email: string) => db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirst();
