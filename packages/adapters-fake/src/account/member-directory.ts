// The account fake reads and changes the membership record kept by the auth fake (table 'members', keyed by
// normalized e-mail), so a changed name, e-mail or password is what sign-in sees next time.
import { normalizeEmail } from '@crema/domain/auth';
import type { FakeBackend } from '../backend';
import { hashPassword, membersTable, verifyPassword } from '../auth';

export interface DirectoryEntry {
  readonly memberId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

type Members = ReturnType<ReturnType<typeof membersTable>['read']>;
type Stored = Members[string];

const entryOf = (backend: FakeBackend, memberId: string): [string, Stored] | undefined =>
  Object.entries(membersTable(backend).read()).find(([, m]) => m.memberId === memberId);

export const findMember = (backend: FakeBackend, memberId: string): DirectoryEntry | undefined => {
  const e = entryOf(backend, memberId);
  return e === undefined ? undefined : { memberId, email: e[1].email, firstName: e[1].firstName, lastName: e[1].lastName };
};

const patch = (backend: FakeBackend, memberId: string, f: (m: Stored) => Stored): void => {
  const e = entryOf(backend, memberId);
  if (e === undefined) return;
  membersTable(backend).update((all) => ({ ...all, [e[0]]: f(e[1]) }));
};

export const renameMember = (backend: FakeBackend, memberId: string, firstName: string, lastName: string): void =>
  patch(backend, memberId, (m) => ({ ...m, firstName, lastName }));

export const isEmailTaken = (backend: FakeBackend, email: string, exceptMemberId: string): boolean => {
  const m = membersTable(backend).read()[normalizeEmail(email)];
  return m !== undefined && m.memberId !== exceptMemberId;
};

/** Moves the record to its new e-mail key. */
export const changeMemberEmail = (backend: FakeBackend, memberId: string, newEmail: string): void => {
  const e = entryOf(backend, memberId);
  if (e === undefined) return;
  const key = normalizeEmail(newEmail);
  membersTable(backend).update((all) => {
    const { [e[0]]: _old, ...rest } = all;
    return { ...rest, [key]: { ...e[1], email: key } };
  });
};

export const checkMemberPassword = async (backend: FakeBackend, memberId: string, password: string): Promise<boolean> => {
  const e = entryOf(backend, memberId);
  return e !== undefined && verifyPassword(password, e[1].salt, e[1].passwordHash);
};

export const setMemberPassword = async (backend: FakeBackend, memberId: string, password: string): Promise<void> => {
  const salt = backend.ids.next('salt');
  const passwordHash = await hashPassword(password, salt);
  patch(backend, memberId, (m) => ({ ...m, salt, passwordHash }));
};
