// The fake member record service: personal info and profile. Names and e-mail live in the auth fake's
// member table (see member-directory.ts); phone, birthday, address and profile live in this fake's tables.
import { left, right } from 'fp-ts/Either';
import { domainError, ErrorCodes } from '@crema/domain';
import {
  type MemberRecords,
  type PersonalDetails,
  type Profile,
  defaultDisplayName,
  initialsOf,
  normalizePersonalDetails,
  normalizeProfile,
  validatePersonalDetails,
  validateProfile,
} from '@crema/domain/account';
import { seedPersonal, seedProfiles, type StoredPersonal, type StoredProfile } from '@crema/catalog/account';
import type { FakeBackend } from '../backend';
import { findMember, renameMember, type DirectoryEntry } from './member-directory';
import { accountCalls, asMember, invalidFields } from './member-scope';

export const MEMBER_RECORD_OPERATIONS = {
  getPersonalDetails: 'getPersonalDetails',
  updatePersonalDetails: 'updatePersonalDetails',
  getProfile: 'getProfile',
  updateProfile: 'updateProfile',
} as const;

export const personalTable = (backend: FakeBackend) => backend.table<Readonly<Record<string, StoredPersonal>>>('accountPersonal', seedPersonal);
export const profilesTable = (backend: FakeBackend) => backend.table<Readonly<Record<string, StoredProfile>>>('accountProfiles', seedProfiles);

const notFound = () => left(domainError(ErrorCodes.NOT_FOUND, { status: 404 }));

export const personalDetailsOf = (backend: FakeBackend, who: DirectoryEntry): PersonalDetails => {
  const p = personalTable(backend).read()[who.memberId] ?? {};
  return { firstName: who.firstName, lastName: who.lastName, email: who.email, ...p };
};

/** The stored profile, created on first read with memberSince = now (registration happens just before). */
const storedProfile = (backend: FakeBackend, memberId: string): StoredProfile => {
  const existing = profilesTable(backend).read()[memberId];
  if (existing !== undefined) return existing;
  const created: StoredProfile = { favoriteDrink: '', memberSince: backend.clock.now() };
  profilesTable(backend).update((all) => ({ ...all, [memberId]: created }));
  return created;
};

export const profileOf = (backend: FakeBackend, who: DirectoryEntry): Profile => {
  const p = storedProfile(backend, who.memberId);
  const displayName = p.displayName ?? defaultDisplayName(who.firstName, who.lastName);
  return { displayName, initials: initialsOf(displayName), memberSince: p.memberSince, favoriteDrink: p.favoriteDrink };
};

export const createFakeMemberRecords = (backend: FakeBackend): MemberRecords => {
  const run = asMember(accountCalls(backend));
  /** The member's record as `view` shows it (404 when the member is gone). */
  const answerFor = <T>(id: string, view: (backend: FakeBackend, who: DirectoryEntry) => T) => {
    const who = findMember(backend, id);
    return who === undefined ? notFound() : right(view(backend, who));
  };
  return {
    getPersonalDetails: () => run(MEMBER_RECORD_OPERATIONS.getPersonalDetails, (id) => answerFor(id, personalDetailsOf)),
    updatePersonalDetails: (input) =>
      run(MEMBER_RECORD_OPERATIONS.updatePersonalDetails, (id) => {
        if (findMember(backend, id) === undefined) return notFound();
        const fields = validatePersonalDetails(input);
        if (Object.keys(fields).length > 0) return invalidFields(fields);
        const d = normalizePersonalDetails(input);
        const { firstName, lastName, ...stored } = d;
        renameMember(backend, id, firstName, lastName);
        personalTable(backend).update((all) => ({ ...all, [id]: stored }));
        return answerFor(id, personalDetailsOf);
      }),
    getProfile: () => run(MEMBER_RECORD_OPERATIONS.getProfile, (id) => answerFor(id, profileOf)),
    updateProfile: (input) =>
      run(MEMBER_RECORD_OPERATIONS.updateProfile, (id) => {
        const who = findMember(backend, id);
        if (who === undefined) return notFound();
        const fields = validateProfile(input);
        if (Object.keys(fields).length > 0) return invalidFields(fields);
        const p = normalizeProfile(input);
        const current = storedProfile(backend, id);
        profilesTable(backend).update((all) => ({ ...all, [id]: { ...current, displayName: p.displayName, favoriteDrink: p.favoriteDrink } }));
        return right(profileOf(backend, who));
      }),
  };
};
