// The members table: profiles and the attempt state of sign-in.
import type { MemberProfile } from '@crema/domain/auth';
import type { AttemptState } from '@crema/domain/auth';
import type { Db } from '../db/database';
import type { MembersTable } from './tables';
import type { Selectable } from 'kysely';

export const profileOf = (m: Pick<Selectable<MembersTable>, 'member_id' | 'email' | 'first_name' | 'last_name'>): MemberProfile => ({
  memberId: m.member_id,
  email: m.email,
  firstName: m.first_name,
  lastName: m.last_name,
});

export const attemptsOf = (row: { failed_attempts: number; locked_until: number | null }): AttemptState => ({
  failedAttempts: row.failed_attempts,
  ...(row.locked_until !== null ? { lockedUntil: row.locked_until } : {}),
});

export const attemptColumns = (a: AttemptState): { failed_attempts: number; locked_until: number | null } => ({
  failed_attempts: a.failedAttempts,
  locked_until: a.lockedUntil ?? null,
});

export const findMemberByEmail = (db: Db, email: string) => db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirst();
