// Builds the account fakes on a fresh in-memory backend, for this folder's tests.
import { createManualClock, type ManualClock } from '@crema/domain';
import type { AccountHarness } from '@crema/domain/account/contract';
import { DEMO_MEMBER, NEW_MEMBER } from '@crema/catalog/members';
import { createFakeBackend } from '../backend';
import { createFakeContactPreferences } from './contact-preferences';
import { createFakeEmailChange } from './email-change';
import { createFakeEgiftHistory, createFakeOrderHistory } from './histories';
import { createFakeInbox } from './inbox';
import { createFakeMemberRecords } from './member-records';
import { createFakeMfaPhoneEnrollment } from './mfa-phone';
import { createFakePartnerProgram } from './partner-program';
import { createFakePasswordChange } from './password-change';
import { createFakePrivacyRequests } from './privacy-requests';

/** 2026-11-22T12:00:00Z, the project's "today". */
export const TODAY = Date.UTC(2026, 10, 22, 12);

export const makeAccountFakes = (clock: ManualClock = createManualClock(TODAY)) => {
  const backend = createFakeBackend({ clock });
  const inbox = createFakeInbox(backend);
  const harness: AccountHarness = {
    records: createFakeMemberRecords(backend),
    partners: createFakePartnerProgram(backend),
    preferences: createFakeContactPreferences(backend),
    emailChange: createFakeEmailChange(backend),
    passwords: createFakePasswordChange(backend),
    privacy: createFakePrivacyRequests(backend),
    mfa: createFakeMfaPhoneEnrollment(backend),
    orders: createFakeOrderHistory(backend),
    egifts: createFakeEgiftHistory(backend),
    signInNewMember: () => backend.setCurrentMember(NEW_MEMBER.memberId),
    signOut: () => backend.setCurrentMember(undefined),
    newMember: NEW_MEMBER,
    otherMembersEmail: DEMO_MEMBER.email,
    latestCode: (target) => inbox.latestCode(target),
  };
  return { backend, clock, inbox, ...harness, harness };
};
