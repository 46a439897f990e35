// The SessionStore contract on the object-held store the session service's tests use (accounts.test.ts):
// a session that lasts as long as the object, with no text medium and no other tabs.
import { describeSessionStoreContract } from '@crema/domain/auth/contract';
import type { SessionStore } from '@crema/domain/auth';
import type { Session } from '@crema/domain';

describeSessionStoreContract('object-held (as accounts.test.ts)', () => {
  let saved: Session | undefined;
  const store: SessionStore = { load: () => saved, save: (s) => void (saved = s) };
  return { open: () => store };
});
