// For the test controls only (CREMA_TEST_CONTROLS=1): a fresh member each fixture signs in as, so tests running
// side by side never share one. The tag also names the fixture's other rows (cards, instruments).
import { randomBytes } from 'node:crypto';
import type { Tx } from '../db/database';
import { hashPassword } from './passwords';

export interface FixtureLogin {
  /** Random, unique to this fixture. */
  readonly tag: string;
  readonly password: string;
  readonly passwordHash: string;
}

export const newFixtureLogin = async (): Promise<FixtureLogin> => {
  const tag = randomBytes(6).toString('hex');
  const password = `Fixture-${tag}-2026`;
  return { tag, password, passwordHash: await hashPassword(password) };
};

/** Adds the member, who signs in with the login's password. */
export const insertFixtureMember = async (
  tx: Tx,
  login: FixtureLogin,
  m: { readonly memberId: string; readonly email: string; readonly firstName: string; readonly lastName: string },
  now: number,
): Promise<void> => {
  await tx
    .insertInto('members')
    .values({ member_id: m.memberId, email: m.email, first_name: m.firstName, last_name: m.lastName, password_hash: login.passwordHash, locked_until: null, created_at: now })
    .execute();
};
