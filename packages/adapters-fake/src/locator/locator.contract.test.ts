// The locator ports contract, run against the fake adapters on a fresh fake backend each time.
import { createManualClock } from '@crema/domain';
import { describeLocatorContract } from '@crema/domain/locator/contract';
import { NEW_MEMBER } from '@crema/catalog/members';
import { createFakeBackend } from '../backend';
import { createFakeLocator } from './index';

describeLocatorContract('fake', () => {
  const backend = createFakeBackend({ clock: createManualClock(Date.UTC(2026, 10, 22, 18, 30)) });
  return {
    ...createFakeLocator(backend),
    signIn: () => backend.setCurrentMember(NEW_MEMBER.memberId),
    signOut: () => backend.setCurrentMember(undefined),
  };
});
