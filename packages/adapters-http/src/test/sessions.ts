// Test-only: signing a test's browser profile in and out over the server's own account calls.
import { firstValueFrom, type Observable } from 'rxjs';
import type { Either } from 'fp-ts/Either';
import type { DomainError } from '@crema/domain';
import type { Accounts } from '@crema/domain/auth';
import { createHttpAccounts } from '../auth/accounts';
import type { HttpClient } from '../client';

/** The seeded demo member. */
export const DEMO_CREDENTIALS = { email: 'demo@crema.coffee', password: 'Crema-Demo-2026' } as const;

/** Waits for a sign-in or join; a refusal fails the test's setup. */
export const signedIn = async (answer: Observable<Either<DomainError, unknown>>): Promise<void> => {
  const r = await firstValueFrom(answer);
  if (r._tag === 'Left') throw new Error(`sign-in failed: ${r.left.code}`);
};

/** One profile's accounts: signIn and register fail the setup on a refusal, signOut waits for the answer. */
export const testAccounts = (client: HttpClient) => {
  const accounts = createHttpAccounts(client);
  return {
    accounts,
    signIn: (c: Parameters<Accounts['signIn']>[0]) => signedIn(accounts.signIn(c)),
    register: (r: Parameters<Accounts['register']>[0]) => signedIn(accounts.register(r)),
    signOut: async (): Promise<void> => {
      await firstValueFrom(accounts.signOut());
    },
  };
};
