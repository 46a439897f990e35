// Builds the payments fakes on a fresh in-memory backend, for this folder's tests.
import { createManualClock, type ManualClock } from '@crema/domain';
import type { PaymentsHarness } from '@crema/domain/payments/contract';
import { NEW_MEMBER } from '@crema/catalog/members';
import { createFakeBackend, type FakeBackend } from '../backend';
import { createFakeAddresses } from './addresses';
import { createFakeCardTokenizer } from './card-tokenizer';
import { createFakePaymentMethods } from './payment-methods';

/** 2026-11-22T12:00:00Z, the project's "today". */
export const TODAY = Date.UTC(2026, 10, 22, 12);

export const makePaymentsFakes = (clock: ManualClock = createManualClock(TODAY)) => {
  const backend: FakeBackend = createFakeBackend({ clock });
  const harness: PaymentsHarness = {
    paymentMethods: createFakePaymentMethods(backend),
    addresses: createFakeAddresses(backend),
    tokenizer: createFakeCardTokenizer(backend),
    signInNewMember: () => backend.setCurrentMember(NEW_MEMBER.memberId),
    signOut: () => backend.setCurrentMember(undefined),
    now: () => clock.now(),
  };
  return { backend, clock, ...harness, harness };
};
