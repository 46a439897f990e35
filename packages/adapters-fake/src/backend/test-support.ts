// Test-only helpers of the fake adapters' suites.
import type fc from 'fast-check';
import { DEMO_MEMBER } from '@crema/catalog/members';
import type { FakeBackend } from './backend';

/**
 * One step of a fast-check model run, by its label and what it does to the model and the real system
 * (always applicable unless `check` says otherwise).
 */
export const modelCommand = <M extends object, R>(
  label: string,
  run: (m: M, r: R) => void | Promise<void>,
  check: (m: Readonly<M>) => boolean = () => true,
): fc.AsyncCommand<M, R> => ({
  check,
  run: async (m, r) => run(m, r),
  toString: () => label,
});

/** The fakes with the seeded demo member signed in. */
export const signedInAsDemo = <F extends { readonly backend: FakeBackend }>(fakes: F): F => {
  fakes.backend.setCurrentMember(DEMO_MEMBER.memberId);
  return fakes;
};
