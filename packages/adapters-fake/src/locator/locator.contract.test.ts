// The locator ports contract, run against the fake adapters on a fresh fake backend each time (its clock
// moved only through `advance`); and the selected-store contract against the fake's device preference.
import { createManualClock } from '@crema/domain';
import { describeLocatorContract, describeSelectedStorePreferenceContract } from '@crema/domain/locator/contract';
import { NEW_MEMBER } from '@crema/catalog/members';
import { createFakeBackend } from '../backend';
import { createFakeLocator, createFakeSelectedStorePreference } from './index';

const freshBackend = () => {
  const clock = createManualClock(Date.UTC(2026, 10, 22, 18, 30));
  return { clock, backend: createFakeBackend({ clock }) };
};

describeLocatorContract('fake', () => {
  const { clock, backend } = freshBackend();
  const { places, stores, favorites, recommended } = createFakeLocator(backend);
  return {
    places,
    stores,
    favorites,
    recommended,
    signIn: () => backend.setCurrentMember(NEW_MEMBER.memberId),
    signOut: () => backend.setCurrentMember(undefined),
    advance: (ms) => clock.advance(ms),
  };
});

describeSelectedStorePreferenceContract('fake', () => createFakeSelectedStorePreference(freshBackend().backend));
